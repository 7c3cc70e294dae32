import type { Budget, Transaction, TransactionSummary } from '@heirloom/contracts';
import { defaultAssumptions } from '../analytics';
import type { FamilyData } from '../data/family-data';
import { familyCategories, matchCategory, singular } from '../tools/categories';
import { answerToolCall } from '../tools/registry';
import { merchantSpending } from '../tools/spending';
import { analystAnswer } from './analyst';
import { FamilyFacts, type FactsReader } from '../facts/family-facts';
import { parsePeriod } from '../facts/periods';
import { namedTerms, spendingCalls } from '../query/spending-question';
import { rowsSummary } from '../testing/rows-summary';

const TODAY = '2026-11-22'; // a Sunday

describe('parsePeriod (today 2026-11-22)', () => {
  const range = (q: string, today = TODAY) => {
    const p = parsePeriod(q, today);
    return p && [p.from, p.to, p.label];
  };

  it.each<[string, string, string, string]>([
    ['How much did I spend on groceries last month?', '2026-10-01', '2026-10-31', 'in October 2026'],
    ['spending the previous month', '2026-10-01', '2026-10-31', 'in October 2026'],
    ['this month', '2026-11-01', '2026-11-22', 'in November 2026 so far (November 1 to November 22, 2026)'],
    ['last year', '2025-01-01', '2025-12-31', 'in 2025'],
    ['this year', '2026-01-01', '2026-11-22', 'in 2026 so far (January 1 to November 22, 2026)'],
    ['year to date', '2026-01-01', '2026-11-22', 'in 2026 so far (January 1 to November 22, 2026)'],
    ['in 2025', '2025-01-01', '2025-12-31', 'in 2025'],
    ['in July', '2026-07-01', '2026-07-31', 'in July 2026'],
    ['in December', '2025-12-01', '2025-12-31', 'in December 2025'],
    ['in November', '2026-11-01', '2026-11-22', 'in November 2026 so far (November 1 to November 22, 2026)'],
    ['last November', '2025-11-01', '2025-11-30', 'in November 2025'],
    ['July 2025', '2025-07-01', '2025-07-31', 'in July 2025'],
    ['in sept. 2025', '2025-09-01', '2025-09-30', 'in September 2025'],
    ['February 2024', '2024-02-01', '2024-02-29', 'in February 2024'],
    ['in may', '2026-05-01', '2026-05-31', 'in May 2026'],
    [
      'the last 3 months',
      '2026-08-01',
      '2026-10-31',
      'over the last 3 months (August 1 to October 31, 2026)',
    ],
    [
      'past two months',
      '2026-09-01',
      '2026-10-31',
      'over the last 2 months (September 1 to October 31, 2026)',
    ],
    ['last week', '2026-11-09', '2026-11-15', 'last week (November 9 to November 15, 2026)'],
    ['this week', '2026-11-16', '2026-11-22', 'this week (November 16 to November 22, 2026)'],
    // Rolling weeks (issue 33): today and the 13 days before it, not the two calendar weeks before this one.
    ['last 2 weeks', '2026-11-09', '2026-11-22', 'over the past 2 weeks (November 9 to November 22, 2026)'],
    ['last 10 days', '2026-11-13', '2026-11-22', 'over the last 10 days (November 13 to November 22, 2026)'],
    ['yesterday', '2026-11-21', '2026-11-21', 'yesterday (November 21, 2026)'],
  ])('%p', (question, from, to, label) => {
    expect(range(question)).toEqual([from, to, label]);
  });

  it('crosses year boundaries in UTC', () => {
    expect(range('last month', '2026-01-15')?.slice(0, 2)).toEqual(['2025-12-01', '2025-12-31']);
    expect(range('last 3 months', '2026-02-28')?.slice(0, 2)).toEqual(['2025-11-01', '2026-01-31']);
    expect(range('last week', '2026-01-01')?.slice(0, 2)).toEqual(['2025-12-22', '2025-12-28']);
    expect(range('last month', '2026-03-31')?.slice(0, 2)).toEqual(['2026-02-01', '2026-02-28']);
    expect(range('last month', '2024-03-01')?.slice(0, 2)).toEqual(['2024-02-01', '2024-02-29']);
  });

  it('knows which whole months and which single month a period covers', () => {
    expect(parsePeriod('last month', TODAY)).toMatchObject({ months: 1, month: '2026-10', future: false });
    expect(parsePeriod('this month', TODAY)).toMatchObject({ months: null, month: '2026-11' });
    expect(parsePeriod('last 3 months', TODAY)).toMatchObject({ months: 3, month: null });
    expect(parsePeriod('in 2025', TODAY)).toMatchObject({ months: 12, month: null });
    expect(parsePeriod('in 2027', TODAY)).toMatchObject({ future: true });
  });

  it('is null without a period, and for the default last 12 months', () => {
    for (const q of [
      'Where does my money go?',
      'How much do I spend on groceries?',
      'What may I spend on food?',
      'spending over the past year',
      'the last 12 months',
    ]) {
      expect(parsePeriod(q, TODAY)).toBeNull();
    }
  });
});

