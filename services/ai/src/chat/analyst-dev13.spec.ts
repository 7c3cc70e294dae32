// The readings found by dev-13 (issue 33), each asked of a family of its own with figures worked out by
// hand: worth asked the long way round, shares as "their cut", a home's equity as "how much of it we
// own", a policy's cost, an insurer of several policies, a cost of long ago, counts and type totals
// turned by a follow-up, a pronoun for the thing before, the things an investment account holds, and how
// far a tax figure moved between two years.
import { defaultAssumptions } from '../analytics';
import {
  account,
  beneficiary,
  family,
  holding,
  mortgage,
  policy,
  professional,
  property,
  taxDocument,
} from '../analytics/test-family';
import { analystAnswer, analystPlan } from './analyst';
import { FamilyFacts } from '../facts/family-facts';

const data = family('2026-11-22', {
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
  insurance: [
    { ...policy('pol1', 'umbrella', '2000000.00', '2027-01-15', 'Chubb'), annualPremium: '410.00' },
    { ...policy('pol2', 'property', '950000.00', '2027-01-15', 'Chubb'), annualPremium: '2290.00' },
    { ...policy('pol3', 'life', '1500000.00', null, 'Northwestern Mutual'), annualPremium: '3100.00' },
  ],
  professionals: [
    { ...professional('p1', 'cpa'), name: 'Priya Raman' },
    { ...professional('p2', 'cpa'), name: 'Tom Okafor' },
    { ...professional('p3', 'financial_advisor'), name: 'Ana Lucero' },
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
});
const facts = () => new FamilyFacts(data, defaultAssumptions);
const lead = async (question: string, earlier: string[] = []) =>
  (await analystAnswer(question, facts(), earlier)).split('\n')[0]!;
const plan = (question: string, earlier: string[] = []) => analystPlan(question, facts(), earlier);

describe('worth, shares and equity, asked the long way round', () => {
  it.each([
    'if we sold every thing and paid off all our debts how much would we end up with',
    'whats the whole whitman pot worth',
    'what are we worth with the houses and the accounts and the ira included',
  ])('"%s" is the net worth', (question) => {
    expect(plan(question)).toEqual({ calls: [{ name: 'get_net_worth', args: {} }] });
  });

  it('"their cut" and "a breakdown of our beneficiaries" name each share', async () => {
    expect(await lead('breakdown of our beneficiaries and their cut')).toBe(
      'You have 3 beneficiaries: Claire Whitman (50%), Ethan Whitman (30%) and Lily Whitman (20%).',
    );
  });

  it('"how much of the vail place do we own once you take off what\'s owed" is its equity', async () => {
    // 650,000.00 - 200,000.20.
    expect(
      await lead("how much of the vail place do we actually own once you take off what's owed"),
    ).toContain('$449,999.80');
  });

  it('"what did the condo cost us originally" is what was paid for it, not spending', async () => {
    expect(await lead('what did the ski hill condo cost us originally')).toContain('$300,000.00');
  });
});

describe('policies and insurers', () => {
  it('"what does the umbrella policy cost us" is its premium, not spending at a merchant', async () => {
    expect(plan('what does the umbrella policy cost us')).toEqual({
      calls: [{ name: 'analyze_insurance', args: { policy: 'Chubb umbrella policy' } }],
    });
    expect(await lead('what does the umbrella policy cost us')).toContain('$410.00 a year');
  });

  it('what is paid to an insurer of several policies is all of them added up, not a question back', async () => {
    // 410.00 + 2,290.00.
    expect(await lead('how much do we pay chubb a year')).toContain('$2,700.00 a year');
    expect(await lead('and northwestern?', ['how much do we pay chubb a year'])).toContain(
      '$3,100.00 a year',
    );
  });
});

it('an insurer paid, named by a first word of its own, is paid its premium', async () => {
  expect(await lead('what are we paying northwestern')).toContain('$3,100.00 a year');
  expect(await lead('what do we pay chubb')).toContain('$2,700.00 a year');
});

describe('a follow-up turns a count or a total', () => {
  it('"and financial advisors?" after the CPAs counted counts that type', async () => {
    expect(await lead('and financial advisors?', ['how many cpas do we have'])).toBe(
      'You have 1 financial advisor: Ana Lucero.',
    );
  });

  it('"which one is higher?" after what the cards owe ranks the cards', async () => {
    expect(await lead('which one is higher?', ['how much do we owe on the cards'])).toContain(
      'Sapphire Card has the most owed on it: $850.25',
    );
  });
});

describe('a pronoun for the thing before, and what an investment account holds', () => {
  it('"the biggest thing in the ira" is its largest holding, not the largest expense', async () => {
    expect(await lead("what's the biggest thing in the rollover ira")).toContain(
      'Microsoft Corporation (MSFT) has the highest value: $30,000.00',
    );
  });

  it('"what\'s the biggest thing in it?" after an account puts the account in the pronoun\'s place', async () => {
    expect(await lead("what's the biggest thing in it?", ['how much is in the rollover ira'])).toContain(
      'Microsoft Corporation (MSFT) has the highest value: $30,000.00',
    );
  });

  it('a question that names a thing of its own is read alone', () => {
    expect(plan('what is it worth', ['how much is in the rollover ira'])).toEqual({
      calls: [{ name: 'get_accounts', args: { account: 'Rollover IRA' } }],
    });
    expect(plan('what did we pay for intel', ['how much is in the rollover ira'])).toEqual(
      plan('what did we pay for intel'),
    );
  });
});

describe('how far a figure moved between two years', () => {
  it('"by how much did it go up?" after two years of federal tax is the change between them', async () => {
    const earlier = ['federal tax 2025', 'and 2024?'];
    expect(plan('by how much did it go up?', earlier)).toEqual({
      calls: [{ name: 'get_taxes', args: { year: 2025, kind: 'federal', compareTo: 2024 } }],
    });
    // 43,500.00 - 41,000.25.
    expect(await lead('by how much did it go up?', earlier)).toMatch(
      /^Your federal tax went up by \$2,499\.75 from 2024 to 2025 \(\$41,000\.25 to \$43,500\.00\)\./,
    );
  });

  it('without two years before, "by how much" is no change', () => {
    expect(plan('by how much did it go up?', ['federal tax 2025'])).not.toEqual({
      calls: [{ name: 'get_taxes', args: { year: 2025, kind: 'federal', compareTo: 2024 } }],
    });
  });
});

describe('which of the two things asked before is larger', () => {
  it('two accounts, one then the other: those two ranked, the runner-up named after the winner', async () => {
    const earlier = ["what's in the everyday checking", 'and the rollover ira?'];
    expect(plan('which of those is bigger?', earlier)).toEqual({
      calls: [
        {
          name: 'rank_items',
          args: {
            set: 'accounts',
            order: 'largest',
            by: 'balance',
            names: ['Everyday Checking', 'Rollover IRA'],
          },
        },
      ],
    });
    const answer = await analystAnswer('which of those is bigger?', facts(), earlier);
    expect(answer.split('\n')[0]).toBe(
      'Of those 2 accounts, Rollover IRA holds the most: $42,000.00 (Schwab, investment).',
    );
    expect(answer).toMatch(/The others:\s+- Everyday Checking: \$12,000\.50/);
  });

  it('two homes asked by value, "which of the two is worth less" is the smaller', async () => {
    const earlier = ['what is the elm street house worth', 'and the ski hill condo?'];
    expect(await lead('which of the two is worth less?', earlier)).toContain(
      '8 Ski Hill Road, Vail, CO 81657 has the lowest value: $650,000.00',
    );
  });

  it('two things of different kinds are not ranked together', () => {
    const earlier = ["what's in the everyday checking", 'what is the elm street house worth'];
    expect(JSON.stringify(plan('which of those is bigger?', earlier))).not.toContain('"names"');
  });
});
