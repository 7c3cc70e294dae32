// Questions nobody wrote down (issue 33): a superlative names its winner with the exact figure first, a
// count gives the number and the names, a question of two parts answers both in order, a follow-up by
// ellipsis fills its missing slots from the previous query, and a question that cannot be read gets one
// sentence of what can be asked with two suggestions, never the parser's own words.
import type { Budget } from '@heirloom/contracts';
import { defaultAssumptions } from '../analytics';
import {
  account,
  beneficiary,
  family,
  holding,
  mortgage,
  placement,
  policy,
  professional,
  property,
} from '../analytics/test-family';
import { analystAnswer, notUnderstood } from './analyst';
import { FamilyFacts } from '../facts/family-facts';
import { fullMoney } from '../tools/rankings';
import { parseQuestion, previousQuery, splitParts } from '../query/query';

const TODAY = '2026-11-22';
const budget = (category: string, monthlyBudget: string, currentSpent: string): Budget => ({
  id: category,
  userId: 'u',
  category,
  monthlyBudget,
  currentSpent,
  year: 2026,
  month: 11,
});
const data = family(TODAY, {
  accounts: [
    { ...account('chk', 'checking', '12000.50', 'Chase Checking'), institution: 'Chase' },
    { ...account('sav', 'savings', '1234567.89', 'Marcus Savings'), institution: 'Marcus' },
    { ...account('brk', 'investment', '120000.00', 'Joint Brokerage'), institution: 'Schwab' },
  ],
  holdings: [
    holding('h1', 'brk', 'AAPL', '10000.10', '8000.05', 'Apple Inc.'),
    holding('h2', 'brk', 'MSFT', '20000.00', '35000.33', 'Microsoft Corporation'),
    holding('h3', 'brk', 'INTC', '5000.40', '2999.99', 'Intel Corporation'),
  ],
  properties: [
    {
      ...property('home', '900000.00', '14 Cherry Hills Farm Drive, Cherry Hills Village, CO 80113'),
      purchasePrice: '700000.00',
    },
    {
      ...property('condo', '650000.00', '8 Ski Hill Road, Vail, CO 81657'),
      propertyType: 'vacation',
      purchasePrice: '300000.00',
    },
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
      interestRate: '5.25',
      monthlyPayment: '1500.00',
      maturityDate: '2045-01-01',
    }),
  ],
  insurance: [
    policy('pol1', 'umbrella', '2000000.00', '2027-01-15', 'Chubb'),
    policy('pol2', 'life', '1500000.00', null, 'Northwestern Mutual'),
  ],
  professionals: [
    { ...professional('p1', 'cpa'), name: 'Priya Raman', firm: 'Raman & Co' },
    { ...professional('p2', 'cpa'), name: 'Alan Whitcomb' },
    { ...professional('p3', 'attorney'), name: 'Dana Ortiz' },
  ],
  beneficiaries: [
    { ...beneficiary('b1', '50.00', 'will'), name: 'Claire Whitman', relationship: 'Spouse' },
    { ...beneficiary('b2', '30.00', 'will'), name: 'Ethan Whitman', relationship: 'Son' },
    { ...beneficiary('b3', '20.00', 'will'), name: 'Lily Whitman', relationship: 'Daughter' },
  ],
  budgets: [
    budget('Groceries', '800.00', '950.25'),
    budget('Dining', '500.00', '120.00'),
    budget('Travel', '1000.00', '1300.00'),
  ],
});
const facts = () => new FamilyFacts(data, defaultAssumptions);
/** A family with two cards. */
const factsOf2 = () =>
  new FamilyFacts(
    family(TODAY, {
      accounts: [
        { ...account('c1', 'credit', '-100.00', 'Sapphire'), institution: 'Chase' },
        { ...account('c2', 'credit', '-200.00', 'Freedom'), institution: 'Chase' },
      ],
    }),
    defaultAssumptions,
  );
const ask = (question: string, earlier: string[] = []) => analystAnswer(question, facts(), earlier);
const lead = (answer: string) => answer.split('\n')[0]!;

