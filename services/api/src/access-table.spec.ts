// Issue 31's proof: every route of the API against every kind of caller, each cell with the status the
// access rules give it (decideAccess's scopes, written out here by hand, and 404 for another family's
// rows), and no answer carrying another family's or an ungranted area's data. Family A and family B hold
// rows whose text carries markers ("MARK-FAMA-tax"); every answer is scanned for markers its caller may
// not see. Rows come from services/api/openapi.json, the routes the app serves, and the routes issue 31
// adds (EXTRA_ROUTES): a route without a row fails the coverage test. Issue 33 adds the assistant tokens'
// callers (TOKEN_CALLERS): each row is also asked with `Authorization: Bearer hlm_…` and no cookie.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  accessMessages,
  assistantTokenMessages,
  secondFactorMessages,
  type AccessArea,
  type AreaLevels,
} from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { In } from 'typeorm';
import { AccessFixtures, CALLER_PASSWORD, dayFromToday } from './testing/access-callers';
import { sessionInfoId } from './modules/auth/account.service';
import { SessionEntity } from './modules/auth/session.entity';
import { AssistantTokenEntity } from './modules/assistant-tokens/assistant-token.entity';
import { listRoutes } from './testing/routes';
import { exampleRequests } from './testing/example-requests';
import { resourceFixture } from './testing/resources';
import { createTestApp, OPENAPI_DOCUMENT } from './testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from './testing/test-databases';

// ---------- the callers (columns) ----------

const CALLERS = [
  'owner', // family A's owner
  'member', // family A's member
  'viewer', // family A's viewer
  'proArea', // a professional granted tax + private_investments at 'notes' by family A
  'proOther', // a professional granted insurance only (at 'notes') by family A
  'proExpired', // tax + private_investments, but the grant ended yesterday
  'proRevoked', // tax + private_investments, revoked
  'proUnverified', // as proArea, but the session passed no second factor (issue 32)
  'otherFamily', // a member of family B
  'signedOut',
] as const;
type Caller = (typeof CALLERS)[number];

/**
 * Issue 33's callers: an assistant token sent as `Authorization: Bearer` with no session cookie. Each
 * cell of theirs is the cell of the caller it mirrors for a read the token may make, 403 for any write
 * and for the reads a token never makes (TOKEN_REFUSED_READS), and the signed-out cell on public routes.
 */
const TOKEN_CALLERS = {
  tokenOwner: 'owner', // family A's owner's token
  tokenPro: 'proArea', // proArea's token, made for family A
  // A professional granted as proArea, whose grant family A's owner revoked after the token was made.
  tokenGrantRevoked: 'proRevoked',
  tokenRevoked: 'signedOut', // the owner's token, revoked by the owner: as if no token were sent
} as const satisfies Record<string, Caller>;
type TokenCaller = keyof typeof TOKEN_CALLERS;
type AnyCaller = Caller | TokenCaller;

/** Reads refused to every token: tokens, sessions and factors are the person's own; exports ask a step-up. */
const TOKEN_REFUSED_READS = [
  'GET /api/account/assistant-tokens',
  'GET /api/auth/sessions',
  'GET /api/auth/factors',
  'GET /api/exports/{kind}',
];
/** The one write a token makes, as its person: spending their AI calls (the MCP server's rate limit). */
const TOKEN_WRITES = ['POST /api/limits/ai'];
/** Public routes that answer 401 themselves (no pending sign-in): the signed-out column has no other sign. */
const PUBLIC_UNAUTHORISED = ['POST /api/auth/second-factor', 'POST /api/auth/second-factor/passkey-options'];

/** Guarded routes that answer every refusal with 204 (the gateway's include), signed out included. */
const REFUSED_AS_204 = ['GET /api/first-paint/{page}'];

/** A token caller's expected status in a row, from the row's expected statuses of CALLERS. */
function tokenExpected(route: string, codes: readonly string[], caller: TokenCaller): string {
  const signedOut = codes[CALLERS.indexOf('signedOut')]!;
  if (REFUSED_AS_204.includes(route)) return codes[CALLERS.indexOf(TOKEN_CALLERS[caller])]!;
  if (signedOut !== '401' || PUBLIC_UNAUTHORISED.includes(route)) return signedOut;
  if (caller === 'tokenRevoked') return '401';
  if (TOKEN_WRITES.includes(route)) return codes[CALLERS.indexOf(TOKEN_CALLERS[caller])]!;
  if (!route.startsWith('GET ') || TOKEN_REFUSED_READS.includes(route)) return '403';
  return codes[CALLERS.indexOf(TOKEN_CALLERS[caller])]!;
}

const AREAS_GRANTED: AreaLevels = { tax: 'notes', private_investments: 'notes' };
const OTHER_AREAS: AreaLevels = { insurance: 'notes' };

// ---------- markers: what each caller may see ----------

/** 'household' marks data no professional sees (professionals, conversations). */
type MarkerArea = AccessArea | 'household';
const ALL_A = (area: MarkerArea) => `MARK-FAMA-${area}`;
const ALL_B = (area: MarkerArea) => `MARK-FAMB-${area}`;
const MARKER = /MARK-FAM([AB])-([a-z_]+)/g;

function maySee(caller: AnyCaller, family: 'A' | 'B', area: string): boolean {
  if (caller in TOKEN_CALLERS) return maySee(TOKEN_CALLERS[caller as TokenCaller], family, area);
  switch (caller) {
    case 'owner':
    case 'member':
    case 'viewer':
      return family === 'A';
    case 'proArea':
      return family === 'A' && area in AREAS_GRANTED;
    case 'proOther':
      return family === 'A' && area in OTHER_AREAS;
    case 'otherFamily':
      return family === 'B';
    default:
      return false;
  }
}

function leaks(caller: AnyCaller, text: string): string[] {
  const found = new Set<string>();
  for (const [marker, family, area] of text.matchAll(MARKER))
    if (!maySee(caller, family as 'A' | 'B', area!)) found.add(marker);
  return [...found];
}

// ---------- the table ----------

/**
 * Expected statuses in CALLERS order: owner member viewer proArea proOther proExpired proRevoked
 * proUnverified otherFamily signedOut. "2xx": the route's documented success status once openapi.json has the route
 * (the routes issue 31 adds), any 2xx before.
 */
