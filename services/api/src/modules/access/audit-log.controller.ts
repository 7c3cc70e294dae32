// The audit log (issue 31), read only: a page as JSON, or every matching entry as CSV. An owner reads the
// family's; anyone else their own entries. There is no route that changes or deletes an entry.
import { auditPageSchema, auditQuerySchema, type AuditPage, type AuditQuery } from '@heirloom/contracts';
import { ApiAnswer, type HttpReply } from '@heirloom/server';
import { Controller, Get, HttpStatus, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import { AuditLogService } from './audit-log.service';
import { CurrentAccess, type RequestAccess } from './current-access.decorator';

@ApiTags('access')
@Controller('access')
export class AuditLogController {
  constructor(private readonly audit: AuditLogService) {}

  @Get('audit')
  @ApiAnswer(
    'The audit log, newest first, 50 a page: the family’s for an owner, one’s own entries for anyone else',
    auditPageSchema,
  )
  page(
    @CurrentAccess() access: RequestAccess,
    @Query({ schema: auditQuerySchema }) query: AuditQuery,
  ): Promise<AuditPage> {
    return this.audit.page(access, query);
  }

  @Get('audit.csv')
  @ApiOperation({ summary: 'The audit log’s entries the filters match, as a CSV attachment' })
  @ApiResponse({
    status: HttpStatus.OK,
    description:
      'A UTF-8 CSV: at, person, role, action, area, entity, request, address; newest first; cells a ' +
      'spreadsheet would run as formulas start with a quote',
    content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
  })
  async csv(
    @CurrentAccess() access: RequestAccess,
    @Query({ schema: auditQuerySchema }) query: AuditQuery,
    @Res() response: HttpReply,
  ): Promise<void> {
    // The first page is read before the answer starts, so a refusal is still a JSON error.
    const lines = this.audit.csv(access, query);
    const first = await lines.next();
    await response
      .status(200)
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="heirloom-audit.csv"')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(Readable.from(prepend(first.done ? undefined : first.value, lines)));
  }
}

async function* prepend(first: string | undefined, rest: AsyncGenerator<string>): AsyncGenerator<string> {
  if (first !== undefined) yield first;
  yield* rest;
}