describe('superlatives name the winner first, with its exact figure', () => {
  it('which account holds the most: the full figure to the cent, never only $1.23M', async () => {
    const answer = await ask('Which account holds the most?');
    expect(lead(answer)).toMatch(/^Of your 3 accounts, Marcus Savings holds the most: \$1,234,567\.89 /);
    expect(answer).toContain('Joint Brokerage: $120,000.00');
  });

  it('which property has gained the most since we bought it', async () => {
    expect(lead(await ask('which property has gained the most since we bought it?'))).toContain(
      '8 Ski Hill Road, Vail, CO 81657 has gained the most since you bought it: $350,000.00',
    );
  });

  it('which holding lost the most in dollars: the loss, as a positive figure', async () => {
    expect(lead(await ask('which holding lost the most in dollars?'))).toContain(
      'Intel Corporation (INTC) has lost the most, a loss of $2,000.41',
    );
  });

  it('properties by what was paid for them: the cheapest bought is not the least valuable', async () => {
    // The condo is worth less but cost less too; the home cost more and is worth more: the price decides.
    expect(lead(await ask('cheapest property we bought?'))).toContain(
      '8 Ski Hill Road, Vail, CO 81657 cost the least to buy: $300,000.00',
    );
    expect(lead(await ask('which place cost us the most to buy'))).toContain(
      '14 Cherry Hills Farm Drive, Cherry Hills Village, CO 80113 cost the most to buy: $700,000.00',
    );
    expect(lead(await ask('what did we pay for the vail condo'))).toContain('$300,000.00');
    // A payment on its loan is not its price.
    expect(lead(await ask('what do we pay each month on the vail condo'))).not.toMatch(/^The purchase price/);
  });

  it('"of the ones that are down, which has lost the least": holdings, among the losers only', async () => {
    expect(lead(await ask('of the ones that are down, which has lost the least'))).toContain(
      'Apple Inc. (AAPL) has lost the least, a loss of $2,000.05',
    );
  });

  it('placements by what they have paid out, and a named one by what was put in', async () => {
    const deals = family(TODAY, {
      privatePlacements: [
        {
          ...placement('Alpine Fund III', '90000.00'),
          initialInvestment: '50000.00',
          distributionsMade: '4000.00',
        },
        {
          ...placement('Harbor Credit', '60000.00'),
          initialInvestment: '70000.00',
          distributionsMade: '9000.00',
        },
      ],
    });
    const asked = (q: string) => analystAnswer(q, new FamilyFacts(deals, defaultAssumptions), []);
    // Alpine is worth more; Harbor has paid out more: the measure asked decides.
    expect(lead(await asked('which deal has paid out the most'))).toContain(
      'Harbor Credit has paid out the most: $9,000.00',
    );
    expect(lead(await asked('how much did we put into alpine fund'))).toMatch(
      /^What you put into Alpine Fund III is \$50,000\.00 /,
    );
  });

  it('which budget has the most room left', async () => {
    expect(lead(await ask('which budget has the most room left?'))).toContain(
      'Dining has the most room left: $380.00',
    );
  });
});

describe('counts give the number and the names', () => {
  it('how many policies, and with whom', async () => {
    expect(lead(await ask('How many policies do we have, and with whom?'))).toBe(
      'You have 2 insurance policies: with Chubb and Northwestern Mutual.',
    );
  });

  it('how many insurers: the companies, each once however many policies it holds', async () => {
    const insured = family(TODAY, {
      insurance: [
        policy('a', 'property', '700000.00', null, 'State Farm'),
        policy('b', 'umbrella', '1000000.00', null, 'State Farm'),
        policy('c', 'life', '500000.00', null, 'Haven Life'),
      ],
    });
    const asked = (q: string) => analystAnswer(q, new FamilyFacts(insured, defaultAssumptions), []);
    expect(lead(await asked('how many insurance companies are we with'))).toBe(
      'You have 2 insurers: State Farm and Haven Life.',
    );
    expect(lead(await asked('how many policies do we have?'))).toMatch(/^You have 3 insurance policies/);
    expect(lead(await asked('how many policies do we have with state farm'))).toMatch(
      /^You have 2 insurance policies: with State Farm\./,
    );
  });

  it('who inherits what, the split of the estate: every beneficiary with its share', async () => {
    for (const q of ['who inherits what under the will', 'whats the split of the estate, percentages pls']) {
      expect(lead(await ask(q))).toBe(
        'You have 3 beneficiaries: Claire Whitman (50%), Ethan Whitman (30%) and Lily Whitman (20%).',
      );
    }
  });

  it('"no. of", "outgoings", "X plus our Y": the words of other places', async () => {
    expect(lead(await ask('no. of holdings in the brokerage? list em'))).toMatch(/^You have 3 holdings/);
    expect(parseQuestion('our total outgoings last month', facts()).calls).toEqual([
      { name: 'get_spending', args: { period: 'last_month' } },
    ]);
    expect(parseQuestion('net worth plus our credit card debt', facts()).parts).toHaveLength(2);
  });

  it('what was paid for a holding is its cost basis, not its worth', async () => {
    // INTC cost $5,000.40 and is worth $2,999.99.
    expect(lead(await ask('how much did we pay for our INTC'))).toMatch(/^What you paid .* is \$5,000\.40 /);
  });

  it('two questions of their own, the second with a preposition the first lacks, are both answered', async () => {
    const q = parseQuestion('how much in savings and how much did we spend on dining last month', facts());
    expect(q.parts.map((p) => p.calls[0]!.name)).toEqual(['get_accounts', 'get_spending']);
  });

  it('how many CPAs, and who', async () => {
    expect(lead(await ask('how many CPAs do we work with, and who?'))).toBe(
      'You have 2 CPAs: Alan Whitcomb and Priya Raman.',
    );
  });

  it('counts the accounts at one institution, each with where it is', async () => {
    expect(lead(await ask('how many accounts do we have at chase? which'))).toBe(
      'You have 1 account: Chase Checking (Chase).',
    );
  });

  it('ranks checking and savings together when both are named', async () => {
    expect(lead(await ask('of our checking and savings, which one has the most cash?'))).toMatch(
      /^Of your 2 checking and savings accounts, Marcus Savings holds the most: \$1,234,567\.89 /,
    );
  });

  it("the beneficiaries with each one's share", async () => {
    expect(lead(await ask('who are our beneficiaries and what share does each get?'))).toBe(
      'You have 3 beneficiaries: Claire Whitman (50%), Ethan Whitman (30%) and Lily Whitman (20%).',
    );
  });
});

