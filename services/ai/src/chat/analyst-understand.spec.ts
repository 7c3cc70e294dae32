// Questions that name one thing, one period or a set are answered as that query: the figure asked for
// leads, computed from the family's rows (expected figures here with decimal.js), never another topic's
// summary in its place.
import type { K1Document, Recommendation, Transaction } from '@heirloom/contracts';
import Decimal from 'decimal.js';
import { defaultAssumptions } from '../analytics';
import {
  account,
  beneficiary,
  business,
  estateDocument,
  family,
  holding,
  mortgage,
  placement,
  policy,
  professional,
  property,
  taxDocument,
} from '../analytics/test-family';
import { analystAnswer, analystPlan } from './analyst';
import { EDUCATION_NOTE } from '../facts/answers';
import { FamilyFacts } from '../facts/family-facts';
import { formatMoney, formatMoneyLead } from '../facts/format';
import { rowsSummary } from '../testing/rows-summary';
import { isFollowUp } from '../query/understand';

const TODAY = '2026-11-22';
const D = (value: string) => new Decimal(value);

const k1 = (
  id: string,
  taxYear: number,
  entityId: string,
  lines: [string, string, string, string],
): K1Document => ({
  id,
  userId: 'user-1',
  entityType: 'private_placement',
  entityId,
  taxYear,
  uploadDate: `${taxYear + 1}-04-01T12:00:00.000Z`,
  ordinaryIncome: lines[0],
  capitalGains: lines[1],
  qualifiedDividends: lines[2],
  section199aDividends: null,
  // Not part of the K-1 income the page sums: it must not be added.
  otherIncome: lines[3],
  fileUrl: '/k1.pdf',
  notes: null,
});

const recommendation = (id: string, status: Recommendation['status'], title: string): Recommendation => ({
  id,
  userId: 'user-1',
  type: 'refinance',
  title,
  description: title,
  potentialSavings: null,
  priority: 'high',
  status,
  createdAt: `2026-11-0${id.slice(-1)}T10:00:00.000Z`,
  relatedEntityId: null,
  evidence: null,
});

const expense = (
  id: string,
  date: string,
  merchant: string,
  category: string,
  amount: string,
): Transaction => ({
  id,
  accountId: 'card',
  merchant,
  amount: `-${amount}`,
  category,
  date,
  transactionType: 'expense',
  notes: null,
});

const rows: Transaction[] = [
  expense('t1', '2026-10-03', 'Whole Foods', 'Groceries', '182.40'),
  expense('t2', '2026-10-12', 'Best Buy', 'Shopping', '1299.99'),
  expense('t3', '2026-10-20', 'Delta', 'Travel', '640.10'),
  expense('t4', '2026-11-02', 'Apple Store', 'Shopping', '2499.00'),
  expense('t5', '2026-09-14', 'Whole Foods', 'Groceries', '95.25'),
  expense('t6', '2026-03-02', "Trader Joe's", 'Groceries', '61.10'),
  expense('t7', '2026-01-15', 'Whole Foods', 'Groceries', '40.00'),
];

const held = {
  investmentType: 'private_equity',
  sponsor: 'Sponsor',
  status: 'active',
  investmentDate: '2020-01-01',
  distributionsMade: null,
} as const;

