// The zod-free half of the access contract (issue 31): areas, levels, roles, which area every API
// route and every page belongs to, and the pure decisions over them. The shell's sidebar and route guard
// read these on every page, the dashboard's included, which must not load zod (docs/benchmarks.md);
// access.ts re-exports all of it beside the schemas, so importing either module gives the same names.
import { addDays, addYears, utcToday } from './calendar';
import type { DocumentCategory } from './entities/document-rules';
import { firstPaintPages, firstPaintPath, type FirstPaintPage } from './first-paint-pages';

// ---------- areas, levels, roles ----------

export const accessAreas = [
  'accounts',
  'investments',
  'private_investments',
  'real_estate',
  'tax',
  'estate',
  'insurance',
  'recommendations',
  'documents',
] as const;
export type AccessArea = (typeof accessAreas)[number];

export const accessAreaLabels: Record<AccessArea, string> = {
  accounts: 'Accounts, transactions and budget',
  investments: 'Investments',
  private_investments: 'Private investments and K-1s',
  real_estate: 'Real estate',
  tax: 'Tax',
  estate: 'Estate',
  insurance: 'Insurance',
  recommendations: 'Recommendations',
  documents: 'Other documents',
};

/** Cumulative: upload includes read, notes includes upload. */
export const accessLevels = ['read', 'upload', 'notes'] as const;
export type AccessLevel = (typeof accessLevels)[number];

export const accessLevelLabels: Record<AccessLevel, string> = {
  read: 'Read',
  upload: 'Read + upload',
  notes: 'Read + upload + notes',
};

export function levelAllows(granted: AccessLevel | undefined | null, needed: AccessLevel): boolean {
  return granted != null && accessLevels.indexOf(granted) >= accessLevels.indexOf(needed);
}

/** Household roles: owner (everything, access included), member (all data), viewer (read only). */
export const householdRoles = ['owner', 'member', 'viewer'] as const;
export type HouseholdRole = (typeof householdRoles)[number];
export const householdRoleLabels: Record<HouseholdRole, string> = {
  owner: 'Owner',
  member: 'Member',
  viewer: 'Viewer',
};
export type AccessRole = HouseholdRole | 'professional';
export const accessRoles = [...householdRoles, 'professional'] as const;

/** A person's account: a family's (owns data, may join others) or a professional's (owns none). */
export const accountKinds = ['family', 'professional'] as const;
export type AccountKind = (typeof accountKinds)[number];

/** The areas granted to a professional and at which level; absent = not granted. */
export type AreaLevels = Partial<Record<AccessArea, AccessLevel>>;

/** Where a document of each category belongs; categories without an area of their own are "Other documents". */
export const documentCategoryArea: Record<DocumentCategory, AccessArea> = {
  accounts: 'accounts',
  investments: 'investments',
  private_investments: 'private_investments',
  real_estate: 'real_estate',
  tax: 'tax',
  estate: 'estate',
  insurance: 'insurance',
  recommendations: 'recommendations',
  professionals: 'documents',
  general: 'documents',
};

/** What a note can be left on, and the area each belongs to (a document's is its category's). */
export const noteEntityTypes = ['document', 'k1_document', 'tax_document', 'recommendation'] as const;
export type NoteEntityType = (typeof noteEntityTypes)[number];
export const noteEntityArea: Record<Exclude<NoteEntityType, 'document'>, AccessArea> = {
  k1_document: 'private_investments',
  tax_document: 'tax',
  recommendation: 'recommendations',
};

/** What the page and route decisions read of a person's access (AccessContext's role and areas). */
export interface AccessRoleAndAreas {
  role: AccessRole | null;
  areas: AreaLevels | null;
  /**
   * The family the session still names: with no role there, the person's access to it has ended
   * (a revoked or past grant, a removed member) rather than no client having been chosen.
   */
  familyId?: string | null;
  /**
   * Why this session must first enrol or prove a second factor before any family data (issue 32's
   * secondFactorNeed: a professional, or a family that requires one), or null/absent when it need not.
   */
  secondFactorNeed?: string | null;
}

// ---------- what a route and a page belong to ----------

/**
 * - an area: that area must be granted (household: always);
 * - `family`: any person acting for the family; the handler answers only the granted areas' rows
 *   (summary, first paint, documents, exports, notes, net-worth history, the audit of one's own acts);
 * - `household`: owner, member and viewer only (professionals 403);
 * - `owner`: the family's owners only (members and viewers 403);
 * - `person`: the signed-in person, no family needed (own account, own clients, invitations).
 */
export type RouteScope = AccessArea | 'family' | 'household' | 'owner' | 'person';

/** Which area each signed-in page shows; the sidebar hides and the router refuses the rest. */
export const pageScopes: Readonly<Record<string, RouteScope>> = {
  '/dashboard': 'family',
  '/accounts': 'accounts',
  '/transactions': 'accounts',
  '/budget': 'accounts',
  '/investments': 'investments',
  '/private-investments': 'private_investments',
  '/forecast': 'household',
  '/retirement': 'household',
  '/real-estate': 'real_estate',
  '/tax': 'tax',
  '/estate': 'estate',
  '/insurance': 'insurance',
  '/connected-apps': 'household',
  '/recommendations': 'recommendations',
  '/ai-advisor': 'household',
  '/professionals': 'household',
  '/access': 'owner',
};