describe('one home, and two questions in one', () => {
  it("one home's equity is its value less its mortgages, not the mortgage", async () => {
    expect(lead(await ask('how much equity do we have in the ski condo?'))).toMatch(
      /^The equity of 8 Ski Hill Road, Vail, CO 81657 is \$449,999\.80 /,
    );
  });

  it('answers each part in order, both figures in the lead: the equity, then what is owed on it', async () => {
    const question = 'How much equity do we have in the ski condo, and what do we still owe on it?';
    expect(parseQuestion(question, facts()).parts).toHaveLength(2);
    const first = lead(await ask(question));
    expect(first).toMatch(/\$449,999\.80 .*\$200,000\.20/);
  });

  it('shares the period and the question between the parts', () => {
    expect(splitParts('rent and groceries last month?')).toEqual([
      'rent last month?',
      'groceries last month?',
    ]);
    expect(splitParts('amazon spend in october and in september?')).toEqual([
      'amazon spend in october',
      'amazon spend in september',
    ]);
    expect(splitParts('how much federal tax did we pay in 2024 and how much state tax?')).toEqual([
      'how much federal tax did we pay in 2024',
      'how much state tax 2024',
    ]);
    expect(splitParts('how much did we spend at amazon last month and at target')).toEqual([
      'how much did we spend at amazon last month',
      'how much did we spend at target last month',
    ]);
    // The noun two words share: "federal and state tax" is federal tax and state tax.
    expect(splitParts("federal and state tax for '24?")).toEqual([
      "federal tax for '24?",
      "state tax for '24?",
    ]);
    // Not a noun they share: "groceries and eating out" stays as it is.
    expect(splitParts('groceries and eating out last month')).toEqual([
      'groceries last month',
      'eating out last month',
    ]);
    // A kind, then the noun and the words after it that the first part's kind shares.
    expect(splitParts('what do we pay for umbrella and life insurance each year')).toEqual([
      'what do we pay for umbrella insurance each year',
      'what do we pay for life insurance each year',
    ]);
  });

  it('three questions of their own, the later ones leaning on the first: each answered in order', async () => {
    const first = lead(await ask("what's the vail condo worth, what do we owe on it and what's our equity"));
    expect(first).toMatch(/\$650,000\.00.*\$200,000\.20.*\$449,999\.80/);
  });

  it('every account of a type added up, and what the home costs a month', async () => {
    expect(lead(await ask('total in savings accounts?'))).toContain('$1,234,567.89');
    expect(lead(await ask('how much are we paying a month for the house'))).toContain('$3,000.00');
  });
});

