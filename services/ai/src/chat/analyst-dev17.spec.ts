// The readings found by dev-17 (issue 33), each asked of a family of its own with figures worked out by
// hand: a policy's measure asked of a property, which no policy names, asks which policy is meant; an
// accountant's shorthand ("NW", "liabs", "bene split", "chk bal"); a teenager's "u" and "r" and "tax
// guys" for the accountants; "is X more than Y" asks both figures; and "by how much?" after it is the gap,
// two cards by what is owed on them.
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
} from '../analytics/test-family';
import { FamilyFacts } from '../facts/family-facts';
import { rowsSummary } from '../testing/rows-summary';
import { analystAnswer } from './analyst';

const data = family('2026-11-19', {
  accounts: [
    { ...account('chk', 'checking', '5000.10', 'Everyday Checking'), institution: 'First Interstate' },
    { ...account('sav', 'savings', '12000.00', 'Rainy Day Savings'), institution: 'First Interstate' },
    { ...account('amex', 'credit', '-900.50', 'Blue Cash'), institution: 'American Express' },
    { ...account('disc', 'credit', '-400.25', 'Discover It'), institution: 'Discover' },
    { ...account('ira', 'investment', '30000.00', 'Rollover IRA'), institution: 'Schwab' },
  ],
  holdings: [
    holding('h1', 'ira', 'QQQ', '12000.00', '10000.00', 'Invesco QQQ Trust'),
    holding('h2', 'ira', 'SCHD', '21000.00', '20000.00', 'Schwab US Dividend Equity ETF'),
  ],
  properties: [
    property('home', '800000.00', '14 Elm Street, Denver, CO 80206'),
    property('cabin', '300000.00', '3 Pine Lane, Estes Park, CO 80517'),
  ],
  mortgages: [
    mortgage('m1', {
      lender: 'Wells Fargo',
      propertyId: 'home',
      currentBalance: '350000.00',
      interestRate: '6.50',
      monthlyPayment: '2500.00',
      maturityDate: '2050-01-01',
    }),
  ],
  insurance: [
    { ...policy('p1', 'property', '900000.00', null, 'Travelers'), annualPremium: '2100.00' },
    { ...policy('p2', 'property', '350000.00', null, 'Chubb'), annualPremium: '950.00' },
    { ...policy('p3', 'life', '1000000.00', null, 'Haven Life'), annualPremium: '700.00' },
  ],
  beneficiaries: [
    { ...beneficiary('b1', '70.00', 'will'), name: 'Claire Whitman', relationship: 'Spouse' },
    { ...beneficiary('b2', '30.00', 'will'), name: 'Andrew Whitman', relationship: 'Son' },
  ],
  professionals: [
    { ...professional('pro-1', 'cpa'), name: 'Nora Banks' },
    { ...professional('pro-2', 'cpa'), name: 'Omar Reyes' },
  ],
});
const reader = {
  get: async <T>(_: string, query: Record<string, string | number | undefined> = {}) =>
    rowsSummary([], query) as T,
};
const facts = () => new FamilyFacts(data, defaultAssumptions, reader);
const lead = async (question: string, earlier: string[] = []) =>
  (await analystAnswer(question, facts(), earlier)).split('\n')[0]!;

const WHICH_POLICY =
  'Which policy do you mean: Travelers ($2,100.00 a year, $900,000.00 of cover) or Chubb ($950.00 a year, $350,000.00 of cover)? No property policy on file says which property it covers.';

describe('cover asked of a property, which no policy names', () => {
  it('asks which property policy is meant, asked of the property or after a question about it', async () => {
    expect(await lead('who insures the pine lane cabin')).toBe(WHICH_POLICY);
    expect(await lead("what's the premium on it", ['what is the pine lane cabin worth'])).toBe(WHICH_POLICY);
    // Then another property alone asks the same.
    expect(await lead('and the elm street house', ['who insures the pine lane cabin'])).toBe(WHICH_POLICY);
  });

  it('answers a policy named by its insurer, and the whole book of policies', async () => {
    expect(await lead('what does travelers cover on the elm street house')).not.toMatch(/^Which policy/);
    expect(await lead('how much do all our policies cost')).not.toMatch(/^Which policy/);
  });
});

describe('shorthand', () => {
  it('"NW, net of all liabs" is the net worth', async () => {
    // 5,000.10 + 12,000.00 - 900.50 - 400.25 + 30,000.00 + 1,100,000.00 - 350,000.00.
    expect(await lead('NW, net of all liabs')).toMatch(/^Your net worth is \$795,699\.35/);
  });

  it('"bene split %" lists every share', async () => {
    expect(await lead('bene split %')).toBe(
      'You have 2 beneficiaries: Claire Whitman (70%) and Andrew Whitman (30%).',
    );
  });

  it('"tax guys" are the accountants, counted and named', async () => {
    expect(await lead('how many tax guys do we use, names pls')).toBe(
      'You have 2 CPAs: Nora Banks and Omar Reyes.',
    );
  });

  it('"u" is you and "chk bal" the checking balance', async () => {
    expect(await lead('how much u got in checking')).toMatch(/\$5,000\.10/);
    expect(await lead('chk bal')).toMatch(/^Everyday Checking .*\$5,000\.10/);
  });
});

describe('comparisons', () => {
  it('"is X down more than Y" gives both figures, in the order named', async () => {
    // QQQ 12,000.00 - 10,000.00 = 2,000.00 down; SCHD 21,000.00 - 20,000.00 = 1,000.00 down.
    expect(await lead('is QQQ down more than SCHD?')).toMatch(/\$2,000\.00.*\$1,000\.00/);
  });

  it('"by how much?" after two cards compared is the gap in what is owed on them', async () => {
    const earlier = ['is the amex balance more than the discover one'];
    expect(await lead(earlier[0]!)).toMatch(/\$900\.50.*\$400\.25/);
    // 900.50 - 400.25.
    expect(await lead('by how much?', earlier)).toMatch(/\$500\.25/);
  });
});
