import { describe, expect, it } from '@jest/globals';
import { auditCsvUrl, auditQuery, type AuditFilters } from './access';

const none: AuditFilters = { actorId: '', area: '', from: '', to: '', page: 1 };

describe('the audit filters on the wire', () => {
  it('sends no parameter for "any" and none for the first page', () => {
    expect(auditQuery(none)).toEqual({});
    expect(auditCsvUrl(none)).toBe('/api/access/audit.csv');
  });

  it('sends the filters that are set and a later page', () => {
    const filters: AuditFilters = { actorId: 'u1', area: 'tax', from: '2026-01-01', to: '', page: 3 };
    expect(auditQuery(filters)).toEqual({ actorId: 'u1', area: 'tax', from: '2026-01-01', page: 3 });
  });

  it('downloads every page of the filters as CSV', () => {
    const filters: AuditFilters = { actorId: '', area: 'tax', from: '2026-01-01', to: '2026-01-31', page: 2 };
    expect(auditCsvUrl(filters)).toBe('/api/access/audit.csv?area=tax&from=2026-01-01&to=2026-01-31');
  });
});