const data = family(TODAY, {
  accounts: [
    { ...account('chk', 'checking', '12000.50', 'Chase Checking'), institution: 'Chase' },
    { ...account('card', 'credit', '-1500.25', 'Chase Sapphire'), institution: 'Chase' },
    { ...account('brk', 'investment', '120000.00', 'Joint Brokerage'), institution: 'Schwab' },
    { ...account('ira', 'investment', '30000.00', 'Rollover IRA'), institution: 'Fidelity' },
  ],
  holdings: [
    holding('h1', 'brk', 'AAPL', '10000.10', '8000.05', 'Apple Inc.'),
    holding('h2', 'brk', 'MSFT', '20000.00', '35000.33', 'Microsoft Corporation'),
    holding('h3', 'brk', 'INTC', '5000.40', '2999.99', 'Intel Corporation'),
    // The same position in a second account: one holding to the family.
    holding('h4', 'ira', 'INTC', '1000.00', '900.01', 'Intel Corporation'),
    holding('h5', 'ira', 'VTI', '3000.00', '3300.30', 'Vanguard Total Stock Market ETF'),
  ],
  taxDocuments: [
    { ...taxDocument('t24f', 2024, '1040', '300000.00'), totalTax: '60000.11' },
    { ...taxDocument('t24s', 2024, 'CO-104', '300000.00'), totalTax: '13200.00' },
    { ...taxDocument('t24w', 2024, 'W-2', '210000.00'), totalTax: '41000.00' },
    { ...taxDocument('t23f', 2023, '1040', '280000.00'), totalTax: '55000.45' },
    { ...taxDocument('t23s', 2023, 'CO-104', '280000.00'), totalTax: '12320.00' },
  ],
  privatePlacements: [
    { ...placement('p1', '100000.00'), ...held, name: 'Summit Ridge Fund', initialInvestment: '80000.00' },
    { ...placement('p2', '50000.25'), ...held, name: 'Valley Apartments', initialInvestment: '50000.00' },
  ],
  businesses: [
    {
      ...business('b1', '250000.50'),
      name: 'Whitman Dentistry',
      businessType: 'c_corp',
      status: 'active',
      foundedDate: '2010-01-01',
      ownershipPercentage: '100.00',
      annualRevenue: '900000.00',
    },
  ],
  k1Documents: [
    k1('k1', 2023, 'p1', ['1000.10', '200.20', '30.03', '999.00']),
    k1('k2', 2023, 'p2', ['500.50', '-100.00', '0.00', '0.00']),
    k1('k3', 2024, 'p1', ['7000.00', '0.00', '0.00', '0.00']),
  ],
  budgets: [
    {
      id: 'bg1',
      userId: 'user-1',
      category: 'Groceries',
      monthlyBudget: '600.00',
      currentSpent: '650.25',
      month: 11,
      year: 2026,
    },
    {
      id: 'bg2',
      userId: 'user-1',
      category: 'Shopping',
      monthlyBudget: '400.00',
      currentSpent: '120.40',
      month: 11,
      year: 2026,
    },
  ],
  recommendations: [
    recommendation('r1', 'new', 'Refinance the rental mortgage'),
    recommendation('r2', 'new', 'Harvest the Intel loss'),
    recommendation('r3', 'reviewed', 'Review life cover'),
    recommendation('r4', 'completed', 'Add an umbrella policy'),
  ],
  estateDocuments: [estateDocument('will', 'last_will', '2017-03-09', 'outdated', 'Mirror Wills')],
  beneficiaries: [
    { ...beneficiary('b1', '50.00', 'will'), name: 'Claire Whitman', relationship: 'Spouse' },
    { ...beneficiary('b2', '25.00', 'will'), name: 'Ethan Whitman', relationship: 'Son' },
    { ...beneficiary('b3', '25.00', 'will'), name: 'Lily Whitman', relationship: 'Daughter' },
  ],
  properties: [property('home', '500000.00', '14 Cherry Hills Farm Drive, Cherry Hills Village, CO 80113')],
  insurance: [
    policy('pol1', 'umbrella', '2000000.00', '2027-01-15', 'Chubb'),
    policy('pol2', 'property', '900000.00', '2027-01-06', 'Chubb'),
    policy('pol3', 'life', '1500000.00', null, 'Northwestern Mutual'),
  ],
  professionals: [{ ...professional('pro', 'cpa'), name: 'Priya Raman', firm: 'Raman & Co' }],
  mortgages: [
    mortgage('m1', {
      lender: 'Wells Fargo',
      propertyId: 'home',
      currentBalance: '200000.40',
      interestRate: '6.50',
      monthlyPayment: '2000.00',
      maturityDate: '2050-01-01',
    }),
  ],
});

const reads: Record<string, string | number | undefined>[] = [];
const facts = () =>
  new FamilyFacts(data, defaultAssumptions, {
    get: <T>(_path: string, query: Record<string, string | number | undefined> = {}) => {
      reads.push(query);
      return Promise.resolve(rowsSummary(rows, query) as T);
    },
  });
const ask = (question: string, previous?: string) => analystAnswer(question, facts(), previous);
/** Up to the first full stop, colon or question mark that ends a sentence ("Inc. (AAPL)" does not). */
const firstSentence = (answer: string) => answer.split(/(?<=[.:?])(?:\s(?=[A-Z])|\n)/)[0];
const callsOf = (question: string) => {
  const plan = analystPlan(question, facts());
  return 'calls' in plan ? plan.calls : plan;
};

