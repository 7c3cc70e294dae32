// A fourth development set for issue 33, written when dev stood at 97.8%, dev-3 at 98.1% and the
// held-out half at 81.0%: the analyst had been tuned to the dev questions. These are fresh questions
// weighted to the kinds the held-out half scores worst on (older misses, conversations, compounds,
// superlatives), in the voice of a stranger: casual and terse, misspelt, British spellings, filler
// ("quick one", "can you tell me"), numbers as words, relative dates, pronouns after a ranking. They
// were written without looking at the held-out half and before looking at how the analyst reads them.
// Each entry's meaning is its hand-written label, computed by the oracle.

import { dec } from './money';
import {
  categoryTotals,
  extreme,
  placed,
  spent,
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
  creditOwedF,
  exact,
  exactMoney,
  fedTaxF,
  gainedMost,
  holdingChangeF,
  holdingValueF,
  homeEquityF,
  homeF,
  homeGainF,
  k1F,
  leastIn,
  leastRoom,
  liquidF,
  lostMost,
  mortgageF,
  mostIn,
  names,
  netWorthF,
  newCorpusOf,
  notOnFile,
  part,
  placementF,
  premiumF,
  propertyGain,
  rate,
  shareF,
  smallestHolding,
  spendF,
  spending,
  stateTaxF,
  topCategory,
  topMerchant,
  typeTotalF,
  winner,
  type Expect,
} from './new-corpus';

const { lastMonth, lastYear, named, thisMonth, thisYear } = periods;

// ---------- winners of rankings dev-2 and dev-3 did not need ----------

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
const propertyValue = (which: 'max' | 'min') => propertyBy((_, p) => dec(p.currentValue), which);
const propertyEquityWinner = (which: 'max' | 'min') =>
  propertyBy((f, p) => propertyEquity(f, p.address), which);
const propertyPrice = (which: 'max' | 'min') => propertyBy((_, p) => dec(p.purchasePrice), which);
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
const placementBy = (which: 'max' | 'min') =>
  winner((f) =>
    extreme(
      f.data.privatePlacements,
      (p) => dec(p.currentValue),
      (p) => p.name,
      which,
    ),
  );
const cashAccount = (which: 'max' | 'min') =>
  winner((f) =>
    extreme(
      f.data.accounts.filter((a) => a.accountType === 'savings' || a.accountType === 'checking'),
      (a) => dec(a.balance),
      (a) => a.name,
      which,
    ),
  );
/** The property that wins a ranking, then one of its own figures: "which is worth most? what did we pay for it?" */
const ofTopProperty =
  (
    rank: (f: OracleFamily, p: Property) => ReturnType<typeof dec>,
    which: 'max' | 'min',
    field: 'purchasePrice' | 'currentValue' | 'equity',
  ): Expect =>
  (f) => {
    const w = extreme(
      f.data.properties,
      (p) => rank(f, p),
      (p) => p.address,
      which,
    );
    const p = propertyAt(f, w.name);
    const figure = field === 'equity' ? propertyEquity(f, p.address) : dec(p[field]);
    return { kind: 'exact', figures: [exactMoney(figure)] };
  };
