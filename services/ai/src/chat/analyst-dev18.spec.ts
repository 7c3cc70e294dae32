// The readings found by dev-18 (issue 33), each asked of a family of its own with figures worked out by
// hand: a phone's autocorrect in the pairs finance is asked in ("net worm", "mortgage rare", "equality");
// other countries' accounts (a superannuation, an ISA) and a caravan as not on file; what a home "cost
// us" with no period is its price; "the federal" after a state tax part is the federal tax; a number
// said to be checked ("we do have two accountants, don't we?") and a "headcount" are counts; "and
// combined?" after the same spending of two months that meet; "total?" after two cards; and "and
// entertainment?" after one budget's room.
import type { Budget } from '@heirloom/contracts';
import { defaultAssumptions } from '../analytics';
import {
  account,
  expenseRow,
  family,
  mortgage,
  placement,
  professional,
  property,
  taxDocument,
} from '../analytics/test-family';
import { FamilyFacts } from '../facts/family-facts';
import { rowsSummary } from '../testing/rows-summary';
import { analystAnswer } from './analyst';

const budget = (category: string, monthlyBudget: string, currentSpent: string): Budget => ({
  id: category,
  userId: 'u',
  category,
  monthlyBudget,
  currentSpent,
  year: 2026,
  month: 11,
});
const rows = [
  expenseRow('2026-08-03', 'Speedway', '10.00', 'Transportation'),
  expenseRow('2026-09-10', 'Speedway', '30.00', 'Transportation'),
  expenseRow('2026-10-12', 'Speedway', '45.25', 'Transportation'),
];
const data = family('2026-11-20', {
  accounts: [
    { ...account('chk', 'checking', '4000.00', 'Main Checking'), institution: 'Alpine Bank' },
    { ...account('sav', 'savings', '9000.00', 'Rainy Day'), institution: 'Alpine Bank' },
    { ...account('c1', 'credit', '-250.50', 'Blue Card'), institution: 'American Express' },
    { ...account('c2', 'credit', '-149.50', 'Red Card'), institution: 'Discover' },
  ],
  properties: [
    property('home', '800000.00', '14 Elm Street, Denver, CO 80206'),
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
  ],
  professionals: [
    { ...professional('pro-1', 'cpa'), name: 'Nora Banks' },
    { ...professional('pro-2', 'cpa'), name: 'Omar Reyes' },
  ],
  privatePlacements: [placement('Aspen Fund', '50000.00'), placement('Birch Fund', '70000.00')],
  taxDocuments: [
    { ...taxDocument('t1', 2025, '1040', '200000.00'), totalTax: '30000.00' },
    { ...taxDocument('t2', 2025, 'CO-104', '200000.00'), totalTax: '5000.00' },
  ],
  budgets: [budget('Shopping', '500.00', '200.00'), budget('Entertainment', '100.00', '40.00')],
});
const reader = {
  get: async <T>(_: string, query: Record<string, string | number | undefined> = {}) =>
    rowsSummary(rows, query) as T,
};
const facts = () => new FamilyFacts(data, defaultAssumptions, reader);
const lead = async (question: string, earlier: string[] = []) =>
  (await analystAnswer(question, facts(), earlier)).split('\n')[0]!;

describe("a phone's autocorrect in the pairs finance is asked in", () => {
  it('reads "net worm", "mortgage rare" and "equality" as the words meant', async () => {
    // 4,000 + 9,000 - 250.50 - 149.50 = 12,600 liquid; 120,000 placed; 1,100,000 - 200,000 of homes.
    expect(await lead('net worm?')).toContain('$1,032,600.00');
    expect(await lead('whats our net wroth')).toContain('$1,032,600.00');
    expect(await lead('mortgage rare on the elm street house')).toMatch(/6\.50?%/);
    expect(await lead('interest rats on the wells fargo loan')).toMatch(/6\.50?%/);
    expect(await lead('our equality in the elm street house')).toContain('$600,000.00');
  });
});

describe("other countries' accounts and a caravan", () => {
  it.each([
    'whats our superannuation balance',
    'how much is in the ISA',
    'rrsp contributions this year?',
    'what is the caravan worth',
    'how much is the motorhome worth',
  ])('"%s" is not on file', async (question) => {
    expect(await lead(question)).toMatch(/^I don't see /);
  });
});

describe('what a home cost us', () => {
  it('is its purchase price with no period', async () => {
    expect(await lead('what did the pine lane cabin cost us')).toContain('$250,000.00');
    expect(await lead('how much did the cabin cost us?')).toContain('$250,000.00');
  });
  it('is a part of its own beside the loan', async () => {
    expect(await lead('how much did the elm street house cost us and whats the rate on its loan')).toMatch(
      /\$800,000\.00.*6\.50?%/,
    );
  });
});

describe('a kind alone after a part with its noun', () => {
  it('"the federal" after a state tax is the federal tax, each in order', async () => {
    expect(await lead('what was the colorado state tax for 2025 and the federal for the same year')).toMatch(
      /\$5,000\.00.*\$30,000\.00/,
    );
    expect(await lead('what was the federal tax for 2025 and the state for that year')).toMatch(
      /\$30,000\.00.*\$5,000\.00/,
    );
  });
});

describe('a number said to be checked, and a headcount', () => {
  it('counts and names them', async () => {
    expect(await lead("we do have two accountants, don't we? what are their names")).toBe(
      'You have 2 CPAs: Nora Banks and Omar Reyes.',
    );
    expect(await lead("we've only got 2 cpas, right? who")).toBe(
      'You have 2 CPAs: Nora Banks and Omar Reyes.',
    );
    expect(await lead('the client wants a headcount of their private placements')).toMatch(
      /^You have 2 private placements: (Birch Fund and Aspen Fund|Aspen Fund and Birch Fund)\./,
    );
  });
});

describe('adding up the two things asked before', () => {
  it('"and combined?" after the same spending of two months that meet spans both', async () => {
    // 30.00 in September and 45.25 in October.
    const earlier = ['what did we spend at speedway in september', 'october'];
    expect(await lead('and combined?', earlier)).toContain('$75.25');
    expect(await lead('both combined', earlier)).toContain('$75.25');
  });
  it('"total?" after two cards is what is owed on both', async () => {
    const earlier = ["what's owed on the blue card", 'and the red one'];
    expect(await lead('total?', earlier)).toContain('$400.00');
    expect(await lead('so total?', earlier)).toContain('$400.00');
  });
});

describe("another budget's room", () => {
  it('"and entertainment?" after the room left in one budget is the same of that budget', async () => {
    const earlier = ['how much is left in the shopping budget'];
    expect(await lead('and entertainment?', earlier)).toContain('$60.00 left');
    expect(await lead('what about entertainment', earlier)).toContain('$60.00 left');
  });
});
