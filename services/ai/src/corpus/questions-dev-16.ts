// A sixteenth development set for issue 33, written on 2026-12-07 when dev to dev-15 stood at 100% and
// the held-out half at 92.6%, before any of it was run and without reading the held-out half. Three new
// voices, none of an earlier set's: a grandparent dictating to a phone's voice input (no punctuation,
// run-on sentences, the homophone "are" for "our"); a CFO-style terse professional ("Net position,
// assets less liabilities.", "Delta.", "Limit."); and a worried spouse who asks indirectly ("are we ok on
// the house loan, like what's still owed and what's the rate", "if something happens to us who gets
// what"). Weighted about 35% to conversations of two or three turns (a bare period, a bare name, "put
// together", "delta", "those two months", "the other mortgage"), about 20% to two or three questions in
// one across kinds of thing (joined by ";", "plus", "then", "also", "as well as", "what about"), about
// 17% to the older misses in new words (the net worth asked the long way round, every beneficiary's
// share, the CPAs counted and named, one home's equity); the rest periods (a season, "thru", "month to
// date", "Q3"), superlatives, counts with names and things not on file.
// Both families of families.ts are asked.

import { dec, sum } from './money';
import { federalTax, extreme, morePeriods as M, periods, type OracleFamily } from './oracle';
import {
  askBack,
  balanceF,
  budgetF,
  businessF,
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
  k1F,
  lostMost,
  biggestHolding,
  mostRoom,
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
  topMerchant,
  winner,
  type Expect,
} from './new-corpus';

const { lastMonth, thisMonth, thisYear, lastMonths, named } = periods;

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
const accountBalance = (f: OracleFamily, name: string) =>
  dec(f.data.accounts.find((a) => a.name === name)!.balance);
const costBasisOf = (symbol: string) =>
  exact((f: OracleFamily) => exactMoney(f.data.holdings.find((h) => h.symbol === symbol)!.costBasis));
const creditLimitOf = (id: string) =>
  exact((f: OracleFamily) => exactMoney(f.data.accounts.find((a) => a.id === id)!.creditLimit!));
/** One entity's K-1 income in a year: ordinary income, capital gains and qualified dividends. */
const k1OfF = (entityId: string, year: number) => (f: OracleFamily) =>
  exactMoney(
    sum(
      f.data.k1Documents
        .filter((k) => k.entityId === entityId && k.taxYear === year)
        .flatMap((k) => [k.ordinaryIncome, k.capitalGains, k.qualifiedDividends]),
    ),
  );