const categories = [
  'Food & Dining',
  'Groceries',
  'Shopping',
  'Utilities',
  'Transportation',
  'Healthcare',
  'Entertainment',
];

describe('matchCategory', () => {
  it.each<[string, string | null]>([
    ['How much did I spend on groceries last month?', 'Groceries'],
    ['my GROCERY bill', 'Groceries'],
    ['food & dining', 'Food & Dining'],
    ['How much on food?', 'Food & Dining'],
    ['restaurants this year', 'Food & Dining'],
    ['dining out', 'Food & Dining'],
    ['gas in July', 'Transportation'],
    ['my car costs', 'Transportation'],
    ['transport in october', 'Transportation'],
    ['petrol last month', 'Transportation'],
    ['takeaway this week', 'Food & Dining'],
    ['doctor visits', 'Healthcare'],
    ['medical bills', 'Healthcare'],
    ['health care', 'Healthcare'],
    ['utilities', 'Utilities'],
    ['Where does my money go?', null],
    ['pets', null],
  ])('%p -> %p', (text, category) => {
    expect(matchCategory(text, categories)).toBe(category);
  });

  it("only offers synonyms for the family's own categories", () => {
    expect(matchCategory('gas', ['Groceries', 'Fuel & Gas'])).toBe('Fuel & Gas');
    expect(matchCategory('gas', ['Groceries'])).toBeNull();
    expect(matchCategory('pet food', ['Pets', 'Food & Dining'])).toBe('Pets');
  });

  it('singular', () => {
    expect(['groceries', 'restaurants', 'gas', 'bus', 'cars', 'utilities'].map(singular)).toEqual([
      'grocery',
      'restaurant',
      'gas',
      'bus',
      'car',
      'utility',
    ]);
  });
});

describe('namedTerms', () => {
  it.each<[string, string[]]>([
    ['How much did I spend on groceries last month?', ['groceries']],
    ['How much did I spend at Whole Foods in the last 3 months?', ['whole foods']],
    ["What did I spend at Trader Joe's in July 2026?", ["trader joe's"]],
    ['How much did I spend on groceries at Costco this year?', ['groceries', 'costco']],
    ['How much did I spend on pets?', ['pets']],
    ['Where does my money go?', []],
    ['What do I spend on average each month?', []],
    ['How does my spending compare to my budget?', []],
    // What cost is named before the verb.
    ['What did Costco cost us in September?', ['costco']],
    ['how much did whole foods cost me last month', ['whole foods']],
  ])('%p', (question, terms) => {
    expect(namedTerms(question)).toEqual(terms);
  });
});

// ---------- answers from fixed data ----------

const summary = (
  from: string,
  to: string,
  byCategory: [string, string, number][],
  income = '0.00',
): TransactionSummary => {
  const expenses = byCategory.reduce((t, [, e]) => t + Number(e), 0).toFixed(2);
  return {
    from,
    to,
    income,
    expenses,
    count: byCategory.reduce((t, [, , c]) => t + c, 0),
    byMonth: [],
    byCategory: byCategory.map(([category, e, count]) => ({ category, expenses: e, income: '0.00', count })),
  };
};

