// The requests of the OpenAPI examples that cannot be taken from a demo row (openapi-examples.ts takes
// a POST or PATCH body from the first row its collection lists, and reads /{id} routes with that row's
// id). A route whose example cannot be derived fails src/openapi.spec.ts until it has an entry here.
// Keys are the document's operations: "POST /api/auth/login".
import type { ExampleRequest } from '@heirloom/server/src/testing/openapi-examples';

export const exampleRequests: Record<string, ExampleRequest> = {
  'POST /api/auth/register': { body: { username: 'claire.whitman', password: 'cherry hills garden party' } },
  'POST /api/auth/login': { body: { username: 'demo', password: 'demo1234' } },
  'POST /api/auth/password': {
    body: { currentPassword: 'demo1234', newPassword: 'larimer street rental 1998' },
  },
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
