// The readings found by dev-14 (issue 33), each asked of a family of its own with figures worked out by
// hand: the seasons as periods, how far apart two figures asked one after the other are, a gain in
// percent, comparatives and "-est" words of size, what a question leaves aside, a noun of a kind of thing
// standing for the thing before, "the people named in our will", three questions in one, a year alone
// after "vs", slang for spending, and one fund's K-1 swapped for another's.
import type { K1Document } from '@heirloom/contracts';
import { defaultAssumptions } from '../analytics';
import {
  account,
  beneficiary,
  family,
  holding,
  mortgage,
  placement,
  property,
  taxDocument,
  expenseRow,
} from '../analytics/test-family';
import { FamilyFacts } from '../facts/family-facts';
import { parsePeriod } from '../facts/periods';
import { rowsSummary } from '../testing/rows-summary';
import { analystAnswer, analystPlan } from './analyst';

const TODAY = '2026-11-22';

const rows = [
  expenseRow('2025-12-20', 'Kroger', '40.00'),
  expenseRow('2026-01-10', 'Kroger', '30.00'),
  expenseRow('2026-07-10', 'Kroger', '100.00'),
  expenseRow('2026-08-15', 'Kroger', '50.25'),
  expenseRow('2026-09-05', 'Kroger', '80.00'),
  expenseRow('2026-10-05', 'Kroger', '120.50'),
];

const k1 = (id: string, entityId: string, taxYear: number, ordinaryIncome: string): K1Document => ({
  id,
  userId: 'test-user',
  entityType: 'private_placement',
  entityId,
  taxYear,
  uploadDate: `${taxYear + 1}-03-20T12:00:00.000Z`,
  ordinaryIncome,
  capitalGains: null,
  qualifiedDividends: null,
  section199aDividends: null,
  otherIncome: null,
  fileUrl: `/uploads/${id}.pdf`,
  notes: null,
});

const data = family(TODAY, {
  accounts: [
    { ...account('chk', 'checking', '12000.50', 'Everyday Checking'), institution: 'Chase' },
    { ...account('card', 'credit', '-850.25', 'Sapphire Card'), institution: 'Chase' },
    { ...account('visa', 'credit', '-300.10', 'Costco Visa'), institution: 'Citi' },
    { ...account('ira', 'investment', '42000.00', 'Rollover IRA'), institution: 'Schwab' },
  ],
  holdings: [
    holding('h1', 'ira', 'MSFT', '20000.00', '30000.00', 'Microsoft Corporation'),
    holding('h2', 'ira', 'INTC', '15000.00', '12000.00', 'Intel Corporation'),
  ],
  properties: [
    { ...property('home', '900000.00', '14 Elm Street, Denver, CO 80206'), purchasePrice: '700000.00' },
    { ...property('condo', '650000.00', '8 Ski Hill Road, Vail, CO 81657'), purchasePrice: '300000.00' },
  ],
  mortgages: [
    mortgage('m1', {
      lender: 'Wells Fargo',
      propertyId: 'home',
      currentBalance: '400000.40',
      interestRate: '6.50',
      monthlyPayment: '3000.00',
      maturityDate: '2050-01-01',
    }),
    mortgage('m2', {
      lender: 'US Bank',
      propertyId: 'condo',
      currentBalance: '200000.20',
      interestRate: '7.25',
      monthlyPayment: '1500.00',
      maturityDate: '2045-01-01',
    }),
  ],
  beneficiaries: [
    { ...beneficiary('b1', '50.00', 'will'), name: 'Claire Whitman', relationship: 'Spouse' },
    { ...beneficiary('b2', '30.00', 'will'), name: 'Ethan Whitman', relationship: 'Son' },
    { ...beneficiary('b3', '20.00', 'will'), name: 'Lily Whitman', relationship: 'Daughter' },
  ],
  taxDocuments: [
    { ...taxDocument('t24', 2024, '1040', '250000.00'), totalTax: '41000.25' },
    { ...taxDocument('t25', 2025, '1040', '260000.00'), totalTax: '43500.00' },
  ],
  privatePlacements: [
    { ...placement('pp-aspen', '150000.00'), name: 'Aspen Ridge Fund' },
    { ...placement('pp-juniper', '90000.00'), name: 'Juniper Credit Partners' },
  ],
  k1Documents: [
    k1('k1-a25', 'pp-aspen', 2025, '5100.00'),
    k1('k1-j24', 'pp-juniper', 2024, '2750.75'),
    k1('k1-j25', 'pp-juniper', 2025, '3020.10'),
  ],
});
const reader = {
  get: async <T>(_: string, query: Record<string, string | number | undefined> = {}) =>
    rowsSummary(rows, query) as T,
};
const facts = () => new FamilyFacts(data, defaultAssumptions, reader);
const lead = async (question: string, earlier: string[] = []) =>
  (await analystAnswer(question, facts(), earlier)).split('\n')[0]!;