const yearSummary = summary('2025-11-23', TODAY, [
  ['Food & Dining', '12000.00', 120],
  ['Groceries', '6000.00', 100],
  ['Transportation', '2400.00', 40],
]);
const budget = (category: string, monthlyBudget: string, month: number): Budget => ({
  id: `b-${category}`,
  userId: 'u',
  category,
  monthlyBudget,
  currentSpent: '0.00',
  month,
  year: 2026,
});

function factsFor(budgets: Budget[] = [], api?: FactsReader): FamilyFacts {
  const data = {
    today: TODAY,
    accounts: [],
    holdings: [],
    budgets,
    properties: [],
    mortgages: [],
    insurance: [],
    estateDocuments: [],
    beneficiaries: [],
    taxDocuments: [],
    professionals: [],
    privatePlacements: [],
    businesses: [],
    k1Documents: [],
    recommendations: [],
    spending: yearSummary,
  } as FamilyData;
  return new FamilyFacts(data, defaultAssumptions, api);
}

/** The analyst's spending answer alone: the question's calls of the spending tool, rendered. */
async function spendingQuestionAnswer(question: string, facts: FamilyFacts): Promise<string> {
  const parts = await Promise.all(spendingCalls(question, facts).map((call) => answerToolCall(facts, call)));
  return parts.join('\n\n');
}

const tx = (merchant: string, amount: string, category = 'Groceries'): Transaction => ({
  id: `${merchant}-${amount}`,
  accountId: 'a',
  merchant,
  amount,
  category,
  date: '2026-10-05',
  transactionType: amount.startsWith('-') ? 'expense' : 'income',
  notes: null,
});

/** A fake API: the October summary, and a search over fixed rows, paged. */
function fakeApi(
  rows: Transaction[],
  october = summary('2026-10-01', '2026-10-31', [
    ['Groceries', '612.34', 9],
    ['Food & Dining', '987.66', 20],
  ]),
) {
  const calls: string[] = [];
  return {
    calls,
    get: async <T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> => {
      calls.push(`${path} ${JSON.stringify(query)}`);
      if (path !== '/transactions/summary') throw new Error(`no such read: ${path}`);
      return (
        query.merchant === undefined && query.accountId === undefined ? october : rowsSummary(rows, query)
      ) as T;
    },
  };
}

