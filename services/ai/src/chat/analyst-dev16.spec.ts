// The readings found by dev-16 (issue 33), each asked of a family of its own with figures worked out by
// hand: every share asked "who gets what from the will", as an "allocation" or "split between" some of
// them; "CPA count"; an adverb of time before a period ("back in the spring"); a "federal liability";
// "delta" alone after two figures; "put together"; an institution's account of a type in a follow-up;
// "the other mortgage" after a loan asked by its property; a seven-word "how much" naming nothing; three
// named things listed with commas; a second thing after "and" in a question with a period; "for the
// same" and "those two months" in a follow-up; and a name's word made of two words written apart ("the food bank").
import { defaultAssumptions } from '../analytics';
import {
  account,
  beneficiary,
  family,
  holding,
  mortgage,
  placement,
  professional,
  property,
  taxDocument,
  expenseRow,
} from '../analytics/test-family';
import { FamilyFacts } from '../facts/family-facts';
import { rowsSummary } from '../testing/rows-summary';
import { analystAnswer, analystPlan } from './analyst';

const TODAY = '2026-11-19';

const rows = [
  expenseRow('2026-04-12', 'Walgreens', '20.10', 'Healthcare'),
  expenseRow('2026-05-03', 'Walgreens', '15.00', 'Healthcare'),
  expenseRow('2026-07-01', 'Walgreens', '99.00', 'Healthcare'),
  expenseRow('2026-08-04', 'Amazon', '40.25', 'Shopping'),
  expenseRow('2026-08-20', 'Amazon', '10.00', 'Shopping'),
  expenseRow('2026-08-09', 'Target', '61.50', 'Shopping'),
  expenseRow('2026-10-10', 'Chipotle', '30.00', 'Food & Dining'),
  expenseRow('2026-11-05', 'Chipotle', '12.00', 'Food & Dining'),
  expenseRow('2026-11-06', 'Kroger', '70.40', 'Groceries'),
  expenseRow('2026-11-12', 'Kroger', '29.60', 'Groceries'),
];

