// The readings found by dev-20 (issue 33), a first-time user's courtesies and short turns, each asked of a
// family of its own with figures worked out by hand: courtesies before the question ("hello, could you let
// me know", "sorry to bother you, but", "would you mind telling me"); "paid in" a thing as money paid,
// never paid-in capital ("what i paid in federal taxes"); paying for a thing as spending ("what do i pay
// in rent"); "who is it with?", "when does it renew?" after every policy when there is only one; and a
// return's income or rate asked after its tax ("and what was my income on that return?").
import { defaultAssumptions } from '../analytics';
import { account, expenseRow, family, policy, taxDocument } from '../analytics/test-family';
import { FamilyFacts } from '../facts/family-facts';
import { rowsSummary } from '../testing/rows-summary';
import { analystAnswer } from './analyst';

// Rent 1,200.00 on the first of September, October and November: 3,600.00 since September; gas 40.00
// and 35.50 in October: 75.50.
const rows = [
  expenseRow('2026-09-01', 'Oak Apartments', '1200.00', 'Housing'),
  expenseRow('2026-10-01', 'Oak Apartments', '1200.00', 'Housing'),
  expenseRow('2026-11-01', 'Oak Apartments', '1200.00', 'Housing'),
  expenseRow('2026-10-05', 'Shell', '40.00', 'Transportation'),
  expenseRow('2026-10-19', 'Shell', '35.50', 'Transportation'),
];
const data = family('2026-11-20', {
  accounts: [
    account('chk', 'checking', '2000.00', 'Main Checking'),
    account('sav', 'savings', '5000.00', 'Rainy Day'),
  ],
  insurance: [policy('renters', 'property', '25000.00', '2027-03-31', 'Lemonade')],
  // Tax 8,000.00 on income 80,000.00: an effective rate of 10.0%.
  taxDocuments: [{ ...taxDocument('t1', 2025, '1040', '80000.00'), totalTax: '8000.00' }],
  // The snapshot's last 365 days, as GET /family sums them.
  spending: rowsSummary(rows, { from: '2025-11-21', to: '2026-11-20' }),
});
const reader = {
  get: async <T>(_: string, query: Record<string, string | number | undefined> = {}) =>
    rowsSummary(rows, query) as T,
};
const facts = () => new FamilyFacts(data, defaultAssumptions, reader);
const lead = async (question: string, earlier: string[] = []) =>
  (await analystAnswer(question, facts(), earlier)).split('\n')[0]!;

describe('courtesies before the question', () => {
  it('are not the question', async () => {
    for (const q of [
      'hello, could you let me know what i spent on gas in october please',
      'sorry to bother you, but how much went on gas in october?',
      'sorry if this is a silly question, but what did i spend on gas in october',
      'good morning! would you mind telling me what i paid for gas in october',
    ]) {
      expect(await lead(q)).toContain('$75.50');
    }
    expect(await lead('hi there! could you remind me what is in my savings')).toContain('$5,000.00');
  });
});

describe('"paid in" a thing, and paying for a thing', () => {
  it('is the money paid, not paid-in capital', async () => {
    expect(await lead('could you remind me what i paid in federal taxes last year?')).toContain('$8,000.00');
    expect(await lead('how much have i paid in rent since september')).toContain('$3,600.00');
    expect(await lead('what do i pay for rent since september')).toContain('$3,600.00');
  });
  it('leaves what is paid on a policy to the policy', async () => {
    expect(await lead('what do i pay for insurance')).toContain('$1,200.00');
  });
});

describe('after every policy, when there is only one', () => {
  it('"it" is that policy: its insurer and its renewal', async () => {
    const before = ['what insurance do i have'];
    expect(await lead('who is it with?', before)).toMatch(/Lemonade.*\$25,000\.00/);
    expect(await lead('and when does it renew', before)).toContain('March 31, 2027');
  });
});

describe("a return's own figures after its tax", () => {
  it('gives the income and the rate it reports', async () => {
    const before = ['what was my federal tax for 2025'];
    expect(await lead('and what was my income on that return?', before)).toContain('$80,000.00');
    expect(await lead('so what rate is that?', before)).toContain('10.0%');
  });
});

// Added with dev-21: a monthly figure asked is the last whole month's (October 2026 here, today being
// November 20): rent 1,200.00, not the 3,600.00 of the months on file.
describe('a monthly figure of spending', () => {
  it("is the last whole month's, which the answer names", async () => {
    for (const q of [
      'what do i pay in rent each month',
      'how much is my rent per month',
      'what is my monthly rent',
      'how much do i spend on rent a month?',
    ]) {
      expect(await lead(q)).toMatch(/\$1,200\.00.*October 2026/);
    }
    expect(await lead('what do i spend on gas every month')).toMatch(/\$75\.50.*October 2026/);
  });
  it('keeps a period that is named', async () => {
    expect(await lead('what do i pay in rent each month since september')).toContain('$3,600.00');
  });
});

describe('what a thing cost, without an auxiliary verb', () => {
  it('is its spending', async () => {
    for (const q of [
      'what gas cost me in october',
      'what gas costs me in october?',
      'how much gas cost us in october',
    ]) {
      expect(await lead(q)).toContain('$75.50');
    }
    expect(await lead('what rent cost me in september')).toContain('$1,200.00');
  });
});

// Two accounts at one bank, and a third elsewhere: "the wells fargo one" could be either of the two.
const banks = family('2026-11-20', {
  accounts: [
    { ...account('wfc', 'checking', '2000.00', 'Everyday Checking'), institution: 'Wells Fargo' },
    { ...account('wfs', 'savings', '5000.00', 'Way2Save Savings'), institution: 'Wells Fargo' },
    { ...account('ally', 'savings', '9000.00', 'Ally Savings'), institution: 'Ally Bank' },
  ],
});
const atBanks = async (question: string, earlier: string[]) =>
  (await analystAnswer(question, new FamilyFacts(banks, defaultAssumptions, reader), earlier)).split(
    '\n',
  )[0]!;

describe('"the wells fargo one" when two accounts are there', () => {
  it('asks back, naming both', async () => {
    for (const [q, before] of [
      ['and the wells fargo one', ['what is in the ally savings']],
      ['and the wells fargo one?', ['what is our net worth']],
      ['what about the wells fargo one', ['how much is in ally']],
    ] as const) {
      const reply = await atBanks(q, [...before]);
      expect(reply).toMatch(/^Which one do you mean/);
      expect(reply).toContain('Everyday Checking');
      expect(reply).toContain('Way2Save Savings');
    }
  });
});