/** Longest prefix wins. Paths are the routes as the client calls them. */
export const apiRouteScopes: ReadonlyArray<readonly [prefix: string, scope: RouteScope]> = [
  ['/api/auth', 'person'],
  // The person's own (issue 33's assistant tokens): any role; a token reads the family the person
  // acts for when making it, which the handler takes from the session.
  ['/api/account', 'person'],
  ['/api/invitations', 'person'],
  ['/api/access/clients', 'person'],
  ['/api/access/switch', 'person'],
  ['/api/access/audit', 'family'],
  ['/api/access/audit.csv', 'family'],
  // `person`: a viewer may leave too (a household write decideAccess would refuse); the handler
  // answers 404 to anyone who is not of the acting family's household.
  ['/api/access/leave', 'person'],
  ['/api/access', 'owner'],
  ['/api/accounts', 'accounts'],
  ['/api/transactions', 'accounts'],
  ['/api/budgets', 'accounts'],
  ['/api/imports', 'accounts'],
  // The cash-flow forecast (issue 36 §2) adds up accounts, mortgages, policies, funds and the tax return:
  // the household's, never one professional's area.
  ['/api/forecast', 'household'],
  // Retirement odds (issue 36 §3) read the whole family's spending, savings and holdings.
  ['/api/retirement', 'household'],
  ['/api/recurring-items', 'household'],
  ['/api/planned-events', 'household'],
  ['/api/holdings', 'investments'],
  ['/api/private-placements', 'private_investments'],
  ['/api/businesses', 'private_investments'],
  ['/api/k1-documents', 'private_investments'],
  ['/api/properties', 'real_estate'],
  ['/api/mortgages', 'real_estate'],
  ['/api/ai/refinance', 'real_estate'],
  ['/api/tax', 'tax'],
  ['/api/tax-documents', 'tax'],
  ['/api/estate', 'estate'],
  ['/api/estate-documents', 'estate'],
  ['/api/beneficiaries', 'estate'],
  ['/api/insurance', 'insurance'],
  ['/api/recommendations', 'recommendations'],
  ['/api/recommendations/generate', 'household'],
  ['/api/documents', 'family'],
  ['/api/exports', 'family'],
  ['/api/summary', 'family'],
  ['/api/family', 'family'],
  // Each page's first paint is asked as its page: the dashboard's by anyone acting for the family (the
  // handler shows only granted figures), the others only with their page's area (first-paint-pages.ts).
  ['/api/first-paint', 'family'],
  ...firstPaintRouteScopes(),
  ['/api/net-worth', 'family'],
  ['/api/notes', 'family'],
  ['/api/professionals', 'household'],
  ['/api/conversations', 'household'],
  ['/api/limits/ai', 'household'],
  ['/api/ai', 'household'],
];

/** GET /api/first-paint/<page> belongs where its page does (pageScopes), whichever page is added. */
function firstPaintRouteScopes(): (readonly [string, RouteScope])[] {
  return (Object.keys(firstPaintPages) as FirstPaintPage[]).map((page) => {
    const scope = pageScopes[firstPaintPages[page].route];
    if (!scope) throw new Error(`The first paint of ${page} names no page of pageScopes`);
    return [firstPaintPath(page), scope] as const;
  });
}

export function routeScope(path: string): RouteScope | undefined {
  const bare = path.split('?')[0] ?? path;
  let best: readonly [string, RouteScope] | undefined;
  for (const entry of apiRouteScopes) {
    const [prefix] = entry;
    if ((bare === prefix || bare.startsWith(`${prefix}/`)) && (!best || prefix.length > best[0].length))
      best = entry;
  }
  return best?.[1];
}

/** Writes a professional may make with the upload level of the route's area (documents: the category's). */
export const uploadRoutes: readonly string[] = [
  'POST /api/documents',
  'POST /api/tax-documents',
  'POST /api/tax',
  'POST /api/k1-documents',
  'POST /api/estate-documents',
  'POST /api/estate',
];
/** Writes a professional may make with the notes level (the note's entity's area is checked by its handler). */
export const noteRoutes: readonly string[] = ['POST /api/notes'];

export const accessMessages = {
  notShared: 'This area is not shared with you',
  ownersOnly: 'Only an owner of the family can manage access',
  readOnly: 'Your role can only read this family’s data',
  professionalsReadOnly: 'Your access to this family does not include changing it',
  ended: 'Your access to this family has ended',
  noClient: 'Choose a client first',
  lastOwner: 'A family needs at least one owner',
} as const;

export type AccessDecision =
  | { allowed: true; scope: RouteScope; area: AccessArea | null; level: AccessLevel }
  | {
      allowed: false;
      status: 403;
      message: string;
      /** The area the refused request was for (null: none), for the audit log. */
      area: AccessArea | null;
      reason?: 'second-factor-required';
    };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether this person may make this request. Pure: the guard resolves `access` (role, granted areas)
 * and a family; this decides. Rows of other families never reach here: every query is scoped to
 * `access.familyId`, so they answer 404.
 */
