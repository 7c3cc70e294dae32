// GET /api/exports/{kind}: the family's accounts, transactions or holdings as a CSV in the import
// template's columns, so an export opens in a spreadsheet and imports back. Written a page at a time
// (no whole table in memory), and every cell through csvCell: a merchant typed as "=cmd|..." is a
// quoted text cell in the file, never a formula a spreadsheet would run.
import { importKinds, importMessages, type ImportKind, type User } from '@heirloom/contracts';
import { ApiErrors, ValidationFailedException } from '@heirloom/server';
import { Controller, Get, HttpStatus, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { ExportsService } from './exports.service';

@ApiTags('imports')
@Controller('exports')
export class ExportsController {
  constructor(private readonly service: ExportsService) {}

  @Get(':kind')
  @ApiOperation({
    summary: 'Download the accounts, transactions or holdings as a CSV in the template’s columns',
  })
  @ApiParam({ name: 'kind', enum: importKinds })
  @ApiResponse({
    status: 200,
    description: 'A UTF-8 CSV attachment: the header row, then one row per item (transactions newest first)',
    content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors(HttpStatus.BAD_REQUEST)
  async download(
    @CurrentUser() user: User,
    @Param('kind') kind: string,
    @Res() response: Response,
  ): Promise<void> {
    if (!(importKinds as readonly string[]).includes(kind)) {
      throw new ValidationFailedException([{ path: 'kind', message: importMessages.kind }]);
    }
    response.status(200);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="heirloom-${kind}.csv"`);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'no-store');
    for await (const chunk of this.service.csv(user.id, kind as ImportKind)) {
      if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve));
    }
    response.end();
  }
}
