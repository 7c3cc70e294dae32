import { addDays, addYears, utcToday } from './calendar';
import { createGrantSchema } from './access';
import {
  accessMessages,
  decideAccess,
  documentCategoryArea,
  levelAllows,
  pageScopes,
  routeScope,
  visibleToAccess,
  type AccessRoleAndAreas,
} from './access-rules';
import { documentCategories } from './entities/document-rules';
import { sidebarGroups } from './navigation';

const owner: AccessRoleAndAreas = { role: 'owner', areas: null };
const member: AccessRoleAndAreas = { role: 'member', areas: null };
const viewer: AccessRoleAndAreas = { role: 'viewer', areas: null };
const cpa: AccessRoleAndAreas = {
  role: 'professional',
  areas: { tax: 'notes', private_investments: 'read' },
};

const outcome = (access: AccessRoleAndAreas, method: string, path: string) => {
  const decision = decideAccess(access, method, path);
  return decision.allowed ? 'ok' : decision.message;
};

describe('routeScope', () => {
  it('takes the longest prefix, whole segments only', () => {
    expect(routeScope('/api/tax')).toBe('tax');
    expect(routeScope('/api/tax-documents/1')).toBe('tax');
    expect(routeScope('/api/access/grants/1/revoke')).toBe('owner');
    expect(routeScope('/api/access/audit.csv?from=2026-01-01')).toBe('family');
    expect(routeScope('/api/access/leave')).toBe('person');
    expect(routeScope('/api/recommendations/generate')).toBe('household');
    expect(routeScope('/api/recommendations/1')).toBe('recommendations');
    expect(routeScope('/api/accountsx')).toBeUndefined();
  });
});

describe('decideAccess', () => {
  it('lets an owner do everything and keeps access management from members and viewers', () => {
    expect(outcome(owner, 'POST', '/api/access/grants')).toBe('ok');
    expect(outcome(member, 'POST', '/api/access/grants')).toBe(accessMessages.ownersOnly);
    expect(outcome(member, 'DELETE', '/api/accounts/1')).toBe('ok');
    expect(outcome(viewer, 'GET', '/api/accounts')).toBe('ok');
    expect(outcome(viewer, 'PATCH', '/api/accounts/1')).toBe(accessMessages.readOnly);
    expect(outcome(viewer, 'POST', '/api/access/leave')).toBe('ok');
  });

  it('gives a professional the granted areas at their level, and nothing of the household', () => {
    expect(outcome(cpa, 'GET', '/api/tax-documents')).toBe('ok');
    expect(outcome(cpa, 'POST', '/api/tax-documents')).toBe('ok');
    expect(outcome(cpa, 'POST', '/api/tax')).toBe('ok');
    expect(outcome(cpa, 'PATCH', '/api/tax-documents/1')).toBe(accessMessages.professionalsReadOnly);
    expect(outcome(cpa, 'GET', '/api/k1-documents')).toBe('ok');
    // Read only on private investments: no upload there.
    expect(outcome(cpa, 'POST', '/api/k1-documents')).toBe(accessMessages.professionalsReadOnly);
    expect(outcome(cpa, 'GET', '/api/accounts')).toBe(accessMessages.notShared);
    expect(outcome(cpa, 'GET', '/api/professionals')).toBe(accessMessages.notShared);
    expect(outcome(cpa, 'POST', '/api/ai/chat')).toBe(accessMessages.notShared);
    expect(outcome(cpa, 'GET', '/api/access')).toBe(accessMessages.ownersOnly);
    // Family-wide routes pass to their handlers, which answer per area.
    expect(outcome(cpa, 'GET', '/api/summary')).toBe('ok');
    expect(outcome(cpa, 'POST', '/api/notes')).toBe('ok');
    expect(outcome(cpa, 'DELETE', '/api/documents/1')).toBe(accessMessages.professionalsReadOnly);
    // Their own account and clients need no family.
    expect(outcome({ role: null, areas: null }, 'GET', '/api/access/clients')).toBe('ok');
  });

  it('tells an ended access from no client chosen', () => {
    expect(outcome({ role: null, areas: null }, 'GET', '/api/summary')).toBe(accessMessages.noClient);
    expect(outcome({ role: null, areas: null, familyId: 'f1' }, 'GET', '/api/summary')).toBe(
      accessMessages.ended,
    );
  });
});

describe('levels and pages', () => {
  it('orders the levels: notes includes upload includes read', () => {
    expect(levelAllows('notes', 'upload')).toBe(true);
    expect(levelAllows('upload', 'notes')).toBe(false);
    expect(levelAllows(undefined, 'read')).toBe(false);
  });

  it('has a scope for every signed-in sidebar page and an area for every document category', () => {
    const pages = sidebarGroups
      .flatMap((group) => group.entries.map((entry) => entry.path))
      .filter((path) => !['/home', '/services', '/platform'].includes(path));
    expect(pages.filter((path) => !(path in pageScopes))).toEqual([]);
    expect(documentCategories.filter((category) => !documentCategoryArea[category])).toEqual([]);
  });

  it('shows a professional the granted pages and the dashboard only', () => {
    const visible = Object.keys(pageScopes).filter((path) => visibleToAccess(cpa, path));
    expect(visible.sort()).toEqual(['/dashboard', '/private-investments', '/tax']);
    expect(Object.keys(pageScopes).filter((path) => !visibleToAccess(member, path))).toEqual(['/access']);
    expect(visibleToAccess(null, '/home')).toBe(true);
    expect(visibleToAccess(null, '/dashboard')).toBe(false);
  });
});

describe('createGrantSchema', () => {
  const grant = (endsAt: string, areas: object = { tax: 'read' }) =>
    createGrantSchema.safeParse({ professionalId: 'p1', areas, endsAt });
  const messages = (result: ReturnType<typeof grant>) => result.error?.issues.map((issue) => issue.message);

  it('takes today up to one year out, at least one area', () => {
    const today = utcToday();
    expect(grant(today).success).toBe(true);
    expect(grant(addYears(today, 1)).success).toBe(true);
    expect(messages(grant(addDays(today, -1)))).toEqual(['The end date must be today or later']);
    expect(messages(grant(addDays(addYears(today, 1), 1)))).toEqual([
      'The end date can be at most one year from today',
    ]);
    expect(messages(grant('15 April'))).toEqual(['Choose an end date']);
    expect(messages(grant(today, {}))).toEqual(['Choose at least one area']);
    expect(grant(today, { secrets: 'read' }).success).toBe(false);
  });
});
