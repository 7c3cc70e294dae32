// A twenty-first development set for issue 33, written on 2026-12-09 when dev to dev-20 stood at 100%,
// before any of it was run and without reading the held-out half. It leans on what dev-20 found weakest:
// follow-ups that come after a compound ("and the second one?", "and for both of those last year?"),
// three-part compounds, and a figure asked beside a yes/no ("are we paying more than 6% on any loan, and
// which?"). Both families, in everyday words.

import { exactMoney, sum } from './money';
import { budgetRoomExtreme, countOf, morePeriods as M, periods } from './oracle';
import {
  balanceF,
  biggestHolding,
  compound,
  count,
  coverageF,
  exact,
  fedTaxF,
  homeEquityF,
  homeF,
  lostMost,
  mortgageF,
  mostIn,
  names,
  netWorthF,
  newCorpusOf,
  notOnFile,
  part,
  premiumF,
  spendF,
  spending,
  topCategory,
  topMerchant,
  typeTotalF,
} from './new-corpus';

const { lastMonth, thisYear, named } = periods;

export const devCorpus21 = newCorpusOf((ask, talk) => {
  // ----- Three-part compounds. -----
  ask(
    'rich',
    'compound',
    "what's sitting in the ally savings, the hsa and the everyday checking?",
    compound(
      part(balanceF('Ally High-Yield Savings')),
      part(balanceF('Health Savings Account')),
      part(balanceF('Everyday Checking')),
    ),
  );
  ask(
    'rich',
    'compound',
    'so what did we spend on groceries, travel and utilities last month',
    compound(
      part(spendF(lastMonth, 'Groceries')),
      part(spendF(lastMonth, 'Travel')),
      part(spendF(lastMonth, 'Utilities')),
    ),
  );
  ask(
    'small',
    'compound',
    'how much is in checking right now, how much is in savings, and what did i spend on groceries in october?',
    compound(
      part(balanceF('Free Active Duty Checking')),
      part(balanceF('Share Savings')),
      part(spendF(named(10), 'Groceries')),
    ),
  );
  ask(
    'rich',
    'compound',
    "what's the boise house worth, what do we owe rocket, and what's our net worth?",
    compound(
      part(homeF('Alder Creek', 'currentValue')),
      part(mortgageF('Rocket', 'currentBalance')),
      part(netWorthF),
    ),
  );
  // ----- A figure beside a yes/no. -----
  ask(
    'rich',
    'compound',
    'are we paying more than 6% on any loan, and which one?',
    exact(
      () => /Rocket Mortgage/,
      () => /U\.S\. Bank/,
    ),
  );
  ask('rich', 'compound', 'do we carry umbrella coverage, and for how much?', exact(coverageF('umbrella')));
  ask(
    'small',
    'compound',
    'do i have renters insurance and what does it cost me a year',
    exact(premiumF('property')),
  );
  ask(
    'rich',
    'compound',
    'is any of our loans above 7%, and what is its balance?',
    exact(mortgageF('U.S. Bank', 'currentBalance')),
  );
  // ----- Counts. -----
  ask(
    'rich',
    'count',
    'how many credit cards do we have open and which ones',
    count(
      (f) => f.data.accounts.filter((a) => a.accountType === 'credit').length,
      'credit cards?|cards?|accounts?',
      (f) => names.accounts(f, 'credit'),
    ),
  );
  ask(
    'rich',
    'count',
    'how many homes do we own between us, and where are they?',
    count(
      (f) => f.data.properties.length,
      'propert(?:y|ies)|homes?|places?',
      (f) => names.streets(f),
    ),
  );
  ask(
    'small',
    'count',
    'how many accounts have i got on file, and which are they?',
    count(
      (f) => f.data.accounts.length,
      'accounts?',
      (f) => names.accounts(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many life insurance policies are there on us and with whom',
    count(
      (f) => f.data.insurance.filter((p) => p.policyType === 'life').length,
      'polic(?:y|ies)|life insurance polic(?:y|ies)',
      (f) => names.providers(f, 'life'),
    ),
  );
  // ----- Superlatives. -----
  ask('rich', 'superlative', 'which one of our accounts has the most money sitting in it?', mostIn());
  ask('rich', 'superlative', 'what single position is biggest in our portfolio', biggestHolding);
  ask('rich', 'superlative', 'which of our stocks is down the most in dollar terms', lostMost);
  ask('small', 'superlative', 'where did the bulk of my money go last month', topCategory(lastMonth));
  ask('rich', 'superlative', 'which merchant has got the most of our money this year', topMerchant(thisYear));
  ask(
    'small',
    'superlative',
    'which of my savings or checking accounts holds more',
    mostIn(['checking', 'savings']),
  );
  // ----- Periods. -----
  ask('small', 'period', 'what gas cost me back in october', spending(named(10), 'Transportation'));
  ask(
    'small',
    'period',
    'what groceries have cost me over the past 60 days',
    spending(M.pastDays(60), 'Groceries'),
  );
  ask(
    'rich',
    'period',
    'how much did we spend on dining out between july and september',
    spending(M.months(7, 9), 'Food & Dining'),
  );
  ask('rich', 'period', 'utilities over the second quarter, please?', spending(M.quarter(2), 'Utilities'));
  ask(
    'small',
    'period',
    'how much have i spent at taco bell since the start of june',
    spending(M.since(6), undefined, 'Taco Bell'),
  );
  ask(
    'rich',
    'period',
    'what did we spend on shopping over the last 6 weeks or so',
    spending(M.pastWeeks(6), 'Shopping'),
  );
  // ----- Older misses. -----
  ask(
    'rich',
    'older_miss',
    'add up everything we own and take off everything we owe, what is left',
    exact(netWorthF),
  );
  ask(
    'rich',
    'older_miss',
    'how much equity have we built in the lake condo',
    exact(homeEquityF('Harbor View')),
  );
  ask('rich', 'older_miss', 'what federal tax did we pay for 2025, all told', exact(fedTaxF(2025)));
  ask('rich', 'older_miss', "what's the total across all our savings accounts", exact(typeTotalF('savings')));
  // ----- Not on file. -----
  ask('small', 'not_on_file', 'can you pull up my credit score for me', notOnFile);
  ask('rich', 'not_on_file', 'what would our car sell for', notOnFile);
  ask('rich', 'not_on_file', 'what is the boat worth these days', notOnFile);
  // ----- Follow-ups after a compound. -----
  talk('rich', 'd21-two-mortgages', "what's the rate on the rocket mortgage and on the u.s. bank one?", [
    'and the balance on the second one?',
    exact(mortgageF('U.S. Bank', 'currentBalance')),
  ]);
  talk('rich', 'd21-two-categories', 'what did we spend on groceries and on dining in october', [
    'and for both of those in september?',
    exact(spendF(named(9), 'Groceries'), spendF(named(9), 'Food & Dining')),
  ]);
  talk('small', 'd21-pike-two', "what's in my savings and what did i spend on gas last month?", [
    'and the first one in checking?',
    exact(balanceF('Free Active Duty Checking')),
  ]);
  talk('small', 'd21-pike-rent', 'what do i pay in rent each month', [
    'and over the whole year so far?',
    spending(thisYear, 'Housing'),
  ]);
  talk('rich', 'd21-rich-loan', 'do we pay over 6% on any of our loans, and which ones?', [
    'what are the monthly payments on those?',
    exact(mortgageF('Rocket', 'monthlyPayment'), mortgageF('U.S. Bank', 'monthlyPayment')),
  ]);
  talk('rich', 'd21-rich-budget', 'which budget has the most room left?', [
    'and how much is that?',
    exact((f) => exactMoney(budgetRoomExtreme(f, 'max').figure)),
  ]);
  talk('rich', 'd21-rich-wf', 'what is in our checking account', [
    'and the ally savings?',
    exact(balanceF('Ally High-Yield Savings')),
  ]);
  talk('small', 'd21-pike-gas', 'what gas cost me in october', [
    'and in september?',
    spending(named(9), 'Transportation'),
  ]);
  talk('rich', 'd21-rich-homes', 'what are our properties worth in total?', [
    'and what do we owe on them?',
    exact((f) => exactMoney(sum(f.data.mortgages.map((m) => m.currentBalance)))),
  ]);
  talk('rich', 'd21-rich-holding', 'which holding lost the most in dollars?', [
    'and how many shares of it do we have?',
    exact(() => /600/),
  ]);
  ask(
    'small',
    'count',
    'how many policies am i carrying, and with which companies?',
    count(
      (f) => f.data.insurance.length,
      'polic(?:y|ies)|insurance polic(?:y|ies)',
      (f) => names.providers(f),
    ),
  );
  ask(
    'rich',
    'superlative',
    'which of our properties has the biggest mortgage on it',
    exact(() => /Alder Creek|Rocket/, mortgageF('Rocket', 'currentBalance')),
  );
  ask(
    'small',
    'compound',
    "what's my checking balance and how many budgets have i made?",
    compound(
      part(balanceF('Free Active Duty Checking')),
      part((f) => countOf(f.data.budgets.length, 'budgets?')),
    ),
  );
});
