// Issue 37's proof through the API, on every test database: each bank file shape (formats/fixtures)
// uploaded, its questions answered where it has any, imported, and its stored rows compared with what
// the bank meant; the same statement twice adds nothing in every format; the preview's parsed values
// are exactly what is stored; an all-or-nothing import that fails leaves nothing.
import { readFileSync } from 'node:fs';
import { importMessages, type ImportPreview } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import { signUp, type SignedInAgent } from '../../testing/sessions';
import { DataSource } from 'typeorm';
import { IMPORT_BYTES_PER_MINUTE, ImportQuota } from '../limits/import-quota';
import { ImportProfileEntity } from './import-profile.entity';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';

const fixture = (name: string) => readFileSync(new URL(`./formats/fixtures/${name}`, import.meta.url));

interface Stored {
  date: string;
  amount: string;
  transactionType: string;
  merchant: string;
  category: string;
  notes: string | null;
  accountId: string;
}

/** [date, amount, type, merchant, notes] of an account's rows, by date then merchant. */
const rowsOf = (items: Stored[], accountId: string) =>
  items
    .filter((t) => t.accountId === accountId)
    .map((t) => [t.date, t.amount, t.transactionType, t.merchant, t.notes ?? ''])
    .sort((a, b) => `${a[0]}${a[3]}`.localeCompare(`${b[0]}${b[3]}`));

