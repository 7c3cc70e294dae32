// The requests of the OpenAPI examples that cannot be taken from a demo row (openapi-examples.ts takes
// a POST or PATCH body from the first row its collection lists, and reads /{id} routes with that row's
// id). A route whose example cannot be derived fails src/openapi.spec.ts until it has an entry here.
// Keys are the document's operations: "POST /api/auth/login".
import type { ExampleRequest } from '@heirloom/server/src/testing/openapi-examples';
import { apiConfigFromEnv } from '../config/api.config';
import { SoftAuthenticator } from '../modules/second-factor/passkeys-testing';
import { totpCodeAt } from '../modules/second-factor/totp';
import { buildDemoFamily } from '../seed/demo-family';
import { EXAMPLE_CLOCK } from './example-clock';

type Call = Parameters<NonNullable<ExampleRequest['setup']>>[0];

/** The demo family's rows as seeded on the examples' clock (their ids are the same on every run). */
const demoRows = () => buildDemoFamily({ today: EXAMPLE_CLOCK });
const demoCpaId = () => demoRows().professionals.find((row) => row.type === 'cpa')!.id;
const demoRecommendationId = () => demoRows().recommendations[0]!.id;
/** A grant's end date within the year the examples' clock allows. */
const GRANT_END = '2026-04-15';
/** An assistant token is random: the example shows a fixed one of the same form. */
const SHOWN_ASSISTANT_TOKEN = 'hlm_Zk3q9VbT2mN8xR4cW7yL1aP6sD0fH5jG-uE_oIiKtQr';
/** An invitation link's token is random: the example shows a fixed one. */
const TOKEN = 'q8Fz3JtV0cN2m4YpR6sWbX1aK9dLhE7uGiOoTnPvQrs';
const stableLink = (answer: Record<string, unknown>) => {
  // The origin is the test server's (a random port) and the token random: the example shows the site's.
  const link = () => `https://heirloom.example.com/invite/${TOKEN}`;
  if ('link' in answer) return { ...answer, link: link() };
  const invitation = answer.invitation as Record<string, unknown>;
  return { ...answer, invitation: { ...invitation, link: link() } };
};
/** A fresh household invitation of the demo family: its token. */
async function memberInvitation(call: Call, role = 'viewer'): Promise<string> {
  const { body } = await call('POST', '/api/access/members/invitations').send({ role });
  return String((body as { link: string }).link).split('/invite/')[1]!;
}
/** A share of the demo family with its CPA: the grant's id. */
async function demoGrant(call: Call): Promise<string> {
  const { body } = await call('POST', '/api/access/grants').send({
    professionalId: demoCpaId(),
    areas: { tax: 'read' },
    endsAt: GRANT_END,
  });
  return (body as { grant: { id: string } }).grant.id;
}

// ---------- the second factor (issue 32) ----------
// Its examples act as a person of their own (the demo family's session stays as seeded, without a
// factor), and what is random on every run (secrets, codes, challenges, signatures) is shown fixed.

type Json = Record<string, unknown>;
const PASSWORD = 'cherry hills garden party';
const SHOWN_CODE = '492039';
const SHOWN_RECOVERY_CODES = [
  'k3f9q-2mx7z',
  'p8d2w-7hn4c',
  'x5t1m-9ka3e',
  'b7r4z-2qv8n',
  'h2c9f-6yw1d',
  'm4n8s-3jt5q',
  'w9e2k-7pb6r',
  'g6v3a-1xz8m',
  'r1q7y-5dc2h',
  'e8j5t-4nf9w',
];
const SHOWN_CHALLENGE = 'dGhlIGNoYWxsZW5nZSBvZiB0aGUgZXhhbXBsZQ';
const SHOWN_CHALLENGE_ID = '7f3c1e9a-2b4d-4c6e-8a1f-3d5b7c9e1a2f';
const SHOWN_CREDENTIAL = 'q1Xk3v9ZbN2mT8pR4sW6yA';
const SHOWN_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The state one example's setup made for its body and its caller (setup, then body, then caller run). */
const made: { cookie?: string; code?: string; body?: Json } = {};

