// A fifth development set for issue 33, written when dev, dev-3 stood at 100%, dev-4 at 94.3% and the
// held-out half at 86.3%. Fresh questions of every kind in a stranger's words: typos and text-speak
// ("acct", "n", "pls", "r"), two-digit years ("'24"), nicknames for places and accounts ("the main house",
// "the lake condo", "the citi card"), British spellings and words ("outgoings", "fortnight"), filler,
// numbers as words, relative dates ("the month before last", "last quarter", "YTD", "Q3", "the first
// half of the year") and conversations of two and three turns. They were written before looking at how
// the analyst reads them and without reading the held-out half. Each entry's meaning is its hand-written
// label, computed by the oracle.

import { dec } from './money';
import {
  extreme,
  holdingOf,
  morePeriods as M,
  periods,
  propertyAt,
  propertyEquity,
  streetName,
  type OracleFamily,
  type Winner,
} from './oracle';
import {
  balanceF,
  biggestHolding,
  bottomCategory,
  budgetF,
  compound,
  count,
  coverageF,
  exact,
  exactMoney,
  fedTaxF,
  gainedMost,
  holdingChangeF,
  holdingValueF,
  homeEquityF,
  homeF,
  k1F,
  liquidF,
  lostLeast,
  mortgageF,
  mostIn,
  mostRoom,
  names,
  netWorthF,
  newCorpusOf,
  notOnFile,
  part,
  placementF,
  premiumF,
  rate,
  shareF,
  spendF,
  spending,
  stateTaxF,
  topCategory,
  topMerchant,
  winner,
  type Expect,
} from './new-corpus';

const { lastMonth, lastYear, named, thisMonth, thisYear } = periods;

type Property = OracleFamily['data']['properties'][number];
const propertyBy = (figure: (f: OracleFamily, p: Property) => ReturnType<typeof dec>, which: 'max' | 'min') =>
  winner((f) =>
    extreme(
      f.data.properties,
      (p) => figure(f, p),
      (p) => streetName(p.address),
      which,
    ),
  );
const mortgageBy = (field: 'currentBalance' | 'interestRate' | 'monthlyPayment', which: 'max' | 'min') =>
  winner(
    (f) =>
      extreme(
        f.data.mortgages,
        (m) => dec(m[field]),
        (m) => m.lender,
        which,
      ),
    (w: Winner) => (field === 'interestRate' ? rate(w.figure.toString()) : exactMoney(w.figure)),
  );
const policyBy = (field: 'annualPremium' | 'coverageAmount', which: 'max' | 'min') =>
  winner((f) =>
    extreme(
      f.data.insurance,
      (p) => dec(p[field]),
      (p) => p.provider,
      which,
    ),
  );
/** The property that wins a ranking, then one of its own figures. */
const ofTopProperty =
  (
    rank: (f: OracleFamily, p: Property) => ReturnType<typeof dec>,
    which: 'max' | 'min',
    field: 'purchasePrice' | 'currentValue',
  ): Expect =>
  (f) => {
    const w = extreme(
      f.data.properties,
      (p) => rank(f, p),
      (p) => p.address,
      which,
    );
    return { kind: 'exact', figures: [exactMoney(propertyAt(f, w.name)[field])] };
  };