export const devCorpus16 = newCorpusOf((ask, talk) => {
  // ----- Periods. -----
  ask(
    'rich',
    'period',
    'how much did we put on entertainment from july thru september',
    spending(M.months(7, 9), 'Entertainment'),
  );
  ask('small', 'period', 'taco bell spend past 2 months', spending(lastMonths(2), undefined, 'Taco Bell'));
  ask('rich', 'period', 'Utilities, Q3. Total.', spending(M.quarter(3), 'Utilities'));
  ask(
    'rich',
    'period',
    'how much did we spend at walgreens back in the spring',
    spending(M.months(3, 5), undefined, 'Walgreens'),
  );
  ask('small', 'period', 'groceries month to date', spending(thisMonth, 'Groceries'));
  ask('rich', 'period', 'Dining, first quarter of this year.', spending(M.quarter(1), 'Food & Dining'));

  // ----- Superlatives. -----
  ask('rich', 'superlative', 'Largest position by market value.', biggestHolding);
  ask(
    'rich',
    'superlative',
    'which credit card has the smallest balance on it',
    winner((f) =>
      extreme(
        f.data.accounts.filter((a) => a.accountType === 'credit'),
        (a) => dec(a.balance).abs(),
        (a) => a.name,
        'min',
      ),
    ),
  );
  ask('small', 'superlative', 'which store did i spend the most at in october', topMerchant(named(10)));
  ask('rich', 'superlative', 'Worst performer, dollar terms.', lostMost);

  // ----- Counts, with names. -----
  ask(
    'rich',
    'count',
    'how many life insurance policies do we have and who are they with',
    count(
      (f) => f.data.insurance.filter((p) => p.policyType === 'life').length,
      'polic(y|ies)|life insurance polic(y|ies)',
      (f) => names.providers(f, 'life'),
    ),
  );
  ask(
    'rich',
    'count',
    'Number of savings accounts, named.',
    count(
      (f) => names.accounts(f, 'savings').length,
      'savings accounts?|accounts?',
      (f) => names.accounts(f, 'savings'),
    ),
  );
  ask(
    'small',
    'count',
    'how many bank accounts have i got and what are they',
    count(
      (f) => f.data.accounts.length,
      'accounts?|bank accounts?',
      (f) => names.accounts(f),
    ),
  );
  ask(
    'rich',
    'count',
    'how many private investments are we in and which ones',
    count(
      (f) => f.data.privatePlacements.length,
      'private (placements?|investments?)|placements?|investments?|funds?',
      (f) => names.placements(f),
    ),
  );

  // ----- Not on file. -----
  ask('rich', 'not_on_file', 'whats the balance on are car loan', notOnFile);
  ask('small', 'not_on_file', 'Student loan balance?', notOnFile);
  ask('rich', 'not_on_file', 'do we have long term care insurance', notOnFile);
  ask('rich', 'not_on_file', 'how much bitcoin do we own', notOnFile);

  // ----- The older misses, in new words. -----
  ask(
    'rich',
    'older_miss',
    'what are we worth all in all if you add up everything and take away the mortgages and the cards',
    exact(netWorthF),
  );
  ask('rich', 'older_miss', 'Net position, assets less liabilities.', exact(netWorthF));
  ask('small', 'older_miss', 'Bottom line, what am I worth?', exact(netWorthF));
  ask('rich', 'older_miss', 'if something happens to us who gets what from the will', everyShare);
  ask('rich', 'older_miss', 'Beneficiary allocation.', everyShare);
  ask(
    'rich',
    'older_miss',
    'how is the estate split between the kids and andres and the charity',
    everyShare,
  );
  ask('rich', 'older_miss', 'who does are taxes how many accountants is it', cpas);
  ask('rich', 'older_miss', 'CPA count and names.', cpas);
  ask(
    'rich',
    'older_miss',
    'how much of the lake condo do we actually own after the loan',
    exact(homeEquityF('Harbor View')),
  );
  ask('rich', 'older_miss', 'Equity, Alder Creek.', exact(homeEquityF('Alder Creek')));
  ask(
    'rich',
    'older_miss',
    'if we sold the house on alder creek today and paid off rocket what would we walk away with',
    exact(homeEquityF('Alder Creek')),
  );

  // ----- Two or three questions in one. -----
  ask(
    'rich',
    'compound',
    'Rocket balance; rate.',
    compound(part(mortgageF('Rocket', 'currentBalance')), part(mortgageF('Rocket', 'interestRate'))),
  );
  ask(
    'rich',
    'compound',
    "are we ok on the house loan, like what's still owed and what's the rate",
    compound(part(mortgageF('Rocket', 'currentBalance')), part(mortgageF('Rocket', 'interestRate'))),
  );
  ask(
    'rich',
    'compound',
    'how much is in checking and how much do we owe on the chase card',
    compound(part(balanceF('Everyday Checking')), part(balanceF('Freedom Unlimited'))),
  );
  ask(
    'rich',
    'compound',
    'Groceries and dining, last month.',
    compound(part(spendF(lastMonth, 'Groceries')), part(spendF(lastMonth, 'Food & Dining'))),
  );
  ask(
    'rich',
    'compound',
    "what did we buy the rental for and what's it worth today",
    compound(part(homeF('9th Street', 'purchasePrice')), part(homeF('9th Street', 'currentValue'))),
  );
  ask(
    'rich',
    'compound',
    'Fed tax 2025, plus K-1 income same year.',
    compound(part(fedTaxF(2025)), part(k1F(2025))),
  );
  ask(
    'small',
    'compound',
    'how much do i have in savings and in checking',
    compound(part(balanceF('Share Savings')), part(balanceF('Free Active Duty Checking'))),
  );
  ask(
    'rich',
    'compound',
    'tell me what the treasure valley fund is worth then how much it paid out so far',
    compound(
      part(placementF('Treasure Valley', 'currentValue')),
      part(placementF('Treasure Valley', 'distributionsMade')),
    ),
  );
  ask(
    'rich',
    'compound',
    'how much life coverage do we have in total as well as what we pay for it each year',
    compound(part(coverageF('life')), part(premiumF('life'))),
  );
  ask(
    'rich',
    'compound',
    'what is the studio worth also what did it pass through on the k1 for 2024',
    compound(part(businessF('Studio')), part(k1OfF('biz-studio', 2024))),
  );
  ask(
    'small',
    'compound',
    'speedway and taco bell, last 3 months',
    compound(
      part(spendF(lastMonths(3), undefined, 'Speedway')),
      part(spendF(lastMonths(3), undefined, 'Taco Bell')),
    ),
  );
  ask(
    'rich',
    'compound',
    'VTI value, ARKK value, BND value.',
    compound(part(holdingValueF('VTI')), part(holdingValueF('ARKK')), part(holdingValueF('BND'))),
  );
  ask(
    'rich',
    'compound',
    'what do we owe on the lake place and what about the monthly payment there',
    compound(part(mortgageF('U.S. Bank', 'currentBalance')), part(mortgageF('U.S. Bank', 'monthlyPayment'))),
  );
  ask(
    'rich',
    'compound',
    'what went to amazon in august as well as target',
    compound(part(spendF(named(8), undefined, 'Amazon')), part(spendF(named(8), undefined, 'Target'))),
  );

  // ----- Conversations. -----
  talk(
    'rich',
    'd16-lake-loan',
    'how much do we still owe on the lake condo',
    ['and whats the interest on that', exact(mortgageF('U.S. Bank', 'interestRate'))],
    ['and the other mortgage', exact(mortgageF('Rocket', 'interestRate'))],
  );
  talk(
    'rich',
    'd16-cfo-cards',
    'Chase card balance.',
    ['Limit.', creditLimitOf('freedom')],
    ['Citi.', creditLimitOf('citi')],
  );
  talk(
    'rich',
    'd16-eating-out',
    'how much did we spend eating out in october',
    ['what about november so far', spending(thisMonth, 'Food & Dining')],
    ['and groceries for the same', spending(thisMonth, 'Groceries')],
  );
  talk(
    'small',
    'd16-pike-rent',
    'how much did i pay in rent last month',
    ['and the month before', spending(named(9), 'Housing')],
    ['what about groceries those two months', spending(M.months(9, 10), 'Groceries')],
  );
  talk(
    'rich',
    'd16-amd',
    'what is our amd stock worth',
    ['what did we pay for it', costBasisOf('AMD')],
    ['how much is it up', exact(holdingChangeF('AMD'))],
  );
  talk(
    'rich',
    'd16-cfo-tax',
    'Federal liability, 2024.',
    ['2025.', exact(fedTaxF(2025))],
    ['Delta.', exact((f) => exactMoney(federalTax(f, 2025).minus(federalTax(f, 2024))))],
  );
  talk('rich', 'd16-sofia', 'what does sofia get in the will', [
    'and the food bank',
    exact(shareF('Idaho Foodbank')),
  ]);
  talk(
    'rich',
    'd16-ally-wf',
    'how much is in the ally account',
    ['and the wells fargo savings', exact(balanceF('Way2Save Savings'))],
    [
      'put together',
      exact((f) =>
        exactMoney(accountBalance(f, 'Ally High-Yield Savings').plus(accountBalance(f, 'Way2Save Savings'))),
      ),
    ],
  );
  talk(
    'rich',
    'd16-budget-room',
    'how much budget is left for entertainment',
    ['and for transportation', exact(budgetF('Transportation', 'left'))],
    ['which budget has the most room', mostRoom],
  );
  talk(
    'rich',
    'd16-sawtooth',
    'how much is the sawtooth fund worth right now',
    ['how much did we put in originally', exact(placementF('Sawtooth', 'initialInvestment'))],
    ['and the apartments fund', exact(placementF('Treasure Valley', 'initialInvestment'))],
  );
  talk('rich', 'd16-starbucks', 'how much did we spend at starbucks last month', [
    'and this year so far',
    spending(thisYear, undefined, 'Starbucks'),
  ]);
  // No policy on file says which property it covers (two property policies, State Farm and Allstate):
  // an honest answer asks which. (First labelled with the Allstate and State Farm premiums, a link the
  // data does not have; put right after the first run, before any change for it.)
  talk(
    'rich',
    'd16-lake-insurer',
    'who insures the lake condo',
    ['how much is the premium', askBack('State Farm', 'Allstate')],
    ['and for the main house', askBack('State Farm', 'Allstate')],
  );
});
