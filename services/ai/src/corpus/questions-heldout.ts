// The new corpus's held-out half (issue 33). Do not tune the analyst to it: its runner prints only its
// score per kind and in total (new-corpus-run.ts, heldOutReport), never its failing questions or answers.
// The meaning of each entry is its hand-written label (new-corpus.ts and oracle.ts compute the figures);
// today is the corpus's fixed CORPUS_TODAY (families.ts), the periods counted from it by the oracle.
// How the halves were chosen: the new corpus was written as one list of 181 units (a question, or a
// whole conversation: its turns stay together), then split once with a fixed seed: per kind (in the
// order of newKinds), the kind's units in the order written were shuffled by Fisher-Yates driven by
// mulberry32(33) (the generator of families.ts; one stream across the kinds), and each unit in turn went
// to the half with fewer of that kind's entries so far (a tie: dev when the stream's next draw < 0.5).
// Within a half the units keep the order written. Dev got 94 entries, held-out 95.

import { dec } from './money';
import { extreme, morePeriods as M, periods, streetName } from './oracle';
import {
  askBack,
  balanceF,
  bottomCategory,
  budgetF,
  businessF,
  compound,
  count,
  coverageF,
  exact,
  fedTaxF,
  gainedMost,
  holdingChangeF,
  holdingValueF,
  homeEquityF,
  homeF,
  homeGainF,
  k1F,
  leastIn,
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
  propertyGainPercent,
  rate,
  shareF,
  spendF,
  spending,
  stateTaxF,
  topCategory,
  topMerchant,
  winner,
} from './new-corpus';

const { thisMonth, lastMonth, named, thisYear, lastYear } = periods;

