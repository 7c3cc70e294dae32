// Issue 36 §1 on both databases: a placement's ledger (add, edit, delete, CSV import) keeps its
// capitalCalls and distributionsMade as the ledger's sums; the refusals are 400s with field messages
// and store nothing; the measures route answers what the engine gives for the same flows; and the
// migration turns the totals stored before it into one dated entry each, exactly.
import {
  calendar,
  LEDGER_IMPORT_MAX_CHARS,
  lpMetrics,
  placementMessages,
  programMetrics,
  type LedgerFlow,
} from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import { DataSource } from 'typeorm';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { migrations } from '../../database/migrations';

const placement = {
  name: 'Summit Ridge Capital Partners IV',
  investmentType: 'private_equity',
  sponsor: 'Summit Ridge Capital',
  investmentDate: '2021-09-15',
  initialInvestment: '250000.00',
  currentValue: '160000.00',
  status: 'active',
};

describe.each(testDatabaseKinds())('the placement ledger on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;
  let stranger: SignedInAgent;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    owner = await signUp(app, 'owner');
    stranger = await signUp(app, 'stranger');
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const create = async (body: object = placement) =>
    (await owner.agent.post('/api/private-placements').send(body).expect(201)).body;
  const ledger = async (id: string) =>
    (await owner.agent.get(`/api/private-placements/${id}/ledger`).expect(200)).body as {
      id: string;
      date: string;
      type: string;
      amount: string;
    }[];

  it('opens the ledger with the calls and distributions a new placement is given, and defaults the commitment', async () => {
    const made = await create({ ...placement, capitalCalls: '100000', distributionsMade: '0.10' });
    expect(made).toMatchObject({
      commitment: '250000.00',
      capitalCalls: '100000.00',
      distributionsMade: '0.10',
    });
    expect((await ledger(made.id)).map(({ date, type, amount }) => ({ date, type, amount }))).toEqual([
      { date: '2021-09-15', type: 'capital_call', amount: '100000.00' },
      { date: '2021-09-15', type: 'distribution', amount: '0.10' },
    ]);
  });

  it('keeps the sums through add, edit and delete', async () => {
    const { id } = await create({ ...placement, commitment: '300000' });
    const path = `/api/private-placements/${id}/ledger`;
    const call = (
      await owner.agent
        .post(path)
        .send({ date: '2021-10-01', type: 'capital_call', amount: '50000.05' })
        .expect(201)
    ).body;
    expect(call).toMatchObject({
      placementId: id,
      date: '2021-10-01',
      type: 'capital_call',
      amount: '50000.05',
      notes: null,
    });
    await owner.agent
      .post(path)
      .send({ date: '2022-02-01', type: 'capital_call', amount: '0.10' })
      .expect(201);
    const distribution = (
      await owner.agent
        .post(path)
        .send({ date: '2023-01-01', type: 'distribution', amount: '0.20', notes: 'Q4' })
        .expect(201)
    ).body;
    let row = (await owner.agent.get(`/api/private-placements/${id}`).expect(200)).body;
    expect(row).toMatchObject({
      commitment: '300000.00',
      capitalCalls: '50000.15',
      distributionsMade: '0.20',
    });

    await owner.agent.patch(`${path}/${call.id}`).send({ amount: '40000' }).expect(200);
    await owner.agent.patch(`${path}/${distribution.id}`).send({ type: 'capital_call' }).expect(200);
    row = (await owner.agent.get(`/api/private-placements/${id}`).expect(200)).body;
    expect(row).toMatchObject({ capitalCalls: '40000.30', distributionsMade: '0.00' });

    await owner.agent.delete(`${path}/${call.id}`).expect(204);
    row = (await owner.agent.get(`/api/private-placements/${id}`).expect(200)).body;
    expect(row).toMatchObject({ capitalCalls: '0.30', distributionsMade: '0.00' });
    expect((await ledger(id)).map((e) => e.date)).toEqual(['2022-02-01', '2023-01-01']);
  });

  it('refuses a distribution dated before the investment, a negative commitment and a zero amount, storing nothing', async () => {
    const { id } = await create();
    const path = `/api/private-placements/${id}/ledger`;
    const early = await owner.agent
      .post(path)
      .send({ date: '2021-09-14', type: 'distribution', amount: '10' })
      .expect(400);
    expect(early.body.errors).toEqual([
      { path: 'date', message: placementMessages.distributionBeforeInvestment },
    ]);
    const zero = await owner.agent
      .post(path)
      .send({ date: '2022-01-01', type: 'capital_call', amount: '0' })
      .expect(400);
    expect(zero.body.errors).toEqual([{ path: 'amount', message: placementMessages.amountPositive }]);
    expect(await ledger(id)).toEqual([]);

    const negative = await owner.agent
      .post('/api/private-placements')
      .send({ ...placement, commitment: '-1' })
      .expect(400);
    expect(negative.body.errors).toEqual([{ path: 'commitment', message: 'Must not be negative' }]);
    await owner.agent.patch(`/api/private-placements/${id}`).send({ commitment: '-5' }).expect(400);

    // An edit that would date a distribution before the investment, or the investment after one.
    const { body: entry } = await owner.agent
      .post(path)
      .send({ date: '2022-01-01', type: 'capital_call', amount: '10' })
      .expect(201);
    await owner.agent.post(path).send({ date: '2022-06-01', type: 'distribution', amount: '5' }).expect(201);
    const moved = await owner.agent
      .patch(`${path}/${entry.id}`)
      .send({ type: 'distribution', date: '2020-01-01' })
      .expect(400);
    expect(moved.body.errors).toEqual([
      { path: 'date', message: placementMessages.distributionBeforeInvestment },
    ]);
    const later = await owner.agent
      .patch(`/api/private-placements/${id}`)
      .send({ investmentDate: '2022-07-01' })
      .expect(400);
    expect(later.body.errors).toEqual([
      { path: 'investmentDate', message: placementMessages.investmentAfterDistribution },
    ]);
    const kept = await owner.agent
      .patch(`/api/private-placements/${id}`)
      .send({ capitalCalls: '1' })
      .expect(400);
    expect(kept.body.errors).toEqual([{ path: 'capitalCalls', message: placementMessages.ledgerKept }]);
    const row = (await owner.agent.get(`/api/private-placements/${id}`).expect(200)).body;
    expect(row).toMatchObject({
      investmentDate: '2021-09-15',
      commitment: '250000.00',
      capitalCalls: '10.00',
      distributionsMade: '5.00',
    });
  });

  it("answers 404 for another family's placement or entry", async () => {
    const { id } = await create();
    const { body: entry } = await owner.agent
      .post(`/api/private-placements/${id}/ledger`)
      .send({ date: '2022-01-01', type: 'capital_call', amount: '10' })
      .expect(201);
    await stranger.agent.get(`/api/private-placements/${id}/ledger`).expect(404);
    await stranger.agent
      .post(`/api/private-placements/${id}/ledger`)
      .send({ date: '2022-01-01', type: 'capital_call', amount: '10' })
      .expect(404);
    await stranger.agent.delete(`/api/private-placements/${id}/ledger/${entry.id}`).expect(404);
    expect(await ledger(id)).toHaveLength(1);
  });

  it('imports a CSV whole, reading dates and amounts as the bank-file import does, or refuses it naming each line', async () => {
    const { id } = await create();
    const path = `/api/private-placements/${id}/ledger/import`;
    const bad = await owner.agent
      .post(path)
      .send({
        csv: 'Date;Type;Amount\n15/03/2022;Capital call;"25.000,00"\n14/09/2021;Distribution;"1.250,50"\n20/03/2022;Refund;10\n',
      })
      .expect(400);
    expect(bad.body.errors).toEqual([
      { path: 'csv', message: 'Line 4: Type "Refund" is neither a capital call nor a distribution' },
    ]);
    const early = await owner.agent
      .post(path)
      .send({
        csv: 'Date;Type;Amount\n15/03/2022;Capital call;"25.000,00"\n14/09/2021;Distribution;"1.250,50"\n',
      })
      .expect(400);
    expect(early.body.errors).toEqual([
      { path: 'csv', message: `Line 3: ${placementMessages.distributionBeforeInvestment}` },
    ]);
    expect(await ledger(id)).toEqual([]);

    const done = await owner.agent
      .post(path)
      .send({
        csv: 'Date;Type;Amount;Memo\n15/03/2022;Capital call;"25.000,00";First\n30/09/2023;Distribution;"1.250,50";\n',
      })
      .expect(201);
    expect(done.body.imported).toBe(2);
    // No type column: the sign says which way (negative: paid in).
    await owner.agent
      .post(path)
      .send({ csv: 'date,amount\n2024-01-31,-100.10\n2024-02-29,(5.00)\n2024-06-30,42.40\n' })
      .expect(201);
    expect((await ledger(id)).map(({ date, type, amount }) => [date, type, amount])).toEqual([
      ['2022-03-15', 'capital_call', '25000.00'],
      ['2023-09-30', 'distribution', '1250.50'],
      ['2024-01-31', 'capital_call', '100.10'],
      ['2024-02-29', 'capital_call', '5.00'],
      ['2024-06-30', 'distribution', '42.40'],
    ]);
    const row = (await owner.agent.get(`/api/private-placements/${id}`).expect(200)).body;
    expect(row).toMatchObject({ capitalCalls: '25105.10', distributionsMade: '1292.90' });

    // The largest file fits the API's JSON body limit with its newlines escaped; one more character is a
    // 400 naming the limit (not a 413), and nothing of it is stored.
    const line = '2024-07-31,capital_call,1.00,\n';
    const largest =
      'date,type,amount,notes\n'.padEnd(LEDGER_IMPORT_MAX_CHARS - line.length * 1000, ' ') +
      line.repeat(1000);
    expect(largest).toHaveLength(LEDGER_IMPORT_MAX_CHARS);
    expect((await owner.agent.post(path).send({ csv: largest }).expect(201)).body.imported).toBe(1000);
    const tooLarge = await owner.agent
      .post(path)
      .send({ csv: largest + ' ' })
      .expect(400);
    expect(tooLarge.body.errors).toEqual([
      { path: 'csv', message: expect.stringContaining(String(LEDGER_IMPORT_MAX_CHARS)) },
    ]);
    expect(await ledger(id)).toHaveLength(1005);
  });

  it('answers the measures the engine gives for the same flows, and deletes the ledger with its placement', async () => {
    const family = await signUp(app, 'measured');
    const empty = (await family.agent.get('/api/private-placements/metrics').expect(200)).body;
    expect(empty).toMatchObject({
      placements: [],
      jCurve: [],
      program: { paidIn: '0.00', tvpi: null, irr: null },
    });

    const flows: LedgerFlow[] = [
      { date: '2021-09-15', type: 'capital_call', amount: '100000.00' },
      { date: '2022-03-01', type: 'capital_call', amount: '50000.00' },
      { date: '2023-06-30', type: 'distribution', amount: '30000.00' },
    ];
    const { body: made } = await family.agent
      .post('/api/private-placements')
      .send({ ...placement, commitment: '250000' })
      .expect(201);
    for (const flow of flows)
      await family.agent.post(`/api/private-placements/${made.id}/ledger`).send(flow).expect(201);
    const answer = (await family.agent.get('/api/private-placements/metrics').expect(200)).body;
    const today = calendar.utcToday();
    const expected = lpMetrics({ commitment: '250000.00', nav: '160000.00', ledger: flows }, today);
    expect(answer.asOf).toBe(today);
    expect(answer.placements).toEqual([
      { placementId: made.id, name: placement.name, metrics: expected, jCurve: expect.any(Array) },
    ]);
    // By hand: paid in 150,000, distributed 30,000, NAV 160,000, unfunded 100,000.
    expect(answer.program).toMatchObject({
      paidIn: '150000.00',
      distributed: '30000.00',
      nav: '160000.00',
      unfunded: '100000.00',
      dpi: '0.2000',
      rvpi: '1.0667',
      tvpi: '1.2667',
    });
    expect(answer.program).toEqual(
      programMetrics([{ commitment: '250000.00', nav: '160000.00', ledger: flows }], today),
    );
    expect(answer.jCurve.at(-1)).toEqual({
      date: '2023-06-30',
      calls: '150000.00',
      distributions: '30000.00',
      net: '-120000.00',
    });

    await family.agent.delete(`/api/private-placements/${made.id}`).expect(204);
    await family.agent.get(`/api/private-placements/${made.id}/ledger`).expect(404);
    expect((await family.agent.get('/api/private-placements/metrics').expect(200)).body.jCurve).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('the ledger migration on %s', (kind) => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dataSource = await new DataSource(database.options).initialize();
  });

  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await database?.drop();
  });

  it("turns each placement's stored totals into one entry each, dated at the investment, exactly", async () => {
    const q = (name: string) => dataSource.driver.escape(name);
    const names = migrations.map((m) => m.name);
    const index = names.indexOf('PlacementLedger1797600000000');
    for (let i = names.length - 1; i >= index; i--) await dataSource.undoLastMigration();

    const columns = [
      'id',
      'userId',
      'name',
      'investmentType',
      'sponsor',
      'investmentDate',
      'initialInvestment',
      'currentValue',
      'capitalCalls',
      'distributionsMade',
      'status',
    ];
    const rows: [string, string, string | null, string | null][] = [
      ['p-1', '2021-09-15', '212500.00', '38500.00'],
      ['p-2', '2022-04-01', '12345678.91', null],
      ['p-3', '2023-01-31', null, '0.00'],
      ['p-4', '2020-02-29', '0.07', '99999.99'],
    ];
    for (const [id, date, calls, distributions] of rows)
      await dataSource.query(
        `INSERT INTO ${q('private_placements')} (${columns.map(q).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        [
          id,
          'user-1',
          `Fund ${id}`,
          'private_equity',
          'Sponsor',
          date,
          '500000.00',
          '400000.00',
          calls,
          distributions,
          'active',
        ],
      );
    await dataSource.runMigrations();

    const entries: { placementId: string; date: string | Date; type: string; amount: string | number }[] =
      await dataSource.query(
        `SELECT ${['placementId', 'date', 'type', 'amount'].map(q).join(', ')} FROM ${q('placement_ledger_entries')} ` +
          `ORDER BY ${q('placementId')}, ${q('type')}`,
      );
    const day = (value: string | Date) =>
      value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
    expect(entries.map((e) => [e.placementId, day(e.date), e.type, Number(e.amount).toFixed(2)])).toEqual([
      ['p-1', '2021-09-15', 'capital_call', '212500.00'],
      ['p-1', '2021-09-15', 'distribution', '38500.00'],
      ['p-2', '2022-04-01', 'capital_call', '12345678.91'],
      ['p-4', '2020-02-29', 'capital_call', '0.07'],
      ['p-4', '2020-02-29', 'distribution', '99999.99'],
    ]);
    const placements: {
      id: string;
      capitalCalls: string | number;
      distributionsMade: string | number;
      commitment: string | number;
    }[] = await dataSource.query(
      `SELECT ${['id', 'capitalCalls', 'distributionsMade', 'commitment'].map(q).join(', ')} FROM ${q('private_placements')} ORDER BY ${q('id')}`,
    );
    expect(
      placements.map((p) => [
        p.id,
        Number(p.capitalCalls).toFixed(2),
        Number(p.distributionsMade).toFixed(2),
        Number(p.commitment).toFixed(2),
      ]),
    ).toEqual([
      ['p-1', '212500.00', '38500.00', '500000.00'],
      ['p-2', '12345678.91', '0.00', '500000.00'],
      ['p-3', '0.00', '0.00', '500000.00'],
      ['p-4', '0.07', '99999.99', '500000.00'],
    ]);
    // The rebuilt SQLite table kept its family-version triggers (migrations.spec checks schema = entities).
    const triggers =
      kind === 'sqlite'
        ? await dataSource.query(
            `SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'private_placements'`,
          )
        : await dataSource.query(
            `SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE EVENT_OBJECT_TABLE = 'private_placements' AND TRIGGER_SCHEMA = DATABASE()`,
          );
    expect(triggers.map((t: { name: string }) => t.name).sort()).toEqual([
      'family_version_private_placements_delete',
      'family_version_private_placements_insert',
      'family_version_private_placements_update',
    ]);
  });
});
