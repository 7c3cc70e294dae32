// Stored text stays text (issue 33): a merchant imported from a bank's CSV as "[offer](https://phish.example)"
// is quoted into a reply as the words it is, escaped, so the page cannot render it as a link (or bold, or
// HTML). The analyst answers from a family whose rows hold such names, through the same tools as always.
import type { Transaction, TransactionSummary } from '@heirloom/contracts';
import { defaultAssumptions } from '../analytics';
import type { FamilyData } from '../data/family-data';
import { whichOne } from '../facts/entities';
import { emptyFamily } from '../data/empty-family';
import { rowsSummary } from '../testing/rows-summary';
import { analystAnswer } from './analyst';
import { FamilyFacts } from '../facts/family-facts';

const PHISH = '[offer](https://phish.example)';
const LOUD = '**bold** <img src=x onerror=alert(1)>';
const CATEGORY = '[Fees](//phish.example/c)';
const ACCOUNT = '# Joint [savings](javascript:alert(1))';

const tx = (merchant: string, amount: string, category: string): Transaction => ({
  id: `${merchant}-${amount}`,
  accountId: 'joint',
  merchant,
  amount,
  category,
  date: '2026-10-05',
  transactionType: amount.startsWith('-') ? 'expense' : 'income',
  notes: null,
});

const rows = [
  tx(PHISH, '-412.50', CATEGORY),
  tx(PHISH, '-87.50', CATEGORY),
  tx(LOUD, '-310.25', 'Shopping'),
  tx('Whole Foods Market', '-120.10', 'Groceries'),
];

/** The rows' own summary, for any period, account or merchant asked (the API's GET /transactions/summary). */
const api = {
  get: async <T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> => {
    if (path !== '/transactions/summary') throw new Error(`no such read: ${path}`);
    return rowsSummary(rows, query) as T;
  },
};

function importedFamily(): FamilyFacts {
  const year: TransactionSummary = rowsSummary(rows, { from: '2025-11-23', to: emptyFamily.today });
  const data: FamilyData = {
    ...emptyFamily,
    accounts: [
      {
        id: 'joint',
        name: ACCOUNT,
        institution: 'Ally <b>Bank</b>',
        accountType: 'checking',
        balance: '2500.00',
      } as FamilyData['accounts'][number],
    ],
    spending: year,
  };
  return new FamilyFacts(data, defaultAssumptions, api);
}

const escapedPhish = '\\[offer\\](https\\://phish.example)';
const escapedLoud = '\\*\\*bold\\*\\* \\<img src=x onerror=alert(1)\\>';

/** Markdown that would act: a link or image opener, emphasis, HTML, not preceded by a backslash. */
const live = /(?<!\\)(?:\[|\*\*|<img|<b>)/;

describe('stored text in a reply', () => {
  it('quotes a merchant named like a link as escaped text when asked about it', async () => {
    const answer = await analystAnswer('How much did we spend at offer last month?', importedFamily());
    expect(answer).toContain(`You spent $500.00 at ${escapedPhish} in October 2026`);
    expect(answer).not.toMatch(live);
  });

  it('quotes both merchants, and the category, escaped in a list of the largest expenses', async () => {
    const answer = await analystAnswer('What were our biggest expenses last month?', importedFamily());
    expect(answer).toContain(`$412.50 at ${escapedPhish} on October 5, 2026 (\\[Fees\\](//phish.example/c)`);
    expect(answer).toContain(`$310.25 at ${escapedLoud} on October 5, 2026 (Shopping`);
    expect(answer).not.toMatch(live);
  });

  it('escapes a category named like a link in where the money went', async () => {
    const answer = await analystAnswer('What did we spend last month?', importedFamily());
    expect(answer).toContain('- \\[Fees\\](//phish.example/c): $500.00 (2 transactions)');
    expect(answer).not.toMatch(live);
  });

  it('escapes an account name that opens with a heading marker and holds a link', async () => {
    const answer = await analystAnswer('What accounts do we have?', importedFamily());
    expect(answer).toContain(
      '\\# Joint \\[savings\\](javascript:alert(1)) (Ally \\<b\\>Bank\\</b\\>, checking)',
    );
    expect(answer).not.toMatch(live);
  });

  it('escapes the names a question back offers to choose from', () => {
    const ask = whichOne([
      { kind: 'account', id: 'a', label: PHISH },
      { kind: 'account', id: 'b', label: LOUD },
    ]);
    expect(ask).toBe(`Which one do you mean: ${escapedPhish} or ${escapedLoud}?`);
  });
});
