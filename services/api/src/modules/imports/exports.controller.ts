// GET /api/exports/{kind}: the family's accounts, transactions or holdings as a CSV in the import
// template's columns, so an export opens in a spreadsheet and imports back. Written a page at a time
// (no whole table in memory), and every cell through csvCell: a merchant typed as "=cmd|..." is a
// quoted text cell in the file, never a formula a spreadsheet would run.
import {
  accessMessages,
  grants,
  importKinds,
  importMessages,
  type AccessArea,
  type ImportKind,
  type User,
} from '@heirloom/contracts';
import { ApiErrors, ValidationFailedException } from '@heirloom/server';
import { Controller, ForbiddenException, Get, HttpStatus, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import type { HttpReply } from '@heirloom/server';
import { CurrentAccess, type RequestAccess } from '../access/current-access.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import { ExportsService } from './exports.service';

/** The area each export's rows belong to: a professional needs it granted (issue 31). */
export const exportKindArea: Readonly<Record<ImportKind, AccessArea>> = {
  accounts: 'accounts',
  transactions: 'accounts',
  holdings: 'investments',
};

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
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.FORBIDDEN)
  async download(
    @CurrentUser() user: User,
    @CurrentAccess() access: RequestAccess,
    @Param('kind') kind: string,
    @Res() response: HttpReply,
  ): Promise<void> {
    if (!(importKinds as readonly string[]).includes(kind)) {
      throw new ValidationFailedException([{ path: 'kind', message: importMessages.kind }]);
    }
    if (!grants(access.areas, exportKindArea[kind as ImportKind]))
      throw new ForbiddenException({ message: accessMessages.notShared });
    // A holding's account column names an account: blank unless Accounts is shared too.
    const accountNames = grants(access.areas, 'accounts');
    // Streamed as it is read: a family's whole history never sits in memory at once.
    await response
      .status(200)
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="heirloom-${kind}.csv"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(Readable.from(this.service.csv(user.id, kind as ImportKind, { accountNames })));
  }
}
