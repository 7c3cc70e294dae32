// A thirteenth development set for issue 33, written on 2026-12-07 when dev to dev-12 stood at 100% and
// the held-out half at 91.5% (weakest: follow_up 82.3%, older_miss 85.7%, compound 86.6%), before any of
// it was run and without reading the held-out half. Weighted to those three kinds: the older misses in
// new words (worth asked the long way round, who inherits what, the accountants counted and named, one
// home's equity), two questions in one with texting shorthand and two-digit years, and conversations
// whose turns name only a measure ("what rate is it?"), a quantity ("by how much?"), a period ("and
// 24?") or another thing ("and the condo?"). As first run (code of 29046ee): 51/62; three of its questions
// had been asked before by earlier sets ("which budget is closest to running out", "total spending last
// quarter", "what's the balance on our student loans") and were reworded before any change, one of the
// rewordings failing as written ("everything we spent last qtr"): 50/62, 80.6%.

import { dec, sum } from './money';
import { extreme, federalTax, morePeriods as M, overBudget, periods, type OracleFamily } from './oracle';
import {
  balanceF,
  compound,
  count,
  coverageF,
  exact,
  exactMoney,
  fedTaxF,
  holdingChangeF,
  holdingValueF,
  homeEquityF,
  homeF,
  homeGainF,
  k1F,
  mortgageF,
  mostIn,
  names,
  netWorthF,
  newCorpusOf,
  notOnFile,
  part,
  placementF,
  premiumF,
  shareF,
  smallestHolding,
  spendF,
  spending,
  topCategory,
  topMerchant,
  leastRoom,
  typeTotalF,
  winner,
  type Expect,
} from './new-corpus';

const { lastMonth, thisMonth, lastYear, named } = periods;

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
/** What one insurer is paid a year, over all its policies. */
const premiumOf = (provider: string) =>
  exact((f: OracleFamily) =>
    exactMoney(sum(f.data.insurance.filter((p) => p.provider === provider).map((p) => p.annualPremium))),
  );
/** Every budget over its limit this month, by how much. */
const overBy: Expect = (f) => ({ kind: 'exact', figures: overBudget(f).map((b) => exactMoney(b.over)) });

