// The holdings' kept totals (migration 1797000000000, kept by triggers) equal the rows after every kind
// of write, on both databases, and the dashboard's summary reads them.
import { DataSource } from 'typeorm';
import type { HttpApp } from '@heirloom/server';
import { seedSyntheticFamily } from '../../seed/synthetic-family';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

describe.each(testDatabaseKinds())('the holdings totals on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let dataSource: DataSource;
  let owner: SignedInAgent;
  let stranger: SignedInAgent;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options, { seedDemo: true });
    dataSource = app.get(DataSource);
    owner = await signUp(app, `totals.${kind}`);
    stranger = await signUp(app, `totals-stranger.${kind}`);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** Each user's kept row against the holdings: count, and whole cents of cost basis and value. */
  async function expectTotalsKept(): Promise<void> {
    const cents = (column: string) =>
      `CAST(ROUND(${column} * 100) AS ${kind === 'sqlite' ? 'INTEGER' : 'SIGNED'})`;
    type Row = { userId: string; total: number | string; cost: number | string; value: number | string };
    const asMap = (rows: Row[]) =>
      Object.fromEntries(
        rows
          .filter((row) => Number(row.total) !== 0)
          .map((row) => [row.userId, `${Number(row.total)}: ${Number(row.cost)} / ${Number(row.value)}`]),
      );
    const kept = (await dataSource.query(
      'SELECT userId, total, costBasisCents AS cost, currentValueCents AS value FROM holding_totals',
    )) as Row[];
    const real = (await dataSource.query(
      `SELECT userId, COUNT(*) AS total, SUM(${cents('costBasis')}) AS cost, SUM(${cents('currentValue')}) AS value ` +
        'FROM holdings GROUP BY userId',
    )) as Row[];
    // A family whose last holding went keeps a row of zeros, never a negative or a stale sum.
    for (const row of kept.filter((r) => Number(r.total) === 0)) {
      expect([Number(row.cost), Number(row.value)]).toEqual([0, 0]);
    }
    expect(asMap(kept)).toEqual(asMap(real));
    expect(Object.keys(asMap(real)).length).toBeGreaterThan(0);
  }

  /** The dashboard's holdings count and investment figures, as its one call answers them. */
  const summary = async () => {
    const { body } = await owner.agent.get('/api/summary').expect(200);
    return { count: body.counts.holdings as number, figures: body.figures as Record<string, string> };
  };

  it('starts with the demo family summed by the migration and its seed', async () => {
    await expectTotalsKept();
  });

  it('follow creates, edits, deletes, an import and an account deleted with its holdings', async () => {
    const account = (name: string) =>
      owner.agent
        .post('/api/accounts')
        .send({ name, accountType: 'investment', institution: 'Vanguard', balance: '0' })
        .expect(201)
        .then((r) => r.body.id as string);
    const kept = await account('Brokerage');
    const closing = await account('Closing');
    const post = (accountId: string, symbol: string, costBasis: string, currentValue: string) =>
      owner.agent
        .post('/api/holdings')
        .send({ accountId, symbol, name: symbol, shares: '10', costBasis, currentValue })
        .expect(201)
        .then((r) => r.body.id as string);
    const empty = await summary();
    expect(empty.count).toBe(0);

    const first = await post(kept, 'VTI', '1000.10', '1200.25');
    const second = await post(kept, 'BND', '500.00', '480.05');
    await post(closing, 'VXUS', '0.01', '0.02');
    await expectTotalsKept();
    expect(await summary()).toMatchObject({
      count: 3,
      figures: { holdingsCostBasis: '1500.11', holdingsValue: '1680.32' },
    });

    await owner.agent.patch(`/api/holdings/${first}`).send({ currentValue: '1300.99' }).expect(200);
    await owner.agent
      .patch(`/api/holdings/${second}`)
      .send({ costBasis: '499.99', name: 'Bonds' })
      .expect(200);
    // An edit of neither sum, and another family's refused edit, change nothing.
    await owner.agent.patch(`/api/holdings/${second}`).send({ name: 'Total Bond' }).expect(200);
    await stranger.agent.patch(`/api/holdings/${second}`).send({ currentValue: '1' }).expect(404);
    await expectTotalsKept();

    await owner.agent.delete(`/api/holdings/${first}`).expect(204);
    await stranger.agent.delete(`/api/holdings/${second}`).expect(404);
    await expectTotalsKept();

    const csv = Buffer.from(
      'account,symbol,name,shares,costBasis,currentValue\r\n' +
        'Brokerage,SCHD,Schwab Dividend,3,"$1,234.56",1300.01\r\nClosing,VOO,Vanguard 500,1,400,410.10\r\n',
    );
    const { body: preview } = await owner.agent
      .post('/api/imports')
      .field('kind', 'holdings')
      .attach('file', csv, 'positions.csv')
      .expect(201);
    await owner.agent.post(`/api/imports/${preview.import.id}/commit`).expect(200);
    await expectTotalsKept();
    // 499.99 + 0.01 + 1,234.56 + 400 and 480.05 + 0.02 + 1,300.01 + 410.10.
    expect(await summary()).toMatchObject({
      count: 4,
      figures: { holdingsCostBasis: '2134.56', holdingsValue: '2190.18' },
    });

    await owner.agent.delete(`/api/accounts/${closing}`).expect(204);
    await expectTotalsKept();
    expect((await summary()).count).toBe(2);

    // The last ones gone: the dashboard counts none, as before the first.
    for (const { id } of (await owner.agent.get('/api/holdings').expect(200)).body as { id: string }[]) {
      await owner.agent.delete(`/api/holdings/${id}`).expect(204);
    }
    await expectTotalsKept();
    expect(await summary()).toEqual(empty);
  });

  it('sum a synthetic family as its rows do', async () => {
    const userId = await seedSyntheticFamily(dataSource, {
      username: `totals-synthetic.${kind}`,
      password: 'totals-family-2026',
      accounts: 4,
      holdings: 300,
      transactions: 10,
      days: 30,
      seed: 5,
    });
    await expectTotalsKept();
    const [row] = (await dataSource.query('SELECT total FROM holding_totals WHERE userId = ?', [userId])) as {
      total: number | string;
    }[];
    expect(Number(row!.total)).toBe(300);
  });
});
