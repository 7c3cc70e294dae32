import type { HttpApp } from '@heirloom/server';
import { describeOwnedResource } from '../../testing/owned-resource-suite';
import { resourceFixture } from '../../testing/resources';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

describeOwnedResource(resourceFixture('accounts'));

describe.each(testDatabaseKinds())('credit accounts on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;

  const card = { name: 'Sapphire', accountType: 'credit', institution: 'Chase' };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    owner = await signUp(app, 'owner');
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const create = async (body: object) =>
    (await owner.agent.post('/api/accounts').send(body).expect(201)).body;
  const patch = async (id: string, body: object) =>
    (await owner.agent.patch(`/api/accounts/${id}`).send(body).expect(200)).body;

  it('stores what is owed on a card negative, whichever sign was typed', async () => {
    expect((await create({ ...card, balance: '2000' })).balance).toBe('-2000.00');
    expect((await create({ ...card, balance: -2000 })).balance).toBe('-2000.00');
    const paidOff = await create({ ...card, balance: '0' });
    expect(paidOff.balance).toBe('0.00');
    expect((await patch(paidOff.id, { balance: '310.5' })).balance).toBe('-310.50');
    expect((await owner.agent.get(`/api/accounts/${paidOff.id}`).expect(200)).body.balance).toBe('-310.50');
  });

  it('applies the rule when only the type changes, and keeps other accounts as typed', async () => {
    const checking = await create({ ...card, accountType: 'checking', balance: '500' });
    expect(checking.balance).toBe('500.00');
    const overdrawn = await create({ ...card, accountType: 'checking', balance: '-20' });
    expect(overdrawn.balance).toBe('-20.00');
    expect((await patch(checking.id, { accountType: 'credit' })).balance).toBe('-500.00');
    // Back to checking: the stored (owed) figure stays as it is; only credit balances are rewritten.
    expect((await patch(checking.id, { accountType: 'checking' })).balance).toBe('-500.00');
  });

  it('keeps an optional credit limit, clears it with null or blank, and refuses a bad one', async () => {
    const limited = await create({ ...card, balance: '-250', creditLimit: '5000' });
    expect(limited.creditLimit).toBe('5000.00');
    expect((await create({ ...card, balance: '1' })).creditLimit).toBeNull();
    expect((await patch(limited.id, { creditLimit: 7500.5 })).creditLimit).toBe('7500.50');
    expect((await patch(limited.id, { name: 'Sapphire Reserve' })).creditLimit).toBe('7500.50');
    expect((await patch(limited.id, { creditLimit: '' })).creditLimit).toBeNull();
    for (const [creditLimit, message] of [
      ['-100', 'Must not be negative'],
      ['lots', 'Must be a number'],
      ['10.001', 'At most 2 decimal places'],
    ]) {
      const response = await owner.agent
        .post('/api/accounts')
        .send({ ...card, balance: '0', creditLimit })
        .expect(400);
      expect(response.body.errors).toEqual([{ path: 'creditLimit', message }]);
    }
  });
});