/** The Cookie header of a response's new session (or pending sign-in). */
const cookieOf = (headers: Record<string, unknown>, name: string) =>
  ([] as string[])
    .concat((headers['set-cookie'] as string[] | string | undefined) ?? [])
    .find((cookie) => cookie.startsWith(`${name}=`))!
    .split(';')[0]!;

/** A new person (`username`), signed in: their session cookie. */
async function person(call: Call, username: string): Promise<string> {
  await call('POST', '/api/auth/register').send({ username, password: PASSWORD });
  const { headers } = await call('POST', '/api/auth/login').send({ username, password: PASSWORD });
  return cookieOf(headers, 'hl_session');
}

/** `username` with an authenticator app: their session cookie, the app's secret and recovery codes. */
async function withApp(call: Call, username: string) {
  const cookie = await person(call, username);
  const { body } = await call('POST', '/api/auth/factors/totp').set('Cookie', cookie);
  const secret = (body as { secret: string }).secret;
  const confirmed = await call('POST', '/api/auth/factors/totp/confirm')
    .set('Cookie', cookie)
    .send({ code: await totpCodeAt(secret, new Date()) });
  return { cookie, secret, recoveryCodes: (confirmed.body as { recoveryCodes: string[] }).recoveryCodes };
}

/** A browser's authenticator, answering for the origin the API expects. */
const authenticator = () => new SoftAuthenticator({ origin: apiConfigFromEnv({}).webAuthnOrigins[0] });

/** A passkey challenge as shown: the random challenge, its id and credential ids fixed. */
function stableChallenge(answer: Json): Json {
  const options: Json = { ...(answer.options as Json), challenge: SHOWN_CHALLENGE };
  for (const list of ['allowCredentials', 'excludeCredentials'])
    if (Array.isArray(options[list]))
      options[list] = (options[list] as Json[]).map((credential) => ({
        ...credential,
        id: SHOWN_CREDENTIAL,
      }));
  if (options.user && typeof options.user === 'object')
    options.user = { ...(options.user as Json), id: SHOWN_CREDENTIAL };
  return { ...answer, challengeId: SHOWN_CHALLENGE_ID, options };
}

/** A passkey's answer as shown: its random parts fixed (the API checked the real one). */
function shownPasskeyAnswer(body: unknown): unknown {
  const { response, ...rest } = body as Json;
  const answer = response as Json;
  const inner = Object.fromEntries(
    Object.keys(answer.response as Json).map((key) => [
      key,
      key === 'transports' ? ['internal'] : SHOWN_CHALLENGE,
    ]),
  );
  return {
    ...rest,
    ...('challengeId' in rest ? { challengeId: SHOWN_CHALLENGE_ID } : {}),
    response: { ...answer, id: SHOWN_CREDENTIAL, rawId: SHOWN_CREDENTIAL, response: inner },
  };
}

const stableRecoveryCodes = (answer: Json): Json =>
  Array.isArray(answer.recoveryCodes) ? { ...answer, recoveryCodes: SHOWN_RECOVERY_CODES } : answer;

/** A bank statement as exported, for the import examples: the account is chosen by name in the file. */
const STATEMENT = {
  name: 'whitman-joint-checking-2026-11.csv',
  content:
    'Date,Description,Amount,Category,Account\r\n' +
    '11/02/2026,King Soopers #112,-142.87,Groceries,Whitman Joint Checking\r\n' +
    '11/03/2026,Denver Water,-88.10,Utilities,Whitman Joint Checking\r\n' +
    '11/15/2026,Whitman Family Dentistry Payroll,"9,850.00",Income,Whitman Joint Checking\r\n',
};

/** The statement with a row whose amount does not read: the row an import of the valid rows skips. */
const STATEMENT_WITH_A_BAD_ROW = {
  ...STATEMENT,
  content: `${STATEMENT.content}11/16/2026,Cherry Creek Market,twelve dollars,Groceries,Whitman Joint Checking\r\n`,
};

/** Uploads the statement and answers the path of its pending import (`more`: what follows its id). */
const pendingImport =
  (more = '', statement = STATEMENT): ExampleRequest['setup'] =>
  async (call) => {
    const { body } = await call('POST', '/api/imports')
      .field('kind', 'transactions')
      .attach('file', Buffer.from(statement.content), statement.name);
    return `/api/imports/${(body as { import: { id: string } }).import.id}${more}`;
  };

