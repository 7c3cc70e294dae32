// Questions about things the family has nothing on file for get "I don't see … on file" and what is on
// file instead: never another topic's summary, never a figure.
import { defaultAssumptions } from '../analytics';
import { account, family, holding, mortgage } from '../analytics/test-family';
import { analystAnswer } from './analyst';
import { FamilyFacts } from '../facts/family-facts';
import { notOnFile } from './not-on-file';
import type { FamilyData } from '../data/family-data';

const factsOf = (data: FamilyData) => new FamilyFacts(data, defaultAssumptions);

const whitmans = family('2026-11-22', {
  accounts: [
    account('checking', 'checking', '12000.00', 'Everyday Checking'),
    account('card', 'credit', '-850.00', 'Sapphire Card'),
    account('brokerage', 'investment', '250000.00', 'Schwab Brokerage'),
  ],
  holdings: [
    holding('h1', 'brokerage', 'VTI', '90000.00', '120000.00', 'Vanguard Total Stock Market ETF'),
    holding('h2', 'brokerage', 'AAPL', '50000.00', '130000.00', 'Apple Inc.'),
  ],
  mortgages: [
    mortgage('m1', {
      currentBalance: '410000.00',
      interestRate: '6.25',
      monthlyPayment: '2900.00',
      maturityDate: '2052-01-01',
      lender: 'Wells Fargo',
    }),
  ],
});

const asked: [string, string, RegExp][] = [
  ['how much bitcoin do I have?', 'any cryptocurrency', /2 holdings in Schwab Brokerage \(VTI and AAPL\)/],
  ['whats my crypto worth rn', 'any cryptocurrency', /VTI and AAPL/],
  ['How much is in my HSA', 'a health savings account \\(HSA\\)', /3 accounts, Everyday Checking/],
  ['balance of our health savings acct?', 'a health savings account \\(HSA\\)', /Schwab Brokerage/],
  ['how much have we saved in the kids 529?', 'a 529 college savings plan', /3 accounts/],
  ['college fund balance', 'a 529 college savings plan', /3 accounts/],
  ['how much do i still owe on the car loan', 'a car loan', /1 mortgage: Wells Fargo \(30-year fixed\)/],
  ["what's my monthly car payment", 'a car loan', /1 credit card: Sapphire Card/],
  ['whats the rate on my heloc', 'a home equity line of credit \\(HELOC\\)', /Wells Fargo/],
  ['how much is left on my home equity line', 'a home equity line of credit \\(HELOC\\)', /Wells Fargo/],
  ['student loan balance?', 'a student loan', /Sapphire Card/],
  ['how much is my pension worth', 'a pension or annuity', /3 accounts/],
  ['whats my credit score', 'a credit score', /3 accounts/],
  ['how much is in the kids utma', 'a custodial account for the children \\(UTMA or UGMA\\)', /3 accounts/],
  ['how big was our tax refund for 2025', 'a tax refund', /There are no tax returns on file yet/],
  ['what are the property taxes on the house', 'property taxes or HOA dues', /no properties on file yet/],
];

describe('questions about things not on file', () => {
  const facts = factsOf(whitmans);

  it.each(asked)('"%s": says %s is not on file and offers what is', async (question, label, offer) => {
    const answer = await analystAnswer(question, facts);
    expect(answer).toMatch(new RegExp(`^I don't see ${label} on file, so I have no figures for it\\.`));
    expect(answer).toMatch(offer);
    // No figure is invented, and no other topic's summary stands in (net worth, mortgages, accounts).
    expect(answer).not.toMatch(/\$\d/);
  });

  it('names everything asked that is missing, once', async () => {
    const answer = await analystAnswer('do we have an HSA or a 529 for the kids?', facts);
    expect(answer).toMatch(
      /^I don't see a health savings account \(HSA\) or a 529 college savings plan on file, so I have no figures for them\./,
    );
    expect(answer.match(/On file: 3 accounts/g)).toHaveLength(1);
  });

  it('lets the question through when something on file matches it', async () => {
    const withHsa = family('2026-11-22', {
      accounts: [...whitmans.accounts, account('hsa', 'savings', '8000.00', 'Fidelity HSA')],
      mortgages: [
        mortgage('m2', {
          currentBalance: '40000.00',
          interestRate: '8.00',
          monthlyPayment: '400.00',
          maturityDate: '2035-01-01',
          loanType: 'HELOC',
        }),
      ],
      holdings: [holding('h3', 'brokerage', 'BTC', '1000.00', '3000.00', 'Bitcoin')],
    });
    expect(notOnFile('How much is in my HSA?', withHsa)).toEqual([]);
    expect(notOnFile('whats the rate on my heloc', withHsa)).toEqual([]);
    expect(notOnFile('how much bitcoin do I have?', withHsa)).toEqual([]);
    const answer = await analystAnswer('How much is in my HSA?', factsOf(withHsa));
    expect(answer).not.toMatch(/^I don't see/);
  });

  it('is not fooled by words that only look alike', () => {
    for (const question of [
      'How much did Ethan spend on dining?',
      'Is my car insurance enough?',
      'What is my net worth?',
      'How are my investments doing?',
      'Should I refinance my mortgage?',
      'What is the equity in my house?',
    ])
      expect(notOnFile(question, whitmans)).toEqual([]);
  });

  it('says plainly when a new family has nothing at all', async () => {
    const answer = await analystAnswer('what about my crypto?', factsOf(family('2026-11-22')));
    expect(answer).toContain("I don't see any cryptocurrency on file");
    expect(answer).toContain('There are no investment holdings on file yet.');
  });
});
