// The readings found by dev-19 (issue 33), each asked of a family of its own with figures worked out by
// hand: a word that is both an account type and part of one account's name ("and the brokerage" after
// the Roth) names that account; a count with what the things counted come to together ("how many
// properties do we own and what are they worth all together"); a second part whose pronoun stands for
// the first part's winner ("which property has gained the most, and what do we still owe on it"); the
// family's worth as a noun, less its debts, whatever it names ("our total worth with the cabin in it,
// less every loan", "the bottom line once you net out the mortgages and the cards"); the heirs "in
// what proportions"; then two halves or quarters compared ("H1 vs H2 so far", "q1 and q2"); two taxes
// sharing one period ("federal and colorado tax for last tax year"); the first part's winner's loan rate
// ("and what's the rate on its loan"); a holding's share count ("how many units"); and "which of those"
// among the accounts answered together just before.
import { defaultAssumptions } from '../analytics';
import {
  account,
  beneficiary,
  expenseRow,
  family,
  holding,
  mortgage,
  property,
  taxDocument,
} from '../analytics/test-family';
import { FamilyFacts } from '../facts/family-facts';
import { rowsSummary } from '../testing/rows-summary';
import { analystAnswer } from './analyst';

// Groceries: H1 (Q1 100.25 + Q2 200.50) = 300.75; H2 so far (Q3 50.10 + Q4 25.05) = 75.15.
const rows = [
  expenseRow('2026-02-10', 'Kroger', '100.25'),
  expenseRow('2026-05-15', 'Kroger', '200.50'),
  expenseRow('2026-08-01', 'Kroger', '50.10'),
  expenseRow('2026-11-02', 'Kroger', '25.05'),
];
const summit = 'Summit Bank';
const data = family('2026-11-20', {
  accounts: [
    account('brk', 'investment', '120000.00', 'Schwab Brokerage'),
    account('roth', 'investment', '40000.00', 'Roth IRA'),
    { ...account('chk', 'checking', '5000.00', 'Main Checking'), institution: summit },
    { ...account('sav1', 'savings', '9000.00', 'Rainy Day Savings'), institution: summit },
    { ...account('sav2', 'savings', '3000.00', 'Travel Savings'), institution: 'Ally Bank' },
    { ...account('c1', 'credit', '-250.50', 'Blue Card'), institution: summit },
    account('c2', 'credit', '-149.50', 'Red Card'),
  ],
  holdings: [
    { ...holding('h1', 'brk', 'VOO', '4000.00', '5000.00', 'Vanguard S&P 500 ETF'), shares: '10.500000' },
    { ...holding('h2', 'brk', 'COST', '2000.00', '2700.00', 'Costco Wholesale'), shares: '3.000000' },
  ],
  taxDocuments: [
    { ...taxDocument('t1', 2025, '1040', '200000.00'), totalTax: '30000.00' },
    { ...taxDocument('t2', 2025, 'CO-104', '200000.00'), totalTax: '5000.00' },
  ],
  properties: [
    { ...property('home', '800000.00', '14 Elm Street, Denver, CO 80206'), purchasePrice: '500000.00' },
    {
      ...property('cabin', '300000.00', '3 Pine Lane, Estes Park, CO 80517'),
      propertyType: 'vacation',
      purchasePrice: '250000.00',
    },
  ],
  mortgages: [
    mortgage('m1', {
      lender: 'Wells Fargo',
      propertyId: 'home',
      currentBalance: '200000.00',
      interestRate: '6.50',
      monthlyPayment: '1500.00',
      maturityDate: '2050-01-01',
    }),
    mortgage('m2', {
      lender: 'Alpine Credit Union',
      propertyId: 'cabin',
      currentBalance: '150000.00',
      interestRate: '7.00',
      monthlyPayment: '1100.00',
      maturityDate: '2052-01-01',
    }),
  ],
  beneficiaries: [
    { ...beneficiary('b1', '70.00', 'will'), name: 'Claire Whitman', relationship: 'Spouse' },
    { ...beneficiary('b2', '30.00', 'will'), name: 'Andrew Whitman', relationship: 'Son' },
  ],
});
const reader = {
  get: async <T>(_: string, query: Record<string, string | number | undefined> = {}) =>
    rowsSummary(rows, query) as T,
};
const facts = () => new FamilyFacts(data, defaultAssumptions, reader);
const lead = async (question: string, earlier: string[] = []) =>
  (await analystAnswer(question, facts(), earlier)).split('\n')[0]!;

describe("a type's word that is part of one account's name, after one account", () => {
  it('names that account, however it is spelt', async () => {
    for (const turn of ['and the brokerage', 'and the brokrage?', 'what about the brokerage account']) {
      const said = await lead(turn, ["what's the balance on the roth"]);
      expect(said).toContain('$120,000.00');
      expect(said).not.toContain('$160,000.00');
    }
  });
  it('is still the type when the word is in several accounts’ names', async () => {
    expect(await lead('and savings?', ["what's the balance on the roth"])).toContain('$12,000.00');
  });
});