describe('a named tax year and kind', () => {
  it("answers 2023's K-1 income only, summed as the page sums it", async () => {
    expect(callsOf('K-1 income for 2023')).toEqual([{ name: 'get_taxes', args: { year: 2023, kind: 'k1' } }]);
    const income = D('1000.10').plus('200.20').plus('30.03').plus('500.50').plus('-100.00').plus('0.00');
    const answer = await ask('K-1 income for 2023');
    expect(firstSentence(answer)).toBe(
      `Your K-1 income for 2023 is ${formatMoney(income)} across 2 K-1s (ordinary income, capital gains and qualified dividends, as the Private Investments page adds them):`,
    );
    expect(answer).toContain(
      `- Summit Ridge Fund: ${formatMoney(D('1000.10').plus('200.20').plus('30.03'))}`,
    );
    // The latest year's K-1 ($7,000.00) is not this answer.
    expect(answer).not.toContain('$7,000.00');
  });

  it("answers the federal return's tax only, not federal plus state, nor a W-2's withholding", async () => {
    expect(callsOf('federal tax in 2024')).toEqual([
      { name: 'get_taxes', args: { year: 2024, kind: 'federal' } },
    ]);
    const answer = await ask('federal tax in 2024');
    const rate = D('60000.11').dividedBy('300000.00').times(100).toFixed(1);
    expect(firstSentence(answer)).toBe(
      `Your federal tax for 2024 was $60,000.11 (1040), ${rate}% of the $300,000.00 of income it reports (the federal effective rate).`,
    );
    expect(answer).not.toContain(formatMoney(D('60000.11').plus('13200.00')));
    expect(await ask('what was our state tax last year')).toMatch(
      /^You have no state tax return recorded for 2025; your state returns are for 2024 and 2023\./,
    );
    expect(firstSentence(await ask('how much state tax did we pay in 2023?'))).toMatch(
      /^Your state tax for 2023 was \$12,320\.00 \(CO-104\)/,
    );
    // The state by its name, or by the family's own state form.
    for (const question of ['our colorado income tax for 2023', 'what did the co-104 say we owed in 2023']) {
      expect(callsOf(question)).toEqual([{ name: 'get_taxes', args: { year: 2023, kind: 'state' } }]);
    }
  });

  it('reads a state paid or owed as its tax, and a payee that only begins with a state as a merchant', () => {
    for (const question of ['what did we pay colorado for 2023', 'how much did we owe colorado in 2023']) {
      expect(callsOf(question)).toEqual([{ name: 'get_taxes', args: { year: 2023, kind: 'state' } }]);
    }
    expect(callsOf('what did we pay colorado springs utilities in 2023')).toEqual([
      { name: 'get_spending', args: { period: '2023', merchant: 'colorado springs utilities' } },
    ]);
  });

  it("puts the asked year's K-1s beside its return, not the latest year's", async () => {
    const answer = await ask('how much tax did we pay in 2023?');
    expect(answer).toMatch(/^Your return for 2023: total income \$280,000\.00 and \$67,320\.45 of tax/);
    expect(answer).toContain('2 K-1s for 2023 report');
  });
});

describe('a follow-up of a few words that names nothing', () => {
  it('"what did we put in" after a fund\'s worth is what was put into that fund', () => {
    expect(analystPlan('what did we put in', facts(), ["what's summit ridge worth"])).toEqual({
      calls: [
        {
          name: 'rank_items',
          args: { set: 'placements', by: 'price', order: 'largest', name: 'Summit Ridge Fund' },
        },
      ],
    });
  });

  it.each([
    ['and the year after?', 2024],
    ['and the following year?', 2024],
    ['and the year before?', 2022],
  ])('"%s" after a year\'s federal tax is the federal tax of %i', (followUp, year) => {
    expect(analystPlan(followUp, facts(), ['federal tax in 2023'])).toEqual({
      calls: [{ name: 'get_taxes', args: { year, kind: 'federal' } }],
    });
  });
});

// Found by dev-10 (issue 33).
// Found by dev-12 (issue 33).
describe('what dev-12 asked in new words', () => {
  const plan = (question: string, earlier: string[] = []) => analystPlan(question, facts(), earlier);

  it('two questions a comma joins are each answered', () => {
    expect(plan('what is MSFT worth, what is INTC worth')).toEqual({
      calls: [
        { name: 'analyze_investments', args: { holding: 'MSFT' } },
        { name: 'analyze_investments', args: { holding: 'INTC' } },
      ],
    });
  });

  it('"which of those two is worth more" after two holdings ranks those two, by value or by gain', async () => {
    const earlier = ["what's AAPL worth", 'and MSFT?'];
    expect(plan('which of those two is worth more?', earlier)).toEqual({
      calls: [
        {
          name: 'rank_items',
          args: { set: 'holdings', order: 'largest', by: 'value', names: ['(AAPL)', '(MSFT)'] },
        },
      ],
    });
    expect(plan('which of them is up more?', ["what's INTC worth", 'and AAPL?'])).toEqual({
      calls: [
        {
          name: 'rank_items',
          args: { set: 'holdings', order: 'largest', by: 'gain', names: ['(INTC)', '(AAPL)'] },
        },
      ],
    });
    // AAPL is down $2,000.05, INTC down more: the larger gain is AAPL's, and INTC is named after it.
    const answer = await analystAnswer('which of them is up more?', facts(), [
      "what's INTC worth",
      'and AAPL?',
    ]);
    expect(firstSentence(answer)).toMatch(/^Of those 2 holdings, Apple Inc\. \(AAPL\)/);
    expect(answer).toMatch(/The others:\s+- Intel Corporation \(INTC\)/);
  });

  it('car costs are spending, never a car that is not on file', async () => {
    expect(await ask('what are our car costs since september')).not.toMatch(/vehicles, boats or aircraft/);
  });
});

