// Every fixture shape of issue 37 read end to end by the pure readers: the rows each would store.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { parseDate, detectDateOrder } from './dates';
import { detectNumberFormat, parseAmount } from './numbers';
import { readOfx } from './ofx';
import { qifDateCell, readQif } from './qif';
import { detectDelimiter, sniffFormat } from './sniff';
import { readStatement, type StatementAnswers, type StatementRecord } from './statement';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function records(text: string): StatementRecord[] {
  const parsed = parse(text, {
    bom: true,
    delimiter: detectDelimiter(text),
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
    // csv-parse's types do not follow the `info` option.
  }) as unknown as { record: string[]; info: { lines: number } }[];
  return parsed.map(({ record, info }) => ({ line: info.lines, cells: record }));
}

const csv = (name: string, answers?: StatementAnswers, accountType?: string) => {
  const text = fixture(name);
  expect(sniffFormat(text)).toEqual({ format: 'csv' });
  return readStatement(records(text), answers, accountType ?? null);
};

/** What would be stored: [date, amount, type, merchant, notes]. */
const stored = (statement: ReturnType<typeof readStatement>) =>
  statement.rows.map((r) =>
    r.errors.length
      ? { line: r.line, errors: r.errors }
      : [r.date, r.amount, r.transactionType, r.merchant, r.notes],
  );

describe('bank CSV fixtures', () => {
  it('US bank with summary lines: the header is found below them', () => {
    const statement = csv('us-bank-summary.csv');
    expect(statement).toMatchObject({
      skipped: 6,
      dateOrder: 'mdy',
      numberFormat: { decimal: '.', thousands: ',' },
      questions: [],
    });
    expect(stored(statement)).toEqual([
      { line: 8, errors: [{ field: 'amount', message: 'Amount is required' }] },
      ['2026-03-02', '2450', 'income', 'ACME CORP DES:PAYROLL ID:88812', ''],
      ['2026-03-09', '-1200', 'expense', 'ZELLE TO SMITH, JANE', ''],
      ['2026-03-14', '-143.55', 'expense', 'CITY WATER UTIL ONLINE PMT', ''],
    ]);
  });

  it("card with a Type column: the bank's types are notes, the sign decides", () => {
    const statement = csv('card-type-column.csv', undefined, 'credit');
    expect(statement).toMatchObject({
      skipped: 0,
      signs: { convention: 'signed' },
      suggestChargesPositive: false,
    });
    expect(statement.mapping).toMatchObject({
      date: 'Transaction Date',
      transactionType: 'Type',
      notes: 'Memo',
    });
    expect(stored(statement)).toEqual([
      ['2026-04-28', '-54.23', 'expense', 'TRADER JOE S #552', 'Sale'],
      ['2026-04-25', '600', 'income', 'Payment Thank You-Mobile', 'Payment'],
      ['2026-04-21', '19.99', 'income', 'AMAZON MKTPL*2Q4RT', 'Return'],
      ['2026-04-08', '-41.07', 'expense', 'SHELL OIL 57444', 'Sale · fuel'],
    ]);
    expect(statement.rows.map((r) => r.category)).toEqual(['Groceries', '', 'Shopping', 'Gas']);
  });

  it('Amex positive charges: the flip is suggested for a card, and turns them around', () => {
    expect(csv('amex-positive.csv', undefined, 'credit').suggestChargesPositive).toBe(true);
    expect(csv('amex-positive.csv', undefined, 'checking').suggestChargesPositive).toBe(false);
    const statement = csv('amex-positive.csv', { chargesPositive: true }, 'credit');
    expect(statement.suggestChargesPositive).toBe(false);
    expect(stored(statement)).toEqual([
      ['2026-05-03', '-6.75', 'expense', 'BLUE BOTTLE COFFEE', ''],
      ['2026-05-07', '-1032.4', 'expense', 'DELTA AIR LINES', ''],
      ['2026-05-15', '800', 'income', 'ONLINE PAYMENT - THANK YOU', ''],
      ['2026-05-18', '-15.49', 'expense', 'NETFLIX.COM', ''],
    ]);
  });

  it('debit and credit columns below a title line', () => {
    const statement = csv('debit-credit.csv');
    expect(statement).toMatchObject({ skipped: 1, signs: { convention: 'debitCredit' }, questions: [] });
    expect(statement.mapping).toMatchObject({ debit: 'Withdrawal (-)', credit: 'Deposit (+)', amount: null });
    expect(stored(statement)).toEqual([
      ['2026-06-02', '-200', 'expense', 'ATM WITHDRAWAL 6TH ST', 'ATM'],
      ['2026-06-05', '2450', 'income', 'ACME PAYROLL', 'ACH'],
      ['2026-06-12', '-1500', 'expense', 'CHECK 1043', 'CHECK'],
      ['2026-06-30', '0.41', 'income', 'Interest Paid', 'INTADJUST'],
    ]);
  });

  it('European ; with decimal commas and DD.MM.YYYY', () => {
    const statement = csv('european-semicolon.csv');
    expect(statement).toMatchObject({
      dateOrder: 'dmy',
      numberFormat: { decimal: ',', thousands: '.' },
      questions: [],
    });
    expect(stored(statement)).toEqual([
      ['2026-11-02', '-63.89', 'expense', 'Supermarkt Nord', ''],
      ['2026-11-05', '3250', 'income', 'Gehalt November', ''],
      ['2026-11-08', '-100', 'expense', 'Stadtwerke Strom', ''],
      ['2026-11-25', '-1234.56', 'expense', 'Buchhandlung am Markt', ''],
    ]);
  });

  it('day-first with /: 08/04 is 8 April because 25/04 settles it', () => {
    const statement = csv('day-first-slash.csv');
    expect(statement.dateOrder).toBe('dmy');
    expect(statement.rows.map((r) => [r.raw.date, r.date])).toEqual([
      ['25/04/2026', '2026-04-25'],
      ['08/04/2026', '2026-04-08'],
      ['03/05/2026', '2026-05-03'],
    ]);
  });

  it('ISO date-times (Venmo), below its title lines', () => {
    const statement = csv('iso-datetimes.csv');
    expect(statement).toMatchObject({ skipped: 2, dateOrder: 'ymd', questions: [] });
    expect(statement.mapping).toMatchObject({ date: 'Datetime', amount: 'Amount (total)', notes: 'Note' });
    expect(stored(statement)).toEqual([
      ['2026-04-25', '-18.5', 'expense', '', 'Payment · Pizza night'],
      ['2026-04-26', '650', 'income', '', 'Payment · Rent share'],
      ['2026-05-01', '-72', 'expense', '', 'Charge · Concert tickets'],
    ]);
  });

  it('a debit/credit indicator column signs positive amounts', () => {
    const statement = csv('indicator-column.csv');
    expect(statement.signs.convention).toBe('indicator');
    expect(stored(statement)).toEqual([
      ['2026-07-01', '-86.4', 'expense', 'Whole Foods', ''],
      ['2026-07-02', '2450', 'income', 'Employer', ''],
      ['2026-07-13', '-70', 'expense', 'Verizon', ''],
    ]);
    expect(statement.rows.map((r) => r.account)).toEqual([
      'Sapphire Card',
      'Everyday Checking',
      'Everyday Checking',
    ]);
  });

  it('asks about what the file cannot settle, and stores nothing for it until answered', () => {
    const statement = csv('ambiguous.csv');
    expect(statement.questions).toEqual([
      expect.objectContaining({ key: 'dateOrder', examples: ['01/02/2026', '03/04/2026'] }),
      expect.objectContaining({ key: 'decimalMark', examples: ['1,250', '2,400'] }),
    ]);
    expect(statement.rows.every((r) => r.date === null && r.amount === null)).toBe(true);
    const answered = csv('ambiguous.csv', {
      dateOrder: 'dmy',
      decimalMark: '.',
    });
    expect(answered.questions).toEqual([]);
    expect(stored(answered)).toEqual([
      ['2026-02-01', '1250', 'income', 'HARDWARE STORE', ''],
      ['2026-04-03', '2400', 'income', 'FURNITURE OUTLET', ''],
      ['2026-05-05', '-30', 'expense', 'GARDEN CENTER', ''],
    ]);
  });
});

