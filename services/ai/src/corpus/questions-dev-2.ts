// The new corpus's development half (issue 33): read its failures, work on the analyst against it.
// The meaning of each entry is its hand-written label (new-corpus.ts and oracle.ts compute the figures);
// today is the corpus's fixed CORPUS_TODAY (families.ts), the periods counted from it by the oracle.
// How the halves were chosen: the new corpus was written as one list of 181 units (a question, or a
// whole conversation: its turns stay together), then split once with a fixed seed: per kind (in the
// order of newKinds), the kind's units in the order written were shuffled by Fisher-Yates driven by
// mulberry32(33) (the generator of families.ts; one stream across the kinds), and each unit in turn went
// to the half with fewer of that kind's entries so far (a tie: dev when the stream's next draw < 0.5).
// Within a half the units keep the order written. Dev got 94 entries, held-out 95.

import { dec } from './money';
import { extreme, morePeriods as M, periods } from './oracle';
import {
  askBack,
  balanceF,
  biggestHolding,
  bottomCategory,
  budgetF,
  compound,
  count,
  coverageF,
  creditOwedF,
  equityF,
  exact,
  fedTaxF,
  holdingChangeF,
  homeEquityF,
  homeF,
  k1F,
  leastIn,
  leastRoom,
  lostMost,
  mortgageF,
  mostIn,
  names,
  netWorthF,
  newCorpusOf,
  notOnFile,
  part,
  percentSpellings,
  placementF,
  premiumF,
  propertyGain,
  shareF,
  smallestHolding,
  spendF,
  spending,
  stateTaxF,
  topCategory,
  topMerchant,
  typeTotalF,
  winner,
} from './new-corpus';

const { lastMonth, named, thisYear } = periods;