const beneficiaryShares = (f: OracleFamily) => ({
  kind: 'figures' as const,
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
const cpas = count(
  (f) => names.professionals(f, 'cpa').length,
  'CPAs?|accountants?',
  (f) => names.professionals(f, 'cpa'),
);

export const devCorpus5 = newCorpusOf((ask, talk) => {
  // ----- The older misses. -----
  ask('rich', 'older_miss', 'ballpark what is the fam worth all in, after debts', exact(netWorthF));
  ask('rich', 'older_miss', 'whats our net worth as of today pls', exact(netWorthF));
  ask('small', 'older_miss', 'net worth? (assets - debts)', exact(netWorthF));
  ask(
    'rich',
    'older_miss',
    'how much equity have we got in the main house',
    exact(homeEquityF('Alder Creek')),
  );
  ask('rich', 'older_miss', 'equity on the harbour view unit?', exact(homeEquityF('Harbor View')));
  ask(
    'rich',
    'older_miss',
    "what's the rental worth less whatever we still owe on it",
    exact(homeEquityF('9th Street')),
  );
  ask('rich', 'older_miss', 'who inherits what under the will', beneficiaryShares);
  ask(
    'rich',
    'older_miss',
    'whats the split of the estate between the beneficiaries, percentages pls',
    beneficiaryShares,
  );
  ask('rich', 'older_miss', "how many cpa's do we use n who", cpas);
  ask('rich', 'older_miss', 'who are our accountants? how many of them', cpas);

  // ----- Two or three questions in one. -----
  ask(
    'rich',
    'compound',
    'whats in the ally acct and the hsa',
    compound(part(balanceF('Ally High-Yield Savings')), part(balanceF('Health Savings Account'))),
  );
  ask(
    'rich',
    'compound',
    'groceries n transport last month',
    compound(part(spendF(lastMonth, 'Groceries')), part(spendF(lastMonth, 'Transportation'))),
  );
  ask(
    'rich',
    'compound',
    'how much do we owe on the citi card and on the chase freedom',
    compound(part(balanceF('Costco Anywhere Visa')), part(balanceF('Freedom Unlimited'))),
  );
  ask(
    'rich',
    'compound',
    "what's VOO worth and AMD",
    compound(part(holdingValueF('VOO')), part(holdingValueF('AMD'))),
  );
  ask(
    'rich',
    'compound',
    "federal and state tax for '24?",
    compound(part(fedTaxF(2024)), part(stateTaxF(2024, 'ID-40'))),
  );
  ask(
    'rich',
    'compound',
    'what are the monthly payments on the rocket and the us bank loans',
    compound(part(mortgageF('Rocket', 'monthlyPayment')), part(mortgageF('U.S. Bank', 'monthlyPayment'))),
  );
  ask(
    'rich',
    'compound',
    'what did we pay for the lake condo, and whats it worth today',
    compound(part(homeF('Harbor View', 'purchasePrice')), part(homeF('Harbor View', 'currentValue'))),
  );
  ask(
    'rich',
    'compound',
    "how much has sawtooth distributed to us and what's it worth",
    compound(part(placementF('Sawtooth', 'distributionsMade')), part(placementF('Sawtooth', 'currentValue'))),
  );
  ask(
    'rich',
    'compound',
    'entertainment budget - spent so far and whats the limit',
    compound(part(budgetF('Entertainment', 'spent')), part(budgetF('Entertainment', 'budget'))),
  );
  ask('rich', 'compound', 'net worth, and how much of it is cash', compound(part(netWorthF), part(liquidF)));
  ask(
    'rich',
    'compound',
    'total premiums we pay for insurance and total life cover',
    compound(part(premiumF()), part(coverageF('life'))),
  );
  ask(
    'small',
    'compound',
    'how much in savings and how much did i spend on gas last month',
    compound(part(balanceF('Share Savings')), part(spendF(lastMonth, 'Transportation'))),
  );
  ask(
    'rich',
    'compound',
    'shopping, entertainment and healthcare in october',
    compound(
      part(spendF(named(10), 'Shopping')),
      part(spendF(named(10), 'Entertainment')),
      part(spendF(named(10), 'Healthcare')),
    ),
  );
  ask(
    'rich',
    'compound',
    'k-1 income for 2024 plus our federal tax for that year',
    compound(part(k1F(2024)), part(fedTaxF(2024))),
  );

  // ----- Counts with names. -----
  ask(
    'rich',
    'count',
    'how many mortgages have we got and with who',
    count(
      (f) => f.data.mortgages.length,
      'mortgages?|loans?',
      (f) => names.lenders(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many insurance companies are we with',
    count(
      (f) => names.providers(f).length,
      'insurers?|providers?|compan(?:y|ies)|insurance',
      (f) => names.providers(f),
    ),
  );
  ask(
    'rich',
    'count',
    'no. of stocks in the fidelity account? list em',
    count(
      (f) => f.data.holdings.filter((h) => h.accountId === 'brokerage').length,
      'holdings?|positions?|stocks?|funds?',
      (f) => f.data.holdings.filter((h) => h.accountId === 'brokerage').map((h) => h.symbol),
    ),
  );
  ask(
    'rich',
    'count',
    'how many credit cards do we have, which ones',
    count(
      (f) => names.accounts(f, 'credit').length,
      'credit cards?|cards?|accounts?',
      (f) => names.accounts(f, 'credit'),
    ),
  );
  ask(
    'rich',
    'count',
    'how many ppl are beneficiaries on the will, names pls',
    count(
      (f) => f.data.beneficiaries.length,
      'beneficiar(?:y|ies)|people',
      (f) => names.beneficiaries(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many positions are we down on? which',
    count(
      (f) => names.losers(f).length,
      'holdings?|positions?|stocks?|funds?|losers?',
      (f) => names.losers(f),
    ),
  );
  ask(
    'small',
    'count',
    'how many insurance policies do i have',
    count(
      (f) => f.data.insurance.length,
      'polic(?:y|ies)|insurance',
      (f) => names.providers(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many life insurance policies have we got and with whom',
    count(
      (f) => f.data.insurance.filter((p) => p.policyType === 'life').length,
      'life|polic(?:y|ies)|insurance',
      (f) => names.providers(f, 'life'),
    ),
  );

  // ----- Superlatives. -----
  ask(
    'rich',
    'superlative',
    'which of our houses did we pay the least for',
    propertyBy((_, p) => dec(p.purchasePrice), 'min'),
  );
  ask(
    'rich',
    'superlative',
    'priciest property purchase?',
    propertyBy((_, p) => dec(p.purchasePrice), 'max'),
  );
  ask(
    'rich',
    'superlative',
    'which property have we got the most equity in',
    propertyBy((f, p) => propertyEquity(f, p.address), 'max'),
  );
  ask('rich', 'superlative', 'highest interest mortgage?', mortgageBy('interestRate', 'max'));
  ask(
    'rich',
    'superlative',
    'which mortgage has the biggest monthly payment',
    mortgageBy('monthlyPayment', 'max'),
  );
  ask('rich', 'superlative', "cheapest insurance policy we've got", policyBy('annualPremium', 'min'));
  ask('rich', 'superlative', 'which policy gives us the most cover', policyBy('coverageAmount', 'max'));
  ask('rich', 'superlative', 'which of our stocks is up the most', gainedMost);
  ask('rich', 'superlative', 'of the ones that are down, which has lost the least', lostLeast);
  ask('rich', 'superlative', 'biggest single shop we spent at last month', topMerchant(lastMonth));
  ask('rich', 'superlative', 'what category did we spend least on in october', bottomCategory(named(10)));
  ask('rich', 'superlative', 'top spending category YTD', topCategory(thisYear));
  ask('rich', 'superlative', 'which budget has the most headroom left', mostRoom);
  ask('rich', 'superlative', 'which account has the most money in it', mostIn());
  ask('rich', 'superlative', 'what is our single biggest investment holding', biggestHolding);
  ask('small', 'superlative', 'biggest expense category in october', topCategory(named(10)));

  // ----- Periods said the way people say them. -----
  ask(
    'rich',
    'period',
    'how much did we spend on dining the month before last',
    spending(named(9), 'Food & Dining'),
  );
  ask('rich', 'period', 'groceries last quarter', spending(M.lastQuarter, 'Groceries'));
  ask('rich', 'period', 'total spending YTD', spending(thisYear));
  ask('rich', 'period', 'what went on shopping in the last fortnight', spending(M.pastWeeks(2), 'Shopping'));
  ask('rich', 'period', 'amazon in the past ninety days', spending(M.pastDays(90), undefined, 'Amazon'));
  ask('rich', 'period', 'transport spending Q3', spending(M.quarter(3), 'Transportation'));
  ask(
    'rich',
    'period',
    'how much on utilities between june and august',
    spending(M.months(6, 8), 'Utilities'),
  );
  ask('rich', 'period', "fed tax in '24?", exact(fedTaxF(2024)));
  ask(
    'rich',
    'period',
    'what did we spend at costco wholesale since july',
    spending(M.since(7), undefined, 'Costco Wholesale'),
  );
  ask('rich', 'period', 'entertainment in december last year', spending(named(12), 'Entertainment'));
  ask('small', 'period', 'groceries in the last two weeks', spending(M.pastWeeks(2), 'Groceries'));
  ask(
    'rich',
    'period',
    'chevron spend in the first half of the year',
    spending(M.months(1, 6), undefined, 'Chevron'),
  );
  ask('rich', 'period', 'what were our total outgoings the month before last', spending(named(9)));

  // ----- Not on file. -----
  ask('rich', 'not_on_file', 'whats our boat worth', notOnFile);
  ask('rich', 'not_on_file', "how much is in the kids' 529", notOnFile);
  ask('small', 'not_on_file', 'whats my 401k balance', notOnFile);
  ask('small', 'not_on_file', 'how much equity do i have in my house', notOnFile);
  ask('rich', 'not_on_file', "what's the balance on our student loans", notOnFile);
  ask('rich', 'not_on_file', 'gold and silver holdings?', notOnFile);
  ask('small', 'not_on_file', 'when does my car insurance renew', notOnFile);

  // ----- Conversations of two and three turns. -----
  talk('rich', 'd5-cheapest-home', 'which property did we pay the least for', [
    'whats it worth now',
    ofTopProperty((_, p) => dec(p.purchasePrice), 'min', 'currentValue'),
  ]);
  talk(
    'rich',
    'd5-transport',
    'how much on transport in october',
    ['and in september?', spending(named(9), 'Transportation')],
    ['what about groceries', spending(named(9), 'Groceries')],
  );
  talk(
    'rich',
    'd5-rocket',
    'whats left on the rocket loan',
    ["and what's the rate", exact(mortgageF('Rocket', 'interestRate'))],
    ['and the monthly?', exact(mortgageF('Rocket', 'monthlyPayment'))],
  );
  talk('rich', 'd5-amd', 'how much are we up on AMD', ['and on VOO?', exact(holdingChangeF('VOO'))]);
  talk('rich', 'd5-state', 'what was our state tax in 2025', ['and federal?', exact(fedTaxF(2025))]);
  talk('rich', 'd5-lake', "what's the lake place worth", [
    'how much do we still owe on it',
    exact(mortgageF('U.S. Bank', 'currentBalance')),
  ]);
  talk('rich', 'd5-smallest', 'which holding is worth the least', [
    'how much did we pay for it',
    (f) => {
      const w = extreme(
        f.data.holdings,
        (h) => dec(h.currentValue),
        (h) => h.symbol,
        'min',
      );
      return { kind: 'exact', figures: [exactMoney(holdingOf(f, w.name).holding.costBasis)] };
    },
  ]);
  talk('small', 'd5-pike-groceries', 'how much did i spend on groceries last month', [
    'and this month so far?',
    spending(thisMonth, 'Groceries'),
  ]);
  talk('rich', 'd5-tv', 'how much did we put into treasure valley', [
    'whats it worth now',
    exact(placementF('Treasure Valley', 'currentValue')),
  ]);
  talk('rich', 'd5-life', 'how much life cover do we have', [
    'and what does it cost us a year',
    exact(premiumF('life')),
  ]);
  talk('rich', 'd5-ally', 'ally savings balance?', [
    'and the way2save?',
    exact(balanceF('Way2Save Savings')),
  ]);
  talk('rich', 'd5-starbucks', 'how much have we spent at starbucks ytd', [
    'and last year',
    spending(lastYear, undefined, 'Starbucks'),
  ]);
  talk('rich', 'd5-most-equity', 'which home has the most equity', [
    'what did we pay for it',
    ofTopProperty((f, p) => propertyEquity(f, p.address), 'max', 'purchasePrice'),
  ]);
});