export const exampleRequests: Record<string, ExampleRequest> = {
  'POST /api/auth/register': { body: { username: 'claire.whitman', password: 'cherry hills garden party' } },
  'POST /api/auth/login': { body: { username: 'demo', password: 'demo1234' } },
  'POST /api/auth/password': {
    body: { currentPassword: 'demo1234', newPassword: 'larimer street rental 1998' },
  },
  'POST /api/limits/ai': { body: { callsPerMinute: 30 } },
  // A person's assistant token (issue 33): random, so the example shows a fixed one and its hint.
  'POST /api/account/assistant-tokens': {
    body: { name: 'Claude on the family laptop' },
    stable: (answer) => ({
      ...answer,
      token: SHOWN_ASSISTANT_TOKEN,
      item: { ...(answer.item as Json), hint: SHOWN_ASSISTANT_TOKEN.slice(-4) },
    }),
  },
  // The second factor (issue 32).
  'POST /api/auth/demo': { body: { account: 'family' } },
  'PUT /api/access/second-factor': { body: { required: false } },
  'GET /api/auth/sessions': {
    stable: (answer) =>
      (answer as unknown as Json[]).map((session) => ({ ...session, id: 'Xb2kT9qLmV4wN7rC1sD8eF' })) as never,
  },
  'POST /api/auth/second-factor': {
    setup: async (call) => {
      const { recoveryCodes } = await withApp(call, 'grace.whitman');
      const { headers } = await call('POST', '/api/auth/login').send({
        username: 'grace.whitman',
        password: PASSWORD,
      });
      made.cookie = cookieOf(headers, 'hl_pending');
      made.code = recoveryCodes[0];
      return '/api/auth/second-factor';
    },
    get body() {
      return { method: 'recovery', code: made.code };
    },
    caller: async () => made.cookie!,
    shown: () => ({ method: 'totp', code: SHOWN_CODE }),
  },
  'POST /api/auth/second-factor/passkey-options': {
    setup: async (call) => {
      await withApp(call, 'henry.whitman');
      const { headers } = await call('POST', '/api/auth/login').send({
        username: 'henry.whitman',
        password: PASSWORD,
      });
      made.cookie = cookieOf(headers, 'hl_pending');
      return '/api/auth/second-factor/passkey-options';
    },
    caller: async () => made.cookie!,
    stable: stableChallenge,
  },
  'POST /api/auth/passkey/options': { stable: stableChallenge },
  'POST /api/auth/passkey': {
    setup: async (call) => {
      const cookie = await person(call, 'iris.whitman');
      const key = authenticator();
      const registration = (await call('POST', '/api/auth/factors/passkeys/options').set('Cookie', cookie))
        .body as { challengeId: string; options: Parameters<SoftAuthenticator['register']>[0] };
      await call('POST', '/api/auth/factors/passkeys')
        .set('Cookie', cookie)
        .send({
          challengeId: registration.challengeId,
          name: 'MacBook',
          response: key.register(registration.options),
        });
      const { body } = await call('POST', '/api/auth/passkey/options');
      const { challengeId, options } = body as { challengeId: string; options: { challenge: string } };
      made.body = { challengeId, response: key.authenticate(options) };
      return '/api/auth/passkey';
    },
    get body() {
      return made.body;
    },
    shown: shownPasskeyAnswer,
  },
  'POST /api/auth/step-up': {
    setup: async (call) => {
      const { cookie, recoveryCodes } = await withApp(call, 'julia.whitman');
      made.cookie = cookie;
      made.code = recoveryCodes[0];
      return '/api/auth/step-up';
    },
    get body() {
      return { method: 'recovery', code: made.code };
    },
    caller: async () => made.cookie!,
    shown: () => ({ method: 'totp', code: SHOWN_CODE }),
  },
  'POST /api/auth/step-up/passkey-options': { stable: stableChallenge },
  'POST /api/auth/factors/totp': {
    caller: (call) => person(call, 'kate.whitman'),
    stable: (answer) => ({
      ...answer,
      secret: SHOWN_SECRET,
      otpauthUrl: String(answer.otpauthUrl).replace(/secret=[A-Z2-7]+/, `secret=${SHOWN_SECRET}`),
      qrCode: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
    }),
  },
  'POST /api/auth/factors/totp/confirm': {
    setup: async (call) => {
      made.cookie = await person(call, 'leo.whitman');
      const { body } = await call('POST', '/api/auth/factors/totp').set('Cookie', made.cookie);
      made.code = await totpCodeAt((body as { secret: string }).secret, new Date());
      return '/api/auth/factors/totp/confirm';
    },
    get body() {
      return { code: made.code };
    },
    caller: async () => made.cookie!,
    shown: () => ({ code: SHOWN_CODE }),
    stable: stableRecoveryCodes,
  },
  'POST /api/auth/factors/recovery-codes': {
    caller: async (call) => (await withApp(call, 'mia.whitman')).cookie,
    stable: stableRecoveryCodes,
  },
  'POST /api/auth/factors/passkeys/options': { stable: stableChallenge },
  'POST /api/auth/factors/passkeys': {
    setup: async (call) => {
      made.cookie = await person(call, 'noah.whitman');
      const { body } = await call('POST', '/api/auth/factors/passkeys/options').set('Cookie', made.cookie);
      const { challengeId, options } = body as {
        challengeId: string;
        options: Parameters<SoftAuthenticator['register']>[0];
      };
      made.body = { challengeId, name: 'MacBook', response: authenticator().register(options) };
      return '/api/auth/factors/passkeys';
    },
    get body() {
      return made.body;
    },
    caller: async () => made.cookie!,
    shown: shownPasskeyAnswer,
    stable: stableRecoveryCodes,
  },
  // Acting for the first family the demo person can act for: their own.
  'POST /api/access/switch': { bodyFrom: '/api/access/clients' },
  // Public (signed out it answers 204), but its example is what the demo family's session gets.
  'GET /api/first-paint/{page}': { path: '/api/first-paint/dashboard', signedIn: true },
  'POST /api/newsletter/signup': { body: { name: 'Claire Whitman', email: 'Claire.Whitman@example.com' } },
  'POST /api/contact-requests': {
    body: {
      firstName: 'Daniel',
      lastName: 'Whitman',
      email: 'daniel@whitmandentistry.example.com',
      phone: '303-555-0148',
      company: 'Whitman Family Dentistry, PLLC',
      inquiryType: 'demo',
      assetsUnderManagement: '5m-10m',
      message: 'We would like to see how Heirloom keeps our estate documents and the practice together.',
    },
  },
  'GET /api/transactions': { query: { pageSize: 5 } },
  // The shared family office (issue 31): links, grants, members and notes of the demo family.
  'POST /api/access/members/invitations': { body: { role: 'member' }, stable: stableLink },
  'POST /api/access/grants': {
    get body() {
      return {
        professionalId: demoCpaId(),
        areas: { tax: 'notes', private_investments: 'read' },
        endsAt: GRANT_END,
      };
    },
    stable: stableLink,
  },
  'PATCH /api/access/grants/{id}': {
    setup: async (call) => `/api/access/grants/${await demoGrant(call)}`,
    body: { endsAt: '2026-06-30' },
  },
  'POST /api/access/grants/{id}/revoke': {
    setup: async (call) => `/api/access/grants/${await demoGrant(call)}/revoke`,
  },
  'PATCH /api/access/members/{userId}': {
    setup: async (call) => `/api/access/members/${String((await call('GET', '/api/auth/me')).body.id)}`,
    body: { role: 'owner' },
  },
  'GET /api/invitations/{token}': {
    setup: async (call) => `/api/invitations/${await memberInvitation(call)}`,
  },
  // A new person, signed up without the link, accepts it.
  'POST /api/invitations/{token}/accept': {
    setup: async (call) => `/api/invitations/${await memberInvitation(call)}/accept`,
    caller: async (call) => {
      const person = { username: 'emma.whitman', password: 'cherry hills garden party' };
      await call('POST', '/api/auth/register').send(person);
      const { headers } = await call('POST', '/api/auth/login').send(person);
      return String(headers['set-cookie']?.[0]).split(';')[0]!;
    },
  },
  'GET /api/notes': {
    get query() {
      return { entityType: 'recommendation', entityId: demoRecommendationId() };
    },
  },
  'POST /api/notes': {
    get body() {
      return {
        entityType: 'recommendation',
        entityId: demoRecommendationId(),
        body: 'Let us look at this before the April estimated payment.',
      };
    },
  },
  // One open recommendation per type and item: the copy of a demo finding is stored as completed.
  'POST /api/recommendations': { fields: { status: 'completed' } },
  'PATCH /api/recommendations/{id}': { body: { status: 'reviewed' } },
  // The AI service writes each question and answer of a conversation this way.
  'POST /api/conversations/{id}/messages': {
    body: { role: 'user', content: 'And what would refinancing the rental save me each month?' },
  },
  // CSV imports: the statement uploaded for its preview, then each route on a pending import of it.
  'POST /api/imports': { multipart: { fields: { kind: 'transactions' }, files: { file: STATEMENT } } },
  'GET /api/imports/{id}': { setup: pendingImport() },
  'PATCH /api/imports/{id}': { setup: pendingImport(), body: { mapping: { category: null } } },
  'POST /api/imports/{id}/commit': { setup: pendingImport('/commit') },
  'POST /api/imports/{id}/commit/stream': { setup: pendingImport('/commit/stream') },
  'GET /api/imports/{id}/skipped': { setup: pendingImport('/skipped', STATEMENT_WITH_A_BAD_ROW) },
  // The shortest export: the demo family's accounts.
  'GET /api/exports/{kind}': { path: '/api/exports/accounts' },
  // A placement's ledger (issue 36 §1): the demo family's Summit Ridge fund and its first capital call.
  'POST /api/private-placements/{id}/ledger': {
    path: `/api/private-placements/${demoRows().privatePlacements[0]!.id}/ledger`,
    body: { date: '2025-12-15', type: 'capital_call', amount: '12500.00', notes: 'Follow-on call' },
  },
  'PATCH /api/private-placements/{id}/ledger/{entryId}': {
    path: `/api/private-placements/${demoRows().privatePlacements[0]!.id}/ledger/${demoRows().placementLedgerEntries[0]!.id}`,
    body: { notes: 'First close (wire confirmed)' },
  },
  'POST /api/private-placements/{id}/ledger/import': {
    path: `/api/private-placements/${demoRows().privatePlacements[0]!.id}/ledger/import`,
    body: {
      csv: 'date,type,amount,notes\n2025-10-15,capital_call,6250.00,Call 6\n2025-12-19,distribution,9400.00,Year-end\n',
    },
  },
  // The forecast's settings (issue 36 §2): a floor of its own, and the share of the estimated tax the
  // family pays itself (the rest is withheld from Daniel's and Claire's pay).
  'PATCH /api/forecast/settings': { body: { floor: '75000.00', taxEstimateShare: '60.00' } },
  // Retirement odds (issue 36 §3): Daniel (48) and Claire (47) Whitman, her pension and their Social
  // Security estimates; everything else left to the family's defaults. The what-if retires both two
  // years later and spends 10% less.
  'PUT /api/retirement': {
    body: {
      adults: [
        { name: 'Daniel', birthYear: 1978, retirementAge: 60, benefitAnnual: '38400', benefitStartAge: 67 },
        { name: 'Claire', birthYear: 1979, retirementAge: 60, benefitAnnual: '31200', benefitStartAge: 67 },
      ],
    },
  },
  'POST /api/retirement/simulate': {
    body: {
      adults: [
        { name: 'Daniel', birthYear: 1978, retirementAge: 62, benefitAnnual: '38400', benefitStartAge: 67 },
        { name: 'Claire', birthYear: 1979, retirementAge: 62, benefitAnnual: '31200', benefitStartAge: 67 },
      ],
      annualSpending: '162000.00',
    },
  },
  // A small but real PDF (its signature is what the API checks).
  'POST /api/documents': {
    multipart: {
      fields: { category: 'tax', notes: '2024 federal return as filed' },
      files: {
        file: {
          name: '2024-form-1040.pdf',
          content: '%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n',
        },
      },
    },
  },
};