describe('OFX, QFX and QIF fixtures', () => {
  it.each([
    ['checking-1.02.ofx', 'ofx', '4402117788', 3],
    ['card-2.ofx', 'ofx', 'XXXXXXXXXXXX3005', 2],
    ['savings.qfx', 'qfx', '000987654321', 2],
  ])('%s is sniffed as %s and read for account %s', (name, format, accountId, count) => {
    const text = fixture(name);
    expect(sniffFormat(text)).toEqual({ format });
    expect(sniffFormat(new TextEncoder().encode(text))).toEqual({ format });
    const result = readOfx(text);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.file.statements[0]?.account.accountId).toBe(accountId);
    expect(result.file.statements[0]?.transactions).toHaveLength(count);
  });

  it('QIF: its dates and amounts go through the same detection as a CSV', () => {
    const text = fixture('checking.qif');
    expect(sniffFormat(text)).toEqual({ format: 'qif' });
    const result = readQif(text);
    expect(result).toMatchObject({ ok: true, accounts: [{ name: 'Everyday Checking', type: 'Bank' }] });
    if (!result.ok) return;
    const transactions = result.accounts[0]?.transactions ?? [];
    const dates = detectDateOrder(transactions.map((t) => qifDateCell(t.date)));
    const numbers = detectNumberFormat(transactions.map((t) => t.amount));
    expect(dates).toEqual({ status: 'decided', order: 'mdy' });
    expect(numbers).toEqual({ status: 'decided', format: { decimal: '.', thousands: ',' } });
    if (dates.status !== 'decided' || numbers.status !== 'decided') return;
    expect(
      transactions.map((t) => [
        parseDate(qifDateCell(t.date), dates.order),
        parseAmount(t.amount, numbers.format),
        t.payee,
        t.category,
        t.memo,
      ]),
    ).toEqual([
      ['2026-04-08', '-1234.56', 'CITY MORTGAGE SVC', '[Mortgage]', 'May payment'],
      ['2026-04-25', '2450', 'ACME PAYROLL', 'Salary', ''],
      ['2026-05-02', '-18.75', 'CORNER DELI', 'Dining', ''],
    ]);
  });
});