/** The holding that wins a ranking, then its gain or loss or value. */
const ofTopHolding =
  (
    rank: (h: OracleFamily['data']['holdings'][number]) => ReturnType<typeof dec>,
    which: 'max' | 'min',
    field: 'change' | 'value',
  ): Expect =>
  (f) => {
    const w = extreme(f.data.holdings, rank, (h) => h.symbol, which);
    const h = holdingOf(f, w.name);
    return { kind: 'exact', figures: [exactMoney(field === 'value' ? h.value : h.gain.abs())] };
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

export const devCorpus4 = newCorpusOf((ask, talk) => {
  // ----- The older misses, in a stranger's words. -----
  ask('rich', 'older_miss', 'quick one — whats our net worth at the moment?', exact(netWorthF));
  ask('rich', 'older_miss', 'total assets minus total liabilities please', exact(netWorthF));
  ask('rich', 'older_miss', 'can you tell me what we are worth overall', exact(netWorthF));
  ask('rich', 'older_miss', 'networth?', exact(netWorthF));
  ask(
    'rich',
    'older_miss',
    'what would our family be worth if every loan was paid off today',
    exact(netWorthF),
  );
  ask('small', 'older_miss', 'whats my net worth looking like', exact(netWorthF));
  ask('small', 'older_miss', 'add up everything I have and take off what I owe', exact(netWorthF));
  ask(
    'rich',
    'older_miss',
    'how much of the lake condo do we actually own, equity wise',
    exact(homeEquityF('Harbor View')),
  );
  ask('rich', 'older_miss', 'equity in our primary residence?', exact(homeEquityF('Alder Creek')));
  ask(
    'rich',
    'older_miss',
    'how much equity have we built up in the 9th st rental',
    exact(homeEquityF('9th Street')),
  );
  ask(
    'rich',
    'older_miss',
    'whats the house on alder creek worth minus the mortgage',
    exact(homeEquityF('Alder Creek')),
  );
  ask(
    'rich',
    'older_miss',
    'if we sold the coeur d’alene place and paid off the loan what would we clear',
    exact(homeEquityF('Harbor View')),
  );
  ask(
    'rich',
    'older_miss',
    'who are the beneficiaries on the will and what % does each one get',
    beneficiaryShares,
  );
  ask('rich', 'older_miss', 'how is our estate split between the kids and everyone else', beneficiaryShares);
  ask('rich', 'older_miss', 'list our beneficiaries with their percentages', beneficiaryShares);
  ask('rich', 'older_miss', 'who do we use for taxes — how many accountants and their names', cpas);
  ask('rich', 'older_miss', 'number of CPAs we have on file?', cpas);
  ask('rich', 'older_miss', 'which accountants do we work with and how many are there', cpas);

  // ----- Two or three questions in one. -----
  ask(
    'rich',
    'compound',
    'can you tell me the balance of the ally savings and also the wells fargo savings',
    compound(part(balanceF('Ally High-Yield Savings')), part(balanceF('Way2Save Savings'))),
  );
  ask(
    'rich',
    'compound',
    'groceries, dining and shopping last month?',
    compound(
      part(spendF(lastMonth, 'Groceries')),
      part(spendF(lastMonth, 'Food & Dining')),
      part(spendF(lastMonth, 'Shopping')),
    ),
  );
  ask(
    'rich',
    'compound',
    'whats left on the rocket mortgage as well as the US bank one',
    compound(part(mortgageF('Rocket', 'currentBalance')), part(mortgageF('U.S. Bank', 'currentBalance'))),
  );
  ask(
    'rich',
    'compound',
    'net worth and total credit card debt?',
    compound(part(netWorthF), part(creditOwedF)),
  );
  ask(
    'rich',
    'compound',
    'how much did we pay in federal tax in 2025 and how much to idaho',
    compound(part(fedTaxF(2025)), part(stateTaxF(2025, 'ID-40'))),
  );
  ask(
    'rich',
    'compound',
    'what is the harbour view flat worth and how much equity is in it',
    compound(part(homeF('Harbor View', 'currentValue')), part(homeEquityF('Harbor View'))),
  );
  ask(
    'rich',
    'compound',
    'whats PFE worth now, and how much are we down on it',
    compound(part(holdingValueF('PFE')), part(holdingChangeF('PFE'))),
  );
  ask(
    'rich',
    'compound',
    'how much is the treasure valley fund worth and what did we put in',
    compound(
      part(placementF('Treasure Valley', 'currentValue')),
      part(placementF('Treasure Valley', 'initialInvestment')),
    ),
  );
  ask(
    'rich',
    'compound',
    'dining budget: how much spent, how much left?',
    compound(part(budgetF('Food & Dining', 'spent')), part(budgetF('Food & Dining', 'left'))),
  );
  ask(
    'rich',
    'compound',
    // Written first with umbrella cover, whose $2,000,000.00 equals the life cover's: the judge cannot
    // tell two equal figures' order, so the second part is the property cover.
    'life cover and property cover — how much of each',
    compound(part(coverageF('life')), part(coverageF('property'))),
  );
  ask(
    'rich',
    'compound',
    'amazon and target spending in september',
    compound(part(spendF(named(9), undefined, 'Amazon')), part(spendF(named(9), undefined, 'Target'))),
  );
  ask(
    'rich',
    'compound',
    'what rate are we paying on the US bank mortgage, and whats the monthly payment on it',
    compound(part(mortgageF('U.S. Bank', 'interestRate')), part(mortgageF('U.S. Bank', 'monthlyPayment'))),
  );
  ask(
    'rich',
    'compound',
    'how much did we pay for the rental and what is it worth now',
    compound(part(homeF('9th Street', 'purchasePrice')), part(homeF('9th Street', 'currentValue'))),
  );
  ask(
    'rich',
    'compound',
    'what did we spend on utilities in october, and on transport',
    compound(part(spendF(named(10), 'Utilities')), part(spendF(named(10), 'Transportation'))),
  );
  ask(
    'small',
    'compound',
    'groceries and eating out this month',
    compound(part(spendF(thisMonth, 'Groceries')), part(spendF(thisMonth, 'Food & Dining'))),
  );
  ask(
    'small',
    'compound',
    'whats in my checking, and whats my net worth',
    compound(part(balanceF('Free Active Duty Checking')), part(netWorthF)),
  );
  ask(
    'rich',
    'compound',
    'k1 income 2025 as well as our federal tax that year',
    compound(part(k1F(2025)), part(fedTaxF(2025))),
  );
  ask(
    'rich',
    'compound',
    'how much did we spend at starbucks last month and at chipotle',
    compound(part(spendF(lastMonth, undefined, 'Starbucks')), part(spendF(lastMonth, undefined, 'Chipotle'))),
  );

  // ----- Superlatives: largest, smallest, most, least, cheapest, oldest, by place and by account. -----
  ask('rich', 'superlative', 'which of our properties is worth the least', propertyValue('min'));
  ask('rich', 'superlative', 'most valuable property?', propertyValue('max'));
  ask('rich', 'superlative', 'which home has the least equity in it', propertyEquityWinner('min'));
  ask('rich', 'superlative', 'which place cost us the most to buy', propertyPrice('max'));
  ask('rich', 'superlative', 'cheapest property we bought?', propertyPrice('min'));
  ask('rich', 'superlative', 'which mortgage has the lowest rate', mortgageBy('interestRate', 'min'));
  ask('rich', 'superlative', 'which loan do we owe the most on', mortgageBy('currentBalance', 'max'));
  ask(
    'rich',
    'superlative',
    'whats our smallest mortgage payment each month',
    mortgageBy('monthlyPayment', 'min'),
  );
  ask(
    'rich',
    'superlative',
    'which insurance policy has the smallest cover',
    policyBy('coverageAmount', 'min'),
  );
  ask('rich', 'superlative', 'most expensive insurance we pay for?', policyBy('annualPremium', 'max'));
  ask('rich', 'superlative', 'biggest private investment?', placementBy('max'));
  ask('rich', 'superlative', 'which private deal is worth the least', placementBy('min'));
  ask('rich', 'superlative', 'which savings or checking account holds the most cash', cashAccount('max'));
  ask('rich', 'superlative', 'what account has the lowest balance, not counting cards', leastIn());
  ask('rich', 'superlative', 'largest position in the portfolio', biggestHolding);
  ask('rich', 'superlative', 'tiniest holding we own?', smallestHolding);
  ask('rich', 'superlative', 'which stock has lost us the most money', lostMost);
  ask('rich', 'superlative', "what's made us the most money in the portfolio", gainedMost);
  ask('rich', 'superlative', 'which property has gone up in value the least', propertyGain('min'));
  ask('rich', 'superlative', 'which budget are we closest to blowing this month', leastRoom);
  ask('rich', 'superlative', 'where did we spend the most in september — which shop', topMerchant(named(9)));
  ask('rich', 'superlative', 'smallest spending category last month?', bottomCategory(lastMonth));
  ask('rich', 'superlative', 'top spending category last year', topCategory(lastYear));
  ask('rich', 'superlative', 'which card do we owe the least on', leastIn(['credit']));
  ask('rich', 'superlative', 'which investment account is bigger?', mostIn(['investment']));
  ask(
    'small',
    'superlative',
    'where did most of my money go last month, by category',
    topCategory(lastMonth),
  );
  ask('small', 'superlative', 'which of my accounts has more in it', mostIn());

  // ----- Counts with names. -----
  ask(
    'rich',
    'count',
    'how many propertys do we own? which ones',
    count(
      (f) => f.data.properties.length,
      'propert(?:y|ies)|homes?|places?',
      (f) => names.streets(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many savings accounts have we got and where',
    count(
      (f) => names.accounts(f, 'savings').length,
      'savings|accounts?',
      (f) => names.accounts(f, 'savings'),
    ),
  );
  ask(
    'rich',
    'count',
    'how many private placements are we in, name them',
    count(
      (f) => f.data.privatePlacements.length,
      'placements?|investments?|funds?|deals?',
      (f) => names.placements(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many holdings are in the roth? which',
    count(
      (f) => f.data.holdings.filter((h) => h.accountId === 'roth').length,
      'holdings?|positions?|stocks?|funds?',
      (f) => f.data.holdings.filter((h) => h.accountId === 'roth').map((h) => h.symbol),
    ),
  );
  ask(
    'rich',
    'count',
    'how many insurers do we deal with, and who are they',
    count(
      (f) => names.providers(f).length,
      'insurers?|providers?|compan(?:y|ies)|insurance',
      (f) => names.providers(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many investment accounts have we got? which ones',
    count(
      (f) => names.accounts(f, 'investment').length,
      'investment|accounts?',
      (f) => names.accounts(f, 'investment'),
    ),
  );
  ask(
    'small',
    'count',
    'how many bank accounts do i have, which ones',
    count(
      (f) => names.accounts(f).length,
      'accounts?',
      (f) => names.accounts(f),
    ),
  );

  // ----- Periods said the way people say them. -----
  ask(
    'rich',
    'period',
    'what did we spend on groceries over the last three weeks',
    spending(M.pastWeeks(3), 'Groceries'),
  );
  ask('rich', 'period', 'eating out in the past fortnight', spending(M.pastWeeks(2), 'Food & Dining'));
  ask(
    'rich',
    'period',
    'amazon spend since the beginning of september',
    spending(M.since(9), undefined, 'Amazon'),
  );
  ask('rich', 'period', 'utilities for the first quarter', spending(M.quarter(1), 'Utilities'));
  ask('rich', 'period', 'fuel from may through july', spending(M.months(5, 7), 'Transportation'));
  ask('rich', 'period', 'what was our federal tax bill for twenty twenty five', exact(fedTaxF(2025)));
  ask('rich', 'period', 'how much did we spend the month before last', spending(named(9)));
  ask(
    'small',
    'period',
    'taco bell over the last sixty days',
    spending(M.pastDays(60), undefined, 'Taco Bell'),
  );

  // ----- Not on file. -----
  ask('rich', 'not_on_file', 'whats the car loan balance', notOnFile);
  ask('rich', 'not_on_file', 'how much crypto have we got', notOnFile);
  ask('small', 'not_on_file', 'whats my mortgage rate', notOnFile);
  ask('small', 'not_on_file', 'how much is my house worth', notOnFile);

  // ----- Conversations: pronouns after a ranking, "what about X", "and last year?". -----
  talk('rich', 'd4-worth-most', 'which property is worth most?', [
    'what did we pay for it?',
    ofTopProperty((_, p) => dec(p.currentValue), 'max', 'purchasePrice'),
  ]);
  talk('rich', 'd4-equity-least', 'which of our homes has the least equity', [
    'how much is that one worth?',
    ofTopProperty((f, p) => propertyEquity(f, p.address), 'min', 'currentValue'),
  ]);
  talk('rich', 'd4-loser', 'which holding has lost the most?', [
    'how much is it worth now',
    ofTopHolding((h) => dec(h.costBasis).minus(h.currentValue), 'max', 'value'),
  ]);
  talk('rich', 'd4-biggest-position', 'biggest holding?', [
    'how much are we up on it',
    ofTopHolding((h) => dec(h.currentValue), 'max', 'change'),
  ]);
  talk(
    'rich',
    'd4-groceries',
    'how much did we spend on groceries in october',
    ['what about dining?', spending(named(10), 'Food & Dining')],
    ['and last year?', spending(lastYear, 'Food & Dining')],
  );
  talk('rich', 'd4-categories', 'top three spending categories this year?', [
    'and the second one, how much was that in october',
    (f) => {
      const second = placed(
        [...categoryTotals(f, thisYear)],
        ([, total]) => total,
        ([category]) => category,
        'max',
        2,
      );
      return { kind: 'exact', figures: [exactMoney(spent(f, { period: named(10), category: second.name }))] };
    },
  ]);
  talk(
    'rich',
    'd4-us-bank',
    'whats the balance on the US bank mortgage',
    ['what rate is that one', exact(mortgageF('U.S. Bank', 'interestRate'))],
    ['what about the rocket one?', exact(mortgageF('Rocket', 'interestRate'))],
  );
  talk('rich', 'd4-cost', 'how much is COST worth', [
    'and how much have we made on it',
    exact(holdingChangeF('COST')),
  ]);
  talk('rich', 'd4-fed', 'federal tax for 2025?', ['and the year before?', exact(fedTaxF(2024))]);
  talk(
    'rich',
    'd4-sawtooth',
    'how much is sawtooth worth',
    ['how much have they paid out to us', exact(placementF('Sawtooth', 'distributionsMade'))],
    ['what about treasure valley', exact(placementF('Treasure Valley', 'distributionsMade'))],
  );
  talk('rich', 'd4-alder', 'whats the alder creek house worth', [
    'and how much has it gone up since we bought it',
    exact(homeGainF('Alder Creek')),
  ]);
  talk(
    'rich',
    'd4-starbucks',
    'starbucks this month?',
    ['and last month?', spending(lastMonth, undefined, 'Starbucks')],
    ['what about chevron', spending(lastMonth, undefined, 'Chevron')],
  );
  talk('rich', 'd4-investments', 'total in our investment accounts?', [
    'and in savings?',
    exact(typeTotalF('savings')),
  ]);
  talk('rich', 'd4-premium', 'which insurance policy costs us the most', [
    'how much cover does it give',
    (f) => {
      const w = extreme(
        f.data.insurance,
        (p) => dec(p.annualPremium),
        (p) => p.id,
        'max',
      );
      const p = f.data.insurance.find((x) => x.id === w.name)!;
      return { kind: 'exact', figures: [exactMoney(p.coverageAmount)] };
    },
  ]);
  talk('rich', 'd4-umbrella', 'what does the umbrella policy cost a year', [
    'what about the life policies',
    exact(premiumF('life')),
  ]);
  talk('small', 'd4-pike', 'how much have i spent on food this month', [
    'and in september?',
    spending(named(9), 'Food & Dining'),
  ]);
  talk('small', 'd4-pike-savings', 'whats in my savings', [
    'and checking?',
    exact(balanceF('Free Active Duty Checking')),
  ]);
  talk('rich', 'd4-rate', 'which of our mortgages has the highest rate', [
    'whats the monthly payment on it',
    (f) => {
      const w = extreme(
        f.data.mortgages,
        (m) => dec(m.interestRate),
        (m) => m.lender,
        'max',
      );
      return {
        kind: 'exact',
        figures: [exactMoney(f.data.mortgages.find((m) => m.lender === w.name)!.monthlyPayment)],
      };
    },
  ]);
  talk('rich', 'd4-placements', 'which private placement is worth the most', [
    'and how much did we put into it',
    (f) => {
      const w = extreme(
        f.data.privatePlacements,
        (p) => dec(p.currentValue),
        (p) => p.name,
        'max',
      );
      return {
        kind: 'exact',
        figures: [
          exactMoney(f.data.privatePlacements.find((p) => p.name === w.name)!.initialInvestment ?? '0'),
        ],
      };
    },
  ]);
  talk('rich', 'd4-equity-total', 'how much equity do we have across all properties', [
    'and just the lake place?',
    exact(homeEquityF('Harbor View')),
  ]);
  talk('rich', 'd4-net-worth', 'net worth?', ['how much of that is in cash', exact(liquidF)]);
});
