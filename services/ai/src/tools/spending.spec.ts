// The spending tool called the model's way: arguments, not a question. Fixed data and a fake API.
import type { Transaction, TransactionSummary } from '@heirloom/contracts';
import { defaultAssumptions } from '../analytics';
import { FamilyFacts } from '../facts/family-facts';
import type { FamilyData } from '../data/family-data';
import { emptyFamily } from '../data/empty-family';
import { rowsSummary } from '../testing/rows-summary';
import { answerToolCall, runToolCall } from './registry';

const TODAY = emptyFamily.today; // 2026-11-22
const summary = (from: string, to: string, rows: [string, string, number][]): TransactionSummary => ({
  from,
  to,
  income: '0.00',
  expenses: rows.reduce((t, [, e]) => t + Number(e), 0).toFixed(2),
  count: rows.reduce((t, [, , c]) => t + c, 0),
  byMonth: [],
  byCategory: rows.map(([category, expenses, count]) => ({ category, expenses, income: '0.00', count })),
});
const row = (merchant: string, amount: string, category: string, accountId = 'card'): Transaction => ({
  id: `${merchant}-${amount}`,
  accountId,
  merchant,
  amount,
  category,
  date: '2026-10-05',
  transactionType: amount.startsWith('-') ? 'expense' : 'income',
  notes: null,
});

function factsWith(rows: Transaction[]) {
  const calls: string[] = [];
  // The API's summary: a fixed one for the family, or the rows' own for one account or one merchant
  // (what GET /transactions/summary?accountId=&merchant= sums in the database).
  const api = {
    get: async <T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> => {
      calls.push(`${path} ${JSON.stringify(query)}`);
      if (path !== '/transactions/summary') throw new Error(`no such read: ${path}`);
      if (query.accountId === undefined && query.merchant === undefined)
        return summary(String(query.from), String(query.to), [
          ['Groceries', '612.34', 9],
          ['Food & Dining', '987.66', 20],
        ]) as T;
      return rowsSummary(rows, query) as T;
    },
  };
  const account = (id: string, name: string, institution: string) =>
    ({ id, name, institution, accountType: 'credit', balance: '-1.00' }) as FamilyData['accounts'][number];
  const data: FamilyData = {
    ...emptyFamily,
    accounts: [
      account('card', 'Chase Sapphire Reserve', 'Chase'),
      account('amex', 'Platinum', 'American Express'),
    ],
    spending: summary('2025-11-23', TODAY, [
      ['Food & Dining', '12000.00', 120],
      ['Groceries', '6000.00', 100],
    ]),
  };
  return { facts: new FamilyFacts(data, defaultAssumptions, api), calls };
}

describe('get_spending, called with arguments', () => {
  it('a category in everyday words over a custom range: that summary read once, the figure first', async () => {
    const { facts, calls } = factsWith([]);
    const call = {
      name: 'get_spending',
      args: { from: '2026-10-01', to: '2026-10-31', category: 'supermarket' },
    };
    const { result } = await runToolCall(facts, call);
    expect(result).toMatchObject({
      kind: 'spending',
      period: 'in October 2026',
      category: { name: 'Groceries', spent: '$612.34', transactions: 9, shareOfPeriod: '38.3%' },
    });
    expect(await answerToolCall(facts, call)).toMatch(
      /^You spent \$612\.34 on Groceries in October 2026 across 9 transactions\./,
    );
    expect(calls).toEqual(['/transactions/summary {"from":"2026-10-01","to":"2026-10-31"}']);
  });

  it('a "merchant" that is a category is the category; a merchant found is summed from its rows', async () => {
    const { facts } = factsWith([
      row('Whole Foods Market', '-120.10', 'Groceries'),
      row('Whole Foods Market', '-30.05', 'Groceries'),
    ]);
    expect(
      (
        await runToolCall(facts, {
          name: 'get_spending',
          args: { period: 'last_month', merchant: 'groceries' },
        })
      ).result,
    ).toMatchObject({ merchant: null, category: { name: 'Groceries' } });
    expect(
      (
        await runToolCall(facts, {
          name: 'get_spending',
          args: { period: 'last_month', merchant: 'Whole Foods' },
        })
      ).result,
    ).toMatchObject({
      merchant: { merchants: ['Whole Foods Market'], spent: '$150.15', transactions: 2 },
      category: null,
    });
  });

  it("one account: its own rows summed by category, without the family's averages", async () => {
    const { facts, calls } = factsWith([
      row('Whole Foods Market', '-120.10', 'Groceries'),
      row('Shell', '-40.00', 'Transportation'),
      row('Other card', '-99.00', 'Groceries', 'amex'),
    ]);
    const answer = await answerToolCall(facts, {
      name: 'get_spending',
      args: { period: 'last_month', account: 'sapphire', category: 'Groceries' },
    });
    expect(answer).toBe(
      'You spent $120.10 on Groceries with Chase Sapphire Reserve in October 2026 across 1 transaction.\n\n' +
        'Groceries was 75.0% of all your spending with Chase Sapphire Reserve in October 2026 ($160.10).',
    );
    // One read, summed by the database: never the account's transaction pages.
    expect(calls).toEqual([
      '/transactions/summary {"accountId":"card","from":"2026-10-01","to":"2026-10-31"}',
    ]);
  });

  it('says which accounts there are when the words name none, or more than one', async () => {
    const { facts } = factsWith([]);
    for (const account of ['Wells Fargo', 'a']) {
      const text = await answerToolCall(facts, {
        name: 'get_spending',
        args: { account: `${account}  ` },
      }).catch((e: Error) => e.message);
      expect(text).toMatch(
        account === 'a' ? /Invalid arguments/ : /Your accounts are Chase Sapphire Reserve and Platinum/,
      );
    }
  });

  it('a period still ahead, and no arguments at all: the 12-month overview', async () => {
    const { facts, calls } = factsWith([]);
    expect(await answerToolCall(facts, { name: 'get_spending', args: { period: '2027' } })).toMatch(
      /still ahead/,
    );
    expect((await runToolCall(facts, { name: 'get_spending', args: {} })).result).toMatchObject({
      kind: 'overview',
      expenses: '$18,000.00',
    });
    expect(calls).toEqual([]);
  });
});