// Found by dev-11 (issue 33).
describe('what dev-11 asked in new words', () => {
  const plan = (question: string, earlier: string[] = []) => analystPlan(question, facts(), earlier);

  it("one fund's or business's K-1, named or leaned on", async () => {
    expect(plan('the k1 from summit ridge for 2023')).toEqual({
      calls: [{ name: 'get_taxes', args: { year: 2023, kind: 'k1', entity: 'Summit Ridge Fund' } }],
    });
    expect(firstSentence(await ask('the k1 from summit ridge for 2023'))).toBe(
      `The K-1 from Summit Ridge Fund for 2023 reports ${formatMoney(D('1000.10').plus('200.20').plus('30.03'))} of income (ordinary income, capital gains and qualified dividends, as the Private Investments page adds them).`,
    );
    expect(plan('and the k1 from it for 2024?', ["what's summit ridge worth"])).toEqual({
      calls: [{ name: 'get_taxes', args: { year: 2024, kind: 'k1', entity: 'Summit Ridge Fund' } }],
    });
  });

  it('a reason said first is not the question', () => {
    expect(plan('my accountant is asking: what were our total k-1 earnings for 2023')).toEqual({
      calls: [{ name: 'get_taxes', args: { year: 2023, kind: 'k1' } }],
    });
    expect(plan("i'm trying to budget, how much did we spend on groceries last month")).toEqual({
      calls: [{ name: 'get_spending', args: { category: 'Groceries', period: 'last_month' } }],
    });
    // A reason that names the thing is part of the question.
    expect(plan('before we sell summit ridge, what is it worth')).not.toEqual({ calls: [] });
  });

  it('"the total stock market fund" is the fund without its issuer; "the" opens no company name', async () => {
    expect(plan('what is the total stock market fund worth')).toEqual({
      calls: [{ name: 'analyze_investments', args: { holding: 'VTI' } }],
    });
  });
});

describe('what dev-10 asked in new words', () => {
  const plan = (question: string, earlier: string[] = []) => analystPlan(question, facts(), earlier);

  it('"X this month vs last month" and ", then" ask two questions, each answered', () => {
    expect(plan('groceries this month vs last month')).toEqual({
      calls: [
        { name: 'get_spending', args: { category: 'Groceries', period: 'this_month' } },
        { name: 'get_spending', args: { category: 'Groceries', period: 'last_month' } },
      ],
    });
    // A ticker written in capitals stays a name in its own part.
    expect(plan('how much are we up on MSFT, then how much are we down on INTC')).toEqual({
      calls: [
        { name: 'analyze_investments', args: { holding: 'MSFT' } },
        { name: 'analyze_investments', args: { holding: 'INTC' } },
      ],
    });
  });

  it('a season said beside its months is no merchant', () => {
    expect(plan('dining out in the summer months, june to august')).toMatchObject({
      calls: [{ name: 'get_spending', args: { period: '2026-06..2026-08' } }],
    });
  });

  it('"what is the whitman household worth" is the net worth', () => {
    expect(plan('net net, what is the whitman household worth')).toEqual({
      calls: [{ name: 'get_net_worth', args: {} }],
    });
  });

  it('"that budget" after spending in a category is that category\'s budget', () => {
    for (const followUp of ['how much room is left in that budget', 'are we over budget on it']) {
      expect(plan(followUp, ['how much have we spent on groceries this month'])).toEqual({
        calls: [{ name: 'get_budgets', args: { category: 'Groceries' } }],
      });
    }
  });

  it('"the stock fund" is the fund that holds stocks', () => {
    expect(plan('current value of the stock fund')).toEqual({
      calls: [{ name: 'analyze_investments', args: { holding: 'VTI' } }],
    });
  });
});

describe('a payee asked by "who"', () => {
  it.each([
    'who did we pay the most this year',
    'who got most of our money this year',
    'who have we spent the most with this year',
  ])('"%s" names the merchant paid the most', async (question) => {
    expect(firstSentence(await ask(question))).toContain(
      'Apple Store is where you spent the most: $2,499.00',
    );
  });
});

