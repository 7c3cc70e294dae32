// The requests of the OpenAPI examples that cannot be taken from a demo row (openapi-examples.ts takes
// a POST or PATCH body from the first row its collection lists, and reads /{id} routes with that row's
// id). A route whose example cannot be derived fails src/openapi.spec.ts until it has an entry here.
// Keys are the document's operations: "POST /api/auth/login".
import type { ExampleRequest } from '@heirloom/server/src/testing/openapi-examples';

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
