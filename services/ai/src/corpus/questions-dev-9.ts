// A ninth development set for issue 33, written when dev to dev-8 stood at 100% and the held-out half at
// 90.5% (weakest: older_miss 71.4%, follow_up 82.3%). Written and labelled before any of it was run and
// without reading the held-out half. It asks the four older misses the issue names (the family's worth
// the long way round, the beneficiaries with their shares, the CPAs counted and named, one home's
// equity) in words no set used, and longer conversations whose later turns lean on the turn before
// them, not on the first. One entry was put right after the first run, before any change: "diego's share,
// and sofia's" asked two equal shares (17.50% each), whose order no judge can tell, so it asks the
// charity's (5%) second; 32/44 as written. A count and a superlative were added after the first run (every
// set holds every kind), and passed as written.

import { sum } from './money';
import { morePeriods as M, periods, type OracleFamily } from './oracle';
import {
  balanceF,
  compound,
  count,
  exact,
  exactMoney,
  fedTaxF,
  holdingChangeF,
  holdingValueF,
  homeEquityF,
  homeF,
  k1F,
  leastIn,
  mortgageF,
  names,
  netWorthF,
  newCorpusOf,
  notOnFile,
  part,
  placementF,
  shareF,
  spending,
  stateTaxF,
  typeTotalF,
} from './new-corpus';

const { lastMonth, thisYear, named } = periods;