export function decideAccess(access: AccessRoleAndAreas, method: string, path: string): AccessDecision {
  const scope = routeScope(path) ?? 'household';
  const verb = method.toUpperCase();
  const read = READS.has(verb);
  const area = (accessAreas as readonly string[]).includes(scope) ? (scope as AccessArea) : null;
  const key = `${verb} ${(path.split('?')[0] ?? path).replace(/\/+$/, '')}`;
  const level: AccessLevel = read
    ? 'read'
    : noteRoutes.includes(key)
      ? 'notes'
      : uploadRoutes.includes(key)
        ? 'upload'
        : 'notes';
  const allow = (): AccessDecision => ({ allowed: true, scope, area, level });
  const deny = (message: string): AccessDecision => ({ allowed: false, status: 403, message, area });

  if (scope === 'person') return allow();
  const role = access.role;
  if (role === null) return deny(access.familyId ? accessMessages.ended : accessMessages.noClient);
  if (access.secondFactorNeed)
    return {
      allowed: false,
      status: 403,
      message: access.secondFactorNeed,
      area,
      reason: 'second-factor-required',
    };
  if (role === 'owner') return allow();
  if (scope === 'owner') return deny(accessMessages.ownersOnly);
  if (role === 'member') return allow();
  if (role === 'viewer') return read ? allow() : deny(accessMessages.readOnly);
  // A professional.
  if (scope === 'household') return deny(accessMessages.notShared);
  const writable = read || noteRoutes.includes(key) || uploadRoutes.includes(key);
  if (!writable) return deny(accessMessages.professionalsReadOnly);
  if (scope === 'family') return allow(); // the handler filters by area (and checks a write's own area)
  if (!area || !levelAllows(access.areas?.[area], level))
    return deny(
      levelAllows(access.areas?.[area as AccessArea], 'read')
        ? accessMessages.professionalsReadOnly
        : accessMessages.notShared,
    );
  return allow();
}

/** Whether `areas` (null: the household, everything) covers `area` at `level`. */
export function grants(areas: AreaLevels | null, area: AccessArea, level: AccessLevel = 'read'): boolean {
  return areas === null || levelAllows(areas[area], level);
}

// ---------- pages ----------

/** Whether a page (a path of `pageScopes`; public pages always) is shown to this person. */
export function visibleToAccess(access: AccessRoleAndAreas | null, path: string): boolean {
  const scope = pageScopes[path];
  if (scope === undefined || scope === 'person') return true;
  if (!access || access.role === null) return false;
  if (access.role === 'owner') return true;
  if (scope === 'owner') return false;
  if (access.role !== 'professional') return true;
  if (scope === 'household') return false;
  if (scope === 'family') return true;
  return grants(access.areas, scope);
}

// ---------- managing access ----------

export const GRANT_DEFAULT_DAYS = 90;
export const GRANT_MAX_DAYS_TEXT = 'one year';
export const INVITATION_DAYS = 7;
export const GRANT_REMINDER_DAYS = 7;

export const grantMessages = {
  areas: 'Choose at least one area',
  endsAt: 'Choose an end date',
  past: 'The end date must be today or later',
  tooFar: 'The end date can be at most one year from today',
} as const;

/** The default end date of a new grant (90 days from `today`). */
export const defaultGrantEnd = (today: string = utcToday()) => addDays(today, GRANT_DEFAULT_DAYS);
/** The latest end date a grant made `today` may have. */
export const latestGrantEnd = (today: string = utcToday()) => addYears(today, 1);

export const grantStatuses = ['pending', 'active', 'ended', 'revoked'] as const;
export type GrantStatus = (typeof grantStatuses)[number];

export const invitationKinds = ['member', 'professional'] as const;
export type InvitationKind = (typeof invitationKinds)[number];

export const invitationMessages = {
  invalid: 'This invitation link is not valid. Ask the family for a new one.',
  used: 'This invitation has already been used. Ask the family for a new one.',
  expired: 'This invitation has expired. Ask the family for a new one.',
  wrongKind:
    'This invitation is for a professional account. Sign in or sign up as a professional to accept it.',
  forHousehold:
    'This invitation is for a member of the household. Sign in or sign up with a family account to accept it.',
  alreadyMember: 'You are already a member of this family.',
} as const;

// ---------- audit ----------

export const auditActions = [
  'read',
  'create',
  'update',
  'delete',
  'upload',
  'download',
  'export',
  'note',
  // A request the person's role or grant did not allow (403), so a family sees what was tried too.
  'refused',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** How an audit entry's action reads, wherever the log is shown (the Access page, one's own activity). */
export const auditActionLabels: Record<AuditAction, string> = {
  read: 'Viewed',
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  upload: 'Uploaded',
  download: 'Downloaded',
  export: 'Exported',
  note: 'Left a note',
  refused: 'Refused',
};

export const AUDIT_RETENTION_DAYS = 400;
