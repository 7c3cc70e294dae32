// The requests of the OpenAPI examples that cannot be taken from a demo row (openapi-examples.ts takes
// a POST or PATCH body from the first row its collection lists, and reads /{id} routes with that row's
// id). A route whose example cannot be derived fails src/openapi.spec.ts until it has an entry here.
// Keys are the document's operations: "POST /api/auth/login".
import type { ExampleRequest } from '@heirloom/server/src/testing/openapi-examples';
import { buildDemoFamily } from '../seed/demo-family';
import { EXAMPLE_CLOCK } from './example-clock';

type Call = Parameters<NonNullable<ExampleRequest['setup']>>[0];

/** The demo family's rows as seeded on the examples' clock (their ids are the same on every run). */
const demoRows = () => buildDemoFamily({ today: EXAMPLE_CLOCK });
const demoCpaId = () => demoRows().professionals.find((row) => row.type === 'cpa')!.id;
const demoRecommendationId = () => demoRows().recommendations[0]!.id;
/** A grant's end date within the year the examples' clock allows. */
const GRANT_END = '2026-04-15';
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
  // Acting for the first family the demo person can act for: their own.
  'POST /api/access/switch': { bodyFrom: '/api/access/clients' },
  // Public (signed out it answers 204), but its example is what the demo family's session gets.
  'GET /api/first-paint/dashboard': { signedIn: true },
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