/** Every beneficiary named, with the shares that tell them apart. */
const everyShare = (f: OracleFamily) => ({
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
/** The CPAs counted and named. */
const cpas = count(
  (f) => names.professionals(f, 'cpa').length,
  'CPAs?|accountants?',
  (f) => names.professionals(f, 'cpa'),
);
/** Both savings accounts at Wells Fargo and Ally, and the HSA: every savings account. */
const allSavings = exact(typeTotalF('savings'));
/** The two properties with a mortgage: what is owed on them together. */
const owedOnHomes = exact((f: OracleFamily) =>
  exactMoney(sum(f.data.mortgages.map((m) => m.currentBalance))),
);

export const devCorpus9 = newCorpusFamilies9();

function newCorpusFamilies9() {
  return newCorpusOf((ask, talk) => {
    // ----- The family's worth, the long way round. -----
    ask(
      'rich',
      'older_miss',
      'add up everything we have and take off everything we owe, what is left',
      exact(netWorthF),
    );
    ask('rich', 'older_miss', 'bottom line, what is the family worth', exact(netWorthF));
    ask('rich', 'older_miss', 'our total worth after debts?', exact(netWorthF));
    ask('small', 'older_miss', 'what am i worth once you take out what i owe', exact(netWorthF));

    // ----- The beneficiaries and their shares. -----
    ask('rich', 'older_miss', 'list everyone in the will with their percentage', everyShare);
    ask('rich', 'older_miss', 'who is down as a beneficiary and for how much', everyShare);
    ask('rich', 'older_miss', 'how does our estate get divided up between people', everyShare);

    // ----- The CPAs, counted and named. -----
    ask('rich', 'older_miss', 'how many accountants do we use and what are they called', cpas);
    ask('rich', 'older_miss', 'number of cpas we work with? names too', cpas);

    // ----- One home's equity. -----
    ask(
      'rich',
      'older_miss',
      'what is our stake in the alder creek house after the loan',
      exact(homeEquityF('Alder Creek')),
    );
    ask(
      'rich',
      'older_miss',
      'how much of the harbor view condo is really ours',
      exact(homeEquityF('Harbor View')),
    );
    ask('rich', 'older_miss', 'equity in the 9th street rental, roughly', exact(homeEquityF('9th Street')));
    ask('rich', 'older_miss', 'value minus mortgage on the primary home?', exact(homeEquityF('Alder Creek')));

    // ----- Two in one, with the older misses in them. -----
    ask(
      'rich',
      'compound',
      'what are we worth overall and how much of that is the alder creek equity',
      compound(part(netWorthF), part(homeEquityF('Alder Creek'))),
    );
    ask(
      'rich',
      'compound',
      "what's diego's share, and the charity's",
      compound(part(shareF('Diego')), part(shareF('Idaho Foodbank'))),
    );
    ask(
      'rich',
      'compound',
      'how much is left on the rocket loan, plus its monthly payment',
      compound(part(mortgageF('Rocket', 'currentBalance')), part(mortgageF('Rocket', 'monthlyPayment'))),
    );

    // ----- A count and a superlative (every kind is in every set). -----
    ask(
      'rich',
      'count',
      'how many properties do we own, and where are they',
      count(
        (f) => f.data.properties.length,
        'propert(y|ies)|homes?|places?',
        (f) => names.streets(f),
      ),
    );
    ask('rich', 'superlative', 'which account of ours is running the lowest right now', leastIn());

    // ----- Periods and not on file. -----
    ask('rich', 'period', 'groceries from august through october', spending(M.months(8, 10), 'Groceries'));
    ask('rich', 'period', 'what did we spend over the past 10 days', spending(M.pastDays(10)));
    ask('small', 'period', 'groceries so far this year', spending(thisYear, 'Groceries'));
    ask('rich', 'not_on_file', "what's our crypto worth", notOnFile);
    ask('rich', 'not_on_file', 'how much is the kids college fund', notOnFile);

    // ----- Conversations whose later turns lean on the one before. -----
    talk(
      'rich',
      'd9-house-chain',
      'what is the alder creek house worth',
      ['what do we owe on it', exact(mortgageF('Rocket', 'currentBalance'))],
      ['and at what rate', exact(mortgageF('Rocket', 'interestRate'))],
      ['what about the condo', exact(mortgageF('U.S. Bank', 'interestRate'))],
    );
    talk(
      'rich',
      'd9-savings-chain',
      "what's in the way2save",
      ['and the ally one', exact(balanceF('Ally High-Yield Savings'))],
      ['all our savings put together?', allSavings],
    );
    talk(
      'rich',
      'd9-tax-chain',
      'federal tax 2025?',
      ['and state?', exact(stateTaxF(2025, 'ID-40'))],
      ['and k1 income that year', exact(k1F(2025))],
    );
    talk(
      'rich',
      'd9-stock-chain',
      "what's our amd position worth",
      ['how much is it up', exact(holdingChangeF('AMD'))],
      ['and boeing, how much is that down', exact(holdingChangeF('BA'))],
      ["what's boeing worth now", exact(holdingValueF('BA'))],
    );
    talk(
      'rich',
      'd9-spend-chain',
      'how much did we spend at costco last month',
      ['and at target', spending(lastMonth, undefined, 'Target')],
      ['and target in september', spending(named(9), undefined, 'Target')],
    );
    talk(
      'rich',
      'd9-shares-chain',
      'who are our beneficiaries',
      ["what's diego getting", exact(shareF('Diego'))],
      ['and the charity?', exact(shareF('Idaho Foodbank'))],
    );
    talk(
      'rich',
      'd9-owed-chain',
      "what's the balance on the us bank mortgage",
      ['and the other mortgage?', exact(mortgageF('Rocket', 'currentBalance'))],
      ['together?', owedOnHomes],
    );
    talk(
      'rich',
      'd9-fund-chain',
      "what's treasure valley worth",
      ['what did we put in', exact(placementF('Treasure Valley', 'initialInvestment'))],
      ['and sawtooth?', exact(placementF('Sawtooth', 'initialInvestment'))],
    );
    talk('rich', 'd9-home-value', 'how much equity do we have in the lake condo', [
      'and what could we sell it for',
      exact(homeF('Harbor View', 'currentValue')),
    ]);
    talk('rich', 'd9-fed-years', 'how much federal tax in 2024', [
      'and the year after?',
      exact(fedTaxF(2025)),
    ]);
    talk(
      'small',
      'd9-pike-chain',
      "what's in my checking",
      ['and savings?', exact(balanceF('Share Savings'))],
      ['how much did i spend at trader joes in october', spending(named(10), undefined, "Trader Joe's")],
      ['and september?', spending(named(9), undefined, "Trader Joe's")],
    );
  });
}
