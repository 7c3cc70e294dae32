// A sixth development set for issue 33, written when dev to dev-5 stood at 100% and the held-out half at
// 88.4% (weakest: follow_up 76%, older_miss 71%, compound 87%, not_on_file 90%). It leans on those kinds:
// conversations that lean on the last answer by ellipsis (a new measure, a new period, "the other one",
// "by how much?", a follow-up about something not on file, and ones that must ask back naming the
// candidates), ordinary questions of every other kind in new words, two or three questions in one, and
// things the family has not recorded. Typos, slang ("rn", "n", "cc", "2k25"), two-digit years, nicknames
// ("the lake place", "the studio", "the house") and the ticker COST written in lower case beside the word
// "cost". Written before looking at how the analyst reads them and without reading the held-out half; each
// entry's meaning is its hand-written label, computed by the oracle.

import { dec, sum } from './money';
import {
  extreme,
  holdingChange,
  holdingOf,
  losers,
  monthOf,
  morePeriods as M,
  overBudget,
  periods,
  type OracleFamily,
} from './oracle';
import {
  askBack,
  balanceF,
  businessF,
  compound,
  count,
  coverageF,
  creditOwedF,
  exact,
  exactMoney,
  fedTaxF,
  holdingChangeF,
  holdingValueF,
  homeEquityF,
  homeF,
  k1F,
  mortgageF,
  mostIn,
  names,
  newCorpusOf,
  notOnFile,
  part,
  placementF,
  premiumF,
  shareF,
  spendF,
  spending,
  stateTaxF,
  topMerchant,
  winner,
  type Expect,
} from './new-corpus';

const { lastMonth, lastYear, named } = periods;

/** What was paid for a holding: its cost basis. */
const costBasisF = (symbol: string) => (f: OracleFamily) =>
  exactMoney(holdingOf(f, symbol).holding.costBasis);
/** Every budget over its limit this month, by how much: each figure in the first sentence. */
const overBy: Expect = (f) => ({ kind: 'exact', figures: overBudget(f).map((b) => exactMoney(b.over)) });
/** The biggest dollar loss among the losing positions, as "by how much" after naming it. */
const biggestLoss: Expect = (f) => {
  const w = extreme(
    losers(f),
    (h) => holdingChange(h).neg(),
    (h) => h.symbol,
    'max',
  );
  return { kind: 'exact', figures: [exactMoney(w.figure)] };
};
/** This month's smallest budget by its limit. */
const smallestBudget = winner((f) =>
  extreme(
    f.data.budgets,
    (b) => dec(b.monthlyBudget),
    (b) => b.category,
    'min',
  ),
);
const mortgageByPayment = winner((f) =>
  extreme(
    f.data.mortgages,
    (m) => dec(m.monthlyPayment),
    (m) => m.lender,
    'max',
  ),
);
const bothPikeAccounts = exact((f) => exactMoney(sum(f.data.accounts.map((a) => a.balance))));

