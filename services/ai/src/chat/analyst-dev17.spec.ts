// The readings found by dev-17 (issue 33), each asked of a family of its own with figures worked out by
// hand: a policy's measure asked of a property, which no policy names, asks which policy is meant; an
// accountant's shorthand ("NW", "liabs", "bene split", "chk bal"); a teenager's "u" and "r" and "tax
// guys" for the accountants; "is X more than Y" asks both figures; and "by how much?" after it is the gap,
// two cards by what is owed on them. Then, on a second family, the readings of the second pass: two
// questions joined by a comma, "&" or "plus", each part with its own period or measure; three parts with
// a whole question in the middle; two merchants compared and their gap; "our part of" a home and "what
// the bank still has on it"; "where did we spend the most"; each heir's share "from our estate"; "both
// months together?"; a reason naming the thing "it" stands for; and two homes that share a city.
import { defaultAssumptions } from '../analytics';
import {
  account,
  beneficiary,
  expenseRow,
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

// ---------- the readings of dev-17's second pass ----------
// A second family: two homes in one city (the primary one mortgaged, the rental owned outright) and a
// cabin with a loan of its own; two savings accounts at two banks; two life policies and an umbrella;
// three heirs; and a year of coffee, burritos, tacos, power and films.
const rows = [
  expenseRow('2026-03-01', 'Starbucks', '12.50', 'Food & Dining'),
  expenseRow('2026-06-01', 'Starbucks', '20.00', 'Food & Dining'),
  expenseRow('2026-02-01', 'Chipotle', '15.00', 'Food & Dining'),
  expenseRow('2026-09-01', 'Chipotle', '25.25', 'Food & Dining'),
  expenseRow('2026-09-05', 'Taco Bell', '8.40', 'Food & Dining'),
  expenseRow('2026-10-07', 'Taco Bell', '9.10', 'Food & Dining'),
  expenseRow('2026-10-20', 'Taco Bell', '5.00', 'Food & Dining'),
  expenseRow('2026-10-03', 'Xcel Energy', '120.00', 'Utilities'),
  expenseRow('2026-09-12', 'AMC Theatres', '30.00', 'Entertainment'),
  expenseRow('2026-11-02', 'Kroger', '70.40', 'Groceries'),
  expenseRow('2026-11-10', 'Kroger', '29.60', 'Groceries'),
  expenseRow('2026-11-05', 'Target', '61.50', 'Shopping'),
];
const second = family('2026-11-19', {
  accounts: [
    { ...account('chk', 'checking', '5000.10', 'Everyday Checking'), institution: 'First Interstate' },
    { ...account('sav', 'savings', '12000.00', 'Rainy Day Savings'), institution: 'First Interstate' },
    { ...account('hys', 'savings', '8000.00', 'High Yield Savings'), institution: 'Ally Bank' },
  ],
  properties: [
    property('home', '800000.00', '14 Elm Street, Denver, CO 80206'),
    { ...property('rental', '400000.00', '9 Oak Avenue, Denver, CO 80203'), propertyType: 'investment' },
    { ...property('cabin', '300000.00', '3 Pine Lane, Estes Park, CO 80517'), propertyType: 'vacation' },
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
    mortgage('m2', {
      lender: 'Chase',
      propertyId: 'cabin',
      currentBalance: '120000.00',
      interestRate: '7.00',
      monthlyPayment: '950.00',
      maturityDate: '2052-01-01',
    }),
  ],
  insurance: [
    { ...policy('p1', 'life', '1000000.00', null, 'Haven Life'), annualPremium: '700.00' },
    { ...policy('p2', 'life', '500000.00', null, 'Banner Life'), annualPremium: '300.00' },
    { ...policy('p3', 'umbrella', '2000000.00', null, 'Chubb'), annualPremium: '400.00' },
  ],
  beneficiaries: [
    { ...beneficiary('b1', '70.00', 'will'), name: 'Claire Whitman', relationship: 'Spouse' },
    { ...beneficiary('b2', '20.00', 'will'), name: 'Andrew Whitman', relationship: 'Son' },
    { ...beneficiary('b3', '10.00', 'will'), name: 'Denver Food Bank', relationship: 'Charity' },
  ],
});
const rowsReader = {
  get: async <T>(_: string, query: Record<string, string | number | undefined> = {}) =>
    rowsSummary(rows, query) as T,
};
const secondFacts = () => new FamilyFacts(second, defaultAssumptions, rowsReader);
/** The reply's first paragraph. */
const first = async (question: string, earlier: string[] = []) =>
  (await analystAnswer(question, secondFacts(), earlier)).split('\n\n')[0]!;

describe('two questions in one, joined loosely', () => {
  it('"chk bal, sav bal (ally)": each account, the savings one of the bank named', async () => {
    for (const q of ['chk bal, sav bal (ally)', 'checking balance, savings balance at ally']) {
      expect(await first(q)).toMatch(/Everyday Checking .*\$5,000\.10.*High Yield Savings .*\$8,000\.00/);
    }
    expect(await first('sav bal (ally)')).toMatch(/^High Yield Savings .*\$8,000\.00/);
    // No bank named: both savings accounts, added up (12,000.00 + 8,000.00).
    expect(await first('savings bal, checking bal')).toMatch(/\$20,000\.00.*\$5,000\.10/);
  });

  it('"& what..." and "plus what..." before a question of its own', async () => {
    // 12,000.00 + 8,000.00 in savings; 9.10 + 5.00 at Taco Bell in October.
    expect(await first('how much u got in savings & what did i spend at taco bell in october')).toMatch(
      /\$20,000\.00.*\$14\.10/,
    );
    expect(await first('checking bal plus what did we spend at taco bell in october')).toMatch(
      /\$5,000\.10.*\$14\.10/,
    );
  });

  it('"X in october plus Y in september": each part with its own period', async () => {
    for (const q of [
      'utilities in october plus entertainment in september',
      'utilities in october and entertainment in september',
      'what did we spend on utilities in october and on entertainment in september',
    ]) {
      expect(await first(q)).toMatch(
        /\$120\.00 on Utilities in October 2026.*\$30\.00 on Entertainment in September 2026/,
      );
    }
    // "Last month" stays the first part's, "this month" the second's: 0.00 of groceries in October, 100.00 in November.
    expect(await first('utilities last month and groceries this month')).toMatch(
      /\$120\.00 on Utilities in October 2026.*\$100\.00 on Groceries in November 2026/,
    );
  });

  it('"the amount of premium for X and the amount of coverage of Y": each figure as asked, in order', async () => {
    // Life: 700.00 + 300.00 a year for 1,000,000.00 + 500,000.00 of cover; the umbrella: 2,000,000.00.
    const answer = await first(
      'the amount of premium for life insurance and the amount of coverage of umbrella?',
    );
    expect(answer).toMatch(
      /^Your 2 life policies cost \$1,000\.00 a year in premiums.*Chubb umbrella policy.*\$2,000,000\.00/,
    );
    expect(await first('what do we pay for life insurance and the coverage of the umbrella')).toMatch(
      /\$1,000\.00 a year.*\$2,000,000\.00/,
    );
  });

  it('three parts, the middle one a whole question of its own ("our net worth")', async () => {
    // Net worth: 25,000.10 in accounts + 1,500,000.00 of homes - 470,000.00 of loans.
    const answer = await first('how much is the cabin worth, our net worth, and the checking balance');
    expect(answer).toMatch(/\$300,000\.00.*\$1,055,000\.10.*\$5,000\.10/);
  });
});

describe('comparisons and what sets them apart', () => {
  it('"is starbucks more than chipotle this year": both merchants, each over the period said', async () => {
    // Starbucks 12.50 + 20.00; Chipotle 15.00 + 25.25.
    expect(await first('is starbucks more than chipotle for us this year')).toMatch(
      /\$32\.50 at Starbucks.*\$40\.25 at Chipotle/,
    );
  });

  it('"by how much?" after two merchants or two categories of one period is the gap between them', async () => {
    // 40.25 - 32.50.
    expect(await first('by how much?', ['is starbucks more than chipotle for us this year'])).toBe(
      'You spent $7.75 more at Chipotle than at Starbucks in 2026 so far (January 1 to November 19, 2026) ($40.25 against $32.50).',
    );
    // Utilities 120.00 against Entertainment 0.00 in October... September: Entertainment 30.00, Utilities 0.00.
    expect(
      await first("what's the difference", [
        'how much did we spend at chipotle in september',
        'and at taco bell in september?',
      ]),
    ).toMatch(/^You spent \$16\.85 more at Chipotle than at Taco Bell in September 2026/);
  });

  it('"our part of X" is its equity, "what the bank still has on it" its loan', async () => {
    // 300,000.00 - 120,000.00 of equity in the cabin; 120,000.00 owed to Chase.
    expect(await first('is our part of the cabin bigger than what the bank still has on it')).toMatch(
      /equity of 3 Pine Lane.*\$180,000\.00.*\$120,000\.00/,
    );
    expect(await first('our share of the pine lane cabin')).toMatch(/\$180,000\.00/);
    expect(await first('what does the lender still have on the cabin')).toMatch(/\$120,000\.00/);
  });
});

describe('readings of their own', () => {
  it('"where did i drop the most cash": the merchant spent at most', async () => {
    // Kroger 70.40 + 29.60 against Target 61.50 in November.
    for (const q of ['where did i drop the most cash this month', 'where did we spend the most this month']) {
      expect(await first(q)).toMatch(/Kroger is where you spent the most: \$100\.00/);
    }
  });

  it('"what percent each person get from our estate": every share', async () => {
    const all =
      'You have 3 beneficiaries: Claire Whitman (70%), Andrew Whitman (20%) and Denver Food Bank (10%).';
    for (const q of [
      'what percent each person get from our estate?',
      'how much does everyone receive from the estate',
      'what share of the estate goes to each of them',
    ]) {
      expect(await first(q)).toBe(all);
    }
  });

  it('"both months together?" after one thing asked of two months: the two months as one span', async () => {
    // 8.40 in September, 9.10 + 5.00 in October.
    const earlier = ['how much did i spend at taco bell in october', 'and in september?'];
    for (const q of ['both months together?', 'both months combined', 'what about both months']) {
      expect(await first(q, earlier)).toMatch(
        /^You spent \$22\.50 at Taco Bell from September 1 to October 31, 2026/,
      );
    }
  });

  it('a reason that names the thing, then a question about "it"', async () => {
    expect(await first("we're thinking about refinancing the cabin, what rate do we pay on it")).toMatch(
      /^The interest rate of Chase is 7% \(on 3 Pine Lane/,
    );
    const earlier = ["we're thinking about refinancing the cabin, what rate do we pay on it"];
    expect(await first('payment?', earlier)).toMatch(/^The monthly payment of Chase is \$950\.00/);
    expect(await first('and on the other one?', [...earlier, 'payment?'])).toMatch(
      /^The monthly payment of Wells Fargo is \$2,500\.00/,
    );
    expect(await first('for the refinance of the elm street house, what do we still owe')).toMatch(
      /\$350,000\.00/,
    );
  });
});

describe('"the house in Denver", where two homes are', () => {
  it('answers each, the primary residence first, never one picked in silence', async () => {
    // Equity: 800,000.00 - 350,000.00 on Elm Street; 400,000.00 on Oak Avenue, owned outright.
    for (const q of ['how much of the denver house is actually ours', 'equity in the denver house']) {
      expect(await first(q)).toMatch(
        /^The equity of 14 Elm Street.*\$450,000\.00.*9 Oak Avenue.*\$400,000\.00/,
      );
    }
    expect(await first('What is the value of house in Denver?')).toMatch(
      /^14 Elm Street.*\$800,000\.00.*9 Oak Avenue.*\$400,000\.00/,
    );
  });

  it('then what is owed on "it": the loan on the one of them that has one', async () => {
    const earlier = ['What is the value of house in Denver?'];
    expect(await first('And how many we still owe on it?', earlier)).toMatch(/\$350,000\.00/);
    expect(await first('and the interest rate?', [...earlier, 'And how many we still owe on it?'])).toMatch(
      /^The interest rate of Wells Fargo is 6\.5% \(on 14 Elm Street/,
    );
    expect(await first("what's the payment on it?", ['equity in the denver house'])).toMatch(/\$2,500\.00/);
  });
});