describe('stored recommendations', () => {
  it('counts and lists the new ones, not the analyst findings', async () => {
    expect(callsOf('how many new recommendations do I have')).toEqual([
      { name: 'get_recommendations', args: { status: 'new' } },
    ]);
    const answer = await ask('how many new recommendations do I have');
    expect(answer).toMatch(/^You have 2 new recommendations on the AI Recommendations page:/);
    expect(answer).toContain('- Harvest the Intel loss (high priority)');
    expect(answer).toContain('- Refinance the rental mortgage (high priority)');
    expect(answer).toContain('Besides them: 1 reviewed and 1 completed.');
    expect(answer).not.toMatch(/opportunit/);
    expect(await ask('how many recommendations have I completed?')).toMatch(
      /^You have 1 completed recommendation/,
    );
  });
});

describe('holdings', () => {
  it("answers one named holding's value, cost and gain or loss, typos forgiven", async () => {
    expect(callsOf('how much is my appl down')).toEqual([
      { name: 'analyze_investments', args: { holding: 'AAPL' } },
    ]);
    const loss = D('8000.05').minus('10000.10');
    const percent = loss.dividedBy('10000.10').times(100).toFixed(2);
    expect(firstSentence(await ask('how much is my appl down'))).toBe(
      `Your Apple Inc. (AAPL) holding is worth $8,000.05, down ${formatMoney(loss.abs())} (${percent}%) on its cost basis of $10,000.10.`,
    );
    expect(firstSentence(await ask('what is Microsfot worth'))).toMatch(
      /^Your Microsoft Corporation \(MSFT\) holding is worth \$35,000\.33, up \$15,000\.33 \(\+75\.00%\)/,
    );
    // Intel is held in two accounts: one position, its rows added up.
    const intel = await ask('how is my intel stock doing?');
    const intelValue = D('2999.99').plus('900.01');
    const intelCost = D('5000.40').plus('1000.00');
    expect(intel).toContain(
      `worth ${formatMoney(intelValue)}, down ${formatMoney(intelCost.minus(intelValue))}`,
    );
    expect(intel).toContain('in Joint Brokerage and Rollover IRA');
  });

  it('lists the losing holdings with each loss, largest first', async () => {
    expect(callsOf('which holdings are losing and by how much')).toEqual([
      { name: 'analyze_investments', args: { which: 'losing', how: 'list' } },
    ]);
    const intelLoss = D('5000.40').plus('1000.00').minus(D('2999.99').plus('900.01'));
    const appleLoss = D('10000.10').minus('8000.05');
    const answer = await ask('which holdings are losing and by how much');
    expect(answer).toMatch(
      new RegExp(
        `^2 of your 4 holdings are below cost, down ${formatMoney(intelLoss.plus(appleLoss)).replace('$', '\\$')} in all`,
      ),
    );
    const lines = answer.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toEqual([
      `- INTC (Intel Corporation): down ${formatMoney(intelLoss)} (-${intelLoss.dividedBy('6000.40').times(100).toFixed(2)}%), worth $3,900.00 against a cost of $6,000.40`,
      `- AAPL (Apple Inc.): down ${formatMoney(appleLoss)} (-${appleLoss.dividedBy('10000.10').times(100).toFixed(2)}%), worth $8,000.05 against a cost of $10,000.10`,
    ]);
  });

  it('answers one total of the losing positions first, then the items', async () => {
    expect(callsOf('total unrealized loss of my losing positions')).toEqual([
      { name: 'analyze_investments', args: { which: 'losing', how: 'sum' } },
    ]);
    const total = D('5000.40')
      .plus('1000.00')
      .plus('10000.10')
      .minus(D('2999.99').plus('900.01').plus('8000.05'));
    const answer = await ask('total unrealized loss of my losing positions');
    expect(firstSentence(answer)).toBe(
      `The total unrealized loss of your 2 losing positions is ${formatMoney(total)} (unrealized: current value minus cost basis, as recorded today):`,
    );
    expect(answer.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(2);
    expect(firstSentence(await ask('what is my biggest loser?'))).toMatch(
      /^Your largest loss is INTC \(Intel Corporation\): down \$2,100\.40/,
    );
  });
});

describe("one beneficiary's share", () => {
  it('answers that share and the document it is given under, typos forgiven', async () => {
    expect(callsOf('what share does Claire get')).toEqual([
      { name: 'analyze_estate', args: { beneficiary: 'Claire Whitman' } },
    ]);
    expect(await ask('what share does Clarie get')).toMatch(
      /^Claire Whitman \(spouse\) gets 50\.00% of the estate under Mirror Wills\. That document is marked outdated/,
    );
    expect(await ask('how much will Lily inherit?')).toMatch(/^Lily Whitman \(daughter\) gets 25\.00%/);
  });
});

describe('net worth asked in its parts or the long way round', () => {
  it('answers the non-liquid figure with its definition, not the accounts', async () => {
    expect(callsOf('what are my non-liquid assets')).toEqual([
      { name: 'get_net_worth', args: { part: 'non_liquid' } },
    ]);
    const nonLiquid = D('100000.00').plus('50000.25').plus('250000.50');
    const answer = await ask('what are my non-liquid assets');
    expect(firstSentence(answer)).toMatch(
      new RegExp(
        `^Your non-liquid assets are ${formatMoney(nonLiquid).replace('$', '\\$')} \\(non-liquid assets = private placements plus business valuations\\)`,
      ),
    );
    expect(answer).toContain('- Whitman Dentistry (business): $250,000.50');
    expect(answer).not.toContain('Chase Checking');
  });

  it('answers net worth when the question never says "net worth"', async () => {
    const question = 'if we sold everything and paid off every debt, what would we have left';
    expect(callsOf(question)).toEqual([{ name: 'get_net_worth', args: {} }]);
    const liquid = D('12000.50').minus('1500.25').plus('120000.00').plus('30000.00');
    const worth = liquid.plus('400000.75').plus(D('500000.00').minus('200000.40'));
    const answer = await ask(question);
    expect(firstSentence(answer)).toBe(`Your net worth is ${formatMoneyLead(worth)}:`);
    expect(answer).toContain('Net worth = liquid assets + non-liquid assets + real estate equity');
  });
});

describe('the largest expense of a period', () => {
  it('reads the ranked expenses in one call and leads with the largest', async () => {
    expect(callsOf('what was my biggest expense last month')).toEqual([
      { name: 'get_spending', args: { period: 'last_month', largest: 1 } },
    ]);
    reads.length = 0;
    const answer = await ask('what was my biggest expense last month');
    expect(reads).toEqual([{ from: '2026-10-01', to: '2026-10-31', largest: 1 }]);
    expect(firstSentence(answer)).toBe(
      'Your largest single expense in October 2026 was $1,299.99 at Best Buy on October 12, 2026 (Shopping, Chase Sapphire).',
    );
    const spent = D('182.40').plus('1299.99').plus('640.10');
    expect(answer).toContain(`out of ${formatMoney(spent)} spent across 3 transactions`);
  });

  it("picks one category's largest out of the ranked expenses", async () => {
    reads.length = 0;
    const answer = await ask('what was my biggest grocery expense since september?');
    expect(reads).toEqual([{ from: '2026-09-01', to: TODAY, largest: 20 }]);
    expect(firstSentence(answer)).toBe(
      'Your largest single expense on Groceries from September 1 to November 22, 2026 was $182.40 at Whole Foods on October 3, 2026 (Groceries, Chase Sapphire).',
    );
    expect(answer).toContain(
      `out of ${formatMoney(D('182.40').plus('95.25'))} spent on Groceries across 2 transactions`,
    );
  });

  it('reads "since March 3rd" as days, and a count of expenses', async () => {
    expect(callsOf('my 3 largest purchases since September 20th')).toEqual([
      { name: 'get_spending', args: { from: '2026-09-20', to: TODAY, largest: 3 } },
    ]);
    const answer = await ask('my 3 largest purchases since September 20th');
    expect(answer).toMatch(
      /^Your largest single expense from September 20 to November 22, 2026 was \$2,499\.00 at Apple Store/,
    );
    expect(answer).toContain('- $1,299.99 at Best Buy');
    expect(answer).toContain('- $640.10 at Delta');
  });
});

describe('names that fit two things, and follow-ups', () => {
  it('asks which account a shared name means', async () => {
    expect(await ask('what is the balance of my chase account?')).toBe(
      'Which one do you mean: Chase Checking or Chase Sapphire?',
    );
    expect(await ask('how much do I owe on my sapphire card')).toMatch(
      /^You owe \$1,500\.25 on Chase Sapphire \(Chase credit card\)\./,
    );
  });

  it('takes the reply to "which one?" as completing the question it was asked about', async () => {
    expect(await ask('the sapphire one', 'what is the balance of my chase account?')).toMatch(
      /^You owe \$1,500\.25 on Chase Sapphire/,
    );
  });

  it("reuses the previous question's query with the period or the person changed", async () => {
    expect(isFollowUp('and in September?')).toBe(true);
    expect(isFollowUp('what about Lily?')).toBe(true);
    expect(await ask('and in September?', 'how much did I spend on groceries last month?')).toMatch(
      /^You spent \$95\.25 on Groceries in September 2026/,
    );
    expect(await ask("what about Ethan's?", 'what share does Claire get?')).toMatch(
      /^Ethan Whitman \(son\) gets 25\.00%/,
    );
    expect(await ask('and 2023?', 'federal tax in 2024')).toMatch(
      /^Your federal tax for 2023 was \$55,000\.45/,
    );
  });
});

describe("the family's own things, named", () => {
  it('answers one property, one mortgage by lender or property, one policy, one professional', async () => {
    expect(await ask('what is the cherry hils farm house worth?')).toBe(
      `14 Cherry Hills Farm Drive, Cherry Hills Village, CO 80113 (primary residence) is worth $500,000.00, +0.0% since it was bought for $500,000.00; with $200,000.40 of mortgages on it, your equity in it is ${formatMoney(D('500000.00').minus('200000.40'))} (equity = value minus mortgage balances).\n\n${EDUCATION_NOTE}`,
    );
    expect(callsOf('how much do we still owe wells fargo?')).toEqual([
      { name: 'get_mortgages', args: { lender: 'Wells Fargo' } },
    ]);
    expect(await ask('how much do we still owe wells fargo?')).toMatch(
      /^You owe \$200,000\.40 to Wells Fargo on 14 Cherry Hills Farm Drive/,
    );
    expect(await ask('what is the balance of the Cherry Hills mortgage?')).toMatch(
      /^You owe \$200,000\.40 to Wells Fargo/,
    );
    expect(await ask('how much is my northwestern mutal life policy?')).toMatch(
      /^Your Northwestern Mutual life policy PN-pol3: \$1,500,000\.00 \(\$1\.50M\) of coverage for \$1,200\.00 a year\./,
    );
    expect(await ask('when does my chubb umbrella policy expire?')).toMatch(/, expires January 15, 2027\./);
    expect(await ask('when does my Chubb policy expire?')).toBe(
      'Which one do you mean: Chubb umbrella policy or Chubb property policy?',
    );
    expect(await ask('how do I reach priya?')).toMatch(/^Priya Raman is your CPA at Raman & Co\./);
  });

  it('takes words naming an account as the account in a spending question, not a merchant', async () => {
    expect(callsOf('how much did I spend on my sapphire card last month?')).toEqual([
      { name: 'get_spending', args: { period: 'last_month', account: 'Chase Sapphire' } },
    ]);
    const spent = D('182.40').plus('1299.99').plus('640.10');
    expect(await ask('how much did I spend on my sapphire card last month?')).toContain(
      `You spent ${formatMoney(spent)} with Chase Sapphire in October 2026`,
    );
  });
});

describe('more ways of asking', () => {
  it("answers one budget category's figure, over or left", async () => {
    for (const question of ['how much is left in our grocery budget?', 'how much grocery money is left?']) {
      expect(callsOf(question)).toEqual([{ name: 'get_budgets', args: { category: 'Groceries' } }]);
    }
    expect(await ask('how much is left in our grocery budget?')).toMatch(
      new RegExp(
        `^You are ${formatMoney(D('650.25').minus('600.00')).replace('$', '\\$')} over your Groceries budget for November 2026`,
      ),
    );
    expect(await ask('are we over on shopping?')).toMatch(
      new RegExp(
        `^You have ${formatMoney(D('400.00').minus('120.40')).replace('$', '\\$')} left in your Shopping budget`,
      ),
    );
  });

  it('answers one kind of cover with its totals, and one private investment by name', async () => {
    expect(await ask('how much umbrella coverage do we have?')).toMatch(
      /^Your Chubb umbrella policy PN-pol1: \$2,000,000\.00 \(\$2\.00M\) of coverage/,
    );
    const chubb = D('2000000.00').plus('900000.00');
    expect(callsOf('what do our chubb policies cost?')).toEqual([
      { name: 'analyze_insurance', args: { policy: 'Chubb' } },
    ]);
    expect(await ask('total chubb coverage?')).toMatch(
      new RegExp(
        `^Your 2 Chubb policies give ${formatMoneyLead(chubb).replace(/[$.()]/g, '\\$&')} of coverage for \\$2,400\\.00 a year`,
      ),
    );
    expect(await ask('what is Summit Ridge worth?')).toMatch(
      /^Summit Ridge Fund \(Sponsor, active\) is worth \$100,000\.00 now: \$80,000\.00 invested and \$0\.00 distributed so far, a total return of \+25\.0%/,
    );
    expect(await ask('how much is Whitman Dentistry valued at?')).toMatch(
      /^Whitman Dentistry is valued at \$250,000\.50/,
    );
  });

  it('reads a merchant or a category with a period and little else, "since" a month included', async () => {
    expect(callsOf('whole foods since january?')).toEqual([
      { name: 'get_spending', args: { from: '2026-01-01', to: TODAY, merchant: 'whole foods' } },
    ]);
    expect(await ask('whole foods since january?')).toMatch(
      new RegExp(
        `^You spent ${formatMoney(D('182.40').plus('95.25').plus('40.00')).replace('$', '\\$')} at Whole Foods from January 1 to November 22, 2026`,
      ),
    );
    expect(await ask('groceries in september?')).toMatch(
      /^You spent \$95\.25 on Groceries in September 2026/,
    );
    // Typed without the apostrophe: "Trader Joe's" is still found.
    expect(await ask('trader joes in march?')).toMatch(/^You spent \$61\.10 at Trader Joe's in March 2026/);
  });

  it('counts stored recommendations however the word is written', async () => {
    expect(await ask('how many recomendations are still new')).toMatch(/^You have 2 new recommendations/);
    expect(await ask('any new recs?')).toMatch(/^You have 2 new recommendations/);
    // A new thing near the word is not a status.
    expect(callsOf('what recommendations do you have for my new house?')).not.toEqual([
      { name: 'get_recommendations', args: { status: 'new' } },
    ]);
  });

  it('adds up an institution when asked what is there, asks when one account of a type is meant', async () => {
    expect(await ask('how much do we have at Chase?')).toMatch(
      new RegExp(
        `^Your 2 Chase accounts come to ${formatMoney(D('12000.50').minus('1500.25')).replace('$', '\\$')} in all`,
      ),
    );
    expect(await ask("what's the balance?")).toBe(
      'Which one do you mean: Chase Checking, Chase Sapphire, Joint Brokerage or Rollover IRA?',
    );
    expect(await ask('how much is in the investment account?')).toBe(
      'Which one do you mean: Joint Brokerage or Rollover IRA?',
    );
  });

  it('follows up with the month before, the other one, or the same figure again', async () => {
    expect(await ask('and the month before?', 'how much did I spend on groceries in october?')).toMatch(
      /^You spent \$95\.25 on Groceries in September 2026/,
    );
    expect(await ask('and the other one?', 'what is Summit Ridge worth?')).toMatch(
      /^Valley Apartments \(Sponsor, active\) is worth \$50,000\.25 now/,
    );
    expect(await ask('what about the other one?', 'what share does Claire get?')).toBe(
      'Which one do you mean: Ethan Whitman or Lily Whitman?',
    );
    expect(await ask('and the rate?', 'how much do we owe wells fargo?')).toContain('at 6.50%');
  });
});

describe("everyday names for the family's things", () => {
  it('knows a property by its type, a beneficiary by relationship, a lender without the word mortgage', async () => {
    expect(await ask('what is our main house worth?')).toMatch(
      /^14 Cherry Hills Farm Drive, Cherry Hills Village, CO 80113 \(primary residence\) is worth \$500,000\.00/,
    );
    expect(await ask('what does my wife get?')).toMatch(/^Claire Whitman \(spouse\) gets 50\.00%/);
    expect(await ask('what are we paying wells fargo each month?')).toMatch(
      /^You owe \$200,000\.40 to Wells Fargo .*, \$2,000\.00 a month/,
    );
  });

  it('reads spending on a named card, income, the top N expenses and finished recommendations', async () => {
    expect(callsOf('how much did the sapphire card cost us last month?')).toEqual([
      { name: 'get_spending', args: { period: 'last_month', account: 'Chase Sapphire' } },
    ]);
    expect(callsOf('what did we earn in october?')).toEqual([
      { name: 'get_spending', args: { period: '2026-10' } },
    ]);
    expect(callsOf('what are my top 2 expenses in october')).toEqual([
      { name: 'get_spending', args: { period: '2026-10', largest: 2 } },
    ]);
    expect(await ask('which recommendations did we finish?')).toMatch(/^You have 1 completed recommendation/);
  });
});

describe('nothing on file in a whole area', () => {
  it('says so as the not-on-file answers do', async () => {
    const empty = new FamilyFacts(family(TODAY), defaultAssumptions);
    expect(await analystAnswer('what is my apple stock worth', empty)).toMatch(
      /^I don't see any investment accounts or holdings on file/,
    );
    expect(await analystAnswer('whats my mortgage balance', empty)).toMatch(
      /^I don't see any mortgage on file/,
    );
    expect(await analystAnswer('what are my private investments worth', empty)).toMatch(
      /^I don't see any private placements or businesses on file/,
    );
  });
});

describe('a follow-up that names another budget or the same month a year before', () => {
  it('"and shopping?" after the grocery budget is the Shopping budget', () => {
    expect(analystPlan('and shopping?', facts(), ['how much is left in our grocery budget?'])).toEqual({
      calls: [{ name: 'get_budgets', args: { category: 'Shopping' } }],
    });
  });

  it('"and the same month last year?" after October is October of the year before', () => {
    expect(
      analystPlan('and the same month last year?', facts(), [
        'how much did we spend on groceries in october',
      ]),
    ).toEqual({ calls: [{ name: 'get_spending', args: { category: 'Groceries', period: '2025-10' } }] });
  });
});
