// The readings found by dev-15 (issue 33), each asked of a family of its own with figures worked out by
// hand: "the week before last" and the quarter or week before the one asked; times with no dates of their
// own ("over the holidays") asked back; every way of saying "each month"; two things joined by a comma or
// "&"; a count's names asked "from which companies"; "all my money minus what I owe"; a fragment listing
// the beneficiaries and their "%s"; a second part opening with "its"; a loan named as what equity takes
// away; "together how much?"; "the first one" of a conversation; a fund named by its index; "the bond
// one"; "cards total owed"; nicknames of given names; several people named with "each"; a new year with
// the change to it in one follow-up; a card's limit; and the properties with a loan on them.
import type { K1Document } from '@heirloom/contracts';
import { defaultAssumptions } from '../analytics';
import {
  account,
  beneficiary,
  business,
  family,
  holding,
  mortgage,
  policy,
  property,
  taxDocument,
  expenseRow,
} from '../analytics/test-family';
import { FamilyFacts } from '../facts/family-facts';
import { parsePeriod } from '../facts/periods';
import { rowsSummary } from '../testing/rows-summary';
import { analystAnswer, analystPlan } from './analyst';

// A Thursday: this ISO week began on Monday 2026-11-16, last week on 11-09, the week before last on 11-02.
const TODAY = '2026-11-19';

const rows = [
  expenseRow('2026-04-10', 'Kroger', '60.00'),
  expenseRow('2026-08-15', 'Kroger', '50.25'),
  expenseRow('2026-09-05', 'Kroger', '80.00'),
  expenseRow('2026-11-03', 'Kroger', '25.50'),
  expenseRow('2026-11-10', 'Kroger', '10.00'),
];

const k1: K1Document = {
  id: 'k1-a25',
  userId: 'test-user',
  entityType: 'business',
  entityId: 'biz-design',
  taxYear: 2025,
  uploadDate: '2026-03-20T12:00:00.000Z',
  ordinaryIncome: '5100.00',
  capitalGains: null,
  qualifiedDividends: null,
  section199aDividends: null,
  otherIncome: null,
  fileUrl: '/uploads/k1-a25.pdf',
  notes: null,
};