export const devCorpus6 = newCorpusOf((ask, talk) => {
  // ----- Older misses: ordinary questions of the other kinds, in new words. -----
  ask('rich', 'older_miss', 'wats in the everyday checking', exact(balanceF('Everyday Checking')));
  ask('rich', 'older_miss', 'how much have we got in the hsa rn', exact(balanceF('Health Savings Account')));
  ask('rich', 'older_miss', 'what does our umbrella policy cost a year', exact(premiumF('umbrella')));
  ask('rich', 'older_miss', 'how much did we drop on groceries in oct', spending(named(10), 'Groceries'));
  ask('rich', 'older_miss', 'whats our life insurance cover all up', exact(coverageF('life')));
  ask(
    'rich',
    'older_miss',
    'how much is the 9th st place worth these days',
    exact(homeF('9th Street', 'currentValue')),
  );
  ask(
    'rich',
    'older_miss',
    'what do we still owe on the house',
    exact(mortgageF('Rocket', 'currentBalance')),
  );
  ask('rich', 'older_miss', 'how much is sofia getting in the will', exact(shareF('Sofia')));
  ask('rich', 'older_miss', 'value of the studio?', exact(businessF('Design Studio')));
  ask('rich', 'older_miss', 'fed tax 2k25?', exact(fedTaxF(2025)));
  ask('rich', 'older_miss', 'how much is cost up since we bought it', exact(holdingChangeF('COST')));
  ask(
    'small',
    'older_miss',
    'how much did i spend eating out last month',
    spending(lastMonth, 'Food & Dining'),
  );
  ask('small', 'older_miss', 'what am i paying for renters insurance', exact(premiumF('property')));

  // ----- Two or three questions in one. -----
  ask(
    'rich',
    'compound',
    'whats cost worth and how much did it cost us',
    compound(part(holdingValueF('COST')), part(costBasisF('COST'))),
  );
  ask(
    'rich',
    'compound',
    'how much equity in the rental n what do we owe on the lake place',
    compound(part(homeEquityF('9th Street')), part(mortgageF('U.S. Bank', 'currentBalance'))),
  );
  ask(
    'rich',
    'compound',
    'balances on the hsa, the ally and the way2save?',
    compound(
      part(balanceF('Health Savings Account')),
      part(balanceF('Ally High-Yield Savings')),
      part(balanceF('Way2Save Savings')),
    ),
  );
  ask(
    'rich',
    'compound',
    'netflix and regal cinemas last month',
    compound(
      part(spendF(lastMonth, undefined, 'Netflix')),
      part(spendF(lastMonth, undefined, 'Regal Cinemas')),
    ),
  );
  ask(
    'rich',
    'compound',
    'our 2025 federal tax, idaho tax, and the k1 total for that yr',
    compound(part(fedTaxF(2025)), part(stateTaxF(2025, 'ID-40')), part(k1F(2025))),
  );
  ask(
    'rich',
    'compound',
    "what's the studio worth and how much has sawtooth paid out",
    compound(part(businessF('Design Studio')), part(placementF('Sawtooth', 'distributionsMade'))),
  );
  ask(
    'rich',
    'compound',
    "what does the umbrella policy cover us for and what's the premium",
    compound(part(coverageF('umbrella')), part(premiumF('umbrella'))),
  );
  ask(
    'small',
    'compound',
    'checking balance + what i spent at taco bell in oct',
    compound(part(balanceF('Free Active Duty Checking')), part(spendF(named(10), undefined, 'Taco Bell'))),
  );
  ask(
    'rich',
    'compound',
    'how much is in the roth and in the fidelity acct',
    compound(part(balanceF('Roth IRA (Marisol)')), part(balanceF('Fidelity Brokerage'))),
  );
  ask(
    'rich',
    'compound',
    'cc debt total, plus how much we spent at amazon in october',
    compound(part(creditOwedF), part(spendF(named(10), undefined, 'Amazon'))),
  );
  ask(
    'rich',
    'compound',
    'whats the balance of the alder creek mortgage and the rate on it',
    compound(part(mortgageF('Rocket', 'currentBalance')), part(mortgageF('Rocket', 'interestRate'))),
  );

  // ----- Counts with names, superlatives and periods. -----
  ask(
    'rich',
    'count',
    'how many accounts at wells fargo, which',
    count(
      (f) => f.data.accounts.filter((a) => a.institution === 'Wells Fargo').length,
      'accounts?|Wells Fargo',
      (f) => f.data.accounts.filter((a) => a.institution === 'Wells Fargo').map((a) => a.name),
    ),
  );
  ask(
    'rich',
    'count',
    'how many props do we own and where are they',
    count(
      (f) => f.data.properties.length,
      'propert(?:y|ies)|homes?|places?',
      (f) => names.streets(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many lawyers have we got',
    count(
      (f) => names.professionals(f, 'attorney').length,
      'attorneys?|lawyers?',
      (f) => names.professionals(f, 'attorney'),
    ),
  );
  ask('rich', 'superlative', 'which of the two mortgages costs more each month', mortgageByPayment);
  ask('rich', 'superlative', 'biggest merchant in the last 30 days', topMerchant(M.pastDays(30)));
  ask('rich', 'superlative', 'which savings account is the biggest', mostIn(['savings']));
  ask('rich', 'superlative', 'smallest budget we have?', smallestBudget);
  ask('rich', 'period', 'dining out from jan thru mar 26', spending(M.months(1, 3), 'Food & Dining'));
  ask('rich', 'period', 'shopping in the last 10 days', spending(M.pastDays(10), 'Shopping'));
  ask(
    'rich',
    'period',
    'how much went to walgreens in the 2nd quarter',
    spending(M.quarter(2), undefined, 'Walgreens'),
  );
  ask(
    'rich',
    'period',
    'groceries nov 25',
    spending((today) => monthOf(2025, 11, today), 'Groceries'),
  );

  // ----- Not on file. -----
  ask('rich', 'not_on_file', 'whats the balance on our heloc', notOnFile);
  ask('rich', 'not_on_file', 'how much is the rv worth', notOnFile);
  ask('rich', 'not_on_file', 'whats our credit score', notOnFile);
  ask('rich', 'not_on_file', 'how much is in the kids utma accounts', notOnFile);
  ask('rich', 'not_on_file', 'how big was our tax refund for 2025', notOnFile);
  ask('rich', 'not_on_file', 'whats left on the truck loan', notOnFile);
  ask('small', 'not_on_file', 'how much do i owe on my student loans', notOnFile);

  // ----- Conversations: ellipsis of measure, period, entity and quantity; ask-backs. -----
  talk('rich', 'd6-cost', 'what is cost worth right now', [
    'and what did it cost us originally?',
    exact(costBasisF('COST')),
  ]);
  talk(
    'rich',
    'd6-us-bank',
    'whats the balance on the us bank mortgage',
    ['what rate is that at?', exact(mortgageF('U.S. Bank', 'interestRate'))],
    ['n the payment each month?', exact(mortgageF('U.S. Bank', 'monthlyPayment'))],
  );
  talk(
    'rich',
    'd6-dining-years',
    'how much did we spend on eating out this year',
    ['and last year?', spending(lastYear, 'Food & Dining')],
    ['and on groceries?', spending(lastYear, 'Groceries')],
  );
  talk('rich', 'd6-other-loan', 'what do we owe on the rocket mortgage', [
    'and the other loan?',
    exact(mortgageF('U.S. Bank', 'currentBalance')),
  ]);
  talk('rich', 'd6-other-savings', 'how much is in the ally account', [
    'and the other savings?',
    askBack(/Way2Save/i, /Health Savings|HSA/i),
  ]);
  talk('rich', 'd6-over', 'anything over budget this month', ['how far over?', overBy]);
  talk('rich', 'd6-store', 'which store did we spend the most at last month', [
    'and the month before?',
    topMerchant(named(9)),
  ]);
  talk(
    'small',
    'd6-pike-accounts',
    'whats my savings balance',
    ['and checking?', exact(balanceF('Free Active Duty Checking'))],
    ['both together?', bothPikeAccounts],
  );
  talk('rich', 'd6-down', 'which stock is down the most', ['by how much?', biggestLoss]);
  talk('rich', 'd6-alder-tax', 'whats the alder creek house worth', [
    'and the property taxes on it?',
    notOnFile,
  ]);
  talk('rich', 'd6-k1', 'k1 income for 2025?', ['and the year before?', exact(k1F(2024))]);
  talk(
    'rich',
    'd6-life',
    'who do we have life insurance with',
    ['how much cover is that in total?', exact(coverageF('life'))],
    ['and what do we pay for it a year?', exact(premiumF('life'))],
  );
  talk('rich', 'd6-fuel', 'how much on fuel in the last 3 weeks', [
    'and at chevron alone?',
    spending(M.pastWeeks(3), undefined, 'Chevron'),
  ]);
  talk('rich', 'd6-tv-other', 'how much is the treasure valley fund worth', [
    'and the other one?',
    exact(placementF('Sawtooth', 'currentValue')),
  ]);
  talk('rich', 'd6-rental-price', 'how much did we pay for the rental', [
    'and the other place?',
    askBack(/Alder Creek/i, /Harbor View/i),
  ]);
  talk('rich', 'd6-cc', 'how much is on the chase card', [
    'and on the other card?',
    exact(balanceF('Costco Anywhere Visa')),
  ]);
  talk('rich', 'd6-voo', 'how much is VOO up', ['and vti?', exact(holdingChangeF('VTI'))]);
  talk('rich', 'd6-amazon-ytd', 'amazon spend this year?', [
    'what about just last month',
    spending(lastMonth, undefined, 'Amazon'),
  ]);
  talk('small', 'd6-pike-rent', 'how much did i pay in rent last month', [
    'and the month before?',
    spending(named(9), 'Housing'),
  ]);
});
