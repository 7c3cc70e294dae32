// A seventeenth development set for issue 33, written on 2026-12-08 when dev to dev-16 stood at 100% and
// the held-out half at 92.6%, before any of it was run and without reading the held-out half. Five new
// voices, none of an earlier set's: a teenage heir texting ("rn", "ngl", "lowkey", "fr", "n", "u", "r");
// a speaker of English as a second language with article and preposition slips ("what is value of house
// in Boise", "how many we still owe on it"); an accountant's shorthand ("NW, net of all liabs", "bene split
// %", "fy24?", "variance?"); someone who asks by comparison ("is X more than Y", then "by how much?");
// and questions that open with their context ("we're refinancing, so ..."). Weighted about 31% to
// conversations of two or three turns (a bare entity, a bare measure, a bare two-digit year, "by how
// much?", "both together?", "the other one"), about 31% to two or three questions in one across kinds of
// thing, about 17% to the older misses in new words (the net worth the long way round, every
// beneficiary's share, the CPAs counted and named, one home's equity); the rest periods, superlatives,
// counts with names and things not on file. Both families of families.ts are asked.

import { dec, sum } from './money';
import { federalTax, holdingOf, morePeriods as M, periods, spent, type OracleFamily } from './oracle';
import {
  askBack,
  balanceF,
  budgetF,
  businessF,
  compound,
  count,
  coverageF,
  creditOwedF,
  exact,
  exactMoney,
  fedTaxF,
  gainedMost,
  holdingChangeF,
  holdingValueF,
  homeEquityF,
  homeF,
  k1F,
  mortgageF,
  names,
  netWorthF,
  newCorpusOf,
  notOnFile,
  part,
  placementF,
  premiumF,
  shareF,
  spendF,
  spending,
  topCategory,
  topMerchant,
  type Expect,
} from './new-corpus';

const { lastMonth, thisMonth, thisYear, lastYear, named } = periods;

/** Every beneficiary named, with the shares that tell them apart. */
const everyShare: Expect = (f) => ({
  kind: 'figures',
  figures: [
    /Andr[ée]s/,
    /Diego/,
    /Sofia/,
    /Idaho Foodbank/,
    shareF('Andrés')(f),
    shareF('Diego')(f),
    shareF('Idaho Foodbank')(f),
  ],
});
/** The CPAs counted and named. */
const cpas = count(
  (f) => names.professionals(f, 'cpa').length,
  'CPAs?|accountants?',
  (f) => names.professionals(f, 'cpa'),
);
const balance = (f: OracleFamily, name: string) => dec(f.data.accounts.find((a) => a.name === name)!.balance);
const costBasisOf = (symbol: string) =>
  exact((f: OracleFamily) => exactMoney(holdingOf(f, symbol).holding.costBasis));
const mortgagesOwedF = (f: OracleFamily) => exactMoney(sum(f.data.mortgages.map((m) => m.currentBalance)));