const plan = (question: string, earlier: string[] = []) => analystPlan(question, facts(), earlier);

describe('the seasons as periods', () => {
  const range = (words: string) => {
    const p = parsePeriod(words, TODAY);
    return p && [p.from, p.to];
  };

  it.each<[string, string, string]>([
    ['groceries over the summer', '2026-06-01', '2026-08-31'],
    ['what did we spend in the fall', '2026-09-01', '2026-11-22'],
    ['this autumn', '2026-09-01', '2026-11-22'],
    ['dining last winter', '2025-12-01', '2026-02-28'],
    ['and in the winter?', '2025-12-01', '2026-02-28'],
    ['utilities in the spring', '2026-03-01', '2026-05-31'],
    ['this past summer', '2026-06-01', '2026-08-31'],
    ['last fall', '2025-09-01', '2025-11-30'],
    ['the winter of 2024', '2024-12-01', '2025-02-28'],
    ['summer 2025', '2025-06-01', '2025-08-31'],
  ])('"%s" is %s to %s', (words, from, to) => {
    expect(range(words)).toEqual([from, to]);
  });

  it('"fall", "spring" and "winter" that are no season are no period', () => {
    expect(parsePeriod('did the value fall', TODAY)).toBeNull();
    expect(parsePeriod('spring water delivery', TODAY)).toBeNull();
    expect(parsePeriod('how much at winter park resort', TODAY)).toBeNull();
  });

  it('a season asked of spending is its months', async () => {
    expect(plan('what did we spend at kroger over the summer')).toEqual({
      calls: [{ name: 'get_spending', args: { merchant: 'kroger', period: '2026-06..2026-08' } }],
    });
    // 100.00 + 50.25.
    expect(await lead('what did we spend at kroger over the summer')).toMatch(
      /^You spent \$150\.25 at Kroger/,
    );
    // 40.00 + 30.00.
    expect(await lead('and last winter?', ['what did we spend at kroger over the summer'])).toMatch(
      /^You spent \$70\.00 at Kroger/,
    );
  });
});

describe('how far apart two figures asked one after the other are', () => {
  it('"what\'s the difference?" after spending in two months is the change between them', async () => {
    const earlier = ['what did we spend at kroger in september', 'and in october?'];
    expect(plan("what's the difference?", earlier)).toEqual({
      calls: [
        { name: 'get_spending', args: { merchant: 'kroger', period: '2026-10', compareTo: '2026-09' } },
      ],
    });
    // 120.50 - 80.00.
    expect(await lead('by how much did that change?', earlier)).toBe(
      'You spent $40.50 more at Kroger in October 2026 than in September 2026 ($120.50 against $80.00).',
    );
  });

  it('"how much more is in the ira?" after two accounts is how far apart their balances are', async () => {
    const earlier = ["what's in the everyday checking", 'and the rollover ira?'];
    // 42,000.00 - 12,000.50.
    expect(await lead('how much more is in the ira one?', earlier)).toBe(
      'Rollover IRA holds $29,999.50 more than Everyday Checking ($42,000.00 against $12,000.50).',
    );
  });

  it('without two figures before, "what\'s the difference" is no difference', () => {
    expect(
      JSON.stringify(plan("what's the difference?", ['what did we spend at kroger in october'])),
    ).not.toMatch(/compareTo|"gap"/);
  });
});