export const devCorpus13 = newCorpusOf((ask, talk) => {
  // ----- The older misses, in new words. -----
  ask(
    'rich',
    'older_miss',
    'if we sold every thing and paid off all our debts how much would we end up with',
    exact(netWorthF),
  );
  ask(
    'rich',
    'older_miss',
    'whats the whole castellano pot worth all in, houses and funds and the business included',
    exact(netWorthF),
  );
  ask('small', 'older_miss', 'what am i worth rn', exact(netWorthF));
  ask('rich', 'older_miss', 'who inherits from us and how much does each person get', everyShare);
  ask('rich', 'older_miss', 'breakdown of our beneficiarys and their cut pls', everyShare);
  ask('rich', 'older_miss', 'how many cpa firms do we deal with, and who are they', cpas);
  ask('rich', 'older_miss', 'our tax people - how many accountants and whats their names', cpas);
  ask(
    'rich',
    'older_miss',
    "how much of the lake place do we actually own once you take off what's owed",
    exact(homeEquityF('Harbor View')),
  );
  ask('rich', 'older_miss', 'equity on alder creek?', exact(homeEquityF('Alder Creek')));
  ask(
    'rich',
    'older_miss',
    'how much equity is sitting in the 9th st rental',
    exact(homeEquityF('9th Street')),
  );

  // ----- Two questions in one. -----
  ask(
    'rich',
    'compound',
    "what's the rocket payment each month and what rate are we paying on it",
    compound(part(mortgageF('Rocket', 'monthlyPayment')), part(mortgageF('Rocket', 'interestRate'))),
  );
  ask(
    'rich',
    'compound',
    'hsa balance + ally balance',
    compound(part(balanceF('Health Savings Account')), part(balanceF('Ally High-Yield Savings'))),
  );
  ask(
    'rich',
    'compound',
    'groceries in sept and groceries in oct',
    compound(part(spendF(named(9), 'Groceries')), part(spendF(named(10), 'Groceries'))),
  );
  ask(
    'rich',
    'compound',
    'whats boeing worth now and how far underwater r we on it',
    compound(part(holdingValueF('BA')), part(holdingChangeF('BA'))),
  );
  ask(
    'rich',
    'compound',
    'treasure valley - how much did we put in and how much has it paid back out',
    compound(
      part(placementF('Treasure Valley', 'initialInvestment')),
      part(placementF('Treasure Valley', 'distributionsMade')),
    ),
  );
  ask('rich', 'compound', 'fed tax 24 and k1 income 24', compound(part(fedTaxF(2024)), part(k1F(2024))));
  ask(
    'rich',
    'compound',
    'what did the condo cost us originally and what is it worth today',
    compound(part(homeF('Harbor View', 'purchasePrice')), part(homeF('Harbor View', 'currentValue'))),
  );
  ask(
    'small',
    'compound',
    "what's in my checking and how much went to speedway last month",
    compound(part(balanceF('Free Active Duty Checking')), part(spendF(lastMonth, undefined, 'Speedway'))),
  );
  ask(
    'rich',
    'compound',
    'net worth, and how much sits in the fidelity account',
    compound(part(netWorthF), part(balanceF('Fidelity Brokerage'))),
  );
  ask(
    'rich',
    'compound',
    'how much have we got in savings overall and how much do the cards owe',
    compound(part(typeTotalF('savings')), part(typeTotalF('credit'))),
  );

  // ----- Counts, superlatives, periods. -----
  ask(
    'rich',
    'count',
    'how many credit cards are we carrying and which ones',
    count(
      (f) => names.accounts(f, 'credit').length,
      'credit cards?|cards?|accounts?',
      (f) => names.accounts(f, 'credit'),
    ),
  );
  ask(
    'rich',
    'count',
    'how many pieces of real estate do we own? list em',
    count(
      (f) => f.data.properties.length,
      'propert(y|ies)|homes?|houses?',
      (f) => names.streets(f),
    ),
  );
  ask(
    'small',
    'count',
    'how many bank accounts have i got',
    count(
      (f) => f.data.accounts.length,
      'accounts?',
      (f) => names.accounts(f),
    ),
  );
  ask('rich', 'superlative', 'which of our savings accounts has the most in it', mostIn(['savings']));
  ask('rich', 'superlative', "what's our smallest investment position", smallestHolding);
  ask('rich', 'superlative', 'top merchant in the first quarter', topMerchant(M.quarter(1)));
  ask('rich', 'superlative', 'biggest spending category over the past 6 weeks', topCategory(M.pastWeeks(6)));
  ask('rich', 'superlative', 'which budget is in the worst shape', leastRoom);
  ask(
    'rich',
    'period',
    'how much on eating out between march and may',
    spending(M.months(3, 5), 'Food & Dining'),
  );
  ask('rich', 'period', 'amazon in q3', spending(M.quarter(3), undefined, 'Amazon'));
  ask('rich', 'period', 'fuel spend the past 3 weeks', spending(M.pastWeeks(3), 'Transportation'));
  ask('rich', 'period', 'utility bills since june', spending(M.since(6), 'Utilities'));
  ask('rich', 'period', 'everything we spent last qtr', spending(M.lastQuarter));
  ask('rich', 'period', 'starbucks in the last 10 days', spending(M.pastDays(10), undefined, 'Starbucks'));
  ask('rich', 'period', 'shopping in dec 25', spending(M.months(12, 12), 'Shopping'));
  ask('small', 'period', 'taco bell past 2 weeks', spending(M.pastWeeks(2), undefined, 'Taco Bell'));

  // ----- Not on file. -----
  ask('rich', 'not_on_file', 'how much is our gold worth', notOnFile);
  ask('rich', 'not_on_file', 'how much do we still owe on the student loan', notOnFile);
  ask('small', 'not_on_file', 'how much is in my 401k', notOnFile);
  ask('rich', 'not_on_file', 'how much do we pay for car insurance', notOnFile);

  // ----- Conversations. -----
  talk(
    'rich',
    'd13-rocket',
    "what's left on the rocket loan",
    ['what rate is it?', exact(mortgageF('Rocket', 'interestRate'))],
    ['and the monthly payment?', exact(mortgageF('Rocket', 'monthlyPayment'))],
  );
  talk('rich', 'd13-over', 'are we over budget anywhere this month', ['by how much?', overBy]);
  talk(
    'rich',
    'd13-chevron',
    'what did we spend at chevron in october',
    ['and in november so far?', spending(thisMonth, undefined, 'Chevron')],
    ['and last year?', spending(lastYear, undefined, 'Chevron')],
  );
  talk('rich', 'd13-equity', 'how much equity do we have in alder creek', [
    'and the condo?',
    exact(homeEquityF('Harbor View')),
  ]);
  talk('rich', 'd13-holdings', "what's our biggest holding", ['and the smallest?', smallestHolding]);
  talk('rich', 'd13-k1', 'k1 income 2025', ['and 24?', exact(k1F(2024))]);
  talk(
    'rich',
    'd13-sawtooth',
    'how much did we put into sawtooth',
    ["what's it worth now?", exact(placementF('Sawtooth', 'currentValue'))],
    ['and how much has it paid out?', exact(placementF('Sawtooth', 'distributionsMade'))],
  );
  talk('rich', 'd13-andres', "what's andres's share", ['and the charity?', exact(shareF('Idaho Foodbank'))]);
  talk('small', 'd13-tj', 'how much did i spend at trader joes last month', [
    'and this month so far?',
    spending(thisMonth, undefined, "Trader Joe's"),
  ]);
  talk('rich', 'd13-statefarm', 'how much do we pay state farm a year', [
    'and allstate?',
    premiumOf('Allstate'),
  ]);
  talk('rich', 'd13-pros', 'how many cpas do we have', [
    'and financial advisors?',
    count(
      (f) => names.professionals(f, 'financial_advisor').length,
      'financial advisors?|advisors?',
      (f) => names.professionals(f, 'financial_advisor'),
    ),
  ]);
  talk('rich', 'd13-condo-gain', 'whats harbor view worth', [
    'how much has it gone up since we bought it?',
    exact(homeGainF('Harbor View')),
  ]);
  talk('rich', 'd13-savings', 'total in our savings accounts', [
    "which one's the biggest?",
    mostIn(['savings']),
  ]);
  talk('rich', 'd13-umbrella', 'what does the umbrella policy cost us', [
    'and how much does it cover?',
    exact(coverageF('umbrella')),
  ]);
  talk('rich', 'd13-roth', 'how much is in the roth', [
    "what's the biggest thing in it?",
    winner((f) =>
      extreme(
        f.data.holdings.filter((h) => h.accountId === 'roth'),
        (h) => dec(h.currentValue),
        (h) => h.symbol,
        'max',
      ),
    ),
  ]);
  talk('rich', 'd13-cards', 'how much do we owe on the cards', [
    'which one is higher?',
    exact(balanceF('Freedom Unlimited')),
  ]);
  talk(
    'rich',
    'd13-fed',
    'federal tax 2025',
    ['and 2024?', exact(fedTaxF(2024))],
    ['by how much did it go up?', exact((f) => exactMoney(federalTax(f, 2025).minus(federalTax(f, 2024))))],
  );
  talk('rich', 'd13-life', 'how much life insurance do we have', [
    'and what does it cost a year?',
    exact(premiumF('life')),
  ]);
});
