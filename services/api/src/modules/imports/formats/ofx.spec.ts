import { readFileSync } from 'node:fs';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { daysInMonth } from './dates';
import { readOfx } from './ofx';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('readOfx', () => {
  it('reads an OFX 1.02 SGML statement, values without closing tags', () => {
    const result = readOfx(fixture('checking-1.02.ofx'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.file).toMatchObject({
      version: 1,
      qfx: false,
      header: { VERSION: '102', CHARSET: '1252' },
    });
    expect(result.file.statements).toEqual([
      {
        kind: 'bank',
        account: { accountId: '4402117788', bankId: '121000248', accountType: 'CHECKING' },
        currency: 'USD',
        transactions: [
          {
            fitId: '202603030001',
            type: 'DEBIT',
            date: '2026-03-03',
            amount: '-42.17',
            name: 'AT&T WIRELESS',
            memo: 'Autopay Bill <payment>',
            checkNumber: null,
            line: 32,
          },
          {
            fitId: '202603050002',
            type: 'CREDIT',
            date: '2026-03-05',
            amount: '2450',
            name: 'ACME PAYROLL',
            memo: '',
            checkNumber: null,
            line: 40,
          },
          {
            fitId: '202603110003',
            type: 'CHECK',
            date: '2026-03-11',
            amount: '-300',
            name: 'CHECK 1042',
            memo: '',
            checkNumber: '1042',
            line: 41,
          },
        ],
      },
    ]);
  });

  it('reads an OFX 2 XML card statement', () => {
    const result = readOfx(fixture('card-2.ofx'));
    expect(result).toMatchObject({ ok: true, file: { version: 2, qfx: false, header: { VERSION: '220' } } });
    if (!result.ok) return;
    const [statement] = result.file.statements;
    expect(statement).toMatchObject({
      kind: 'creditCard',
      account: { accountId: 'XXXXXXXXXXXX3005', bankId: null },
    });
    expect(statement?.transactions.map((t) => [t.fitId, t.date, t.amount, t.name, t.memo])).toEqual([
      ['320260670012345', '2026-03-07', '-86.4', 'WHOLE FOODS MARKET #10233', 'Groceries & household'],
      ['320260790054321', '2026-03-20', '500', 'PAYMENT - THANK YOU', ''],
    ]);
  });

  it('reads a QFX, a decimal comma in TRNAMT too', () => {
    const result = readOfx(fixture('savings.qfx'));
    expect(result).toMatchObject({ ok: true, file: { version: 1, qfx: true } });
    if (!result.ok) return;
    expect(result.file.statements[0]?.account).toEqual({
      accountId: '000987654321',
      bankId: '021000021',
      accountType: 'SAVINGS',
    });
    expect(result.file.statements[0]?.transactions.map((t) => [t.fitId, t.date, t.amount])).toEqual([
      ['INT202603', '2026-03-31', '3.12'],
      ['XF0315', '2026-03-15', '-1000'],
    ]);
  });

  const broken = (from: string, to: string) => readOfx(fixture('checking-1.02.ofx').replace(from, to));

  it.each([
    ['a header line that is not KEY:VALUE', 'SECURITY:NONE', 'SECURITY NONE', { line: 4, tag: null }],
    ['a header without its version', 'VERSION:102\n', '', { line: 9, tag: 'VERSION' }],
    ['an XML DATA in a 1.x header', 'DATA:OFXSGML', 'DATA:XML', { line: 2, tag: 'DATA' }],
    ['an aggregate closed by the wrong tag', '</BANKACCTFROM>', '</BANKACCT>', { line: 28, tag: 'BANKACCT' }],
    [
      'an aggregate never closed',
      '</STMTTRN>\n<STMTTRN><TRNTYPE>CREDIT',
      '\n<STMTTRN><TRNTYPE>CREDIT',
      { line: 50, tag: 'BANKTRANLIST', message: '</BANKTRANLIST> found where <STMTTRN> (line 32) is open' },
    ],
    ['a transaction without FITID', '<FITID>202603050002', '', { line: 40, tag: 'FITID' }],
    ['an impossible date', '<DTPOSTED>20260305', '<DTPOSTED>20260230', { line: 40, tag: 'DTPOSTED' }],
    ['an amount that is not one', '<TRNAMT>-300', '<TRNAMT>-3OO', { line: 44, tag: 'TRNAMT' }],
  ])('says where the file is broken: %s', (_name, from, to, where) => {
    const result = broken(from, to);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject(where);
  });

  it('names the OFX 2 header when it is missing or wrong', () => {
    const text = fixture('card-2.ofx');
    expect(readOfx(text.replace(/<\?OFX[^\n]*\n/, ''))).toMatchObject({
      ok: false,
      error: { line: 1, tag: 'OFX' },
    });
    expect(readOfx(text.replace('VERSION="220"', 'VERSION="102"'))).toMatchObject({
      ok: false,
      error: { line: 2, tag: 'VERSION' },
    });
  });

  it('says investment statements are not read yet', () => {
    const text = fixture('checking-1.02.ofx').replace(
      /<BANKMSGSRSV1>[\s\S]*<\/BANKMSGSRSV1>/,
      '<INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS><CURDEF>USD</INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1>',
    );
    expect(readOfx(text)).toMatchObject({
      ok: false,
      error: { tag: 'INVSTMTRS', message: 'investment statements are not read yet' },
    });
  });
});

// A statement written as a bank would: SGML with or without the values' closing tags, or XML.
interface Written {
  fitId: string;
  date: { year: number; month: number; day: number };
  cents: bigint;
  name: string;
}
const transaction = fc.record({
  fitId: fc.stringMatching(/^[A-Za-z0-9]{1,20}$/),
  date: fc
    .record({
      year: fc.integer({ min: 1990, max: 2069 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
    })
    .map((d) => ({ ...d, day: Math.min(d.day, daysInMonth(d.year, d.month)) })),
  cents: fc.bigInt({ min: -100_000_000n, max: 100_000_000n }),
  name: fc.stringMatching(/^[A-Za-z0-9 &'.#*-]{1,30}$/).filter((s) => s.trim() === s && s !== ''),
});
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const amountText = (cents: bigint) => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${pad(Number(abs % 100n))}`;
};

function writeOfx(rows: Written[], style: { xml: boolean; closeValues: boolean; newlines: boolean }): string {
  const nl = style.newlines ? '\n' : '';
  const escape = (text: string) => (style.xml ? text.replace(/&/g, '&amp;') : text);
  const leaf = (tag: string, text: string) =>
    `<${tag}>${escape(text)}${style.xml || style.closeValues ? `</${tag}>` : ''}${nl}`;
  const body = [
    '<OFX>',
    '<BANKMSGSRSV1><STMTTRNRS><STMTRS>',
    leaf('CURDEF', 'USD'),
    `<BANKACCTFROM>${leaf('BANKID', '121000248')}${leaf('ACCTID', '99')}</BANKACCTFROM>`,
    '<BANKTRANLIST>',
    ...rows.map(
      (r) =>
        `<STMTTRN>${nl}${leaf('TRNTYPE', 'OTHER')}${leaf('DTPOSTED', `${r.date.year}${pad(r.date.month)}${pad(r.date.day)}120000[-5:EST]`)}${leaf('TRNAMT', amountText(r.cents))}${leaf('FITID', r.fitId)}${leaf('NAME', r.name)}</STMTTRN>${nl}`,
    ),
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join(nl);
  return style.xml
    ? `<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE"?>\n${body}`
    : `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n${body}`;
}

describe('OFX, for any statement', () => {
  it('a statement written in SGML or XML reads back as itself', () => {
    fc.assert(
      fc.property(
        fc.array(transaction, { minLength: 1, maxLength: 10 }),
        fc.record({ xml: fc.boolean(), closeValues: fc.boolean(), newlines: fc.boolean() }),
        (rows, style) => {
          const result = readOfx(writeOfx(rows, style));
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          expect(
            result.file.statements[0]?.transactions.map((t) => [t.fitId, t.date, t.amount, t.name]),
          ).toEqual(
            rows.map((r) => [
              r.fitId,
              `${r.date.year}-${pad(r.date.month)}-${pad(r.date.day)}`,
              new Decimal(r.cents.toString()).div(100).toFixed(),
              r.name,
            ]),
          );
        },
      ),
    );
  });
});
