import { describe, expect, it } from '@jest/globals';
import { accessMessages, type AccessContext } from '@heirloom/contracts';
import { ApiError } from '@heirloom/platform';
import {
  bannerFor,
  clientDescription,
  daysLeft,
  decidePage,
  isAccessEnded,
  lostAccess,
  notSharedSentence,
  readAccess,
  showsSwitcher,
  visibleGroups,
} from './access-state';

const owner: AccessContext = {
  kind: 'family',
  familyId: 'fam-1',
  familyName: 'Whitman',
  role: 'owner',
  areas: null,
  endsAt: null,
};
const member: AccessContext = { ...owner, role: 'member' };
const viewer: AccessContext = { ...owner, role: 'viewer' };
const cpa: AccessContext = {
  kind: 'professional',
  familyId: 'fam-1',
  familyName: 'Whitman',
  role: 'professional',
  areas: { tax: 'notes', private_investments: 'read' },
  endsAt: '2027-04-15',
};
const noClient: AccessContext = {
  ...cpa,
  familyId: null,
  familyName: null,
  role: null,
  areas: null,
  endsAt: null,
};

describe('readAccess', () => {
  it('reads the access of /api/auth/me', () => {
    expect(readAccess({ id: 'u1', access: cpa })).toEqual(cpa);
    expect(readAccess({ id: 'u1', access: noClient })).toEqual(noClient);
  });

  it('takes an answer without access (an API before issue 31) for the household owner', () => {
    expect(readAccess({ id: 'u1' })).toEqual({
      kind: 'family',
      familyId: 'u1',
      familyName: null,
      role: 'owner',
      areas: null,
      endsAt: null,
    });
    expect(readAccess({ id: 'u1', access: { role: 'superuser' } }).role).toBe('owner');
    expect(readAccess({ id: 'u1', access: null }).role).toBe('owner');
  });
});

describe('decidePage', () => {
  it('shows a household every page, and an owner the Access page', () => {
    for (const path of ['/dashboard', '/tax', '/professionals', '/ai-advisor', '/access'])
      expect(decidePage(owner, path, false)).toBe('show');
    expect(decidePage(member, '/tax', false)).toBe('show');
    expect(decidePage(viewer, '/connected-apps', false)).toBe('show');
  });

  it("refuses the Access page to members and viewers: it is the owners'", () => {
    expect(decidePage(member, '/access', false)).toBe('not-shared');
    expect(decidePage(viewer, '/access', false)).toBe('not-shared');
  });

  it("shows a professional the dashboard and the granted areas' pages only", () => {
    expect(decidePage(cpa, '/dashboard', false)).toBe('show');
    expect(decidePage(cpa, '/tax', false)).toBe('show');
    expect(decidePage(cpa, '/private-investments', false)).toBe('show');
    expect(decidePage(cpa, '/private-investments/', false)).toBe('show');
    for (const path of ['/accounts', '/transactions', '/estate', '/professionals', '/ai-advisor', '/access'])
      expect(decidePage(cpa, path, false)).toBe('not-shared');
  });

  it('asks a professional with no client to choose one, on every family page', () => {
    expect(decidePage(noClient, '/dashboard', false)).toBe('choose-client');
    expect(decidePage(noClient, '/tax', false)).toBe('choose-client');
  });

  it('shows "access ended" on every family page once an answer said so, but never on the account page', () => {
    expect(decidePage(cpa, '/tax', true)).toBe('ended');
    expect(decidePage(noClient, '/dashboard', true)).toBe('ended');
    expect(decidePage(cpa, '/account', true)).toBe('show');
    expect(decidePage(noClient, '/account', false)).toBe('show');
  });
});

describe('lostAccess', () => {
  it('is true when a non-owner now acts for no family or another one', () => {
    expect(lostAccess(cpa, noClient)).toBe(true);
    expect(lostAccess(cpa, { ...cpa, familyId: 'fam-2', familyName: 'Okafor' })).toBe(true);
    expect(lostAccess(member, { ...owner, familyId: 'own' })).toBe(true);
  });

  it('is false for the same family, a narrower grant, an owner, or a sign-out', () => {
    expect(lostAccess(cpa, cpa)).toBe(false);
    expect(lostAccess(cpa, { ...cpa, areas: { tax: 'read' } })).toBe(false);
    expect(lostAccess(owner, { ...owner, familyId: 'fam-2' })).toBe(false);
    expect(lostAccess(noClient, noClient)).toBe(false);
    expect(lostAccess(cpa, null)).toBe(false);
  });
});

