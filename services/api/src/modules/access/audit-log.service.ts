// Reading the audit log (issue 31). An owner reads the family's whole log; anyone else reads only the
// entries of their own acts, whatever actorId they ask for. Newest first, 50 a page; the CSV has every
// entry the filters match, written a page at a time (never the whole log in memory), each cell through
// csvCell so nothing in it runs as a spreadsheet formula. Nothing here changes or deletes an entry.
import { calendar, csvLine, type AuditEntry, type AuditPage, type AuditQuery } from '@heirloom/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { actingFamily } from './access.service';
import { AuditEntryEntity } from './audit-entry.entity';
import type { RequestAccess } from './current-access.decorator';

export const AUDIT_PAGE_SIZE = 50;
const CSV_PAGE = 1000;

export const AUDIT_CSV_COLUMNS = ['at', 'person', 'role', 'action', 'area', 'entity', 'request', 'address'];

export function toAuditEntry(row: AuditEntryEntity): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    role: row.role,
    action: row.action,
    area: row.area,
    entityId: row.entityId,
    request: row.request,
    address: row.address,
  };
}

@Injectable()
export class AuditLogService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(access: RequestAccess, query: AuditQuery): Promise<AuditPage> {
    const page = query.page ?? 1;
    // A plain COUNT and LIMIT/OFFSET, both answered off the (familyId[, actorId], at, id) indexes:
    // getManyAndCount counts DISTINCT ids, which sorts every entry of a long log on each page.
    const [rows, counted] = await Promise.all([
      this.filtered(access, query)
        .orderBy('a.at', 'DESC')
        .addOrderBy('a.id', 'DESC')
        .offset((page - 1) * AUDIT_PAGE_SIZE)
        .limit(AUDIT_PAGE_SIZE)
        .getMany(),
      this.filtered(access, query).select('COUNT(*)', 'total').getRawOne<{ total: number | string }>(),
    ]);
    const total = Number(counted?.total ?? 0);
    return { entries: rows.map(toAuditEntry), total, page, pageSize: AUDIT_PAGE_SIZE };
  }

  async *csv(access: RequestAccess, query: AuditQuery): AsyncGenerator<string> {
    // Refuses (no acting family) on the first step, before the answer's first byte.
    this.filtered(access, query);
    yield csvLine(AUDIT_CSV_COLUMNS);
    let after: { at: Date; id: string } | null = null;
    for (;;) {
      const builder = this.filtered(access, query)
        .orderBy('a.at', 'DESC')
        .addOrderBy('a.id', 'DESC')
        .take(CSV_PAGE);
      if (after) {
        const { at, id } = after;
        builder.andWhere(
          new Brackets((q) =>
            q.where('a.at < :afterAt', { afterAt: at }).orWhere('a.at = :afterAt AND a.id < :afterId', {
              afterId: id,
            }),
          ),
        );
      }
      const rows = await builder.getMany();
      if (!rows.length) return;
      yield rows
        .map((row) =>
          csvLine([
            row.at.toISOString(),
            row.actorName,
            row.role,
            row.action,
            row.area,
            row.entityId,
            row.request,
            row.address,
          ]),
        )
        .join('');
      if (rows.length < CSV_PAGE) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.at, id: last.id };
    }
  }

  /** The entries the caller may read that match the filters (from and to are whole UTC days). */
  private filtered(access: RequestAccess, query: AuditQuery): SelectQueryBuilder<AuditEntryEntity> {
    const familyId = actingFamily(access);
    const actorId = access.role === 'owner' ? query.actorId : access.personId;
    const builder = this.dataSource.manager
      .createQueryBuilder(AuditEntryEntity, 'a')
      .where('a.familyId = :familyId', { familyId });
    if (actorId) builder.andWhere('a.actorId = :actorId', { actorId });
    if (query.area) builder.andWhere('a.area = :area', { area: query.area });
    if (query.from) builder.andWhere('a.at >= :from', { from: calendar.utcMidnight(query.from) });
    if (query.to) builder.andWhere('a.at < :to', { to: calendar.utcMidnight(calendar.addDays(query.to, 1)) });
    return builder;
  }
}