export const heldOutCorpus = newCorpusOf((ask, talk) => {
  // ----- Two questions in one: each part answered, in the order asked. -----
  ask(
    'rich',
    'compound',
    'what did we spend on groceries and on eating out last month?',
    compound(part(spendF(lastMonth, 'Groceries')), part(spendF(lastMonth, 'Food & Dining'))),
  );
  ask(
    'rich',
    'compound',
    'costco and target last month?',
    compound(part(spendF(lastMonth, undefined, 'Costco')), part(spendF(lastMonth, undefined, 'Target'))),
  );
  ask(
    'rich',
    'compound',
    'whats our net worth and how much of it is actually liquid',
    compound(part(netWorthF), part(liquidF)),
  );
  ask(
    'rich',
    'compound',
    'balance on the rocket loan and on the us bank one?',
    compound(part(mortgageF('Rocket', 'currentBalance')), part(mortgageF('U.S. Bank', 'currentBalance'))),
  );
  ask(
    'rich',
    'compound',
    'how much fed tax did we pay for 2025 and what did the k1s come to that year',
    compound(part(fedTaxF(2025)), part(k1F(2025))),
  );
  ask(
    'rich',
    'compound',
    'what is VOO worth and how much have we made on it',
    compound(part(holdingValueF('VOO')), part(holdingChangeF('VOO'))),
  );
  ask(
    'rich',
    'compound',
    'how much is sawtooth worth now and how much did we put in originally',
    compound(part(placementF('Sawtooth', 'currentValue')), part(placementF('Sawtooth', 'initialInvestment'))),
  );
  ask(
    'rich',
    'compound',
    'umbrella policy: how much does it cover and whats the premium',
    compound(part(coverageF('umbrella')), part(premiumF('umbrella'))),
  );
  ask(
    'rich',
    'compound',
    'chipotle and starbucks this year, how much each?',
    compound(part(spendF(thisYear, undefined, 'Chipotle')), part(spendF(thisYear, undefined, 'Starbucks'))),
  );
  ask(
    'rich',
    'compound',
    'utilities in august and in september',
    compound(part(spendF(named(8), 'Utilities')), part(spendF(named(9), 'Utilities'))),
  );
  ask(
    'rich',
    'compound',
    'whats the design studio worth and whats the treasure valley fund worth',
    compound(part(businessF('Design Studio')), part(placementF('Treasure Valley', 'currentValue'))),
  );
  ask(
    'rich',
    'compound',
    'what did we spend on healthcare and on shopping this month',
    compound(part(spendF(thisMonth, 'Healthcare')), part(spendF(thisMonth, 'Shopping'))),
  );
  ask(
    'rich',
    'compound',
    'how much are we down on pfizer and on boeing',
    compound(part(holdingChangeF('PFE')), part(holdingChangeF('BA'))),
  );
  ask(
    'small',
    'compound',
    'whats in my checking and my savings',
    compound(part(balanceF('Free Active Duty Checking')), part(balanceF('Share Savings'))),
  );
  ask(
    'small',
    'compound',
    "what's my grocery budget and how much of it is left",
    compound(part(budgetF('Groceries', 'budget')), part(budgetF('Groceries', 'left'))),
  );

  // ----- Counts with names. -----
  ask(
    'rich',
    'count',
    'How many policies do we have, and with whom?',
    count(
      (f) => f.data.insurance.length,
      'polic(?:y|ies)',
      (f) => names.providers(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many mortgages have we got and who are they with',
    count(
      (f) => f.data.mortgages.length,
      'mortgages?|loans?',
      (f) => names.lenders(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many of our stocks are in the red? which ones',
    count(
      (f) => names.losers(f).length,
      'holdings?|positions?|stocks?|funds?',
      (f) => names.losers(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many credit cards do we have and which ones',
    count(
      (f) => names.accounts(f, 'credit').length,
      'cards?|credit',
      (f) => names.accounts(f, 'credit'),
    ),
  );
  ask(
    'rich',
    'count',
    'how many life insurance policies do we have and with which companies',
    count(
      (f) => f.data.insurance.filter((p) => p.policyType === 'life').length,
      'life|polic(?:y|ies)',
      (f) => names.providers(f, 'life'),
    ),
  );
  ask(
    'rich',
    'count',
    'how many investment accounts do we have and what are they',
    count(
      (f) => names.accounts(f, 'investment').length,
      'investment|accounts?',
      (f) => names.accounts(f, 'investment'),
    ),
  );
  ask(
    'rich',
    'count',
    'how many budgets have we set up this month and for what',
    count(
      (f) => f.data.budgets.length,
      'budgets?|categor(?:y|ies)',
      (f) => f.data.budgets.map((b) => b.category),
    ),
  );
  ask(
    'small',
    'count',
    'how many insurance policies do i have, with who',
    count(
      (f) => f.data.insurance.length,
      'polic(?:y|ies)',
      (f) => names.providers(f),
    ),
  );
  ask(
    'small',
    'count',
    'how many budgets do i have and for which categories',
    count(
      (f) => f.data.budgets.length,
      'budgets?',
      (f) => f.data.budgets.map((b) => b.category),
    ),
  );

  // ----- Superlatives and their min versions: the winner named first, with its figure. -----
  ask('rich', 'superlative', 'Which account holds the most?', mostIn());
  ask('rich', 'superlative', 'which acct has the least money in it', leastIn());
  ask('rich', 'superlative', 'which card do we owe the most on', mostIn(['credit']));
  ask(
    'rich',
    'superlative',
    'which property appreciated the most percentage-wise',
    propertyGainPercent('max'),
  );
  ask('rich', 'superlative', 'of the losers, which one is down the least', lostLeast);
  ask('rich', 'superlative', 'which position has made us the most money', gainedMost);
  ask('rich', 'superlative', 'what was our biggest spending category this year', topCategory(thisYear));
  ask('rich', 'superlative', 'which category did we spend the least on this year', bottomCategory(thisYear));
  ask('rich', 'superlative', 'Which budget has the most room left?', mostRoom);
  ask('rich', 'superlative', 'which store did we spend the most at this year', topMerchant(thisYear));
  ask(
    'rich',
    'superlative',
    'which mortgage has the higher rate',
    winner(
      (f) =>
        extreme(
          f.data.mortgages,
          (m) => dec(m.interestRate),
          (m) => m.lender,
          'max',
        ),
      (w) => rate(w.figure.toString()),
    ),
  );
  ask(
    'rich',
    'superlative',
    'which insurance policy costs us the most per year',
    winner((f) =>
      extreme(
        f.data.insurance,
        (p) => dec(p.annualPremium),
        (p) => p.provider,
        'max',
      ),
    ),
  );
  ask(
    'rich',
    'superlative',
    'which property is worth the most',
    winner((f) =>
      extreme(
        f.data.properties,
        (p) => dec(p.currentValue),
        (p) => streetName(p.address),
        'max',
      ),
    ),
  );
  ask(
    'rich',
    'superlative',
    'biggest category of spending between march and may?',
    topCategory(M.months(3, 5)),
  );
  ask('small', 'superlative', 'where does most of my money go this year, by category', topCategory(thisYear));
  ask(
    'small',
    'superlative',
    'which store did i spend the most at in the past 6 weeks',
    topMerchant(M.pastWeeks(6)),
  );
  ask('small', 'superlative', 'whats my lowest balance account', leastIn());

  // ----- Periods of more than one unit, named ones, rolling days and weeks, two-digit years. -----
  ask('rich', 'period', 'dining out in Q2', spending(M.quarter(2), 'Food & Dining'));
  ask('rich', 'period', 'q3 shopping total?', spending(M.quarter(3), 'Shopping'));
  ask('rich', 'period', 'ytd amazon spend', spending(thisYear, undefined, 'Amazon'));
  ask('rich', 'period', 'costco over the past 6 weeks', spending(M.pastWeeks(6), undefined, 'Costco'));
  ask('rich', 'period', 'k1 income 24', exact(k1F(2024)));
  ask('rich', 'period', 'fed tax 24?', exact(fedTaxF(2024)));
  ask('rich', 'period', 'idaho tax for 25', exact(stateTaxF(2025, 'ID-40')));
  ask('rich', 'period', 'entertainment jan thru april', spending(M.months(1, 4), 'Entertainment'));
  ask('rich', 'period', 'utilities last quarter', spending(M.lastQuarter, 'Utilities'));
  ask('rich', 'period', 'how much did we spend in q4 of last year', spending(M.quarter(4, 2025)));
  ask('rich', 'period', 'chipotle from august to october', spending(M.months(8, 10), undefined, 'Chipotle'));
  ask('rich', 'period', 'what did we spend over the past two weeks', spending(M.pastWeeks(2)));
  ask('rich', 'period', 'groceries in the third quarter', spending(M.quarter(3), 'Groceries'));
  ask(
    'rich',
    'period',
    'how much have we spent on eating out since september',
    spending(M.since(9), 'Food & Dining'),
  );
  ask(
    'rich',
    'period',
    'what have we spent on transportation so far this year',
    spending(thisYear, 'Transportation'),
  );
  ask(
    'rich',
    'period',
    'how much went to utilities in the first half of the year',
    spending(M.months(1, 6), 'Utilities'),
  );
  ask('rich', 'period', 'what did we spend at target in q3', spending(M.quarter(3), undefined, 'Target'));
  ask('small', 'period', 'taco bell the past 10 days', spending(M.pastDays(10), undefined, 'Taco Bell'));
  ask('small', 'period', 'total spending between august and october', spending(M.months(8, 10)));
  ask('small', 'period', 'what did i spend in the last 2 weeks', spending(M.pastWeeks(2)));

  // ----- The older misses: net worth the long way round, beneficiaries and shares, CPAs, one home’s equity. -----
  ask(
    'rich',
    'older_miss',
    'if we add up everything we own and take away everything we owe, where does that leave us?',
    exact(netWorthF),
  );
  ask(
    'rich',
    'older_miss',
    "what's the family's total worth, counting the houses and the business",
    exact(netWorthF),
  );
  ask('rich', 'older_miss', 'what are we worth on paper, everything included', exact(netWorthF));
  ask(
    'rich',
    'older_miss',
    'how many accountants have we got and what are their names',
    count(
      (f) => names.professionals(f, 'cpa').length,
      'CPAs?|accountants?',
      (f) => names.professionals(f, 'cpa'),
    ),
  );
  ask(
    'rich',
    'older_miss',
    'how much of the 9th street rental do we actually own outright, equity-wise',
    exact(homeEquityF('9th Street')),
  );
  ask(
    'rich',
    'older_miss',
    "what's our stake in the coeur d'alene condo after the mortgage",
    exact(homeEquityF('Harbor View')),
  );
  ask(
    'small',
    'older_miss',
    'if i sold everything and paid off what i owe what would i have',
    exact(netWorthF),
  );

  // ----- Things not on file: the answer says "I don’t see". -----
  ask('rich', 'not_on_file', "what's our 401k balance", notOnFile);
  ask('rich', 'not_on_file', 'how much do we pay for auto insurance', notOnFile);
  ask('rich', 'not_on_file', 'whats the timeshare worth', notOnFile);
  ask('rich', 'not_on_file', 'whats the balance on our amex', notOnFile);
  ask('rich', 'not_on_file', 'how much is our solana worth', notOnFile);
  ask('small', 'not_on_file', 'how much life insurance do i have', notOnFile);
  ask('small', 'not_on_file', 'whats my 401k at', notOnFile);
  ask('small', 'not_on_file', 'how much did my k-1s report for 25', notOnFile);
  ask('small', 'not_on_file', 'amex balance?', notOnFile);
  ask('small', 'not_on_file', 'do i have a cpa? who', notOnFile);

  // ----- Conversations: follow-ups by ellipsis (measure, period, entity, quantity) and ones that must ask back. -----
  talk(
    'rich',
    'rocket',
    "What's left on the Rocket mortgage?",
    ['what rate is it?', exact(mortgageF('Rocket', 'interestRate'))],
    ['and the monthly payment?', exact(mortgageF('Rocket', 'monthlyPayment'))],
  );
  talk('rich', 'dining-years', 'how much did we spend eating out this year?', [
    'and last year?',
    spending(lastYear, 'Food & Dining'),
  ]);
  talk(
    'rich',
    'rental',
    "what's the rental on 9th street worth?",
    ['and what did we pay for it?', exact(homeF('9th Street', 'purchasePrice'))],
    ['how much has it gone up since?', exact(homeGainF('9th Street'))],
  );
  talk(
    'rich',
    'costco-months',
    'how much did we spend at costco last month?',
    ['and the month before?', spending(named(9), undefined, 'Costco')],
    ['what about all of q3?', spending(M.quarter(3), undefined, 'Costco')],
  );
  talk('rich', 'ally', "what's in the ally account", [
    'and the way2save?',
    exact(balanceF('Way2Save Savings')),
  ]);
  talk('rich', 'diego', 'What share does Diego get?', ['and his sister?', exact(shareF('Sofia'))]);
  talk('rich', 'life', 'how much life insurance do we have?', [
    'what do we pay for it a year?',
    exact(premiumF('life')),
  ]);
  talk('rich', 'chase-card', 'what do we owe on the chase card?', [
    'and the other card?',
    exact(balanceF('Costco Anywhere Visa')),
  ]);
  talk('rich', 'savings', 'how much is in Everyday Checking?', [
    'and the savings account?',
    askBack('Way2Save', 'Ally', 'Health Savings'),
  ]);
  talk(
    'small',
    'gas',
    'how much did i spend on gas last month',
    ['and the month before?', spending(named(9), 'Transportation')],
    ['and in august?', spending(named(8), 'Transportation')],
  );
  talk('small', 'since-june', 'how much did i spend at trader joes since june', [
    'and taco bell?',
    spending(M.since(6), undefined, 'Taco Bell'),
  ]);
  talk(
    'small',
    'rent',
    'how much rent did i pay in september?',
    ['and in october?', spending(named(10), 'Housing')],
    ['and groceries that month?', spending(named(10), 'Groceries')],
  );
});