const data = family(TODAY, {
  accounts: [
    { ...account('chk', 'checking', '9500.25', 'Everyday Checking'), institution: 'First Interstate' },
    { ...account('sav', 'savings', '20000.50', 'Rainy Day Savings'), institution: 'First Interstate' },
    { ...account('mm', 'savings', '30000.00', 'Marcus Money Market'), institution: 'Goldman Sachs' },
    { ...account('ira', 'investment', '60000.00', 'Rollover IRA'), institution: 'Schwab' },
  ],
  holdings: [
    holding('h1', 'ira', 'VXUS', '9000.00', '10000.00', 'Vanguard Total International Stock ETF'),
    holding('h2', 'ira', 'SCHD', '15000.00', '20000.00', 'Schwab US Dividend Equity ETF'),
    holding('h3', 'ira', 'QQQ', '25000.00', '30000.00', 'Invesco QQQ Trust'),
  ],
  properties: [
    property('home', '900000.00', '14 Elm Street, Denver, CO 80206'),
    property('cabin', '250000.00', '3 Pine Lane, Estes Park, CO 80517'),
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
      propertyId: 'cabin',
      currentBalance: '150000.20',
      interestRate: '7.25',
      monthlyPayment: '1200.00',
      maturityDate: '2045-01-01',
    }),
  ],
  beneficiaries: [
    { ...beneficiary('b1', '50.00', 'will'), name: 'Claire Whitman', relationship: 'Spouse' },
    { ...beneficiary('b2', '30.00', 'will'), name: 'Andrew Whitman', relationship: 'Son' },
    { ...beneficiary('b3', '20.00', 'will'), name: 'Lily Whitman', relationship: 'Daughter' },
  ],
  professionals: [
    { ...professional('pro-1', 'cpa'), name: 'Nora Banks' },
    { ...professional('pro-2', 'cpa'), name: 'Omar Reyes' },
    { ...professional('pro-3', 'attorney'), name: 'Ruth Hale' },
  ],
  taxDocuments: [
    { ...taxDocument('t24', 2024, '1040', '250000.00'), totalTax: '41000.25' },
    { ...taxDocument('t25', 2025, '1040', '260000.00'), totalTax: '43500.00' },
  ],
  privatePlacements: [
    {
      ...placement('pp-aspen', '150000.00'),
      name: 'Aspen Ridge Fund',
      initialInvestment: '100000.00',
      distributionsMade: '5000.00',
    },
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

const EVERY_SHARE =
  'You have 3 beneficiaries: Claire Whitman (50%), Andrew Whitman (30%) and Lily Whitman (20%).';

describe('the older misses in new words', () => {
  it('"who gets what from the will" lists every share', async () => {
    expect(await lead('if something happens to us who gets what from the will')).toBe(EVERY_SHARE);
  });

  it('"beneficiary allocation" lists every share', async () => {
    expect(await lead('Beneficiary allocation.')).toBe(EVERY_SHARE);
  });

  it('the estate "split between" the people named, and others, lists every share', async () => {
    expect(await lead('how is the estate split between the kids and claire')).toBe(EVERY_SHARE);
  });

  it('"CPA count and names" counts them and names them', async () => {
    expect(await lead('CPA count and names.')).toBe('You have 2 CPAs: Nora Banks and Omar Reyes.');
  });
});

describe('periods and words around them', () => {
  it('an adverb of time before the period ("back in the spring") is not part of the name', async () => {
    // 20.10 + 15.00, March to May.
    expect(await lead('how much did we spend at walgreens back in the spring')).toMatch(
      /^You spent \$35\.10 at Walgreens /,
    );
  });

  it('a "federal liability" is the federal tax', () => {
    expect(plan('Federal liability, 2024.')).toEqual({
      calls: [{ name: 'get_taxes', args: { year: 2024, kind: 'federal' } }],
    });
  });
});

describe('follow-ups', () => {
  it('"delta" alone after two years of tax is the change; "delta" in a question stays a name', async () => {
    // 43,500.00 - 41,000.25.
    expect(await lead('Delta.', ['Federal liability, 2024.', '2025.'])).toMatch(/went up by \$2,499\.75/);
    const asked = plan('what did we spend at delta last month');
    expect('calls' in asked && asked.calls[0]!.args.merchant).toBe('delta');
  });

  it('"put together" after two accounts adds their balances', async () => {
    const earlier = ['how much is in the marcus money market', 'and the rainy day savings'];
    // 30,000.00 + 20,000.50.
    expect(await lead('put together', earlier)).toMatch(/\$50,000\.50/);
  });

  it('an institution\'s account of a type ("the first interstate savings") after another account is that one', async () => {
    expect(
      await lead('and the first interstate savings', ['how much is in the marcus money market']),
    ).toMatch(/^Rainy Day Savings \(First Interstate, savings\) has a balance of \$20,000\.50/);
  });

  it('"the other mortgage" after a loan asked by its property is the loan on the other property', async () => {
    const earlier = ['how much do we still owe on the pine lane place', 'and whats the interest on that'];
    expect(await lead('and the other mortgage', earlier)).toMatch(/Wells Fargo is 6\.50?%/);
  });

  it('a seven-word "how much" naming nothing asks it of the thing before', async () => {
    expect(
      await lead('how much did we put in originally', ['how much is the aspen fund worth right now']),
    ).toMatch(/\$100,000\.00/);
  });

  it('a name\'s word made of two words ("Foodbank") is that name written apart ("the food bank")', async () => {
    const withCharity = family(TODAY, {
      beneficiaries: [
        { ...beneficiary('b1', '90.00', 'will'), name: 'Claire Whitman', relationship: 'Spouse' },
        { ...beneficiary('b2', '10.00', 'will'), name: 'Riverside Foodbank', relationship: 'Charity' },
      ],
    });
    const answer = await analystAnswer(
      'and the food bank',
      new FamilyFacts(withCharity, defaultAssumptions, reader),
      ['what does claire get in the will'],
    );
    expect(answer).toMatch(/^Riverside Foodbank \(charity\) gets 10(\.00)?% /);
  });

  it('"those two months" after two months asked one after the other is both of them', async () => {
    const earlier = ['how much did we spend on chipotle in october', 'and in november'];
    // Kroger from October 1 to November 19: 70.40 + 29.60; Walgreens in July is outside it.
    expect(await lead('what about groceries those two months', earlier)).toMatch(
      /^You spent \$100\.00 on Groceries from October 1 to November 19, 2026/,
    );
    expect(
      await lead('and healthcare both months', ['what did we spend at amazon in july', 'and in august']),
    ).toMatch(/^You spent \$99\.00 on Healthcare from July 1 to August 31, 2026/);
  });

  it('"for the same" after a period keeps that period for the new thing', async () => {
    const earlier = ['how much did we spend on chipotle in october', 'what about november so far'];
    // Kroger in November: 70.40 + 29.60.
    expect(await lead('and groceries for the same', earlier)).toMatch(/^You spent \$100\.00 on Groceries/);
  });
});

describe('two or three questions in one', () => {
  it('three named things listed with commas and no "and" are three parts', async () => {
    expect(await lead('VXUS value, SCHD value, QQQ value.')).toMatch(
      /\$10,000\.00.*\$20,000\.00.*\$30,000\.00/,
    );
  });

  it('a second thing after "and" in a question with a period shares its question and period', async () => {
    // Amazon in August 40.25 + 10.00; Target 61.50.
    expect(await lead('what went to amazon in august as well as target')).toMatch(
      /^You spent \$50\.25 at Amazon in August 2026.*You spent \$61\.50 at Target in August 2026/,
    );
  });
});
