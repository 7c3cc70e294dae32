import { describe, expect, it } from '@jest/globals';
import { createGrantSchema, type AccessGrant } from '@heirloom/contracts';
import {
  areaLevelList,
  auditPeople,
  endsIn,
  grantsEndingSoon,
  renewalEnd,
  setAreaLevel,
} from './access-view';

const grant = (over: Partial<AccessGrant>): AccessGrant => ({
  id: 'g',
  professionalId: 'p',
  professionalName: 'Dana CPA',
  granteeId: null,
  granteeName: null,
  areas: { tax: 'notes' },
  endsAt: '2026-05-01',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  revokedAt: null,
  ...over,
});

describe('setAreaLevel (the grant form: a ticked box and its level)', () => {
  it('adds, changes and removes an area, in the contract order', () => {
    let areas = setAreaLevel({}, 'tax', 'read');
    areas = setAreaLevel(areas, 'accounts', 'upload');
    expect(Object.keys(areas)).toEqual(['accounts', 'tax']);
    areas = setAreaLevel(areas, 'tax', 'notes');
    expect(areas).toEqual({ accounts: 'upload', tax: 'notes' });
    areas = setAreaLevel(areas, 'accounts', null);
    expect(areas).toEqual({ tax: 'notes' });
    expect(setAreaLevel(areas, 'tax', null)).toEqual({});
  });

  it('gives what createGrantSchema takes, and none at all is its "choose an area"', () => {
    const today = new Date().toISOString().slice(0, 10);
    const ok = createGrantSchema.safeParse({
      professionalId: '00000000-0000-4000-8000-000000000001',
      areas: setAreaLevel(setAreaLevel({}, 'tax', 'notes'), 'private_investments', 'notes'),
      endsAt: today,
    });
    expect(ok.success).toBe(true);
    const none = createGrantSchema.safeParse({
      professionalId: '00000000-0000-4000-8000-000000000001',
      areas: setAreaLevel({ tax: 'read' }, 'tax', null),
      endsAt: today,
    });
    expect(none.success).toBe(false);
    expect(none.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['areas', 'Choose at least one area'],
    ]);
  });
});

describe('areaLevelList', () => {
  it('reads a grant in words, in the contract order', () => {
    expect(areaLevelList({ tax: 'notes', private_investments: 'read' })).toEqual([
      {
        area: 'private_investments',
        level: 'read',
        areaLabel: 'Private investments and K-1s',
        levelLabel: 'Read',
      },
      { area: 'tax', level: 'notes', areaLabel: 'Tax', levelLabel: 'Read + upload + notes' },
    ]);
  });
});

describe('grantsEndingSoon (the reminder)', () => {
  const today = '2026-04-10';
  it('keeps the active grants ending within 7 days, today included, soonest first', () => {
    const grants = [
      grant({ id: 'later', endsAt: '2026-04-18' }),
      grant({ id: 'week', endsAt: '2026-04-17' }),
      grant({ id: 'today', endsAt: '2026-04-10' }),
      grant({ id: 'past', endsAt: '2026-04-09' }),
      grant({ id: 'revoked', endsAt: '2026-04-12', status: 'revoked' }),
      grant({ id: 'pending', endsAt: '2026-04-12', status: 'pending' }),
      grant({ id: 'ended', endsAt: '2026-04-12', status: 'ended' }),
    ];
    expect(grantsEndingSoon(grants, today).map((g) => g.id)).toEqual(['today', 'week']);
  });

  it('says when', () => {
    expect(endsIn('2026-04-10', today)).toBe('today');
    expect(endsIn('2026-04-11', today)).toBe('tomorrow');
    expect(endsIn('2026-04-15', today)).toBe('in 5 days');
  });

  it('renews for 90 days from today, never shortening a grant', () => {
    expect(renewalEnd({ endsAt: '2026-04-12' }, today)).toBe('2026-07-09');
    expect(renewalEnd({ endsAt: '2026-12-31' }, today)).toBe('2026-12-31');
  });
});

describe('auditPeople', () => {
  it('lists members and accepted professionals once each, by name', () => {
    const people = auditPeople({
      members: [
        { userId: 'u1', username: 'sam', role: 'owner', joinedAt: '2026-01-01T00:00:00.000Z' },
        { userId: 'u2', username: 'alex', role: 'member', joinedAt: '2026-01-01T00:00:00.000Z' },
      ],
      grants: [
        grant({ id: 'a', granteeId: 'c1', granteeName: 'cpa' }),
        grant({ id: 'b', granteeId: 'c1', granteeName: 'cpa' }),
        grant({ id: 'c', granteeId: null }),
      ],
    });
    expect(people).toEqual([
      { id: 'u2', name: 'alex', role: 'member' },
      { id: 'c1', name: 'cpa', role: 'professional' },
      { id: 'u1', name: 'sam', role: 'owner' },
    ]);
    expect(auditPeople(undefined)).toEqual([]);
  });
});
