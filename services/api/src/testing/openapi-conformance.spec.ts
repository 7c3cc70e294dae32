import { jest } from '@jest/globals';
import type { HttpApp } from '@heirloom/server';
import { OwnedCrudService } from '../common/owned-crud.service';
import { conformanceTo } from '@heirloom/server/src/testing/openapi-conformance';
import { signUp } from './sessions';
import { createTestApp, OPENAPI_DOCUMENT } from './test-app';
import { openTestDatabase, type TestDatabase } from './test-databases';

const account = {
  id: '5f0c2a8e-1b7d-4c1e-9a53-2f6f1c0d9e11',
  userId: '0b6f3a52-8c1d-4e7a-b2f4-6a9d8e3c1f20',
  name: 'Joint Checking',
  accountType: 'checking',
  institution: 'Chase',
  balance: '18450.22',
  lastSync: null,
  creditLimit: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};

describe('the OpenAPI conformance check', () => {
  const conformance = conformanceTo(OPENAPI_DOCUMENT);
  const check = (body: unknown, status = 200) =>
    conformance.problemsOf('GET', `/api/accounts/${account.id}?x=1`, status, {}, body);

  it('accepts an answer the document describes', () => {
    expect(check(account)).toBeUndefined();
    expect(check({ message: 'Account not found' }, 404)).toBeUndefined();
  });

  it('refuses a number where the document says a decimal string, a missing field, an extra one', () => {
    expect(check({ ...account, balance: 18450.22 })).toEqual([
      'GET /api/accounts/{id} 200: body/balance must be string',
    ]);
    const { institution: _institution, ...missing } = account;
    expect(check(missing)?.join()).toContain("must have required property 'institution'");
    expect(check({ ...account, secret: 1 })?.join()).toContain('must NOT have additional properties');
    expect(check({ ...account, lastSync: 'yesterday' })?.join()).toContain('must match format "date-time"');
  });

  it('refuses a status the operation does not document, and a 429 without Retry-After', () => {
    expect(check(account, 418)).toEqual(['GET /api/accounts/{id} 418: status not in the document']);
    expect(
      conformance.problemsOf('POST', '/api/auth/login', 429, {}, { message: 'Too many sign-in attempts' }),
    ).toEqual(['POST /api/auth/login 429: header Retry-After missing']);
  });

  describe('in the test app', () => {
    let database: TestDatabase;
    let app: HttpApp;

    beforeAll(async () => {
      database = await openTestDatabase('sqlite');
      app = await createTestApp(database.options);
    });

    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    it('turns an answer that breaks the document into a failing 500', async () => {
      const { agent } = await signUp(app, 'conformance');
      const created = (
        await agent
          .post('/api/accounts')
          .send({ name: 'Checking', institution: 'Chase', balance: '10' })
          .expect(201)
      ).body;
      const get = jest
        .spyOn(OwnedCrudService.prototype, 'get')
        .mockResolvedValueOnce({ ...created, balance: 10 } as never);
      const spoken = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const answer = await agent.get(`/api/accounts/${created.id}`).expect(500);
        expect(answer.body.problems).toEqual([
          'GET /api/accounts/{id} 200: body/balance must be string',
          `GET /api/accounts/${created.id} 200: wire schema: balance: Invalid input: expected string, received number`,
        ]);
      } finally {
        get.mockRestore();
        spoken.mockRestore();
      }
      await agent.get(`/api/accounts/${created.id}`).expect(200);
    });
  });
});