describe.each(testDatabaseKinds())('bank files on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let user: SignedInAgent;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    user = await signUp(app, 'family');
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  let accounts = 0;
  const account = async (accountType: string, name = `Account ${++accounts}`) =>
    (
      await user.agent
        .post('/api/accounts')
        .send({ name, accountType, institution: 'First Bank', balance: '100' })
        .expect(201)
    ).body as { id: string };
  const upload = async (name: string, accountId: string | null, file = fixture(name)) => {
    let call = user.agent.post('/api/imports').field('kind', 'transactions');
    if (accountId) call = call.field('accountId', accountId);
    return (await call.attach('file', file, { filename: name }).expect(201)).body as ImportPreview;
  };
  const patch = async (id: string, body: object) =>
    (await user.agent.patch(`/api/imports/${id}`).send(body).expect(200)).body as ImportPreview;
  const commit = (id: string, body: object = {}) => user.agent.post(`/api/imports/${id}/commit`).send(body);
  const stored = async () =>
    (await user.agent.get('/api/transactions?pageSize=200').expect(200)).body.items as Stored[];

  /** Uploads, imports, and checks that importing the same file again adds nothing. */
  async function importTwice(
    name: string,
    accountId: string | null,
    answer: object | null = null,
    validOnly = false,
  ) {
    let preview = await upload(name, accountId);
    if (answer) preview = await patch(preview.import.id, { settings: answer });
    expect(preview.questions).toEqual([]);
    const { body: done } = await commit(preview.import.id, validOnly ? { validOnly } : {}).expect(200);
    const before = (await stored()).length;
    const again = await upload(name, accountId);
    expect(again.import).toMatchObject({ validRows: 0, duplicateRows: done.importedRows });
    await commit(again.import.id, validOnly ? { validOnly } : {}).expect(200);
    expect(await stored()).toHaveLength(before);
    return { preview, again, done };
  }

  it('US bank with summary lines: the header below them, the balance line skipped on request', async () => {
    const checking = await account('checking');
    const { preview, done } = await importTwice('us-bank-summary.csv', checking.id, null, true);
    expect(preview.import).toMatchObject({ format: 'csv', skippedLines: 6, invalidRows: 1 });
    expect(done).toMatchObject({ importedRows: 3, skippedRows: 1 });
    expect(rowsOf(await stored(), checking.id)).toEqual([
      ['2026-03-02', '2450.00', 'income', 'ACME CORP DES:PAYROLL ID:88812', ''],
      ['2026-03-09', '-1200.00', 'expense', 'ZELLE TO SMITH, JANE', ''],
      ['2026-03-14', '-143.55', 'expense', 'CITY WATER UTIL ONLINE PMT', ''],
    ]);
    // The skipped row, with its line and why, as a CSV.
    const { text } = await user.agent.get(`/api/imports/${done.id}/skipped`).expect(200);
    expect(text.split('\r\n')[1]).toMatch(/,8,Amount is required$/);
  });

  it("card with a Type column: the bank's types go to the notes, the sign decides", async () => {
    const card = await account('credit');
    const { preview } = await importTwice('card-type-column.csv', card.id);
    expect(preview.import.settings).toMatchObject({ typeColumn: 'note', signConvention: 'signed' });
    expect(preview.suggestChargesPositive).toBe(false);
    expect(rowsOf(await stored(), card.id)).toEqual([
      ['2026-04-08', '-41.07', 'expense', 'SHELL OIL 57444', 'Sale · fuel'],
      ['2026-04-21', '19.99', 'income', 'AMAZON MKTPL*2Q4RT', 'Return'],
      ['2026-04-25', '600.00', 'income', 'Payment Thank You-Mobile', 'Payment'],
      ['2026-04-28', '-54.23', 'expense', 'TRADER JOE S #552', 'Sale'],
    ]);
  });

  it('Amex positive charges: the switch is suggested on a card, and the next statement imports in one step', async () => {
    const card = await account('credit');
    const first = await upload('amex-positive.csv', card.id);
    expect(first).toMatchObject({ suggestChargesPositive: true, remembered: false });
    const flipped = await patch(first.import.id, { settings: { chargesPositive: true } });
    expect(flipped.suggestChargesPositive).toBe(false);
    expect(flipped.sample.map((s) => s.parsed?.amount)).toEqual(['-6.75', '-1032.40', '800.00', '-15.49']);
    await commit(first.import.id).expect(200);
    expect(rowsOf(await stored(), card.id)).toEqual([
      ['2026-05-03', '-6.75', 'expense', 'BLUE BOTTLE COFFEE', ''],
      ['2026-05-07', '-1032.40', 'expense', 'DELTA AIR LINES', ''],
      ['2026-05-15', '800.00', 'income', 'ONLINE PAYMENT - THANK YOU', ''],
      ['2026-05-18', '-15.49', 'expense', 'NETFLIX.COM', ''],
    ]);
    // The same bank's next statement: its kept settings apply, nothing to answer, nothing to switch.
    const next = Buffer.from(
      fixture('amex-positive.csv')
        .toString('utf8')
        .replace(/05\/(\d\d)\/2026/g, '06/$1/2026'),
    );
    const second = await upload('amex-june.csv', card.id, next);
    expect(second).toMatchObject({ remembered: true, questions: [], suggestChargesPositive: false });
    expect(second.import.settings).toMatchObject({ chargesPositive: true });
    await commit(second.import.id).expect(200);
    expect(rowsOf(await stored(), card.id)).toContainEqual([
      '2026-06-03',
      '-6.75',
      'expense',
      'BLUE BOTTLE COFFEE',
      '',
    ]);
  });

  it('debit and credit columns below a title line', async () => {
    const checking = await account('checking');
    const { preview } = await importTwice('debit-credit.csv', checking.id);
    expect(preview.import).toMatchObject({ skippedLines: 1, settings: { signConvention: 'debitCredit' } });
    expect(rowsOf(await stored(), checking.id)).toEqual([
      ['2026-06-02', '-200.00', 'expense', 'ATM WITHDRAWAL 6TH ST', 'ATM'],
      ['2026-06-05', '2450.00', 'income', 'ACME PAYROLL', 'ACH'],
      ['2026-06-12', '-1500.00', 'expense', 'CHECK 1043', 'CHECK'],
      ['2026-06-30', '0.41', 'income', 'Interest Paid', 'INTADJUST'],
    ]);
  });

  it('European ; with decimal commas and DD.MM.YYYY', async () => {
    const checking = await account('checking');
    const { preview } = await importTwice('european-semicolon.csv', checking.id);
    expect(preview.import.settings).toMatchObject({ decimalMark: ',', thousandsMark: '.', dateOrder: 'dmy' });
    expect(preview.sample[0]).toMatchObject({
      values: { date: '02.11.2026', amount: '-63,89' },
      parsed: { date: '2026-11-02', amount: '-63.89', transactionType: 'expense' },
    });
    expect(rowsOf(await stored(), checking.id)).toEqual([
      ['2026-11-02', '-63.89', 'expense', 'Supermarkt Nord', ''],
      ['2026-11-05', '3250.00', 'income', 'Gehalt November', ''],
      ['2026-11-08', '-100.00', 'expense', 'Stadtwerke Strom', ''],
      ['2026-11-25', '-1234.56', 'expense', 'Buchhandlung am Markt', ''],
    ]);
  });

  it('day-first with /: 08/04 is 8 April because 25/04 settles it', async () => {
    const checking = await account('checking');
    await importTwice('day-first-slash.csv', checking.id);
    expect(rowsOf(await stored(), checking.id)).toEqual([
      ['2026-04-08', '2100.00', 'income', 'SALARY APRIL', ''],
      ['2026-04-25', '-32.10', 'expense', 'TESCO STORES 2231', ''],
      ['2026-05-03', '-145.00', 'expense', 'COUNCIL TAX DD', ''],
    ]);
  });

  it('ISO date-times (Venmo) below its title lines, filed by their note', async () => {
    const venmo = await account('checking');
    const { preview } = await importTwice('iso-datetimes.csv', venmo.id);
    expect(preview.import).toMatchObject({ skippedLines: 2, settings: { dateOrder: 'ymd' } });
    expect(rowsOf(await stored(), venmo.id)).toEqual([
      ['2026-04-25', '-18.50', 'expense', 'Pizza night', 'Payment · Pizza night'],
      ['2026-04-26', '650.00', 'income', 'Rent share', 'Payment · Rent share'],
      ['2026-05-01', '-72.00', 'expense', 'Concert tickets', 'Charge · Concert tickets'],
    ]);
  });

  it('a debit/credit indicator column signs positive amounts, rows filed by account name', async () => {
    const sapphire = await account('credit', 'Sapphire Card');
    const everyday = await account('checking', 'Everyday Checking');
    const { preview } = await importTwice('indicator-column.csv', null);
    expect(preview.import.settings).toMatchObject({ signConvention: 'indicator', typeColumn: 'direction' });
    const rows = await stored();
    expect(rowsOf(rows, sapphire.id)).toEqual([['2026-07-01', '-86.40', 'expense', 'Whole Foods', '']]);
    expect(rowsOf(rows, everyday.id)).toEqual([
      ['2026-07-02', '2450.00', 'income', 'Employer', ''],
      ['2026-07-13', '-70.00', 'expense', 'Verizon', ''],
    ]);
  });

  it('asks what the file cannot settle, naming the cells, and imports nothing until answered', async () => {
    const checking = await account('checking');
    const preview = await upload('ambiguous.csv', checking.id);
    expect(preview.questions).toEqual([
      expect.objectContaining({ key: 'dateOrder', examples: ['01/02/2026', '03/04/2026'] }),
      expect.objectContaining({ key: 'decimalMark', examples: ['1,250', '2,400'] }),
    ]);
    expect(preview.import.settings).toMatchObject({ dateOrder: null, decimalMark: null });
    expect(preview.sample.map((s) => s.parsed)).toEqual([
      { date: null, amount: null, transactionType: null },
      { date: null, amount: null, transactionType: null },
      { date: null, amount: null, transactionType: null },
    ]);
    const blocked = await commit(preview.import.id).expect(409);
    expect(blocked.body.message).toBe(importMessages.unanswered(preview.questions[0]!.question));
    await commit(preview.import.id, { validOnly: true }).expect(409);
    expect(rowsOf(await stored(), checking.id)).toEqual([]);

    const half = await patch(preview.import.id, { settings: { dateOrder: 'dmy' } });
    expect(half.questions.map((q) => q.key)).toEqual(['decimalMark']);
    const answered = await patch(preview.import.id, { settings: { decimalMark: '.' } });
    expect(answered.questions).toEqual([]);
    await commit(preview.import.id).expect(200);
    expect(rowsOf(await stored(), checking.id)).toEqual([
      ['2026-02-01', '1250.00', 'income', 'HARDWARE STORE', ''],
      ['2026-04-03', '2400.00', 'income', 'FURNITURE OUTLET', ''],
      ['2026-05-05', '-30.00', 'expense', 'GARDEN CENTER', ''],
    ]);
  });

  it('OFX 1.02 (SGML): FITID is the duplicate key, and the ACCTID links the account for the next file', async () => {
    const checking = await account('checking');
    const { preview } = await importTwice('checking-1.02.ofx', checking.id);
    expect(preview.import).toMatchObject({ format: 'ofx' });
    expect(rowsOf(await stored(), checking.id)).toEqual([
      ['2026-03-03', '-42.17', 'expense', 'AT&T WIRELESS', 'Autopay Bill <payment>'],
      ['2026-03-05', '2450.00', 'income', 'ACME PAYROLL', ''],
      ['2026-03-11', '-300.00', 'expense', 'CHECK 1042', ''],
    ]);
    // No account chosen: the ACCTID kept from the first import finds it; nothing is new.
    const linked = await upload('checking-1.02.ofx', null);
    expect(linked).toMatchObject({ remembered: true, import: { validRows: 0, duplicateRows: 3 } });
    // The account goes, and how its files were read goes with it: the ACCTID links nothing now.
    const profiles = app.get(DataSource).getRepository(ImportProfileEntity);
    expect(await profiles.countBy({ accountId: checking.id })).toBe(1);
    await user.agent.delete(`/api/accounts/${checking.id}`).expect(204);
    expect(await profiles.countBy({ accountId: checking.id })).toBe(0);
    const unlinked = await upload('checking-1.02.ofx', null);
    expect(unlinked).toMatchObject({ remembered: false, import: { validRows: 0, invalidRows: 3 } });
    expect(unlinked.errors[0]?.field).toBe('account');
  });

  it('OFX 2 (XML) card and QFX savings', async () => {
    const card = await account('credit');
    const savings = await account('savings');
    await importTwice('card-2.ofx', card.id);
    const { preview } = await importTwice('savings.qfx', savings.id);
    expect(preview.import.format).toBe('qfx');
    const rows = await stored();
    expect(rowsOf(rows, card.id)).toEqual([
      ['2026-03-07', '-86.40', 'expense', 'WHOLE FOODS MARKET #10233', 'Groceries & household'],
      ['2026-03-20', '500.00', 'income', 'PAYMENT - THANK YOU', ''],
    ]);
    // An account chosen for the file wins over the one its ACCTID was linked to.
    const other = await account('credit');
    const chosen = await upload('card-2.ofx', other.id);
    expect(chosen.import).toMatchObject({ validRows: 2, duplicateRows: 0, accountId: other.id });
    expect((await upload('card-2.ofx', null)).import).toMatchObject({ duplicateRows: 2 });
    expect(rowsOf(rows, savings.id)).toEqual([
      ['2026-03-15', '-1000.00', 'expense', 'TRANSFER TO CHECKING', 'Online transfer'],
      ['2026-03-31', '3.12', 'income', 'INTEREST PAYMENT', ''],
    ]);
  });

  it('QIF: its dates and amounts detected as a CSV', async () => {
    const checking = await account('checking');
    const { preview } = await importTwice('checking.qif', checking.id);
    expect(preview.import).toMatchObject({ format: 'qif', settings: { dateOrder: 'mdy', decimalMark: '.' } });
    const rows = (await stored()).filter((t) => t.accountId === checking.id);
    expect(rowsOf(rows, checking.id)).toEqual([
      ['2026-04-08', '-1234.56', 'expense', 'CITY MORTGAGE SVC', 'May payment'],
      ['2026-04-25', '2450.00', 'income', 'ACME PAYROLL', ''],
      ['2026-05-02', '-18.75', 'expense', 'CORNER DELI', ''],
    ]);
    expect(rows.map((r) => r.category).sort()).toEqual(['Dining', 'Salary', '[Mortgage]']);
  });

  it('stores exactly the values the preview showed, row for row', async () => {
    const checking = await account('checking');
    for (const name of ['european-semicolon.csv', 'debit-credit.csv', 'checking.qif']) {
      const preview = await upload(name, checking.id);
      await commit(preview.import.id).expect(200);
      const rows = (await stored()).filter((t) => t.accountId === checking.id);
      for (const { parsed, values } of preview.sample) {
        const merchant = values.merchant?.trim() || values.notes?.trim();
        expect(rows).toContainEqual(
          expect.objectContaining({
            date: parsed?.date,
            amount: parsed?.amount,
            transactionType: parsed?.transactionType,
            merchant,
          }),
        );
      }
    }
  });

  it('refuses what it cannot read, saying which formats work or where an OFX breaks', async () => {
    const refuse = async (name: string, content: string) =>
      (
        await user.agent
          .post('/api/imports')
          .field('kind', 'transactions')
          .attach('file', Buffer.from(content), { filename: name })
          .expect(400)
      ).body.errors;
    expect(await refuse('statement.ofx', '<html><body>Sign in</body></html>')).toEqual([
      { path: 'file', message: importMessages.notCsv },
    ]);
    expect(importMessages.notCsv).toMatch(/CSV, OFX, QFX or QIF/);
    const broken = fixture('checking-1.02.ofx').toString('utf8').replace('OFXHEADER:100', 'OFXHEADER:200');
    expect(await refuse('broken.ofx', broken)).toEqual([
      {
        path: 'file',
        message: 'The OFX file cannot be read at line 1 (OFXHEADER): OFXHEADER must be 100, not 200',
      },
    ]);
  });

  it('an all-or-nothing import that fails part way leaves nothing', async () => {
    const main = await account('checking', 'All Or Nothing Main');
    const other = await account('checking', 'All Or Nothing Other');
    const lines = ['Date,Description,Amount,Account'];
    for (let i = 1; i <= 1200; i++)
      lines.push(`2026-08-${String((i % 28) + 1).padStart(2, '0')},Row ${i},-1.00,All Or Nothing Main`);
    lines.push('2026-08-30,Last row,-2.00,All Or Nothing Other');
    const preview = await upload('big.csv', null, Buffer.from(`${lines.join('\r\n')}\r\n`));
    expect(preview.import).toMatchObject({ validRows: 1201, invalidRows: 0 });
    // The last row's account changes its name after the preview: the import finds it invalid only after
    // two batches of rows were written, and takes them all back.
    await user.agent.patch(`/api/accounts/${other.id}`).send({ name: 'Renamed' }).expect(200);
    const failed = await commit(preview.import.id).expect(409);
    expect(failed.body.message).toBe(importMessages.invalidRows(1, 1200));
    const rows = await stored();
    expect(rows.filter((t) => t.accountId === main.id)).toEqual([]);
    expect((await user.agent.get(`/api/imports/${preview.import.id}`).expect(200)).body).toMatchObject({
      status: 'pending',
      importedRows: 0,
    });
  });

  it("limits each user's imports like the chat: 429 with Retry-After once the minute's reading is spent", async () => {
    const busy = await signUp(app, 'busy-importer');
    await app.get(ImportQuota).spend(busy.id, IMPORT_BYTES_PER_MINUTE);
    const refused = await busy.agent
      .post('/api/imports')
      .field('kind', 'transactions')
      .attach('file', fixture('european-semicolon.csv'), { filename: 'e.csv' })
      .expect(429);
    expect(refused.body.message).toBe(importMessages.tooManyImports);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing was kept of the refused upload; another user imports as before.
    expect((await busy.agent.get('/api/imports').expect(200)).body).toEqual([]);
    await upload('european-semicolon.csv', null);
  });
});