describe('spendingQuestionAnswer', () => {
  it('answers the figure asked first: category, period, count, budget, then the comparison', async () => {
    const api = fakeApi([]);
    const facts = factsFor([budget('Groceries', '700.00', 10), budget('Groceries', '900.00', 11)], api);
    const question = 'How much did I spend on groceries last month?';
    const answer = await spendingQuestionAnswer(question, facts);
    expect(api.calls).toEqual(['/transactions/summary {"from":"2026-10-01","to":"2026-10-31"}']);
    expect(answer).toMatch(
      /^You spent \$612\.34 on Groceries in October 2026 across 9 transactions, against a budget of \$700\.00 \(\$87\.66 left\)\./,
    );
    expect(answer).toContain('your average of $');
    expect(answer).toContain('a month on Groceries over the last 12 months');
    expect(answer).toContain('Groceries was 38.3% of all your spending in October 2026 ($1,600.00)');
  });

  it("names the share's period without repeating the dates the first sentence gave", async () => {
    const question = 'How much did I spend on groceries over the last 3 months?';
    const answer = await spendingQuestionAnswer(question, factsFor([], fakeApi([])));
    expect(answer).toMatch(
      /^You spent \$612\.34 on Groceries over the last 3 months \(August 1 to October 31, 2026\)/,
    );
    expect(answer).toContain('Groceries was 38.3% of all your spending over the last 3 months ($1,600.00).');
  });

  it('without a period: the last 12 months of that category', async () => {
    const answer = await spendingQuestionAnswer('How much do I spend on restaurants?', factsFor());
    expect(answer).toMatch(
      /^You spent \$12,000\.00 on Food & Dining over the last 12 months \(November 23, 2025 to November 22, 2026\) across 120 transactions\./,
    );
  });

  it('a merchant: total and count of its own rows in one summary read, not of rows found by category', async () => {
    const rows = [
      ...Array.from({ length: 250 }, (_, i) => tx('Costco Wholesale', `-${(10 + i / 100).toFixed(2)}`)),
      tx('Whole Foods', '-50.00'),
      tx('Costco Refund', '5.00'),
    ];
    const api = fakeApi(rows);
    const found = await merchantSpending(api, 'costco', { from: '2026-10-01', to: '2026-10-31' });
    expect(api.calls).toEqual([
      '/transactions/summary {"from":"2026-10-01","to":"2026-10-31","merchant":"costco"}',
    ]);
    const expected = rows
      .filter((r) => r.merchant.startsWith('Costco') && r.transactionType === 'expense')
      .reduce((t, r) => t + Math.round(Number(r.amount) * -100), 0);
    expect(found).toEqual({
      term: 'costco',
      merchants: ['Costco Refund', 'Costco Wholesale'],
      expenses: (expected / 100).toFixed(2),
      income: '5.00',
      // The 250 purchases and the refund.
      count: 251,
    });
  });

  it('a merchant whose name holds a category word is the merchant, not the category', async () => {
    const question = 'How much did I spend at Whole Foods last month?';
    const api = fakeApi([tx('Whole Foods Market', '-120.10'), tx('Whole Foods Market', '-30.05')]);
    const answer = await spendingQuestionAnswer(question, factsFor([], api));
    expect(answer).toMatch(
      /^You spent \$150\.15 at Whole Foods Market in October 2026 across 2 transactions\./,
    );
    expect(answer).not.toContain('Food & Dining');
  });

  it('names the categories when nothing matches', async () => {
    const question = 'How much did I spend on pets last month?';
    const answer = await spendingQuestionAnswer(question, factsFor([], fakeApi([])));
    expect(answer).toContain("I don't see spending under that name in October 2026.");
    expect(answer).toContain('Your spending categories are Food & Dining, Groceries and Transportation.');
    expect(answer).toContain('You spent $1,600.00 in October 2026');
  });

  it('a period alone: the total of that period and where it went', async () => {
    const question = 'What did I spend last month?';
    const answer = await analystAnswer(question, factsFor([], fakeApi([])));
    expect(answer).toMatch(/^You spent \$1,600\.00 in October 2026 and took in \$0\.00/);
    expect(answer).toContain('- Food & Dining: $987.66 (20 transactions)');
  });

  it('a period in the future, and a question naming nothing keeps the 12-month overview', async () => {
    expect(await spendingQuestionAnswer('What will I spend in 2027?', factsFor())).toMatch(/still ahead/);
    expect(await spendingQuestionAnswer('Where does my money go?', factsFor())).toMatch(
      /^From November 23, 2025/,
    );
  });

  it('familyCategories: spending categories largest first, then budgeted ones', () => {
    expect(familyCategories(factsFor([budget('Utilities', '100.00', 11)]))).toEqual([
      'Food & Dining',
      'Groceries',
      'Transportation',
      'Utilities',
    ]);
  });
});

describe('spendingQuestionAnswer over a period before the data starts', () => {
  it('does not average a year over months with nothing recorded', async () => {
    const question = 'What did I spend last year?';
    const year = {
      ...summary('2025-01-01', '2025-12-31', [['Groceries', '900.00', 6]]),
      byMonth: [
        { month: '2025-11', income: '0.00', expenses: '300.00', count: 2 },
        { month: '2025-12', income: '0.00', expenses: '600.00', count: 4 },
      ],
    };
    const answer = await spendingQuestionAnswer(question, factsFor([], fakeApi([], year)));
    expect(answer).toMatch(/^You spent \$900\.00 in 2025/);
    expect(answer).toContain('Only 2 months of that period have transactions recorded (from November 2025)');
    expect(answer).not.toContain('less than your 12-month average');
  });
});