const data = family(TODAY, {
  accounts: [
    { ...account('chk', 'checking', '12000.50', 'Everyday Checking'), institution: 'Chase' },
    { ...account('ira', 'investment', '42000.00', 'Rollover IRA'), institution: 'Schwab' },
    {
      ...account('card', 'credit', '-850.25', 'Sapphire Card'),
      institution: 'Chase',
      creditLimit: '10000.00',
    },
    { ...account('visa', 'credit', '-300.10', 'Costco Visa'), institution: 'Citi' },
  ],
  holdings: [
    holding('h1', 'ira', 'VOO', '20000.00', '30000.00', 'Vanguard S&P 500 ETF'),
    holding('h2', 'ira', 'BND', '8000.00', '7500.00', 'Vanguard Total Bond Market ETF'),
  ],
  properties: [
    { ...property('home', '900000.00', '14 Elm Street, Denver, CO 80206'), purchasePrice: '700000.00' },
    { ...property('condo', '650000.00', '8 Ski Hill Road, Vail, CO 81657'), purchasePrice: '300000.00' },
    { ...property('cabin', '250000.00', '3 Pine Lane, Estes Park, CO 80517'), purchasePrice: '180000.00' },
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
  insurance: [
    policy('p1', 'life', '1000000.00', null, 'Guardian Life'),
    policy('p2', 'property', '900000.00', null, 'Chubb'),
  ],
  beneficiaries: [
    { ...beneficiary('b1', '50.00', 'will'), name: 'Claire Whitman', relationship: 'Spouse' },
    { ...beneficiary('b2', '30.00', 'will'), name: 'Andrew Whitman', relationship: 'Son' },
    { ...beneficiary('b3', '20.00', 'will'), name: 'Lily Whitman', relationship: 'Daughter' },
  ],
  businesses: [
    {
      ...business('biz-design', '420000.00'),
      name: 'Whitman Design Studio LLC',
      ownershipPercentage: '100.00',
      annualRevenue: '500000.00',
    },
  ],
  k1Documents: [k1],
  taxDocuments: [
    { ...taxDocument('t24', 2024, '1040', '250000.00'), totalTax: '41000.25' },
    { ...taxDocument('t25', 2025, '1040', '260000.00'), totalTax: '43500.00' },
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

describe('periods said new ways', () => {
  it('"the week before last" is the whole ISO week two weeks back', async () => {
    const p = parsePeriod('what did we spend in the week before last', TODAY);
    expect(p && [p.from, p.to]).toEqual(['2026-11-02', '2026-11-08']);
    expect(await lead('I should like to know what we spent at kroger in the week before last.')).toMatch(
      /^You spent \$25\.50 at Kroger from November 2 to November 8, 2026/,
    );
  });

  it('"the quarter before that" after a whole quarter is the quarter before it', async () => {
    const earlier = ['what did we spend at kroger this past quarter?'];
    expect(plan('and the same for the quarter before that?', earlier)).toEqual({
      calls: [{ name: 'get_spending', args: { merchant: 'kroger', period: '2026-Q2' } }],
    });
    expect(await lead('and the same for the quarter before that?', earlier)).toMatch(
      /^You spent \$60\.00 at Kroger/,
    );
  });

  it('"the week before" after a whole week is the week before it', async () => {
    expect(await lead('and the week before?', ['what did we spend at kroger last week'])).toMatch(
      /^You spent \$25\.50 at Kroger from November 2 to November 8, 2026/,
    );
  });

  it('a time with no dates of its own ("over the holidays", "at christmas") is asked back, never guessed', async () => {
    expect(await lead('What did our groceries over the holidays come to?')).toBe(
      'Which dates do you mean by "the holidays"? I can answer for any dates or months: for example "in December 2025" or "between December 20, 2025 and January 3, 2026".',
    );
    expect(plan('how much did we spend at christmas')).toHaveProperty('ask');
    // With a period said beside it, the period is answered.
    expect(plan('what did we spend at kroger over the holidays last year')).not.toHaveProperty('ask');
  });
});

describe('two questions in one', () => {
  it('"how much I pay every month for it" after a loan is its monthly payment, not the price paid', async () => {
    const answer = await lead(
      'How much is the rate for the ski hill loan and how much I pay every month for it?',
    );
    expect(answer).toMatch(/7\.25%.*\$1,500\.00/);
    expect(answer).not.toMatch(/purchase price|\$300,000\.00/);
  });

  it('two things each named, joined by a comma or "&", are two parts', async () => {
    expect(await lead('everyday checking bal, rollover ira bal')).toMatch(/\$12,000\.50.*\$42,000\.00/);
    expect(plan('elm street value & ski hill value')).toEqual({
      calls: [
        { name: 'get_real_estate', args: { property: '14 Elm Street, Denver, CO 80206' } },
        { name: 'get_real_estate', args: { property: '8 Ski Hill Road, Vail, CO 81657' } },
      ],
    });
    // One thing whose name has a "&" in it stays one question.
    expect(plan('groceries & household at kroger')).not.toHaveProperty('ask');
  });

  it('a second part opening with "its" asks it of the first part\'s thing', async () => {
    const answer = await lead("The design studio's valuation, and its K-1 income for 2025?");
    expect(answer).toMatch(/\$420,000\.00.*\$5,100\.00/);
  });
});

describe('counts, worth and shares, said new ways', () => {
  it('a count\'s names asked "from which companies" or "with which lenders" are given with it', async () => {
    expect(await lead('How many insurances we have, and from which companies?')).toMatch(
      /^You have 2 insurance policies: with (Guardian Life and Chubb|Chubb and Guardian Life)/,
    );
    expect(await lead('how many mortgages do we have, with which lenders?')).toBe(
      'You have 2 mortgages: Wells Fargo and US Bank.',
    );
  });

  it('"all my money together minus what I owe" is the net worth', async () => {
    expect(await lead('All my money together minus what I owe, how much it is?')).toMatch(
      /^Your net worth is /,
    );
  });

  it('"beneficiaries + %s" lists every share', async () => {
    expect(await lead('beneficiaries + %s')).toBe(
      'You have 3 beneficiaries: Claire Whitman (50%), Andrew Whitman (30%) and Lily Whitman (20%).',
    );
  });

  it('a loan named as what equity takes away ("net of the wells fargo loan") is not the thing asked', async () => {
    // 900,000.00 - 400,000.40.
    expect(await lead('equity in the elm street house, net of the wells fargo loan')).toMatch(
      /^The equity of 14 Elm Street, Denver, CO 80206 is \$499,999\.60/,
    );
  });
});

describe('follow-ups', () => {
  it('"together how much?" after two accounts adds their balances', async () => {
    const earlier = ["what's in the everyday checking", 'and the rollover ira?'];
    // 12,000.50 + 42,000.00.
    expect(await lead('Together how much?', earlier)).toMatch(/\$54,000\.50/);
  });

  it('"the first one" goes back to the thing the conversation began with', async () => {
    const earlier = ['wells fargo loan bal', 'and the rate?', 'same for the other loan'];
    const answer = await lead('payment on the first one?', earlier);
    expect(answer).toContain('$3,000.00');
    expect(answer).not.toContain('US Bank');
  });
});

describe('names said other ways', () => {
  it('a fund named by its index without the number ("the S&P fund") is that fund', () => {
    expect(plan("what's the s&p fund worth")).toEqual({
      calls: [{ name: 'analyze_investments', args: { holding: 'VOO' } }],
    });
  });

  it('"the bond one" after a fund is the bond fund, asked the same', async () => {
    const earlier = ["what's the s&p fund worth", 'what did we pay for it'];
    expect(await lead('and the bond one?', earlier)).toMatch(/\(BND\) is \$8,000\.00/);
  });

  it('"cards total owed" is what every card owes, added up', () => {
    expect(plan('cards total owed')).toEqual({
      calls: [{ name: 'get_accounts', args: { account: 'credit' } }],
    });
  });

  it('a common nickname of a given name ("Andy" for Andrew) is that person', async () => {
    expect(await lead('and Andy?', ['what share does lily get'])).toMatch(
      /^Andrew Whitman \(son\) gets 30\.00% of the estate/,
    );
    // A nickname that is also a word of questions is never one: "the will" is no William.
    expect(plan('who is named in the will')).not.toHaveProperty('ask');
  });

  it('two or more people named with "each" list every share', async () => {
    expect(await lead('what do lily and andrew each stand to get?')).toBe(
      'You have 3 beneficiaries: Claire Whitman (50%), Andrew Whitman (30%) and Lily Whitman (20%).',
    );
  });

  it('"and 25, how much more was it?" is the new year, then the change to it', async () => {
    // 43,500.00 - 41,000.25.
    expect(await lead('and 25, how much more was it?', ['federal tax for 2024'])).toMatch(
      /^Your federal tax went up by \$2,499\.75 from 2024 to 2025/,
    );
  });
});

describe('what a card and a property carry', () => {
  it("one card's answer says its credit limit with what it owes", async () => {
    expect(await lead('what do we owe on the sapphire card')).toBe(
      'You owe $850.25 on Sapphire Card (Chase credit card), against a credit limit of $10,000.00.',
    );
    expect(await lead('its limit?', ['which card do we owe the most on?'])).toContain('$10,000.00');
  });

  it('the properties with a loan on them, or owned outright, are counted and named', async () => {
    expect(await lead('and how many have a loan on them?', ['how many properties do we have'])).toBe(
      'You have 2 mortgaged properties: 14 Elm Street, Denver, CO 80206 and 8 Ski Hill Road, Vail, CO 81657.',
    );
    expect(await lead('how many properties do we have with a mortgage')).toMatch(/^You have 2 mortgaged/);
    expect(await lead('how many properties do we own outright')).toBe(
      'You have 1 owned outright property: 3 Pine Lane, Estes Park, CO 80517.',
    );
  });
});