describe('follow-ups by ellipsis lean on the previous query', () => {
  it('"what rate is it?" after the mortgage on one home', async () => {
    const earlier = ["What's left on the Cherry Hills mortgage?"];
    expect(previousQuery(earlier, facts())?.calls).toHaveLength(1);
    expect(lead(await ask('what rate is it?', earlier))).toContain('6.5%');
  });

  it('"by how much?" after "are we over budget anywhere?"', async () => {
    const answer = await ask('by how much?', ['are we over budget anywhere?']);
    expect(lead(answer)).toBe(`2 budgets are over, by ${fullMoney('450.25')} in all.`);
    expect(answer).toContain('- Travel: $300.00 over');
    expect(answer).toContain('- Groceries: $150.25 over');
  });

  it('"how much have I spent of it?" after one budget is that budget again', async () => {
    const answer = await ask('how much have i spent of it?', ['how much grocery budget do i have left?']);
    expect(lead(answer)).toContain('$950.25');
  });

  it('a ranking\'s follow-up turns it round: "and the least?"', async () => {
    expect(lead(await ask('and the least?', ['which budget has the most room left?']))).toContain(
      'Travel has the least room left: -$300.00',
    );
  });

  it('asks back, naming the candidates, when there is nothing before to lean on', async () => {
    const answer = await ask('what rate is it?');
    expect(answer).toContain('Wells Fargo');
    expect(answer).toContain('US Bank');
  });

  it('"the other one" is the same measure of the other thing, or a question back naming the others', async () => {
    expect(lead(await ask('and the other place?', ['what did we pay for the vail condo']))).toContain(
      '$700,000.00',
    );
    const card = await ask('and the other savings?', ['whats in chase checking']);
    expect(lead(card)).toContain('Marcus Savings');
    const other = await ask('and the other account?', ['whats in chase checking']);
    expect(lead(other)).toMatch(/^Which one do you mean: Marcus Savings or Joint Brokerage\?/);
  });

  it('asks back, naming the candidates, for a rate or a card with none named', async () => {
    expect(lead(await ask('what rate are we paying'))).toMatch(
      /^Which one do you mean: Wells Fargo or US Bank\?/,
    );
    // What is owed adds up: every mortgage, not a question back.
    expect(lead(await ask('how much do we owe'))).not.toMatch(/^Which one/);
    const carded = factsOf2();
    expect(lead(await analystAnswer("what's the balance on the card", carded))).toMatch(
      /^Which one do you mean: Sapphire or Freedom\?/,
    );
    // "The other vanguard ones": of the others, those the words name.
    expect(lead(await ask('and the other microsoft one?', ['how is AAPL doing']))).toContain('MSFT');
  });

  it('"both together?" after two accounts adds their balances', async () => {
    const answer = await ask('both together?', ['whats in chase checking', 'and marcus savings?']);
    expect(lead(answer)).toContain('$1,246,568.39');
  });

  it('"and the month before?" after a ranking of a month ranks the month before', async () => {
    const read = parseQuestion(
      'and the month before?',
      facts(),
      previousQuery(['which category did we spend the most on in october'], facts()),
    );
    expect(read.calls).toEqual([
      { name: 'rank_items', args: expect.objectContaining({ set: 'categories', period: '2026-09' }) },
    ]);
  });

  it('"who are our CPAs?" counts and names them; a firm named after its CPAs is not "our cpas"', async () => {
    expect(lead(await ask('who are our cpas'))).toMatch(/\b2 CPAs: Alan Whitcomb and Priya Raman\b/);
    expect(lead(await ask('and our lawyer?', ['who are our cpas']))).toMatch(/\b1 attorney: Dana Ortiz\b/);
  });

  it('"and the month after?" moves a spending question on a month', async () => {
    const read = parseQuestion(
      'and the month after?',
      facts(),
      previousQuery(['what did we spend on groceries in september'], facts()),
    );
    expect(read.calls[0]?.args).toEqual(expect.objectContaining({ period: '2026-10' }));
  });

  it('"the house" is where the family lives when no other property is named', async () => {
    expect(lead(await ask('what do we still owe on the house'))).toContain('$400,000.40');
  });
});

describe('things not on file are said so', () => {
  it('precious metals, disability cover, a boat loan', async () => {
    expect(await ask('how much gold and silver do we own')).toMatch(/^I don't see any gold, silver/);
    expect(await ask('disability insurance, how much are we covered for')).toMatch(
      /^I don't see any disability insurance on file/,
    );
    expect(await ask('how much is left on the boat loan')).toMatch(/^I don't see a boat or RV loan on file/);
  });
});

describe('a question that cannot be read', () => {
  it('gets one sentence of what can be asked and two suggestions, no parser words', async () => {
    const answer = await ask('What will the weather be in Denver tomorrow?');
    expect(answer.split('\n')).toHaveLength(1);
    expect(answer).toMatch(
      /^I can only answer questions about your own finances in Heirloom\. You can ask me about .*: for example "[^"]+\?" or "[^"]+\?"$/,
    );
    expect(answer).not.toMatch(/matching '/);
  });

  it('picks the suggestions closest to the words asked', async () => {
    expect(notUnderstood('a poem for the beneficiaries')).toContain(
      'Who are our beneficiaries, and what share does each get?',
    );
  });
});