describe('superlatives said other ways', () => {
  it('a gain "in percentage terms" is ranked in percent of the price paid', async () => {
    // Elm Street: 200,000 / 700,000 = 28.57%; Ski Hill: 350,000 / 300,000 = 116.67%.
    expect(await lead('which of our properties has gained the least in percentage terms?')).toBe(
      'Of your 2 properties, 14 Elm Street, Denver, CO 80206 has gained the least in percent since you bought it: 28.57% (bought for $700,000.00, worth $900,000.00 now).',
    );
  });

  it('"which ... steeper" is the largest and "which ... lower" the smallest', async () => {
    expect(await lead('which of the two mortgages has the steeper interest rate?')).toMatch(
      /^Of your 2 mortgages, US Bank has the highest rate: 7\.25%/,
    );
    expect(await lead('which mortgage has the lower rate?')).toMatch(
      /^Of your 2 mortgages, Wells Fargo has the lowest rate: 6\.5%/,
    );
  });

  it('"the thinnest" account, "leaving the cards aside", is the one holding least', async () => {
    expect(await lead('leaving the cards aside, which account is the thinnest?')).toMatch(
      /^Of your 2 accounts, Everyday Checking holds the least: \$12,000\.50/,
    );
  });

  it('"how many people are named in our will" counts the beneficiaries', async () => {
    expect(await lead('how many people are named in our will, and who are they?')).toBe(
      'You have 3 beneficiaries: Claire Whitman (50%), Ethan Whitman (30%) and Lily Whitman (20%).',
    );
  });
});

describe('a noun of the kind of thing before stands for it', () => {
  it('"the place" after a home is that home', async () => {
    const earlier = ['what is the elm street house worth'];
    expect(await lead('how much has the place gained since?', earlier)).toContain('$200,000.00');
  });

  it('"the house" after a home is that home, not every property', async () => {
    // 650,000.00 - 300,000.00.
    expect(await lead('how much has the house gained since?', ['what is the ski hill condo worth'])).toBe(
      'The gain since purchase of 8 Ski Hill Road, Vail, CO 81657 is $350,000.00 (bought for $300,000.00, worth $650,000.00 now).',
    );
  });
});

describe('three questions in one, and two that share a question', () => {
  it('three parts without question words are each answered, in order', async () => {
    const answer = await lead(
      'our federal tax for 2025, our federal tax for 2024 and the balance of the rollover ira',
    );
    expect(answer).toMatch(/\$43,500\.00.*\$41,000\.25.*\$42,000\.00/);
  });

  it("later parts leaning on the first part's thing are each narrowed to the measure they ask", async () => {
    const answer = await lead(
      'What is the Elm Street house worth, what do we owe on it, and what is the monthly payment?',
    );
    expect(answer).toMatch(/\$900,000\.00.*\$400,000\.40.*\$3,000\.00/);
  });

  it('a two-digit year alone after "vs" asks the first question of that year', () => {
    expect(plan('fed tax in 24 vs 25')).toEqual({
      calls: [
        { name: 'get_taxes', args: { year: 2024, kind: 'federal' } },
        { name: 'get_taxes', args: { year: 2025, kind: 'federal' } },
      ],
    });
  });
});

it('slang for spending at a place ("blow", "drop") is spending', () => {
  const spending = { calls: [{ name: 'get_spending', args: { merchant: 'kroger', period: '2026-10' } }] };
  expect(plan('how much did we blow at kroger in octobr')).toEqual(spending);
  expect(plan('what did we drop at kroger in october')).toEqual(spending);
});

it("one fund's K-1 after another's is that fund's, the year said with it", () => {
  const earlier = ["what was aspen ridge's k-1 income for 2025?"];
  expect(plan("and juniper's, the year before?", earlier)).toEqual({
    calls: [{ name: 'get_taxes', args: { year: 2024, kind: 'k1', entity: 'Juniper Credit Partners' } }],
  });
});
