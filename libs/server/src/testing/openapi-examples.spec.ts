import { exampleProblems } from './openapi-examples';
import type { OpenApiDocument } from './openapi-conformance';

const HOW = 'Add it to example-requests.ts.';
const account = { id: 'a', balance: '12.50' };

/** One route with a JSON body and answer, a stream and a download, with the examples given. */
function documentWith(request?: unknown, answer?: unknown, stream?: unknown): OpenApiDocument {
  const json = (example: unknown) => ({
    schema: { $ref: '#/components/schemas/Account' },
    ...(example === undefined ? {} : { example }),
  });
  return {
    components: {
      schemas: {
        Account: {
          type: 'object',
          properties: { id: { type: 'string' }, balance: { type: 'string', pattern: '^\\d+\\.\\d{2}$' } },
          required: ['id', 'balance'],
          additionalProperties: false,
        },
      },
    },
    paths: {
      '/api/accounts': {
        post: {
          requestBody: { content: { 'application/json': json(request) } },
          responses: { '201': { content: { 'application/json': json(answer) } }, '400': {} },
        },
      },
      '/api/chat/stream': {
        post: {
          responses: {
            '200': {
              content: {
                'text/event-stream': { schema: { type: 'string' }, ...(stream ? { example: stream } : {}) },
              },
            },
          },
        },
      },
      '/api/documents/{id}/download': {
        get: { responses: { '200': { content: { 'application/pdf': { schema: { type: 'string' } } } } } },
      },
    },
  };
}

describe('exampleProblems', () => {
  it('accepts a document whose every body and answer has a valid example (a download needs none)', () => {
    expect(exampleProblems(documentWith(account, account, 'event: done\n'), HOW)).toEqual([]);
  });

  it('names each missing example with how to add one', () => {
    expect(exampleProblems(documentWith(undefined, account), HOW)).toEqual([
      `POST /api/accounts request body: no example. ${HOW}`,
      `POST /api/chat/stream 200: no example. ${HOW}`,
    ]);
  });

  it('names an example its schema refuses', () => {
    expect(exampleProblems(documentWith(account, { ...account, balance: 12.5, extra: 1 }, 'x'), HOW)).toEqual(
      [
        'POST /api/accounts 201: example must NOT have additional properties',
        'POST /api/accounts 201: example/balance must be string',
      ],
    );
  });
});