describe('a count with what the things counted come to', () => {
  it('gives the number, the total and the names in its first sentence', async () => {
    expect(await lead('how many properties do we own and what are they worth all together')).toBe(
      'You have 2 properties, worth $1,100,000.00 together: 14 Elm Street, Denver, CO 80206 and 3 Pine Lane, Estes Park, CO 80517.',
    );
    expect(await lead('how many credit cards do we have and what do we owe on them in total')).toContain(
      'You have 2 credit accounts, owing $400.00 in all',
    );
    expect(await lead("how many mortgages do we have and what's the total still owed")).toContain(
      'You have 2 mortgages, owing $350,000.00 in all',
    );
  });
});

describe("a second part leaning on the first part's winner", () => {
  it('asks its question of the winner', async () => {
    const gained = await lead(
      'which property has gained the most since we bought it, and what do we still owe on it',
    );
    expect(gained).toMatch(/14 Elm Street.*\$300,000\.00.*\$200,000\.00/);
    expect(gained).not.toContain('$150,000.00');
    const least = await lead('which property is worth the least and what do we owe on it?');
    expect(least).toMatch(/3 Pine Lane.*\$300,000\.00.*\$150,000\.00/);
  });
});

describe("the family's worth as a noun, less its debts", () => {
  it('is the net worth, whatever things it names', async () => {
    // Liquid 120,000 + 40,000 + 5,000 + 9,000 + 3,000 - 400 = 176,600; equity 1,100,000 - 350,000.
    for (const q of [
      'our total worth with the cabin and the brokerage in it, less every loan',
      "what's the family's bottom line once you net out the mortgages and the cards",
      'our overall worth minus the debts',
    ]) {
      expect(await lead(q)).toContain('$926,600.00');
    }
  });
});

describe('the heirs in what proportions', () => {
  it('lists every share', async () => {
    expect(await lead('walk me through who inherits and in what proportions')).toBe(
      'You have 2 beneficiaries: Claire Whitman (70%) and Andrew Whitman (30%).',
    );
  });
});

describe('two named halves or quarters of the year, compared', () => {
  it('answers each, in the order asked; "so far" ends the second at today', async () => {
    for (const q of [
      'groceries in the first half versus the second half so far',
      'groceries H1 compared to H2',
      'what did we spend on groceries in h1 and h2',
    ]) {
      expect(await lead(q)).toMatch(/\$300\.75.*\$75\.15/);
    }
    for (const q of ['groceries in Q1 vs Q2', 'what did we spend on groceries in q1 and q2']) {
      expect(await lead(q)).toMatch(/\$100\.25.*\$200\.50/);
    }
  });
});

describe('two taxes sharing one period', () => {
  it('answers both, whichever comes first and however the year is said', async () => {
    for (const q of [
      'federal and colorado tax for last tax year',
      'what was our federal and colorado tax last year',
      'how much federal and state tax did we pay in 2025',
    ]) {
      expect(await lead(q)).toMatch(/\$30,000\.00.*\$5,000\.00/);
    }
    expect(await lead('state and federal taxes for the last tax year')).toMatch(/\$5,000\.00.*\$30,000\.00/);
  });
});

describe("the first part's winner, then its loan's rate", () => {
  it("is the winner's own loan, not the highest rate", async () => {
    for (const q of [
      "which property is worth the most and what's the rate on its loan",
      "what's our most valuable property, and what interest rate is its mortgage at",
      "which property is worth the most and what's the top one's mortgage rate",
    ]) {
      const said = await lead(q);
      expect(said).toMatch(/14 Elm Street.*\$800,000\.00.*6\.5%/);
      expect(said).not.toContain('7%');
    }
    expect(await lead("which house is worth the least and what's the rate on it")).toMatch(
      /3 Pine Lane.*\$300,000\.00.*7%/,
    );
  });
});

describe("a holding's share count", () => {
  it('leads with the shares, named, after a ranking or alone or as a follow-up', async () => {
    expect(await lead('which holding is biggest and how many shares do we have of it')).toMatch(
      /\(VOO\).*\$5,000\.00.*You hold 10\.5 shares of Vanguard S&P 500 ETF \(VOO\)/,
    );
    expect(await lead('how many units of the costco do we hold')).toBe(
      "You hold 3 shares of Costco Wholesale (COST) in Schwab Brokerage, worth $2,700.00. Its cost basis is $2,000.00, up $700.00 (+35.00%); it is 35.1% of your holdings' value; the gain or loss is unrealized: current value minus cost basis, as recorded today.",
    );
    expect(await lead('and how many shares is that?', ["what's VOO worth"])).toContain(
      'You hold 10.5 shares',
    );
  });
});

describe('"which of those" after the accounts answered together', () => {
  const atSummit = 'what do we have at summit bank';
  it('picks by type among them, not among every account', async () => {
    // Savings at Summit: 9,000 (the family's savings are 12,000 with Ally's).
    expect(await lead('and which of those is the savings one', [atSummit])).toContain('$9,000.00');
    expect(await lead('the card among those?', [atSummit])).toContain('$250.50');
    expect(
      await lead('which of them is the checking', ['how many accounts do we keep at summit bank, and which']),
    ).toContain('$5,000.00');
  });
  it('keeps the set for the turn after, and adds the two picked', async () => {
    const turns = [atSummit, 'which of those is the savings one'];
    expect(await lead('and the checking one?', turns)).toContain('$5,000.00');
    expect(await lead('add the two up', [...turns, 'and the checking one?'])).toContain('$14,000.00');
  });
});