describe('isAccessEnded', () => {
  const answer = (status: number, message: string) => new ApiError(status, JSON.stringify({ message }), '');
  it("is the API's 403 with the ended message only", () => {
    expect(isAccessEnded(answer(403, accessMessages.ended))).toBe(true);
    expect(isAccessEnded(answer(403, accessMessages.notShared))).toBe(false);
    expect(isAccessEnded(answer(401, accessMessages.ended))).toBe(false);
    expect(isAccessEnded(new Error(accessMessages.ended))).toBe(false);
  });
});

describe('the banner', () => {
  it("names the family, the granted areas in the contract's order, and the end date", () => {
    expect(bannerFor(cpa)).toEqual({
      familyName: 'Whitman',
      areas: [
        { area: 'private_investments', label: 'Private investments and K-1s' },
        { area: 'tax', label: 'Tax' },
      ],
      endsAt: '2027-04-15',
    });
  });

  it('is not shown to the household nor to a professional with no client', () => {
    expect(bannerFor(owner)).toBeNull();
    expect(bannerFor(member)).toBeNull();
    expect(bannerFor(noClient)).toBeNull();
  });

  it('counts the days left, the last day included as 0', () => {
    expect(daysLeft('2027-04-15', '2027-04-08')).toBe(7);
    expect(daysLeft('2027-04-15', '2027-04-15')).toBe(0);
    expect(daysLeft(null, '2027-04-15')).toBeNull();
  });
});

describe('notSharedSentence', () => {
  it('names the family and the page', () => {
    expect(notSharedSentence(cpa, '/estate')).toBe('Whitman did not share Estate Planning with you.');
    expect(notSharedSentence(member, '/access')).toBe(
      'Only the owners of Whitman manage who has access to it.',
    );
    expect(notSharedSentence({ ...cpa, familyName: null }, '/accounts')).toBe(
      'This family did not share Accounts with you.',
    );
  });
});

describe('the sidebar', () => {
  const labels = (access: AccessContext | null) =>
    visibleGroups(access).map((g) => [g.label, g.entries.map((e) => e.label)]);

  it("shows a professional the public pages, the dashboard and the granted areas' pages", () => {
    expect(labels(cpa)).toEqual([
      ['Company', ['Home', 'Our Services', 'AI Platform']],
      ['Financial Overview', ['Dashboard', 'Private Investments']],
      ['Wealth Management', ['Tax Planning']],
    ]);
  });

  it('shows a professional with no client only the public pages', () => {
    expect(labels(noClient)).toEqual([['Company', ['Home', 'Our Services', 'AI Platform']]]);
  });

  it('shows an owner everything, Access included; a member everything but Access', () => {
    expect(labels(owner).at(-1)).toEqual([
      'Advisory',
      ['Connected Apps', 'AI Recommendations', 'AI Advisor', 'Professionals', 'Access'],
    ]);
    expect(labels(member).at(-1)?.[1]).not.toContain('Access');
    // Every page the owner sees (Forecast and Retirement included) but Access, whatever pages are added.
    const entries = (access: AccessContext | null) => labels(access).flatMap(([, e]) => e as string[]);
    expect(entries(owner)).toContain('Forecast');
    expect(entries(member)).toEqual(entries(owner).filter((label) => label !== 'Access'));
  });

  it('shows every page while signed out', () => {
    expect(labels(null)).toEqual(labels(owner));
  });
});

describe('the client switcher', () => {
  const family = {
    familyId: 'fam-1',
    familyName: 'Whitman',
    role: 'owner' as const,
    areas: null,
    endsAt: null,
  };
  it('is offered to professionals, and to a household person with more than one family', () => {
    expect(showsSwitcher(noClient, [])).toBe(true);
    expect(showsSwitcher(cpa, undefined)).toBe(true);
    expect(showsSwitcher(owner, [family])).toBe(false);
    expect(showsSwitcher(owner, undefined)).toBe(false);
    expect(showsSwitcher(member, [family, { ...family, familyId: 'fam-2', role: 'member' }])).toBe(true);
  });

  it("describes a family by the person's role, or by the areas it shares", () => {
    expect(clientDescription({ role: 'viewer', areas: null })).toBe('Viewer');
    expect(clientDescription({ role: 'professional', areas: { tax: 'read', accounts: 'upload' } })).toBe(
      'Accounts, transactions and budget; Tax',
    );
  });
});