export const devCorpus17 = newCorpusOf((ask, talk) => {
  // ----- Periods. -----
  ask('rich', 'period', 'ytd dining spend pls', spending(thisYear, 'Food & Dining'));
  ask(
    'small',
    'period',
    'how much i spent for groceries in last 6 weeks?',
    spending(M.pastWeeks(6), 'Groceries'),
  );
  ask('rich', 'period', 'chevron since sept', spending(M.since(9), undefined, 'Chevron'));
  ask(
    'rich',
    'period',
    'what did we spend at costco in q2 of 26',
    spending(M.quarter(2, 2026), undefined, 'Costco'),
  );
  ask('small', 'period', 'speedway past 30 days', spending(M.pastDays(30), undefined, 'Speedway'));

  // ----- Superlatives. -----
  ask('rich', 'superlative', 'which of our stocks is up the most ngl', gainedMost);
  ask(
    'rich',
    'superlative',
    'what is the most big category of spending in the last month?',
    topCategory(lastMonth),
  );
  ask('small', 'superlative', 'where did i drop the most cash this month', topMerchant(thisMonth));

  // ----- Counts, with names. -----
  ask(
    'rich',
    'count',
    'how many property we have and where they are?',
    count(
      (f) => f.data.properties.length,
      'propert(y|ies)|homes?|houses?|places?',
      (f) => names.streets(f),
    ),
  );
  ask(
    'rich',
    'count',
    'no. of mortgages + lenders',
    count(
      (f) => f.data.mortgages.length,
      'mortgages?|loans?',
      (f) => names.lenders(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many credit cards do we have rn and which',
    count(
      (f) => names.accounts(f, 'credit').length,
      'credit cards?|cards?|accounts?',
      (f) => names.accounts(f, 'credit'),
    ),
  );

  // ----- Not on file. -----
  ask('rich', 'not_on_file', 'do we have a 529 for the kids', notOnFile);
  ask('small', 'not_on_file', 'wats my car insurance premium', notOnFile);
  ask('rich', 'not_on_file', 'wats the jet ski worth lol', notOnFile);

  // ----- The older misses, in new words. -----
  ask(
    'rich',
    'older_miss',
    'if we cashed out every account and sold the houses and paid off all debts, what would be left',
    exact(netWorthF),
  );
  ask('rich', 'older_miss', 'NW, net of all liabs', exact(netWorthF));
  ask('small', 'older_miss', 'whats my total worth minus what i owe', exact(netWorthF));
  ask('rich', 'older_miss', 'what percent each person get from our estate?', everyShare);
  ask('rich', 'older_miss', 'bene split %', everyShare);
  ask('rich', 'older_miss', 'who inherits and how much of it each', everyShare);
  ask('rich', 'older_miss', 'how many tax guys do we use, names pls', cpas);
  ask('rich', 'older_miss', 'number of CPAs on retainer + who', cpas);
  ask(
    'rich',
    'older_miss',
    'how much of the boise house is actually ours',
    exact(homeEquityF('Alder Creek')),
  );
  ask('rich', 'older_miss', 'equity in 9th st rental?', exact(homeEquityF('9th Street')));
  ask(
    'rich',
    'older_miss',
    "we're refinancing, so how much equity we got in the main house",
    exact(homeEquityF('Alder Creek')),
  );

  // ----- Two or three questions in one. -----
  ask(
    'rich',
    'compound',
    "we're refinancing, so what's left on rocket and what rate are we paying",
    compound(part(mortgageF('Rocket', 'currentBalance')), part(mortgageF('Rocket', 'interestRate'))),
  );
  ask(
    'rich',
    'compound',
    'chk bal, sav bal (ally)',
    compound(part(balanceF('Everyday Checking')), part(balanceF('Ally High-Yield Savings'))),
  );
  ask(
    'rich',
    'compound',
    'is the lake condo worth more than we paid for it?',
    compound(part(homeF('Harbor View', 'currentValue')), part(homeF('Harbor View', 'purchasePrice'))),
  );
  ask(
    'rich',
    'compound',
    'is our checking more than what we owe on both cards',
    compound(part(balanceF('Everyday Checking')), part(creditOwedF)),
  );
  ask(
    'rich',
    'compound',
    'how much is the VOO worth and how many dollars did PFE lose',
    compound(part(holdingValueF('VOO')), part(holdingChangeF('PFE'))),
  );
  ask(
    'rich',
    'compound',
    'what was fed tax in 24 and whats the state one same yr',
    compound(
      part(fedTaxF(2024)),
      part((f) => exactMoney(f.data.taxDocuments.find((t) => t.id === 'tax-2024-id')!.totalTax!)),
    ),
  );
  ask(
    'small',
    'compound',
    'how much u got in savings & what did i spend at speedway last month',
    compound(part(balanceF('Share Savings')), part(spendF(lastMonth, undefined, 'Speedway'))),
  );
  ask(
    'rich',
    'compound',
    'the amount of premium for life insurance and the amount of coverage of umbrella?',
    compound(part(premiumF('life')), part(coverageF('umbrella'))),
  );
  ask(
    'rich',
    'compound',
    'groceries MTD vs budget',
    compound(part(spendF(thisMonth, 'Groceries')), part(budgetF('Groceries', 'budget'))),
  );
  ask(
    'rich',
    'compound',
    'sawtooth: value now, distros to date',
    compound(part(placementF('Sawtooth', 'currentValue')), part(placementF('Sawtooth', 'distributionsMade'))),
  );
  ask(
    'rich',
    'compound',
    'what does the rental worth and what is the mortgage of lake house',
    compound(part(homeF('9th Street', 'currentValue')), part(mortgageF('U.S. Bank', 'currentBalance'))),
  );
  ask('rich', 'compound', 'k1 income 2025 vs 2024', compound(part(k1F(2025)), part(k1F(2024))));
  ask(
    'rich',
    'compound',
    'spent at amazon last month, and whats left in the shopping budget',
    compound(part(spendF(lastMonth, undefined, 'Amazon')), part(budgetF('Shopping', 'left'))),
  );
  ask(
    'rich',
    'compound',
    'how much is the studio worth, our net worth, and the roth balance',
    compound(part(businessF('Studio')), part(netWorthF), part(balanceF('Roth IRA (Marisol)'))),
  );
  ask(
    'rich',
    'compound',
    'is ARKK down more than BA?',
    compound(part(holdingChangeF('ARKK')), part(holdingChangeF('BA'))),
  );
  ask(
    'rich',
    'compound',
    'lowkey how much r we paying monthly on the lake condo loan and whats the rate fr',
    compound(part(mortgageF('U.S. Bank', 'monthlyPayment')), part(mortgageF('U.S. Bank', 'interestRate'))),
  );
  ask(
    'small',
    'compound',
    'checking balance n what my renters insurance cost a year',
    compound(part(balanceF('Free Active Duty Checking')), part(premiumF('property'))),
  );
  ask(
    'rich',
    'compound',
    'utilities in october plus entertainment in september',
    compound(part(spendF(named(10), 'Utilities')), part(spendF(named(9), 'Entertainment'))),
  );
  ask(
    'rich',
    'compound',
    'how much do we owe in total on the cards and on the mortgages',
    compound(part(creditOwedF), part(mortgagesOwedF)),
  );
  ask(
    'rich',
    'compound',
    'is our part of the lake condo bigger than what the bank still has on it',
    compound(part(homeEquityF('Harbor View')), part(mortgageF('U.S. Bank', 'currentBalance'))),
  );

  // ----- Conversations. -----
  talk(
    'rich',
    'd17-teen-roth',
    'yo whats in the roth rn',
    ['n the brokerage?', exact(balanceF('Fidelity Brokerage'))],
    [
      'both together?',
      exact((f) => exactMoney(balance(f, 'Roth IRA (Marisol)').plus(balance(f, 'Fidelity Brokerage')))),
    ],
  );
  talk(
    'rich',
    'd17-esl-house',
    'What is the value of house in Boise?',
    ['And how many we still owe on it?', exact(mortgageF('Rocket', 'currentBalance'))],
    ['and the interest rate?', exact(mortgageF('Rocket', 'interestRate'))],
  );
  talk(
    'rich',
    'd17-acct-fed',
    'fed tax fy25',
    ['fy24?', exact(fedTaxF(2024))],
    ['variance?', exact((f) => exactMoney(federalTax(f, 2025).minus(federalTax(f, 2024))))],
  );
  talk('rich', 'd17-compare-cards', 'is the chase card balance more than the citi one', [
    'by how much?',
    exact((f) =>
      exactMoney(balance(f, 'Freedom Unlimited').abs().minus(balance(f, 'Costco Anywhere Visa').abs())),
    ),
  ]);
  talk(
    'rich',
    'd17-refi-lake',
    "we're thinking about refinancing the lake condo, what rate do we pay on it",
    ['payment?', exact(mortgageF('U.S. Bank', 'monthlyPayment'))],
    ['and on the other one?', exact(mortgageF('Rocket', 'monthlyPayment'))],
  );
  talk(
    'small',
    'd17-pike-taco',
    'how much did i spend at taco bell in october',
    ['and in september?', spending(named(9), undefined, 'Taco Bell')],
    ['both months together?', spending(M.months(9, 10), undefined, 'Taco Bell')],
  );
  talk('rich', 'd17-dining-25', 'dining out spend in 2026 so far', [
    'and in 25?',
    spending(lastYear, 'Food & Dining'),
  ]);
  talk('rich', 'd17-coffee-burritos', 'is starbucks more than chipotle for us this year', [
    'by how much?',
    exact((f) =>
      exactMoney(
        spent(f, { period: thisYear, merchant: 'Starbucks' })
          .minus(spent(f, { period: thisYear, merchant: 'Chipotle' }))
          .abs(),
      ),
    ),
  ]);
  talk(
    'rich',
    'd17-teen-shares',
    'wut % does diego get',
    ['sofia?', exact(shareF('Sofia'))],
    ['and andres', exact(shareF('Andrés'))],
  );
  talk(
    'rich',
    'd17-vti',
    'how much vti we got',
    ['cost basis?', costBasisOf('VTI')],
    ['gain?', exact(holdingChangeF('VTI'))],
  );
  talk(
    'rich',
    'd17-esl-funds',
    'how much we put in the treasure valley fund',
    ['what is it worth now', exact(placementF('Treasure Valley', 'currentValue'))],
    ['and the other fund?', exact(placementF('Sawtooth', 'currentValue'))],
  );
  // No policy on file says which property it covers: asked after a question about the rental, the
  // honest answer asks which of the two property policies is meant.
  talk('rich', 'd17-rental-insurer', 'what is the rental worth these days', [
    'and who insures it?',
    askBack('State Farm', 'Allstate'),
  ]);
});