export const devCorpus2 = newCorpusOf((ask, talk) => {
  // ----- Two questions in one: each part answered, in the order asked. -----
  ask(
    'rich',
    'compound',
    'How much equity do we have in the lake condo, and what do we still owe on it?',
    compound(part(homeEquityF('Harbor View')), part(mortgageF('U.S. Bank', 'currentBalance'))),
  );
  ask(
    'rich',
    'compound',
    'how much life cover do we carry and what does it cost us a year?',
    compound(part(coverageF('life')), part(premiumF('life'))),
  );
  ask(
    'rich',
    'compound',
    "what's in checking, and what do we owe on the cards?",
    compound(part(typeTotalF('checking')), part(creditOwedF)),
  );
  ask(
    'rich',
    'compound',
    'how much is left in the grocery budget and in the shopping budget',
    compound(part(budgetF('Groceries', 'left')), part(budgetF('Shopping', 'left'))),
  );
  ask(
    'rich',
    'compound',
    'amazon spend in october and in september?',
    compound(part(spendF(named(10), undefined, 'Amazon')), part(spendF(named(9), undefined, 'Amazon'))),
  );
  ask(
    'rich',
    'compound',
    "what's the Alder Creek house worth and what's still owed on it?",
    compound(part(homeF('Alder Creek', 'currentValue')), part(mortgageF('Rocket', 'currentBalance'))),
  );
  ask(
    'rich',
    'compound',
    'what rate are we paying on the lake place mortgage and whats the monthly payment',
    compound(part(mortgageF('U.S. Bank', 'interestRate')), part(mortgageF('U.S. Bank', 'monthlyPayment'))),
  );
  ask(
    'rich',
    'compound',
    'how much is in the HSA and how much in the ally account?',
    compound(part(balanceF('Health Savings Account')), part(balanceF('Ally High-Yield Savings'))),
  );
  ask(
    'rich',
    'compound',
    'How much federal tax did we pay in 2024 and how much state tax?',
    compound(part(fedTaxF(2024)), part(stateTaxF(2024, 'ID-40'))),
  );
  ask(
    'rich',
    'compound',
    'what do we pay a year for all our insurance, and how much property coverage do we have',
    compound(part(premiumF()), part(coverageF('property'))),
  );
  ask(
    'small',
    'compound',
    'rent and groceries last month?',
    compound(part(spendF(lastMonth, 'Housing')), part(spendF(lastMonth, 'Groceries'))),
  );
  ask(
    'small',
    'compound',
    'how much did i spend in october and how much in september',
    compound(part(spendF(named(10))), part(spendF(named(9)))),
  );
  ask(
    'small',
    'compound',
    'trader joes and taco bell last month, how much',
    compound(
      part(spendF(lastMonth, undefined, "Trader Joe's")),
      part(spendF(lastMonth, undefined, 'Taco Bell')),
    ),
  );
  ask(
    'small',
    'compound',
    'my federal tax for 2025 and what i pay for renters insurance',
    compound(part(fedTaxF(2025)), part(premiumF('property'))),
  );
  ask(
    'small',
    'compound',
    'gas and eating out in october?',
    compound(part(spendF(named(10), 'Transportation')), part(spendF(named(10), 'Food & Dining'))),
  );

  // ----- Counts with names. -----
  ask(
    'rich',
    'count',
    'how many properties do we own and where are they',
    count(
      (f) => f.data.properties.length,
      'propert(?:y|ies)|homes?|places?',
      (f) => names.streets(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many beneficiaries are there, and who are they?',
    count(
      (f) => f.data.beneficiaries.length,
      'beneficiar(?:y|ies)|people',
      (f) => names.beneficiaries(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many savings accounts do we have? name them',
    count(
      (f) => names.accounts(f, 'savings').length,
      'savings|accounts?',
      (f) => names.accounts(f, 'savings'),
    ),
  );
  ask(
    'rich',
    'count',
    'how many private deals are we in and what are they called',
    count(
      (f) => f.data.privatePlacements.length,
      'private|placements?|investments?|funds?|deals?',
      (f) => names.placements(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many accounts do we have at wells fargo? which',
    count(
      (f) => f.data.accounts.filter((a) => a.institution === 'Wells Fargo').length,
      'accounts?|Wells Fargo',
      (f) => f.data.accounts.filter((a) => a.institution === 'Wells Fargo').map((a) => a.name),
    ),
  );
  ask(
    'rich',
    'count',
    'how many positions are in the roth, and which',
    count(
      (f) => f.data.holdings.filter((h) => h.accountId === 'roth').length,
      'holdings?|positions?|funds?|stocks?',
      (f) => f.data.holdings.filter((h) => h.accountId === 'roth').map((h) => h.symbol),
    ),
  );
  ask(
    'rich',
    'count',
    'how many advisors do we have on file and who',
    count(
      (f) => f.data.professionals.length,
      'professionals?|advisors?|people|contacts?',
      (f) => f.data.professionals.map((p) => p.name),
    ),
  );
  ask(
    'small',
    'count',
    'how many accounts do i have and where',
    count(
      (f) => f.data.accounts.length,
      'accounts?',
      () => ['Navy Federal'],
    ),
  );

  // ----- Superlatives and their min versions: the winner named first, with its figure. -----
  ask('rich', 'superlative', 'whats our biggest account', mostIn());
  ask(
    'rich',
    'superlative',
    'of our checking and savings, which one has the most cash?',
    mostIn(['checking', 'savings']),
  );
  ask('rich', 'superlative', 'which savings account is the smallest', leastIn(['savings']));
  ask(
    'rich',
    'superlative',
    'which property has gained the most in dollars since we bought it?',
    propertyGain('max'),
  );
  ask(
    'rich',
    'superlative',
    'which of our places has gone up the least since we bought it, dollar-wise',
    propertyGain('min'),
  );
  ask('rich', 'superlative', 'Which holding lost the most in dollars?', lostMost);
  ask('rich', 'superlative', 'whats our worst stock in $ terms', lostMost);
  ask('rich', 'superlative', 'biggest holding we have?', biggestHolding);
  ask('rich', 'superlative', 'smallest position in the portfolio?', smallestHolding);
  ask(
    'rich',
    'superlative',
    'where did most of our money go last month, category-wise',
    topCategory(lastMonth),
  );
  ask('rich', 'superlative', 'which budget is closest to running out', leastRoom);
  ask('rich', 'superlative', 'top spending category in q1?', topCategory(M.quarter(1)));
  ask(
    'rich',
    'superlative',
    'who gets the biggest share of the estate',
    winner(
      (f) =>
        extreme(
          f.data.beneficiaries,
          (b) => dec(b.percentage ?? '0'),
          (b) => b.name,
          'max',
        ),
      (w) => percentSpellings(w.figure.toString()),
    ),
  );
  ask(
    'rich',
    'superlative',
    'which merchant took the most of our money in the past 6 weeks',
    topMerchant(M.pastWeeks(6)),
  );
  ask(
    'rich',
    'superlative',
    'which private investment is worth more now',
    winner((f) =>
      extreme(
        f.data.privatePlacements,
        (p) => dec(p.currentValue),
        (p) => p.name,
        'max',
      ),
    ),
  );
  ask('small', 'superlative', 'which of my accounts has more money in it', mostIn());
  ask('small', 'superlative', 'smallest spending category last month?', bottomCategory(lastMonth));

  // ----- Periods of more than one unit, named ones, rolling days and weeks, two-digit years. -----
  ask('rich', 'period', 'groceries between march and may?', spending(M.months(3, 5), 'Groceries'));
  ask('rich', 'period', 'How much did we spend in the first quarter?', spending(M.quarter(1)));
  ask('rich', 'period', 'what have we spent year to date on healthcare', spending(thisYear, 'Healthcare'));
  ask('rich', 'period', 'total spent since june?', spending(M.since(6)));
  ask('rich', 'period', 'how much on gas since july', spending(M.since(7), 'Transportation'));
  ask('rich', 'period', 'how much have we spent in the past 10 days', spending(M.pastDays(10)));
  ask('rich', 'period', 'starbucks the past 3 weeks?', spending(M.pastWeeks(3), undefined, 'Starbucks'));
  ask('rich', 'period', 'what did we spend in the last 30 days', spending(M.pastDays(30)));
  ask('rich', 'period', "what did the k-1s show for '25", exact(k1F(2025)));
  ask('rich', 'period', 'travel spending in 25?', spending(M.year(2025), 'Travel'));
  ask(
    'rich',
    'period',
    'how much did we blow on shopping in the 2nd quarter',
    spending(M.quarter(2), 'Shopping'),
  );
  ask('rich', 'period', 'winco spending feb through april', spending(M.months(2, 4), undefined, 'WinCo'));
  ask('rich', 'period', 'health care costs over the past 6 wks', spending(M.pastWeeks(6), 'Healthcare'));
  ask('small', 'period', 'how much have i spent since august', spending(M.since(8)));
  ask('small', 'period', 'groceries over the past 6 weeks', spending(M.pastWeeks(6), 'Groceries'));
  ask('small', 'period', 'gas in q3?', spending(M.quarter(3), 'Transportation'));
  ask('small', 'period', 'rent year to date', spending(thisYear, 'Housing'));
  ask('small', 'period', 'fed tax 25', exact(fedTaxF(2025)));
  ask('small', 'period', 'speedway since september?', spending(M.since(9), undefined, 'Speedway'));

  // ----- The older misses: net worth the long way round, beneficiaries and shares, CPAs, one home’s equity. -----
  ask('rich', 'older_miss', 'all our stuff minus all our debts comes to what', exact(netWorthF));
  ask('rich', 'older_miss', 'Who are our beneficiaries and what share does each get?', (f) => ({
    kind: 'figures',
    figures: [
      /Andr[ée]s/,
      /Diego/,
      /Sofia/,
      /Idaho Foodbank/,
      shareF('Andrés')(f),
      shareF('Sofia')(f),
      shareF('Idaho Foodbank')(f),
    ],
  }));
  ask('rich', 'older_miss', 'who inherits what? names and percentages please', (f) => ({
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
  }));
  ask(
    'rich',
    'older_miss',
    'How many CPAs do we work with, and who?',
    count(
      (f) => names.professionals(f, 'cpa').length,
      'CPAs?|accountants?',
      (f) => names.professionals(f, 'cpa'),
    ),
  );
  ask(
    'rich',
    'older_miss',
    'how much equity do we have in the alder creek house?',
    exact(homeEquityF('Alder Creek')),
  );
  ask('rich', 'older_miss', 'equity in the lake place?', exact(homeEquityF('Harbor View')));
  ask('rich', 'older_miss', 'home equity on the house we live in', exact(homeEquityF('Alder Creek')));
  ask('small', 'older_miss', 'everything i own minus everything i owe?', exact(netWorthF));

  // ----- Things not on file: the answer says "I don’t see". -----
  ask('rich', 'not_on_file', 'how much is left on the boat loan', notOnFile);
  ask('rich', 'not_on_file', 'how much gold and silver do we own', notOnFile);
  ask('rich', 'not_on_file', 'long term care coverage?', notOnFile);
  ask('rich', 'not_on_file', 'disability insurance, how much are we covered for', notOnFile);
  ask('rich', 'not_on_file', 'how much do we owe on the tesla loan', notOnFile);
  ask('rich', 'not_on_file', "what's Andrés's social security going to be", notOnFile);
  ask('small', 'not_on_file', 'my car loan payment?', notOnFile);
  ask('small', 'not_on_file', 'whats my house worth', notOnFile);
  ask('small', 'not_on_file', 'how much is my brokerage account worth', notOnFile);

  // ----- Conversations: follow-ups by ellipsis (measure, period, entity, quantity) and ones that must ask back. -----
  talk(
    'rich',
    'lake',
    'how much do we still owe on the lake condo',
    ["what's it worth now?", exact(homeF('Harbor View', 'currentValue'))],
    ["so what's our equity there?", exact(homeEquityF('Harbor View'))],
  );
  talk('rich', 'groceries-budget', 'did we go over on groceries this month?', [
    'by how much?',
    exact(budgetF('Groceries', 'left')),
  ]);
  talk('rich', 'other-house', 'how much is our alder creek house worth?', [
    'and the other house?',
    askBack(/Harbor View|Coeur d.Alene|lake/i, /9th Street|rental/i),
  ]);
  talk('rich', 'amd', 'how much is our AMD stake worth', [
    'and how much are we up on it?',
    exact(holdingChangeF('AMD')),
  ]);
  talk(
    'rich',
    'taxes',
    'federal tax for 2025?',
    ['and idaho?', exact(stateTaxF(2025, 'ID-40'))],
    ['what about 24?', exact(stateTaxF(2024, 'ID-40'))],
  );
  talk(
    'rich',
    'pfe',
    'how much are we down on pfizer',
    ['and boeing?', exact(holdingChangeF('BA'))],
    ['and starbucks?', exact(holdingChangeF('SBUX'))],
  );
  talk('rich', 'groceries-quarters', 'what did we spend on groceries in q1?', [
    'and q2?',
    spending(M.quarter(2), 'Groceries'),
  ]);
  talk('rich', 'sawtooth', "what's sawtooth worth now?", [
    'how much have they paid out so far?',
    exact(placementF('Sawtooth', 'distributionsMade')),
  ]);
  talk('rich', 'net-worth', "what's our net worth?", [
    'how much of that is real estate equity?',
    exact(equityF),
  ]);
  talk('rich', 'top-category', 'what was our biggest spending category last month?', [
    'and this year?',
    topCategory(thisYear),
  ]);
  talk('rich', 'room', 'which budget has the most room left?', ['and the least?', leastRoom]);
  talk('rich', 'vanguard', 'how much is our COST position worth?', [
    'and the vanguard one?',
    askBack(['VOO', 'S&P 500'], ['VTI', 'Total Stock'], ['BND', 'Total Bond']),
  ]);
  talk('rich', 'weeks', 'how much did we spend at amazon over the past 6 weeks?', [
    'and at target?',
    spending(M.pastWeeks(6), undefined, 'Target'),
  ]);
  talk('small', 'accounts', "what's in my checking?", ['and savings?', exact(balanceF('Share Savings'))]);
  talk('small', 'budget', 'how much grocery budget do i have left?', [
    'how much have i spent of it?',
    exact(budgetF('Groceries', 'spent')),
  ]);
});
