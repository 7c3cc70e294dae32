// The readings found by dev-19 (issue 33), each asked of a family of its own with figures worked out by
// hand: a word that is both an account type and part of one account's name ("and the brokerage" after
// the Roth) names that account; a count with what the things counted come to together ("how many
// properties do we own and what are they worth all together"); a second part whose pronoun stands for
// the first part's winner ("which property has gained the most, and what do we still owe on it"); the
// family's worth as a noun, less its debts, whatever it names ("our total worth with the cabin in it,
// less every loan", "the bottom line once you net out the mortgages and the cards"); and the heirs "in
// what proportions".
import { defaultAssumptions } from '../analytics';
import { account, beneficiary, family, mortgage, property } from '../analytics/test-family';
import { FamilyFacts } from '../facts/family-facts';
import { rowsSummary } from '../testing/rows-summary';
import { analystAnswer } from './analyst';

const data = family('2026-11-20', {
  accounts: [
    account('brk', 'investment', '120000.00', 'Schwab Brokerage'),
    account('roth', 'investment', '40000.00', 'Roth IRA'),
    account('chk', 'checking', '5000.00', 'Main Checking'),
    account('sav1', 'savings', '9000.00', 'Rainy Day Savings'),
    account('sav2', 'savings', '3000.00', 'Travel Savings'),
    account('c1', 'credit', '-250.50', 'Blue Card'),
    account('c2', 'credit', '-149.50', 'Red Card'),
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
    rowsSummary([], query) as T,
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
