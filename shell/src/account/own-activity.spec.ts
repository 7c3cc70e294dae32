import { accessAreaLabels, auditActionLabels, auditActions } from '@heirloom/contracts';
import { activityRow, ownActivityFamily, pageSpan } from './own-activity';

const acting = (
  role: 'owner' | 'member' | 'viewer' | 'professional' | null,
  familyId: string | null = 'f1',
) => ({
  familyId,
  familyName: 'The Demos',
  role,
});

describe('ownActivityFamily', () => {
  it('shows the record to anyone acting for a family but its owners', () => {
    for (const role of ['member', 'viewer', 'professional'] as const)
      expect(ownActivityFamily(acting(role))).toEqual({ familyId: 'f1', familyName: 'The Demos' });
    expect(ownActivityFamily(acting('owner'))).toBeNull();
  });

  it('shows nothing without a family: no client chosen, or access ended', () => {
    expect(ownActivityFamily(acting(null, null))).toBeNull();
    expect(ownActivityFamily(acting(null, 'f1'))).toBeNull();
    expect(ownActivityFamily(acting('professional', null))).toBeNull();
  });

  it('names a family without a name', () => {
    expect(ownActivityFamily({ familyId: 'f1', familyName: null, role: 'viewer' })?.familyName).toBe(
      'this family',
    );
  });
});

describe('activityRow', () => {
  const entry = {
    at: '2026-01-15T15:00:00.000Z',
    action: 'read',
    area: 'tax',
    request: 'GET /api/tax',
  } as const;

  it('reads an entry with the Access page words', () => {
    const row = activityRow(entry);
    expect(row.action).toBe('Viewed');
    expect(row.area).toBe(accessAreaLabels.tax);
    expect(row.request).toBe('GET /api/tax');
    expect(row.time).toMatch(/2026/);
    expect(row.time).not.toBe(entry.at);
  });

  it('has a word for every action, a dash for no area, and keeps a time it cannot read', () => {
    for (const action of auditActions)
      expect(activityRow({ ...entry, action }).action).toBe(auditActionLabels[action]);
    expect(activityRow({ ...entry, area: null }).area).toBe('—');
    expect(activityRow({ ...entry, at: 'soon' }).time).toBe('soon');
  });
});

describe('pageSpan', () => {
  const page = (n: number, rows: number, total: number) => ({
    page: n,
    pageSize: 50,
    total,
    entries: Array.from({ length: rows }),
  });

  it('counts the first of several pages', () => {
    expect(pageSpan(page(1, 50, 120))).toEqual({
      first: 1,
      last: 50,
      total: 120,
      hasPrevious: false,
      hasNext: true,
    });
  });

  it('counts a middle and the last, shorter page', () => {
    expect(pageSpan(page(2, 50, 120))).toMatchObject({
      first: 51,
      last: 100,
      hasPrevious: true,
      hasNext: true,
    });
    expect(pageSpan(page(3, 20, 120))).toMatchObject({
      first: 101,
      last: 120,
      hasPrevious: true,
      hasNext: false,
    });
  });

  it('has no page to go to when everything fits, or nothing was recorded', () => {
    expect(pageSpan(page(1, 50, 50))).toMatchObject({ hasPrevious: false, hasNext: false });
    expect(pageSpan(page(1, 0, 0))).toEqual({
      first: 0,
      last: 0,
      total: 0,
      hasPrevious: false,
      hasNext: false,
    });
  });
});
