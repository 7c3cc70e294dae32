import { readdirSync } from 'node:fs';
import { importMessages, MAX_IMPORT_BYTES, templateCsv } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import { DataSource } from 'typeorm';
import { FamilyEvents } from '../../common/family-events';
import type { ApiConfig } from '../../config/api.config';
import { API_CONFIG } from '../../config/api-config.token';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { NetWorthSnapshotEntity } from '../net-worth/net-worth-snapshot.entity';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

interface Preview {
  import: {
    id: string;
    status: string;
    totalRows: number;
    validRows: number;
    invalidRows: number;
    duplicateRows: number;
    importedRows: number;
    mapping: Record<string, string | null>;
    accountId: string | null;
  };
  columns: string[];
  sample: {
    line: number;
    values: Record<string, string>;
    errors: { field: string; message: string }[];
    duplicate: boolean;
  }[];
  errors: { line: number; field: string; message: string }[];
}

const csv = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');

describe.each(testDatabaseKinds())('/api/imports on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let owner: SignedInAgent;
  let stranger: SignedInAgent;
  let importsDir: string;
  let checking: { id: string };
  let brokerage: { id: string };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    importsDir = app.get<ApiConfig>(API_CONFIG).importsDir;
    owner = await signUp(app, 'owner');
    stranger = await signUp(app, 'stranger');
    const account = (name: string, accountType: string) =>
      owner.agent
        .post('/api/accounts')
        .send({ name, accountType, institution: 'First Bank', balance: '1000' });
    checking = (await account('Everyday Checking', 'checking').expect(201)).body;
    brokerage = (await account('Brokerage', 'investment').expect(201)).body;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const upload = (
    who: SignedInAgent,
    file: Buffer | null,
    fileName: string,
    fields: Record<string, string>,
  ) => {
    let call = who.agent.post('/api/imports');
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    return file ? call.attach('file', file, { filename: fileName }) : call;
  };
  const preview = async (file: Buffer, fields: Record<string, string>, fileName = 'file.csv') =>
    (await upload(owner, file, fileName, fields).expect(201)).body as Preview;
  const transactionsOf = async (who: SignedInAgent) =>
    (await who.agent.get('/api/transactions?pageSize=200').expect(200)).body.items as {
      merchant: string;
      amount: string;
      date: string;
      category: string;
      transactionType: string;
      accountId: string;
    }[];

  it('imports the transactions template, and the same file again adds nothing', async () => {
    const file = csv(
      'date,merchant,amount,category,transactionType,account,notes',
      '2026-01-15,Whole Foods Market,-86.40,Groceries,expense,Everyday Checking,',
      '2026-01-15,Blue Bottle,-5.50,Food & Dining,expense,everyday checking,first',
      '2026-01-15,Blue Bottle,-5.50,Food & Dining,expense,Everyday Checking,second: the same coffee twice',
      '2026-01-31,Acme Payroll,4200.00,Income,income,Everyday Checking,',
    );
    const first = await preview(file, { kind: 'transactions' });
    expect(first.columns).toEqual([
      'date',
      'merchant',
      'amount',
      'category',
      'transactionType',
      'account',
      'notes',
    ]);
    expect(first.import).toMatchObject({
      status: 'pending',
      totalRows: 4,
      validRows: 4,
      invalidRows: 0,
      duplicateRows: 0,
    });
    expect(first.import.mapping).toMatchObject({
      date: 'date',
      merchant: 'merchant',
      amount: 'amount',
      account: 'account',
    });
    expect(first.sample.map((s) => s.line)).toEqual([2, 3, 4, 5]);
    expect(first.errors).toEqual([]);
    // Nothing is written by a preview.
    expect(await transactionsOf(owner)).toHaveLength(0);

    const { body: done } = await owner.agent.post(`/api/imports/${first.import.id}/commit`).expect(200);
    expect(done).toMatchObject({ status: 'imported', importedRows: 4 });
    expect(done.importedAt).toEqual(expect.any(String));
    const rows = await transactionsOf(owner);
    expect(rows.map((r) => [r.merchant, r.amount, r.transactionType, r.accountId]).sort()).toEqual(
      [
        ['Acme Payroll', '4200.00', 'income', checking.id],
        ['Blue Bottle', '-5.50', 'expense', checking.id],
        ['Blue Bottle', '-5.50', 'expense', checking.id],
        ['Whole Foods Market', '-86.40', 'expense', checking.id],
      ].sort(),
    );
    // No fingerprint on the wire.
    expect(Object.keys(rows[0]!)).not.toContain('importKey');

    const again = await preview(file, { kind: 'transactions' });
    expect(again.import).toMatchObject({ totalRows: 4, validRows: 0, duplicateRows: 4 });
    expect(again.sample.every((s) => s.duplicate)).toBe(true);
    const { body: none } = await owner.agent.post(`/api/imports/${again.import.id}/commit`).expect(200);
    expect(none).toMatchObject({ importedRows: 0, duplicateRows: 4 });
    expect(await transactionsOf(owner)).toHaveLength(4);
    // Imported once is imported: the same import cannot run twice.
    const { body: refused } = await owner.agent.post(`/api/imports/${first.import.id}/commit`).expect(409);
    expect(refused.message).toBe(importMessages.notPending);
  });

  it('reads a bank statement layout with the account chosen for the whole file', async () => {
    const before = (await transactionsOf(owner)).length;
    const file = csv(
      'Posting Date,Description,Amount,Balance',
      '02/03/2026,"TRADER JOE\'S #123, SEATTLE","($1,234.50)",100',
      '2/4/26,Refund,$20.00,120',
    );
    const { import: row, sample } = await preview(
      file,
      { kind: 'transactions', accountId: checking.id },
      'statement.CSV',
    );
    expect(row.mapping).toMatchObject({
      date: 'Posting Date',
      merchant: 'Description',
      amount: 'Amount',
      account: null,
      category: null,
    });
    expect(row).toMatchObject({ accountId: checking.id, validRows: 2, invalidRows: 0 });
    expect(sample[0]!.values).toMatchObject({
      date: '02/03/2026',
      merchant: "TRADER JOE'S #123, SEATTLE",
      amount: '($1,234.50)',
    });
    // Every day is 12 or under: the file cannot say which way round its dates are, so it asks.
    const { body: again } = await owner.agent.patch(`/api/imports/${row.id}`).send({}).expect(200);
    const { questions } = again as { questions: { key: string; examples: string[] }[] };
    expect(questions).toEqual([
      expect.objectContaining({ key: 'dateOrder', examples: ['02/03/2026', '2/4/26'] }),
    ]);
    const blocked = await owner.agent.post(`/api/imports/${row.id}/commit`).expect(409);
    expect(blocked.body.message).toBe(
      importMessages.unanswered('Which way round are the dates in this file?'),
    );
    await owner.agent
      .patch(`/api/imports/${row.id}`)
      .send({ settings: { dateOrder: 'mdy' } })
      .expect(200);
    await owner.agent.post(`/api/imports/${row.id}/commit`).expect(200);
    const rows = await transactionsOf(owner);
    expect(rows).toHaveLength(before + 2);
    expect(rows.find((r) => r.merchant.startsWith('TRADER'))).toMatchObject({
      date: '2026-02-03',
      amount: '-1234.50',
      transactionType: 'expense',
      category: 'Uncategorized',
    });
    expect(rows.find((r) => r.merchant === 'Refund')).toMatchObject({
      date: '2026-02-04',
      amount: '20.00',
      transactionType: 'income',
    });
  });

  it('lists every bad row with its line and field, and imports only the valid ones', async () => {
    const before = (await transactionsOf(owner)).length;
    const file = csv(
      'date,merchant,amount,account',
      '2026-03-01,Good row,-10.00,Everyday Checking',
      '2026-02-30,Bad date,-10.00,Everyday Checking',
      '2026-03-02,Not a number,ten dollars,Everyday Checking',
      '2026-03-03,Unknown account,-10.00,Savings at Mars Bank',
      '2026-03-04,,-10.00,Everyday Checking',
      '2026-03-05,Too many decimals,-10.001,Everyday Checking',
    );
    const { import: row, errors } = await preview(file, { kind: 'transactions' });
    expect(row).toMatchObject({ totalRows: 6, validRows: 1, invalidRows: 5 });
    expect(errors).toEqual([
      { line: 3, field: 'date', message: 'Must be a date' },
      { line: 4, field: 'amount', message: 'Must be a number' },
      { line: 5, field: 'account', message: 'No account named "Savings at Mars Bank": add it first' },
      { line: 6, field: 'merchant', message: 'Merchant is required' },
      { line: 7, field: 'amount', message: 'At most 2 decimal places' },
    ]);
    // All or nothing by default: the refusal names what an import of the valid rows would skip.
    const refused = await owner.agent.post(`/api/imports/${row.id}/commit`).expect(409);
    expect(refused.body.message).toBe(importMessages.invalidRows(5, 1));
    expect(await transactionsOf(owner)).toHaveLength(before);
    await owner.agent.post(`/api/imports/${row.id}/commit`).send({ validOnly: true }).expect(200);
    expect(await transactionsOf(owner)).toHaveLength(before + 1);
  });

  it('takes a new column mapping and checks the file again', async () => {
    const file = csv(
      'When,Payee,Out,In,Memo',
      '2026-04-01,Gym,45.00,,monthly',
      '2026-04-02,Paycheck,,3000.00,',
    );
    const first = await preview(file, { kind: 'transactions', accountId: checking.id });
    expect(first.import.mapping).toMatchObject({
      date: null,
      merchant: 'Payee',
      amount: null,
      debit: null,
      notes: 'Memo',
    });
    expect(first.import.invalidRows).toBe(2);

    const patch = (body: object) => owner.agent.patch(`/api/imports/${first.import.id}`).send(body);
    const refused = await patch({
      mapping: { date: 'Date column that is not there', colour: 'When' },
    }).expect(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'mapping.date', message: importMessages.unknownColumn },
        { path: 'mapping.colour', message: 'No such field' },
      ]),
    );
    const { body: fixed } = await patch({ mapping: { date: 'When', debit: 'Out', credit: 'In' } }).expect(
      200,
    );
    expect(fixed.import).toMatchObject({ validRows: 2, invalidRows: 0 });
    expect(fixed.sample[0].values).toMatchObject({ date: '2026-04-01', merchant: 'Gym', debit: '45.00' });
    await owner.agent.post(`/api/imports/${first.import.id}/commit`).expect(200);
    const rows = await transactionsOf(owner);
    expect(rows.find((r) => r.merchant === 'Gym')).toMatchObject({
      amount: '-45.00',
      transactionType: 'expense',
    });
    expect(rows.find((r) => r.merchant === 'Paycheck')).toMatchObject({
      amount: '3000.00',
      transactionType: 'income',
    });
  });

  it('imports accounts (credit owed, whichever sign) and holdings from their templates', async () => {
    expect(templateCsv('accounts').split('\r\n')[0]).toBe('name,accountType,institution,balance,creditLimit');
    const accounts = await preview(
      csv(
        'name,accountType,institution,balance,creditLimit',
        'Travel Card,Credit Card,Chase,"2,000.00",10000',
        'Rainy Day,Savings,Ally,15000,',
        'Rainy Day,savings,Ally,15000,',
      ),
      { kind: 'accounts' },
    );
    expect(accounts.import).toMatchObject({ validRows: 2, duplicateRows: 1 });
    await owner.agent.post(`/api/imports/${accounts.import.id}/commit`).expect(200);
    const list = (await owner.agent.get('/api/accounts').expect(200)).body as {
      name: string;
      balance: string;
      accountType: string;
    }[];
    expect(list.find((a) => a.name === 'Travel Card')).toMatchObject({
      accountType: 'credit',
      balance: '-2000.00',
    });

    const holdings = await preview(
      csv(
        'account,symbol,name,shares,costBasis,currentValue',
        'Brokerage,vti,Vanguard Total Stock Market ETF,120.5,"$24,100.00",30125',
      ),
      { kind: 'holdings' },
    );
    expect(holdings.import.validRows).toBe(1);
    await owner.agent.post(`/api/imports/${holdings.import.id}/commit`).expect(200);
    const positions = (await owner.agent.get('/api/holdings').expect(200)).body as object[];
    expect(positions).toEqual([
      expect.objectContaining({
        accountId: brokerage.id,
        symbol: 'VTI',
        shares: '120.500000',
        costBasis: '24100.00',
        returnPercent: '25.00',
      }),
    ]);
  });

  it('says "the figures changed" after an import that added rows, and today\'s snapshot follows', async () => {
    const importer = await signUp(app, 'importer');
    const heard: string[] = [];
    const stop = app.get(FamilyEvents).onFiguresChanged(async (userId) => void heard.push(userId));
    try {
      const file = csv('name,accountType,institution,balance,creditLimit', 'Reserve,savings,Ally,2500,');
      const importAll = async () => {
        const { body } = await upload(importer, file, 'accounts.csv', { kind: 'accounts' }).expect(201);
        await importer.agent.post(`/api/imports/${(body as Preview).import.id}/commit`).expect(200);
      };
      await importAll();
      expect(heard).toEqual([importer.id]);
      const snapshots = await app
        .get(DataSource)
        .getRepository(NetWorthSnapshotEntity)
        .findBy({ userId: importer.id });
      expect(snapshots).toEqual([expect.objectContaining({ netWorth: '2500.00', liquidAssets: '2500.00' })]);
      // The same file again adds nothing: nothing changed.
      await importAll();
      expect(heard).toEqual([importer.id]);
    } finally {
      stop();
    }
  });

  it('keeps a formula cell as text, exactly as written', async () => {
    const formula = "=cmd|' /C calc'!A0";
    const { import: row, sample } = await preview(
      csv(
        'date,merchant,amount,account',
        `2026-05-01,"${formula}",-1.00,Everyday Checking`,
        "2026-05-02,'=HYPERLINK(1),-2.00,Everyday Checking",
      ),
      { kind: 'transactions' },
    );
    expect(sample[0]!.values.merchant).toBe(formula);
    await owner.agent.post(`/api/imports/${row.id}/commit`).expect(200);
    const merchants = (await transactionsOf(owner)).map((r) => r.merchant);
    expect(merchants).toContain(formula);
    // A cell Heirloom itself escaped on export comes back as it was.
    expect(merchants).toContain('=HYPERLINK(1)');

    // The export writes it as text a spreadsheet will not run, and imports back as the same rows.
    const exported = await owner.agent
      .get('/api/exports/transactions')
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done(null, text));
      });
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="heirloom-transactions.csv"');
    const lines = String(exported.body).split('\r\n');
    expect(lines[0]).toBe('date,merchant,amount,category,transactionType,account,notes');
    expect(lines).toContain(`2026-05-01,'${formula},-1.00,Uncategorized,expense,Everyday Checking,`);
    expect(lines.some((line) => /(^|,)=/.test(line))).toBe(false);
    const back = await preview(Buffer.from(String(exported.body)), { kind: 'transactions' });
    expect(back.import).toMatchObject({ invalidRows: 0, validRows: 0 });
    expect(back.import.duplicateRows).toBe(back.import.totalRows);
    await owner.agent.delete(`/api/imports/${back.import.id}`).expect(204);
    // Nobody else's rows, and only the three kinds.
    const theirs = await stranger.agent.get('/api/exports/transactions').expect(200);
    expect(theirs.text).toBe('date,merchant,amount,category,transactionType,account,notes\r\n');
    const { body: bad } = await owner.agent.get('/api/exports/budgets').expect(400);
    expect(bad.errors).toEqual([{ path: 'kind', message: importMessages.kind }]);
  });

  it('streams progress and then the import', async () => {
    const lines = Array.from({ length: 1200 }, (_, i) => `2026-06-01,Stream ${i},-1.00,Everyday Checking`);
    const { import: row } = await preview(csv('date,merchant,amount,account', ...lines), {
      kind: 'transactions',
    });
    expect(row.validRows).toBe(1200);
    const res = await owner.agent
      .post(`/api/imports/${row.id}/commit/stream`)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toBe('no-store, no-transform');
    expect(res.headers['x-accel-buffering']).toBe('no');
    const events = String(res.body)
      .split('\n\n')
      .filter((block) => block.startsWith('event:'))
      .map((block) => {
        const [event, data] = block.split('\n');
        return { event: event!.slice(7), data: JSON.parse(data!.slice(6)) };
      });
    expect(events.filter((e) => e.event === 'progress').map((e) => e.data)).toEqual([
      { processed: 500, total: 1200 },
      { processed: 1000, total: 1200 },
      { processed: 1200, total: 1200 },
    ]);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { id: row.id, importedRows: 1200 } });
    // Done is done: a second stream is a plain 409.
    await owner.agent.post(`/api/imports/${row.id}/commit/stream`).expect(409);
  });

  describe('refuses a bad file with a clear message, and keeps nothing', () => {
    const cases: [string, Buffer, string, string, number][] = [
      ['not a .csv name', csv('a,b', '1,2'), 'statement.txt', importMessages.notCsv, 400],
      [
        'a PDF named .csv',
        Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'),
        'statement.csv',
        importMessages.notCsv,
        400,
      ],
      [
        'a spreadsheet named .csv',
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]),
        'statement.csv',
        importMessages.notCsv,
        400,
      ],
      [
        'UTF-16',
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('date,merchant\r\n', 'utf16le')]),
        'u16.csv',
        importMessages.encoding,
        400,
      ],
      [
        'Windows-1252 text',
        Buffer.from('date,merchant,amount\r\n2026-01-01,Caf\xe9,-1\r\n', 'latin1'),
        'cp1252.csv',
        importMessages.encoding,
        400,
      ],
      ['empty', Buffer.alloc(0), 'empty.csv', importMessages.empty, 400],
      ['only blank lines', Buffer.from('\r\n\r\n'), 'blank.csv', importMessages.empty, 400],
      ['a header and no rows', csv('date,merchant,amount'), 'header.csv', importMessages.noRows, 400],
      [
        'an unclosed quote',
        csv('date,merchant,amount', '2026-01-01,"Open quote,-1'),
        'quote.csv',
        `${importMessages.malformed}: a quoted cell is never closed (line 3)`,
        400,
      ],
    ];
    it.each(cases)('%s', async (_name, file, fileName, message, status) => {
      const before = (await owner.agent.get('/api/imports').expect(200)).body.length;
      const filesBefore = readdirSync(importsDir).length;
      const { body } = await upload(owner, file, fileName, { kind: 'transactions' }).expect(status);
      expect(body.errors).toEqual([{ path: 'file', message }]);
      expect((await owner.agent.get('/api/imports').expect(200)).body).toHaveLength(before);
      expect(readdirSync(importsDir)).toHaveLength(filesBefore);
    });

    it('over 20 MB: 413', async () => {
      const { body } = await upload(owner, Buffer.alloc(MAX_IMPORT_BYTES + 1, 0x61), 'huge.csv', {
        kind: 'transactions',
      }).expect(413);
      expect(body.message).toBe(importMessages.tooLarge);
    });

    it('no file, no kind', async () => {
      const { body } = await upload(owner, null, '', { kind: 'receipts' }).expect(400);
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { path: 'kind', message: importMessages.kind },
          { path: 'file', message: importMessages.noFile },
        ]),
      );
    });
  });

  it("never reads, changes, imports or discards another user's import, nor writes into their accounts", async () => {
    const { import: row } = await preview(csv('date,merchant,amount', '2026-07-01,Private,-1.00'), {
      kind: 'transactions',
      accountId: checking.id,
    });
    await stranger.agent.get(`/api/imports/${row.id}`).expect(404);
    await stranger.agent.patch(`/api/imports/${row.id}`).send({ accountId: null }).expect(404);
    await stranger.agent.post(`/api/imports/${row.id}/commit`).expect(404);
    await stranger.agent.post(`/api/imports/${row.id}/commit/stream`).expect(404);
    await stranger.agent.delete(`/api/imports/${row.id}`).expect(404);
    expect((await stranger.agent.get('/api/imports').expect(200)).body).toEqual([]);

    // The owner's account, by id or by name, is not the stranger's.
    const { body: byId } = await upload(stranger, csv('date,merchant,amount', '2026-07-01,X,-1'), 'x.csv', {
      kind: 'transactions',
      accountId: checking.id,
    }).expect(400);
    expect(byId.errors).toEqual([{ path: 'accountId', message: 'No such account' }]);
    const byName = (
      await upload(
        stranger,
        csv('date,merchant,amount,account', '2026-07-01,X,-1,Everyday Checking'),
        'x.csv',
        { kind: 'transactions' },
      ).expect(201)
    ).body as Preview;
    expect(byName.import).toMatchObject({ validRows: 0, invalidRows: 1 });
    await stranger.agent
      .post(`/api/imports/${byName.import.id}/commit`)
      .send({ validOnly: true })
      .expect(200);
    expect(await transactionsOf(stranger)).toEqual([]);

    await owner.agent.get(`/api/imports/${MISSING_ID}`).expect(404);
    await owner.agent.delete(`/api/imports/${row.id}`).expect(204);
    await owner.agent.get(`/api/imports/${row.id}`).expect(404);
    expect(readdirSync(importsDir)).not.toContain(`${row.id}.csv`);
  });
});