const TABLE: ReadonlyArray<readonly [route: string, expected: string, variant?: string]> = [
  // accounts area (accounts, transactions, budgets, imports)
  ['GET /api/accounts', '200 200 200 403 403 403 403 403 200 401'],
  ['POST /api/accounts', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/accounts/{id}', '200 200 200 403 403 403 403 403 404 401'],
  ['PATCH /api/accounts/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/accounts/{id}', '204 204 403 403 403 403 403 403 404 401'],
  ['GET /api/transactions', '200 200 200 403 403 403 403 403 200 401'],
  ['POST /api/transactions', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/transactions/summary', '200 200 200 403 403 403 403 403 200 401'],
  ['GET /api/transactions/{id}', '200 200 200 403 403 403 403 403 404 401'],
  ['PATCH /api/transactions/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/transactions/{id}', '204 204 403 403 403 403 403 403 404 401'],
  ['GET /api/budgets', '200 200 200 403 403 403 403 403 200 401'],
  ['POST /api/budgets', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/budgets/{id}', '200 200 200 403 403 403 403 403 404 401'],
  ['PATCH /api/budgets/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/budgets/{id}', '204 204 403 403 403 403 403 403 404 401'],
  ['GET /api/imports', '200 200 200 403 403 403 403 403 200 401'],
  ['POST /api/imports', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/imports/{id}', '200 200 200 403 403 403 403 403 404 401'],
  ['PATCH /api/imports/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/imports/{id}', '204 204 403 403 403 403 403 403 404 401'],
  ['POST /api/imports/{id}/commit', '200 200 403 403 403 403 403 403 404 401'],
  ['POST /api/imports/{id}/commit/stream', '200 200 403 403 403 403 403 403 404 401'],
  ['GET /api/imports/{id}/skipped', '200 200 200 403 403 403 403 403 404 401'],
  // investments
  ['GET /api/holdings', '200 200 200 403 403 403 403 403 200 401'],
  ['POST /api/holdings', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/holdings/{id}', '200 200 200 403 403 403 403 403 404 401'],
  ['PATCH /api/holdings/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/holdings/{id}', '204 204 403 403 403 403 403 403 404 401'],
  // private investments (granted to proArea at 'notes'; only the K-1 upload is a write it may make)
  ['GET /api/private-placements', '200 200 200 200 403 403 403 403 200 401'],
  ['POST /api/private-placements', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/private-placements/{id}', '200 200 200 200 403 403 403 403 404 401'],
  ['PATCH /api/private-placements/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/private-placements/{id}', '204 204 403 403 403 403 403 403 404 401'],
  // issue 36 §1: the LP measures and a placement's ledger, under the placements' scope
  ['GET /api/private-placements/metrics', '200 200 200 200 403 403 403 403 200 401'],
  ['GET /api/private-placements/{id}/ledger', '200 200 200 200 403 403 403 403 404 401'],
  ['POST /api/private-placements/{id}/ledger', '201 201 403 403 403 403 403 403 404 401'],
  ['POST /api/private-placements/{id}/ledger/import', '201 201 403 403 403 403 403 403 404 401'],
  ['PATCH /api/private-placements/{id}/ledger/{entryId}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/private-placements/{id}/ledger/{entryId}', '204 204 403 403 403 403 403 403 404 401'],
  ['GET /api/businesses', '200 200 200 200 403 403 403 403 200 401'],
  ['POST /api/businesses', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/businesses/{id}', '200 200 200 200 403 403 403 403 404 401'],
  ['PATCH /api/businesses/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/businesses/{id}', '204 204 403 403 403 403 403 403 404 401'],
  ['GET /api/k1-documents', '200 200 200 200 403 403 403 403 200 401'],
  ['POST /api/k1-documents', '201 201 403 201 403 403 403 403 201 401'],
  ['GET /api/k1-documents/{id}', '200 200 200 200 403 403 403 403 404 401'],
  ['PATCH /api/k1-documents/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/k1-documents/{id}', '204 204 403 403 403 403 403 403 404 401'],
  // real estate
  ['GET /api/properties', '200 200 200 403 403 403 403 403 200 401'],
  ['POST /api/properties', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/properties/{id}', '200 200 200 403 403 403 403 403 404 401'],
  ['PATCH /api/properties/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/properties/{id}', '204 204 403 403 403 403 403 403 404 401'],
  ['GET /api/mortgages', '200 200 200 403 403 403 403 403 200 401'],
  ['POST /api/mortgages', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/mortgages/{id}', '200 200 200 403 403 403 403 403 404 401'],
  ['PATCH /api/mortgages/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/mortgages/{id}', '204 204 403 403 403 403 403 403 404 401'],
  // tax (granted to proArea; POST /api/tax-documents and its alias POST /api/tax are upload routes)
  ['GET /api/tax-documents', '200 200 200 200 403 403 403 403 200 401'],
  ['POST /api/tax-documents', '201 201 403 201 403 403 403 403 201 401'],
  ['GET /api/tax-documents/{id}', '200 200 200 200 403 403 403 403 404 401'],
  ['PATCH /api/tax-documents/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/tax-documents/{id}', '204 204 403 403 403 403 403 403 404 401'],
  ['GET /api/tax', '200 200 200 200 403 403 403 403 200 401'],
  ['POST /api/tax', '201 201 403 201 403 403 403 403 201 401'],
  ['GET /api/tax/{id}', '200 200 200 200 403 403 403 403 404 401'],
  ['PATCH /api/tax/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/tax/{id}', '204 204 403 403 403 403 403 403 404 401'],
  // estate (POST /api/estate-documents is an upload route, but no caller here has estate)
  ['GET /api/estate-documents', '200 200 200 403 403 403 403 403 200 401'],
  ['POST /api/estate-documents', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/estate-documents/{id}', '200 200 200 403 403 403 403 403 404 401'],
  ['PATCH /api/estate-documents/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/estate-documents/{id}', '204 204 403 403 403 403 403 403 404 401'],
  ['GET /api/estate', '200 200 200 403 403 403 403 403 200 401'],
  ['POST /api/estate', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/estate/{id}', '200 200 200 403 403 403 403 403 404 401'],
  ['PATCH /api/estate/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/estate/{id}', '204 204 403 403 403 403 403 403 404 401'],
  ['GET /api/beneficiaries', '200 200 200 403 403 403 403 403 200 401'],
  ['POST /api/beneficiaries', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/beneficiaries/{id}', '200 200 200 403 403 403 403 403 404 401'],
  ['PATCH /api/beneficiaries/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/beneficiaries/{id}', '204 204 403 403 403 403 403 403 404 401'],
  // insurance (granted to proOther at 'notes': reads only, no upload route of its own)
  ['GET /api/insurance', '200 200 200 403 200 403 403 403 200 401'],
  ['POST /api/insurance', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/insurance/{id}', '200 200 200 403 200 403 403 403 404 401'],
  ['PATCH /api/insurance/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/insurance/{id}', '204 204 403 403 403 403 403 403 404 401'],
  // recommendations
  ['GET /api/recommendations', '200 200 200 403 403 403 403 403 200 401'],
  ['POST /api/recommendations', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/recommendations/{id}', '200 200 200 403 403 403 403 403 404 401'],
  ['PATCH /api/recommendations/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/recommendations/{id}', '204 204 403 403 403 403 403 403 404 401'],
  // household: the cash-flow forecast (issue 36), which adds up every area
  ['GET /api/forecast', '200 200 200 403 403 403 403 403 200 401'],
  ['GET /api/forecast/settings', '200 200 200 403 403 403 403 403 200 401'],
  ['PATCH /api/forecast/settings', '200 200 403 403 403 403 403 403 200 401'],
  ['GET /api/recurring-items', '200 200 200 403 403 403 403 403 200 401'],
  ['GET /api/recurring-items/overview', '200 200 200 403 403 403 403 403 200 401'],
  ['POST /api/recurring-items', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/recurring-items/{id}', '200 200 200 403 403 403 403 403 404 401'],
  ['PATCH /api/recurring-items/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/recurring-items/{id}', '204 204 403 403 403 403 403 403 404 401'],
  // household: retirement odds (issue 36 §3); a what-if stores nothing but is a POST, which a viewer may not make
  ['GET /api/retirement', '200 200 200 403 403 403 403 403 200 401'],
  ['PUT /api/retirement', '200 200 403 403 403 403 403 403 200 401'],
  ['POST /api/retirement/simulate', '200 200 403 403 403 403 403 403 200 401'],
  ['GET /api/planned-events', '200 200 200 403 403 403 403 403 200 401'],
  ['POST /api/planned-events', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/planned-events/{id}', '200 200 200 403 403 403 403 403 404 401'],
  ['PATCH /api/planned-events/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/planned-events/{id}', '204 204 403 403 403 403 403 403 404 401'],
  // household: professionals, conversations, the AI limit
  ['GET /api/professionals', '200 200 200 403 403 403 403 403 200 401'],
  ['POST /api/professionals', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/professionals/{id}', '200 200 200 403 403 403 403 403 404 401'],
  ['PATCH /api/professionals/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/professionals/{id}', '204 204 403 403 403 403 403 403 404 401'],
  ['GET /api/conversations', '200 200 200 403 403 403 403 403 200 401'],
  ['POST /api/conversations', '201 201 403 403 403 403 403 403 201 401'],
  ['GET /api/conversations/{id}', '200 200 200 403 403 403 403 403 404 401'],
  ['PATCH /api/conversations/{id}', '200 200 403 403 403 403 403 403 404 401'],
  ['DELETE /api/conversations/{id}', '204 204 403 403 403 403 403 403 404 401'],
  ['GET /api/conversations/{id}/messages', '200 200 200 403 403 403 403 403 404 401'],
  ['POST /api/conversations/{id}/messages', '201 201 403 403 403 403 403 403 404 401'],
  ['POST /api/limits/ai', '204 204 403 403 403 403 403 403 204 401'],
  // family: any person acting for the family; the handler answers only the granted areas
  ['GET /api/summary', '200 200 200 200 200 403 403 403 200 401'],
  ['GET /api/family', '200 200 200 200 200 403 403 403 200 401'],
  // The gateway's include never fails the page: any refusal is 204 (signed out, access ended), and the
  // net worth it paints is only for those granted every area it is computed from (the household). The
  // other pages' are decided by their page's area (accounts, investments: neither professional has it).
  ['GET /api/first-paint/{page}', '200 200 200 204 204 204 204 204 200 204', 'dashboard'],
  ['GET /api/first-paint/{page}', '200 200 200 204 204 204 204 204 200 204', 'transactions'],
  ['GET /api/first-paint/{page}', '200 200 200 204 204 204 204 204 200 204', 'investments'],
  // Net worth sums accounts, investments, real estate and private investments: only with all of them.
  ['GET /api/net-worth/history', '200 200 200 403 403 403 403 403 200 401'],
  ['GET /api/documents', '200 200 200 200 200 403 403 403 200 401'],
  ['POST /api/documents', '201 201 403 201 403 403 403 403 201 401', 'a tax document'],
  ['POST /api/documents', '201 201 403 403 201 403 403 403 201 401', 'an insurance document'],
  ['GET /api/documents/{id}/download', '200 200 200 200 403 403 403 403 404 401', 'a tax document'],
  ['GET /api/documents/{id}/download', '200 200 200 403 200 403 403 403 404 401', 'an insurance document'],
  ['DELETE /api/documents/{id}', '204 204 403 403 403 403 403 403 404 401'],
  // An export names its area by its kind: asked for an ungranted one, 403 (as any ungranted area).
  ['GET /api/exports/{kind}', '200 200 200 403 403 403 403 403 200 401', 'accounts'],
  ['GET /api/exports/{kind}', '200 200 200 403 403 403 403 403 200 401', 'transactions'],
  ['GET /api/exports/{kind}', '200 200 200 403 403 403 403 403 200 401', 'holdings'],
  ['GET /api/notes', '200 200 200 200 403 403 403 403 404 401', 'of a tax document'],
  ['GET /api/notes', '200 200 200 403 200 403 403 403 404 401', 'of an insurance document'],
  ['POST /api/notes', '201 201 403 201 403 403 403 403 404 401', 'on a tax document'],
  ['POST /api/notes', '201 201 403 403 201 403 403 403 404 401', 'on an insurance document'],
  ['GET /api/access/audit', '200 200 200 200 200 403 403 403 200 401'],
  ['GET /api/access/audit.csv', '200 200 200 200 200 403 403 403 200 401'],
  // owner: managing access (family B's member is not an owner of B either)
  ['GET /api/access', '200 403 403 403 403 403 403 403 403 401'],
  ['POST /api/access/grants', '2xx 403 403 403 403 403 403 403 403 401'],
  ['PATCH /api/access/grants/{id}', '2xx 403 403 403 403 403 403 403 403 401'],
  ['POST /api/access/grants/{id}/revoke', '2xx 403 403 403 403 403 403 403 403 401'],
  ['POST /api/access/members/invitations', '2xx 403 403 403 403 403 403 403 403 401'],
  ['PATCH /api/access/members/{userId}', '2xx 403 403 403 403 403 403 403 403 401'],
  ['DELETE /api/access/members/{userId}', '2xx 403 403 403 403 403 403 403 403 401'],
  ['DELETE /api/access/invitations/{id}', '2xx 403 403 403 403 403 403 403 403 401'],
  // The second factor (issue 32). The family's rule is the owners' (turning it off needs no factor).
  ['PUT /api/access/second-factor', '200 403 403 403 403 403 403 403 403 401'],
  // The person's own sessions: a second browser of theirs signed out; another person's, 404.
  ['GET /api/auth/sessions', '200 200 200 200 200 200 200 200 200 401'],
  ['DELETE /api/auth/sessions/{id}', '204 204 204 204 204 204 204 204 204 401'],
  // Issue 33: one's own assistant tokens, made for the family the session acts for (none where the
  // access has ended; not before a professional's session passed a factor); another person's, 404.
  ['GET /api/account/assistant-tokens', '200 200 200 200 200 200 200 200 200 401'],
  ['POST /api/account/assistant-tokens', '201 201 201 201 201 403 403 403 201 401'],
  ['DELETE /api/account/assistant-tokens/{id}', '204 204 204 204 204 204 204 204 204 401', 'of their own'],
  [
    'DELETE /api/account/assistant-tokens/{id}',
    '404 404 404 404 404 404 404 404 404 401',
    'of another person',
  ],
  // Public: no pending sign-in here (401), a passkey answer to no challenge (400), no seeded demo (404).
  ['POST /api/auth/second-factor', '401 401 401 401 401 401 401 401 401 401'],
  ['POST /api/auth/second-factor/passkey-options', '401 401 401 401 401 401 401 401 401 401'],
  ['POST /api/auth/passkey/options', '200 200 200 200 200 200 200 200 200 200'],
  ['POST /api/auth/passkey', '400 400 400 400 400 400 400 400 400 400'],
  ['POST /api/auth/demo', '404 404 404 404 404 404 404 404 404 404'],
  // A step-up by a person with no factor: nothing to confirm (400).
  ['POST /api/auth/step-up', '400 400 400 400 400 400 400 400 400 401'],
  ['POST /api/auth/step-up/passkey-options', '2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx 401'],
  // One's own factors, none enrolled (nor enrolled by these rows): a first enrolment needs no step-up.
  ['GET /api/auth/factors', '200 200 200 200 200 200 200 200 200 401'],
  ['POST /api/auth/factors/totp', '200 200 200 200 200 200 200 200 200 401'],
  ['POST /api/auth/factors/totp/confirm', '400 400 400 400 400 400 400 400 400 401', 'with a wrong code'],
  ['DELETE /api/auth/factors/totp', '204 204 204 204 204 204 204 204 204 401'],
  ['POST /api/auth/factors/recovery-codes', '400 400 400 400 400 400 400 400 400 401'],
  ['POST /api/auth/factors/passkeys/options', '200 200 200 200 200 200 200 200 200 401'],
  ['POST /api/auth/factors/passkeys', '400 400 400 400 400 400 400 400 400 401', 'an answer to no challenge'],
  ['DELETE /api/auth/factors/passkeys/{id}', '404 404 404 404 404 404 404 404 404 401', 'of no one'],
  // person: one's own clients and invitations; switching to family A (404 for a family that grants
  // the person nothing now: an ended or revoked grant, another family's member)
  ['GET /api/access/clients', '200 200 200 200 200 200 200 200 200 401'],
  ['POST /api/access/switch', '2xx 2xx 2xx 2xx 2xx 404 404 2xx 404 401', 'to family A'],
  ['GET /api/invitations/{token}', '200 200 200 200 200 200 200 200 200 200'],
  // public: health, the waitlist, the contact form
  ['GET /api/health', '200 200 200 200 200 200 200 200 200 200'],
  ['GET /api/health/ready', '200 200 200 200 200 200 200 200 200 200'],
  ['GET /api/health/live', '200 200 200 200 200 200 200 200 200 200'],
  ['POST /api/newsletter/signup', '202 202 202 202 202 202 202 202 202 202'],
  ['POST /api/contact-requests', '201 201 201 201 201 201 201 201 201 201'],
  // Last, as they change who the callers are: leaving one's household (a person route: its only owner
  // cannot, 400; a professional is no member of it, 404), accepting an invitation of family C (the
  // session then acts for C), then the account itself.
  ['POST /api/access/leave', '400 2xx 2xx 404 404 404 404 404 2xx 401'],
  ['POST /api/invitations/{token}/accept', '2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx 2xx 401', 'of family C'],
  ['GET /api/auth/me', '200 200 200 200 200 200 200 200 200 401'],
  ['POST /api/auth/password', '204 204 204 204 204 204 204 204 204 401'],
  ['POST /api/auth/sessions/sign-out-others', '200 200 200 200 200 200 200 200 200 401'],
  ['POST /api/auth/register', '201 201 201 201 201 201 201 201 201 201'],
  ['POST /api/auth/login', '200 200 200 200 200 200 200 200 200 200'],
  ['POST /api/auth/logout', '204 204 204 204 204 204 204 204 204 204'],
];

/**
 * What some answers must carry, so an empty answer cannot pass for a filtered one: the granted area's
 * rows reach the professional beside the household. Keyed by row name ("route (variant)").
 */
const MUST_SEE: Record<string, Partial<Record<Caller, string[]>>> = {
  'GET /api/documents': {
    owner: [ALL_A('tax'), ALL_A('insurance'), ALL_A('documents')],
    viewer: [ALL_A('tax'), ALL_A('insurance')],
    proArea: [ALL_A('tax')],
    proOther: [ALL_A('insurance')],
    otherFamily: [ALL_B('tax')],
  },
  'GET /api/tax-documents': { member: [ALL_A('tax')], proArea: [ALL_A('tax')] },
  'GET /api/k1-documents': { proArea: [ALL_A('private_investments')] },
  'GET /api/insurance': { viewer: [ALL_A('insurance')], proOther: [ALL_A('insurance')] },
  'GET /api/accounts': { owner: [ALL_A('accounts')], otherFamily: [ALL_B('accounts')] },
  'GET /api/documents/{id}/download (a tax document)': { proArea: [ALL_A('tax')] },
  'GET /api/documents/{id}/download (an insurance document)': { proOther: [ALL_A('insurance')] },
  'GET /api/notes (of a tax document)': { owner: [ALL_A('tax')], proArea: [ALL_A('tax')] },
  'GET /api/notes (of an insurance document)': { proOther: [ALL_A('insurance')] },
  'GET /api/exports/{kind} (accounts)': { owner: [ALL_A('accounts')], otherFamily: [ALL_B('accounts')] },
};

/** Routes issue 31 adds that are not in openapi.json yet: each must be served, and each has rows. */
const EXTRA_ROUTES = [
  'GET /api/access',
  'GET /api/access/audit',
  'GET /api/access/audit.csv',
  'GET /api/access/clients',
  'POST /api/access/switch',
  'POST /api/access/grants',
  'PATCH /api/access/grants/{id}',
  'POST /api/access/grants/{id}/revoke',
  'POST /api/access/members/invitations',
  'POST /api/access/leave',
  'PATCH /api/access/members/{userId}',
  'DELETE /api/access/members/{userId}',
  'DELETE /api/access/invitations/{id}',
  'GET /api/invitations/{token}',
  'POST /api/invitations/{token}/accept',
  'GET /api/notes',
  'POST /api/notes',
];

// ---------- reading the documents ----------

interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}
const openapi = JSON.parse(readFileSync(OPENAPI_DOCUMENT, 'utf8')) as OpenApi;
const documented = Object.entries(openapi.paths).flatMap(([path, item]) =>
  Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
);
/** Path parameters compared by position, not by name ({id} and {grantId} are the same route). */
const shape = (route: string) => route.replace(/\{[^}]+\}/g, '{}').replace(/:[A-Za-z]+/g, '{}');
function successOf(route: string): number | undefined {
  const [method, path] = route.split(' ') as [string, string];
  const item = Object.entries(openapi.paths).find(([p]) => shape(p) === shape(path))?.[1];
  const codes = Object.keys(item?.[method.toLowerCase()]?.responses ?? {}).filter((c) => c.startsWith('2'));
  return codes.length === 1 ? Number(codes[0]) : undefined;
}

// ---------- how a cell is asked ----------

interface Ask {
  path: string;
  json?: object;
  multipart?: { fields: Record<string, string>; file: { name: string; content: string } };
}

const pdf = (marker: string) => `%PDF-1.7\n% ${marker}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`;
const statement = (account: string, merchant: string, badRow = false) =>
  'date,merchant,amount,account\r\n' +
  `2026-01-02,${merchant},-4.50,${account}\r\n` +
  (badRow ? `2026-01-03,${merchant} again,twelve dollars,${account}\r\n` : '');

/** Reads every answer as text (JSON, CSV, PDF, event streams alike), so all of it is scanned. */
const asText = (res: request.Response, done: (error: Error | null, body: string) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => (text += chunk));
  stream.on('end', () => done(null, text));
};

describe.each(testDatabaseKinds())('the access table on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let fx: AccessFixtures;
  const agents = {} as Record<Caller, TestAgent>;
  /** The token each token caller sends. */
  const tokens = {} as Record<TokenCaller, string>;
  /** The ids of the live tokens (tokenOwner, tokenPro), restored after a password change revokes them. */
  const liveTokenIds: string[] = [];
  const users = {} as Record<Caller, { id: string; username: string }>;
  let familyA: string;
  let familyB: string;
  let familyC: string;
  let ownerB: TestAgent;
  let ownerC: TestAgent;
  let ownerCId: string;
  let professionalA: string;
  let professionalC: string;
  /** Family A's marked rows, by collection ("accounts", "tax-documents", "documents:tax" ...). */
  const rowsA: Record<string, string> = {};
  const failures: string[] = [];
  let counter = 0;
  const unique = (prefix: string) => `${prefix}${++counter}`;

  const post = async (agent: TestAgent, path: string, body: object) => {
    const res = await agent.post(path).send(body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: string };
  };
  const upload = async (agent: TestAgent, category: string, marker: string) => {
    const res = await agent
      .post('/api/documents')
      .field('category', category)
      .field('notes', `${marker}-notes`)
      .attach('file', Buffer.from(pdf(marker)), `${marker}.pdf`);
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: string };
  };
  const pendingImport = async (agent: TestAgent, account: string, merchant: string, badRow = false) => {
    const res = await agent
      .post('/api/imports')
      .field('kind', 'transactions')
      .attach('file', Buffer.from(statement(account, merchant, badRow)), 'statement.csv');
    if (res.status !== 201) throw new Error(`import: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body as { import: { id: string } }).import.id;
  };

  /** A family's marked rows of every area, written by its owner through the API. */
  async function seed(agent: TestAgent, mark: (area: MarkerArea) => string): Promise<Record<string, string>> {
    const rows: Record<string, string> = {};
    const account = await post(agent, '/api/accounts', {
      name: mark('accounts'),
      accountType: 'checking',
      institution: 'Chase',
      balance: '1000',
    });
    rows['accounts'] = account.id;
    rows['transactions'] = (
      await post(agent, '/api/transactions', {
        accountId: account.id,
        merchant: `${mark('accounts')}-merchant`,
        amount: '-42.10',
        category: 'Groceries',
        date: '2026-01-05',
        transactionType: 'expense',
      })
    ).id;
    rows['budgets'] = (
      await post(agent, '/api/budgets', {
        category: `${mark('accounts')}-budget`,
        monthlyBudget: '500',
        month: 1,
        year: 2026,
      })
    ).id;
    const brokerage = await post(agent, '/api/accounts', {
      name: `${mark('accounts')}-brokerage`,
      accountType: 'investment',
      institution: 'Vanguard',
      balance: '0',
    });
    rows['holdings'] = (
      await post(agent, '/api/holdings', {
        accountId: brokerage.id,
        symbol: 'VTI',
        name: mark('investments'),
        shares: '10',
        costBasis: '1000',
        currentValue: '1200',
      })
    ).id;
    const property = await post(agent, '/api/properties', {
      address: `${mark('real_estate')} 1 Main St`,
      propertyType: 'primary_residence',
      purchasePrice: '500000',
      currentValue: '650000',
      purchaseDate: '2015-06-01',
    });
    rows['properties'] = property.id;
    rows['mortgages'] = (
      await post(agent, '/api/mortgages', {
        propertyId: property.id,
        lender: `${mark('real_estate')}-lender`,
        originalAmount: '400000',
        currentBalance: '300000',
        interestRate: '7.5',
        monthlyPayment: '2800',
        startDate: '2015-06-01',
        maturityDate: '2045-06-01',
        loanType: '30-year fixed',
      })
    ).id;
    rows['insurance'] = (
      await post(agent, '/api/insurance', {
        policyType: 'life',
        provider: mark('insurance'),
        policyNumber: 'P-1',
        coverageAmount: '1000000',
        annualPremium: '1200',
        startDate: '2018-04-01',
      })
    ).id;
    rows['estate-documents'] = (
      await post(agent, '/api/estate-documents', {
        documentType: 'last_will',
        title: mark('estate'),
        createdDate: '2017-03-01',
        lastUpdated: '2019-03-01',
      })
    ).id;
    rows['beneficiaries'] = (
      await post(agent, '/api/beneficiaries', {
        name: `${mark('estate')}-heir`,
        relationship: 'Son',
        percentage: '50',
      })
    ).id;
    rows['tax-documents'] = (
      await post(agent, '/api/tax-documents', {
        taxYear: '2024',
        documentType: '1040',
        totalIncome: '412000',
        totalTax: '98000',
        preparer: mark('tax'),
      })
    ).id;
    const placement = await post(agent, '/api/private-placements', {
      name: mark('private_investments'),
      sponsor: 'Summit Partners',
      investmentDate: '2021-05-01',
      initialInvestment: '100000',
      currentValue: '120000',
    });
    rows['private-placements'] = placement.id;
    rows['placement-ledger'] = (
      await post(agent, `/api/private-placements/${placement.id}/ledger`, {
        date: '2021-06-01',
        type: 'capital_call',
        amount: '5000',
        notes: mark('private_investments'),
      })
    ).id;
    rows['businesses'] = (
      await post(agent, '/api/businesses', {
        name: `${mark('private_investments')}-business`,
        businessType: 'llc',
        foundedDate: '2010-01-01',
        ownershipPercentage: '100',
        currentValuation: '1800000',
        annualRevenue: '950000',
        industry: 'Healthcare',
      })
    ).id;
    rows['k1-documents'] = (
      await post(agent, '/api/k1-documents', {
        entityType: 'private_placement',
        entityId: placement.id,
        taxYear: 2024,
        fileUrl: `${mark('private_investments')}-k1.pdf`,
        ordinaryIncome: '1200',
      })
    ).id;
    rows['recommendations'] = (
      await post(agent, '/api/recommendations', {
        type: 'refinance',
        title: mark('recommendations'),
        description: 'Rates are lower than yours.',
        potentialSavings: '4200',
        relatedEntityId: rows['mortgages'],
        evidence: {
          inputs: { balance: '300000.00' },
          formula: 'breakEvenMonths = ceil(closingCosts / monthlySaving)',
          assumptions: {},
        },
      })
    ).id;
    rows['professionals'] = (
      await post(agent, '/api/professionals', { name: mark('household'), type: 'attorney' })
    ).id;
    rows['conversations'] = (
      await post(agent, '/api/conversations', { title: `${mark('household')}-chat` })
    ).id;
    rows['recurring-items'] = (
      await post(agent, '/api/recurring-items', {
        ...(await resourceFixture('recurring-items').validBody(agent)),
        name: `${mark('household')}-salary`,
      })
    ).id;
    rows['planned-events'] = (
      await post(agent, '/api/planned-events', {
        ...(await resourceFixture('planned-events').validBody(agent)),
        name: `${mark('household')}-tuition`,
      })
    ).id;
    rows['documents:tax'] = (await upload(agent, 'tax', `${mark('tax')}-return`)).id;
    rows['documents:insurance'] = (await upload(agent, 'insurance', `${mark('insurance')}-policy`)).id;
    rows['documents:general'] = (await upload(agent, 'general', `${mark('documents')}-letter`)).id;
    rows['documents:estate'] = (await upload(agent, 'estate', `${mark('estate')}-will`)).id;
    rows['imports'] = await pendingImport(agent, mark('accounts'), `${mark('accounts')}-import`);
    rows['imports:skipped'] = await pendingImport(agent, mark('accounts'), `${mark('accounts')}-bad`, true);
    return rows;
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    fx = new AccessFixtures(app);

    familyA = await fx.family('The A family', 'owner-a');
    familyB = await fx.family('The B family', 'owner-b');
    familyC = await fx.family('The C family', 'owner-c');
    ownerCId = familyC;
    users.owner = { id: familyA, username: 'owner-a' };
    for (const [caller, role] of [
      ['member', 'member'],
      ['viewer', 'viewer'],
    ] as const) {
      users[caller] = { id: await fx.person(`${caller}-a`), username: `${caller}-a` };
      await fx.member(familyA, users[caller].id, role);
    }
    users.otherFamily = { id: await fx.person('member-b'), username: 'member-b' };
    await fx.member(familyB, users.otherFamily.id, 'member');

    agents.owner = await fx.signIn('owner-a', familyA, familyA);
    ownerB = await fx.signIn('owner-b', familyB, familyB);
    ownerC = await fx.signIn('owner-c', familyC, familyC);
    professionalA = (await post(agents.owner, '/api/professionals', { name: 'Dana Reyes', type: 'cpa' })).id;
    professionalC = (await post(ownerC, '/api/professionals', { name: 'Lee Park', type: 'cpa' })).id;

    const grants: [Caller, AreaLevels, string, boolean][] = [
      ['proArea', AREAS_GRANTED, dayFromToday(30), false],
      ['proOther', OTHER_AREAS, dayFromToday(30), false],
      ['proExpired', AREAS_GRANTED, dayFromToday(-1), false],
      ['proRevoked', AREAS_GRANTED, dayFromToday(30), true],
      ['proUnverified', AREAS_GRANTED, dayFromToday(30), false],
    ];
    for (const [caller, areas, endsAt, revoked] of grants) {
      const username = `${caller.toLowerCase()}-cpa`;
      users[caller] = { id: await fx.person(username, 'professional'), username };
      await fx.grant({
        familyId: familyA,
        professionalId: professionalA,
        granteeId: users[caller].id,
        areas,
        endsAt,
        createdBy: familyA,
        revoked,
      });
    }
    for (const caller of ['member', 'viewer', 'proArea', 'proOther', 'proExpired', 'proRevoked'] as const)
      agents[caller] = await fx.signIn(users[caller].username, users[caller].id, familyA);
    agents.proUnverified = await fx.signIn(users.proUnverified.username, users.proUnverified.id, familyA, {
      verified: false,
    });
    agents.otherFamily = await fx.signIn('member-b', users.otherFamily.id, familyB);
    agents.signedOut = request.agent(app.getHttpServer());

    // Issue 33's tokens, made through the route by a session that passed a factor, as on /account.
    const makeToken = async (agent: TestAgent) =>
      (await agent.post('/api/account/assistant-tokens').send({ name: 'Claude' }).expect(201)).body as {
        token: string;
        item: { id: string };
      };
    const ownerToken = await makeToken(agents.owner);
    const proToken = await makeToken(agents.proArea);
    tokens.tokenOwner = ownerToken.token;
    tokens.tokenPro = proToken.token;
    liveTokenIds.push(ownerToken.item.id, proToken.item.id);
    const revoked = await makeToken(agents.owner);
    await agents.owner.delete(`/api/account/assistant-tokens/${revoked.item.id}`).expect(204);
    tokens.tokenRevoked = revoked.token;
    const laterId = await fx.person('prolater-cpa', 'professional');
    const laterGrant = await fx.grant({
      familyId: familyA,
      professionalId: professionalA,
      granteeId: laterId,
      areas: AREAS_GRANTED,
      endsAt: dayFromToday(30),
      createdBy: familyA,
    });
    tokens.tokenGrantRevoked = (await makeToken(await fx.signIn('prolater-cpa', laterId, familyA))).token;
    const revoke = await agents.owner.post(`/api/access/grants/${laterGrant}/revoke`).send({});
    if (revoke.status >= 300) throw new Error(`revoke: ${revoke.status} ${revoke.text}`);

    Object.assign(rowsA, await seed(agents.owner, ALL_A));
    await seed(ownerB, ALL_B);
    const author = { familyId: familyA, authorId: familyA, authorName: 'owner-a' };
    await fx.note({
      ...author,
      entityType: 'tax_document',
      entityId: rowsA['tax-documents']!,
      body: `${ALL_A('tax')}-note`,
    });
    await fx.note({
      ...author,
      entityType: 'document',
      entityId: rowsA['documents:insurance']!,
      body: `${ALL_A('insurance')}-note`,
    });
    await fx.note({
      ...author,
      entityType: 'k1_document',
      entityId: rowsA['k1-documents']!,
      body: `${ALL_A('private_investments')}-note`,
    });
  }, 120_000);

  afterAll(async () => {
    if (failures.length) console.log(`Failing cells on ${kind}:\n${failures.join('\n')}`);
    await app?.close();
    await database?.drop();
  });

  /** Who writes the rows a caller's request points at: family B's own for its member, else A's owner. */
  const ownerFor = (caller: Caller) => (caller === 'otherFamily' ? ownerB : agents.owner);

  /**
   * The family A row a write is about: a fresh one when the cell expects the write to succeed (it
   * changes or removes the row), else the marked one (a refused write leaves it as it was; one that is
   * not refused fails its cell).
   */
  async function freshRow(collection: string, changes: boolean): Promise<string> {
    const agent = agents.owner; // always family A's: another family's caller must get 404 for it
    if (collection === 'documents')
      return changes ? (await upload(agent, 'general', 'fresh')).id : rowsA['documents:general']!;
    if (!changes) return rowsA[collection]!;
    if (collection === 'imports') return pendingImport(agent, ALL_A('accounts'), 'Fresh Merchant');
    return (await post(agent, `/api/${collection}`, await validBody(collection, agent))).id;
  }

  /** The resource's valid body; budgets get a category of their own (one budget a category a month). */
  async function validBody(collection: string, agent: TestAgent): Promise<Record<string, unknown>> {
    const body = await resourceFixture(collection).validBody(agent);
    return collection === 'budgets' ? { ...body, category: unique('Category ') } : body;
  }

  /**
   * Another signed-in browser of the caller's (a session row of their own), by the id the sessions list
   * gives it; any id for a signed-out caller.
   */
  async function otherSession(caller: Caller): Promise<string> {
    if (caller === 'signedOut') return 'no-such-session';
    const id = createHash('sha256').update(randomUUID()).digest('hex');
    const now = new Date();
    await fx.db.getRepository(SessionEntity).insert({
      id,
      userId: users[caller].id,
      familyId: null,
      expiresAt: new Date(now.getTime() + 86_400_000),
      createdAt: now,
      lastSeenAt: now,
    });
    return sessionInfoId(id);
  }

  /** An assistant token row of `userId`'s (no usable token: only its hash is kept), by its id. */
  async function assistantToken(userId: string, familyId: string): Promise<string> {
    const id = randomUUID();
    await fx.db.getRepository(AssistantTokenEntity).insert({
      id,
      userId,
      familyId,
      name: 'Old assistant',
      tokenHash: createHash('sha256').update(id).digest('hex'),
      hint: id.slice(-4),
      createdAt: new Date(),
      lastUsedAt: null,
      revokedAt: null,
    });
    return id;
  }

  const canonical = (collection: string) =>
    collection === 'estate' ? 'estate-documents' : collection === 'tax' ? 'tax-documents' : collection;

  /** The request of one cell: a valid body, and the row it is about. */
  async function ask(
    route: string,
    variant: string | undefined,
    caller: Caller,
    changes: boolean,
  ): Promise<Ask> {
    const [method, path] = route.split(' ') as [string, string];
    const collection = canonical(path.replace(/^\/api\//, '').split('/')[0]!);
    switch (route) {
      case 'POST /api/documents': {
        const category = variant === 'a tax document' ? 'tax' : 'insurance';
        return {
          path,
          multipart: { fields: { category }, file: { name: `${category}.pdf`, content: pdf('new upload') } },
        };
      }
      case 'GET /api/documents/{id}/download':
        return {
          path: path.replace(
            '{id}',
            rowsA[variant === 'a tax document' ? 'documents:tax' : 'documents:insurance']!,
          ),
        };
      case 'DELETE /api/documents/{id}':
        return { path: path.replace('{id}', await freshRow('documents', changes)) };
      case 'GET /api/exports/{kind}':
        return { path: path.replace('{kind}', variant!) };
      case 'GET /api/first-paint/{page}':
        return { path: path.replace('{page}', variant!) };
      case 'GET /api/notes': {
        const [entityType, entityId] =
          variant === 'of a tax document'
            ? ['tax_document', rowsA['tax-documents']!]
            : ['document', rowsA['documents:insurance']!];
        return { path: `${path}?entityType=${entityType}&entityId=${entityId}` };
      }
      case 'POST /api/notes':
        return {
          path,
          json:
            variant === 'on a tax document'
              ? { entityType: 'tax_document', entityId: rowsA['tax-documents'], body: 'Filed on time.' }
              : { entityType: 'document', entityId: rowsA['documents:insurance'], body: 'Renew in May.' },
        };
      case 'POST /api/imports':
        return {
          path,
          multipart: {
            fields: { kind: 'transactions' },
            // Family B's member names its own account: the preview shows the file back.
            file: {
              name: 'statement.csv',
              content: statement((caller === 'otherFamily' ? ALL_B : ALL_A)('accounts'), 'New Merchant'),
            },
          },
        };
      case 'GET /api/imports/{id}/skipped':
        return { path: path.replace('{id}', rowsA['imports:skipped']!) };
      case 'PATCH /api/imports/{id}':
        return {
          path: path.replace('{id}', await freshRow('imports', changes)),
          json: { mapping: { category: null } },
        };
      case 'GET /api/conversations/{id}/messages':
        return { path: path.replace('{id}', rowsA['conversations']!) };
      case 'POST /api/conversations/{id}/messages':
        return {
          path: path.replace('{id}', rowsA['conversations']!),
          json: { role: 'user', content: 'Hello?' },
        };
      case 'GET /api/private-placements/{id}/ledger':
        return { path: path.replace('{id}', rowsA['private-placements']!) };
      case 'POST /api/private-placements/{id}/ledger':
        return {
          path: path.replace('{id}', rowsA['private-placements']!),
          json: { date: '2022-01-15', type: 'capital_call', amount: '2500' },
        };
      case 'POST /api/private-placements/{id}/ledger/import':
        return {
          path: path.replace('{id}', rowsA['private-placements']!),
          json: { csv: 'date,type,amount\n2022-02-15,capital_call,1000\n' },
        };
      case 'PATCH /api/private-placements/{id}/ledger/{entryId}':
      case 'DELETE /api/private-placements/{id}/ledger/{entryId}': {
        const placement = rowsA['private-placements']!;
        const entryId = changes
          ? (
              await post(agents.owner, `/api/private-placements/${placement}/ledger`, {
                date: '2022-03-15',
                type: 'distribution',
                amount: '100',
              })
            ).id
          : rowsA['placement-ledger']!;
        return {
          path: path.replace('{id}', placement).replace('{entryId}', entryId),
          json: method === 'PATCH' ? { amount: '150' } : undefined,
        };
      }
      case 'POST /api/limits/ai':
        return { path, json: { callsPerMinute: 30 } };
      case 'POST /api/access/grants':
        return {
          path,
          json: { professionalId: professionalA, areas: { estate: 'read' }, endsAt: dayFromToday(60) },
        };
      case 'PATCH /api/access/grants/{id}':
      case 'POST /api/access/grants/{id}/revoke': {
        const grant = await fx.grant({
          familyId: familyA,
          professionalId: professionalA,
          granteeId: null,
          areas: { estate: 'read' },
          endsAt: dayFromToday(30),
          createdBy: familyA,
        });
        return {
          path: path.replace('{id}', grant),
          json: method === 'PATCH' ? { endsAt: dayFromToday(45) } : undefined,
        };
      }
      case 'POST /api/access/members/invitations':
        return { path, json: { role: 'member' } };
      case 'PATCH /api/access/members/{userId}':
      case 'DELETE /api/access/members/{userId}': {
        const userId = await fx.person(unique('fresh-member-'));
        await fx.member(familyA, userId, 'member');
        return {
          path: path.replace('{userId}', userId),
          json: method === 'PATCH' ? { role: 'viewer' } : undefined,
        };
      }
      case 'DELETE /api/access/invitations/{id}': {
        const { id } = await fx.invitation({
          familyId: familyA,
          kind: 'member',
          role: 'member',
          createdBy: familyA,
        });
        return { path: path.replace('{id}', id) };
      }
      case 'POST /api/access/switch':
        return { path, json: { familyId: familyA } };
      // No body: the caller leaves their household (restored after the cell), ends their other
      // sessions (they have one), or signs out (the table's last rows).
      case 'POST /api/access/leave':
      case 'POST /api/auth/sessions/sign-out-others':
      case 'POST /api/auth/logout':
        return { path };
      case 'GET /api/invitations/{token}': {
        const { token } = await fx.invitation({
          familyId: familyC,
          kind: 'member',
          role: 'member',
          createdBy: ownerCId,
        });
        return { path: path.replace('{token}', token) };
      }
      case 'POST /api/invitations/{token}/accept': {
        // A professional accepts a grant's link; a family's person a member's link.
        const professional = caller.startsWith('pro');
        const grantId = professional
          ? await fx.grant({
              familyId: familyC,
              professionalId: professionalC,
              granteeId: null,
              areas: { estate: 'read' },
              endsAt: dayFromToday(30),
              createdBy: ownerCId,
            })
          : null;
        const { token } = await fx.invitation({
          familyId: familyC,
          kind: professional ? 'professional' : 'member',
          role: professional ? 'professional' : 'member',
          grantId,
          createdBy: ownerCId,
        });
        return { path: path.replace('{token}', token) };
      }
      case 'POST /api/newsletter/signup':
        return { path, json: { name: 'Claire Whitman', email: `${unique('claire')}@example.com` } };
      case 'POST /api/contact-requests':
        return { path, json: exampleRequests[route]!.body as object };
      case 'POST /api/auth/password':
        return {
          path,
          json: { currentPassword: CALLER_PASSWORD, newPassword: 'larimer street rental 1998' },
        };
      case 'POST /api/auth/register':
        return { path, json: { username: unique('newcomer'), password: 'cherry hills garden party' } };
      case 'PATCH /api/forecast/settings':
        return { path, json: { floor: '1000' } };
      case 'PUT /api/retirement':
      case 'POST /api/retirement/simulate': {
        const birthYear = new Date().getUTCFullYear() - 50;
        return { path, json: { adults: [{ name: 'Dana', birthYear, retirementAge: 65 }] } };
      }
      case 'PUT /api/access/second-factor':
        return { path, json: { required: false } };
      case 'DELETE /api/account/assistant-tokens/{id}': {
        if (caller === 'signedOut') return { path: path.replace('{id}', randomUUID()) };
        const whose = variant === 'of their own' ? users[caller].id : familyB;
        return { path: path.replace('{id}', await assistantToken(whose, familyA)) };
      }
      case 'POST /api/account/assistant-tokens':
        return { path, json: { name: 'Claude' } };
      case 'DELETE /api/auth/sessions/{id}':
        return { path: path.replace('{id}', await otherSession(caller)) };
      case 'POST /api/auth/second-factor':
      case 'POST /api/auth/step-up':
        return { path, json: { method: 'recovery', code: 'k3f9q-2mx7z' } };
      // A passkey unknown to the site (each caller's own: failures are counted per passkey and address).
      case 'POST /api/auth/passkey':
      case 'POST /api/auth/factors/passkeys': {
        const id = Buffer.from(caller).toString('base64url');
        const response = { id, rawId: id, type: 'public-key', response: {} };
        return {
          path,
          json:
            method === 'POST' && path.endsWith('/factors/passkeys')
              ? { challengeId: 'no-such-challenge', name: 'Work laptop', response }
              : { challengeId: 'no-such-challenge', response },
        };
      }
      case 'POST /api/auth/factors/totp/confirm':
        return { path, json: { code: '000000' } };
      case 'DELETE /api/auth/factors/passkeys/{id}':
        return { path: path.replace('{id}', randomUUID()) };
      case 'POST /api/auth/second-factor/passkey-options':
      case 'POST /api/auth/passkey/options':
      case 'POST /api/auth/step-up/passkey-options':
      case 'POST /api/auth/factors/totp':
      case 'DELETE /api/auth/factors/totp':
      case 'POST /api/auth/factors/recovery-codes':
      case 'POST /api/auth/factors/passkeys/options':
        return { path };
      case 'POST /api/auth/demo':
        return { path, json: { account: 'professional' } };
      case 'POST /api/auth/login':
        return { path, json: { username: 'owner-c', password: CALLER_PASSWORD } };
    }
    // The owned collections: a list, a marked row to read, a fresh one to change or delete.
    if (!path.includes('{')) {
      if (method === 'GET') return { path };
      return { path, json: await validBody(collection, ownerFor(caller)) };
    }
    if (path.startsWith('/api/imports/')) {
      const id = method === 'GET' ? rowsA['imports']! : await freshRow('imports', changes);
      return { path: path.replace('{id}', id) };
    }
    if (method === 'GET') return { path: path.replace('{id}', rowsA[collection]!) };
    const id = await freshRow(collection, changes);
    return {
      path: path.replace('{id}', id),
      json: method === 'PATCH' ? resourceFixture(collection).patch : undefined,
    };
  }

  async function send(caller: AnyCaller, method: string, { path, json, multipart }: Ask) {
    const token = caller in TOKEN_CALLERS ? tokens[caller as TokenCaller] : undefined;
    const agent = token ? request(app.getHttpServer()) : agents[caller as Caller];
    let call = agent[method.toLowerCase() as 'get'](path).buffer(true).parse(asText);
    if (token) call = call.set('Authorization', `Bearer ${token}`);
    if (multipart) {
      for (const [name, value] of Object.entries(multipart.fields)) call = call.field(name, value);
      call = call.attach('file', Buffer.from(multipart.file.content), multipart.file.name);
    } else if (json) call = call.send(json);
    return call;
  }

  const allowedMessages = new Set<string>([
    ...Object.values(accessMessages),
    secondFactorMessages.professional,
    assistantTokenMessages.readOnly,
    assistantTokenMessages.notForTokens,
  ]);

  it('names only rows of the table in MUST_SEE', () => {
    const names = new Set(TABLE.map(([route, , variant]) => `${route}${variant ? ` (${variant})` : ''}`));
    expect(Object.keys(MUST_SEE).filter((name) => !names.has(name))).toEqual([]);
  });

  it('has a row for every route of openapi.json, of the app and of issue 31', () => {
    const rows = new Set(TABLE.map(([route]) => shape(route)));
    const served = listRoutes(app)
      .filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.path}`);
    const missing = [...new Set([...documented, ...served, ...EXTRA_ROUTES])].filter(
      (r) => !rows.has(shape(r)),
    );
    expect(missing).toEqual([]);
  });

  it("serves issue 31's routes", () => {
    const served = new Set(listRoutes(app).map((r) => shape(`${r.method} ${r.path}`)));
    expect(EXTRA_ROUTES.filter((r) => !served.has(shape(r)))).toEqual([]);
  });

  for (const [route, expected, variant] of TABLE) {
    const name = `${route}${variant ? ` (${variant})` : ''}`;
    it(name, async () => {
      const codes = expected.split(' ');
      expect(codes).toHaveLength(CALLERS.length);
      const problems: string[] = [];
      const cells: [caller: AnyCaller, want: string, askAs: Caller][] = [
        ...CALLERS.map((caller, index) => [caller, codes[index]!, caller] as [AnyCaller, string, Caller]),
        ...(Object.keys(TOKEN_CALLERS) as TokenCaller[]).map(
          (caller) =>
            [caller, tokenExpected(route, codes, caller), TOKEN_CALLERS[caller]] as [
              AnyCaller,
              string,
              Caller,
            ],
        ),
      ];
      for (const [caller, want, askAs] of cells) {
        const [method] = route.split(' ') as [string];
        const res = await send(caller, method, await ask(route, variant, askAs, want.startsWith('2')));
        // A password change revokes its person's assistant tokens: the token cells after need them.
        if (route === 'POST /api/auth/password' && res.status < 300)
          await fx.db
            .getRepository(AssistantTokenEntity)
            .update({ id: In(liveTokenIds) }, { revokedAt: null });
        // A member or viewer who left family A joins it again, with their role, for the rows after.
        if (
          route === 'POST /api/access/leave' &&
          res.status < 300 &&
          (caller === 'member' || caller === 'viewer')
        ) {
          await fx.member(familyA, users[caller].id, caller);
          await agents[caller].post('/api/access/switch').send({ familyId: familyA }).expect(204);
        }
        const text = typeof res.body === 'string' ? res.body : '';
        const success = want === '2xx' ? successOf(route) : Number(want);
        const ok = success === undefined ? res.status >= 200 && res.status < 300 : res.status === success;
        let message: string | undefined;
        try {
          message = (JSON.parse(text) as { message?: string }).message;
        } catch {
          message = undefined;
        }
        const cell = `${name} as ${caller}`;
        if (!ok)
          problems.push(
            `${cell}: expected ${want}, got ${res.status} ${text.slice(0, 300).replace(/\s+/g, ' ')}`,
          );
        else if (res.status === 403 && !allowedMessages.has(message ?? ''))
          problems.push(`${cell}: 403 not from the access rules: ${text.slice(0, 200)}`);
        else if (
          res.status === 403 &&
          (caller === 'proExpired' || caller === 'proRevoked') &&
          message !== accessMessages.ended
        )
          problems.push(`${cell}: 403 should say "${accessMessages.ended}", says "${message}"`);
        else if (
          res.status === 403 &&
          caller === 'proUnverified' &&
          (message !== secondFactorMessages.professional ||
            (JSON.parse(text) as { reason?: string }).reason !== 'second-factor-required')
        )
          problems.push(`${cell}: 403 should ask for a second factor: ${text.slice(0, 200)}`);
        else if (res.status === 403 && caller in TOKEN_CALLERS) {
          const says =
            !route.startsWith('GET ') && !TOKEN_WRITES.includes(route)
              ? assistantTokenMessages.readOnly
              : TOKEN_REFUSED_READS.includes(route)
                ? assistantTokenMessages.notForTokens
                : caller === 'tokenGrantRevoked'
                  ? accessMessages.ended
                  : message;
          if (message !== says) problems.push(`${cell}: 403 should say "${says}", says "${message}"`);
        }
        // A token that may read shows what its person sees (not merely an empty answer).
        const seer =
          caller in TOKEN_CALLERS
            ? route.startsWith('GET ') && !TOKEN_REFUSED_READS.includes(route)
              ? TOKEN_CALLERS[caller as TokenCaller]
              : undefined
            : (caller as Caller);
        for (const marker of (seer && MUST_SEE[name]?.[seer]) || [])
          if (!text.includes(marker)) problems.push(`${cell}: ${res.status} answer lacks ${marker}`);
        const leaked = leaks(caller, text);
        if (leaked.length) problems.push(`${cell}: ${res.status} answer carries ${leaked.join(', ')}`);
      }
      failures.push(...problems);
      expect(problems).toEqual([]);
    });
  }
});
