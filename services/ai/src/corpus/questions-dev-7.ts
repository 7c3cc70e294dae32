// A seventh development set for issue 33, written when dev to dev-6 stood at 100% and the held-out half
// at 90.5% (weakest: older_miss 71.4%, follow_up 82.3%, compound 86.6%). It leans on those kinds again,
// in words none of the earlier sets used: conversations that change only the measure, the period or the
// thing ("what's the rate on that one", "same for last year", "and for the studio?"), that ask "which is
// bigger" of two things just named, or that must ask back; two questions in one joined by "also", "as
// well as", a semicolon or "then"; and ordinary questions put the long way round. Written before looking
// at how the analyst reads them and without reading the held-out half; each entry's meaning is its
// hand-written label, computed by the oracle. Two entries were mislabelled as first written and put
// right after the first run, before any change: Pike's grocer is Trader Joe's, not WinCo (WinCo is the
// Castellanos'), and a conversation answered 'which one?' by the user was no question; 35/49 as written.

import { sum } from './money';
import { morePeriods as M, periods, type OracleFamily } from './oracle';
import {
  balanceF,
  businessF,
  compound,
  count,
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
  topCategory,
  typeTotalF,
} from './new-corpus';

const { lastMonth, lastYear, thisYear, named } = periods;

/** Every savings account's balance added up. */
const savingsTotal = exact(typeTotalF('savings'));
/** The two property policies' premiums added up. */
const propertyPremiums = exact(premiumF('property'));
/** What both mortgages cost a month together. */
const bothPayments = exact((f: OracleFamily) =>
  exactMoney(sum(f.data.mortgages.map((m) => m.monthlyPayment))),
);

export const devCorpus7 = newCorpusFamilies7();

function newCorpusFamilies7() {
  return newCorpusOf((ask, talk) => {
    // ----- Older misses: ordinary questions the long way round. -----
    ask(
      'rich',
      'older_miss',
      'if we sold the alder creek house today what would it go for',
      exact(homeF('Alder Creek', 'currentValue')),
    );
    ask(
      'rich',
      'older_miss',
      'remind me what we originally paid for the harbor view condo',
      exact(homeF('Harbor View', 'purchasePrice')),
    );
    ask(
      'rich',
      'older_miss',
      'how much has the 9th street rental appreciated since we got it',
      exact(homeGainF('9th Street')),
    );
    ask(
      'rich',
      'older_miss',
      'roughly how much is sitting in the way2save right now',
      exact(balanceF('Way2Save Savings')),
    );
    ask(
      'rich',
      'older_miss',
      "what's the monthly on the rocket loan",
      exact(mortgageF('Rocket', 'monthlyPayment')),
    );
    ask('rich', 'older_miss', 'what percent is diego down for in the will', exact(shareF('Diego')));
    ask(
      'rich',
      'older_miss',
      'how much did the idaho return say we owed for 2024',
      exact(stateTaxF(2024, 'ID-40')),
    );
    ask('rich', 'older_miss', 'tell me the current value of our boeing shares', exact(holdingValueF('BA')));
    ask(
      'rich',
      'older_miss',
      'how much have we put into treasure valley so far',
      exact(placementF('Treasure Valley', 'initialInvestment')),
    );
    ask('small', 'older_miss', 'how much have i got in share savings', exact(balanceF('Share Savings')));
    ask(
      'small',
      'older_miss',
      'how much did trader joes get from me last month',
      spending(lastMonth, undefined, "Trader Joe's"),
    );

    // ----- Two questions in one, joined in new ways. -----
    ask(
      'rich',
      'compound',
      "what's the harbor view place worth; also what's the rate on its loan",
      compound(part(homeF('Harbor View', 'currentValue')), part(mortgageF('U.S. Bank', 'interestRate'))),
    );
    ask(
      'rich',
      'compound',
      'how much is in the hsa as well as the everyday checking',
      compound(part(balanceF('Health Savings Account')), part(balanceF('Everyday Checking'))),
    );
    ask(
      'rich',
      'compound',
      'what did we spend at costco last month and then at target',
      compound(
        part(spendF(lastMonth, undefined, 'Costco Wholesale')),
        part(spendF(lastMonth, undefined, 'Target')),
      ),
    );
    ask(
      'rich',
      'compound',
      'give me the value of VOO and how much PFE is down',
      compound(part(holdingValueF('VOO')), part(holdingChangeF('PFE'))),
    );
    ask(
      'rich',
      'compound',
      "what's the studio valued at, and our equity in the alder creek house?",
      compound(part(businessF('Design Studio')), part(homeEquityF('Alder Creek'))),
    );
    ask(
      'rich',
      'compound',
      'federal tax for 2024 and for 2025',
      compound(part(fedTaxF(2024)), part(fedTaxF(2025))),
    );
    ask(
      'rich',
      'compound',
      'what is haven life covering us for, also what does northwestern mutual charge a year',
      compound(
        part((f) => exactMoney(f.data.insurance.find((p) => p.provider === 'Haven Life')!.coverageAmount)),
        part((f) =>
          exactMoney(f.data.insurance.find((p) => p.provider === 'Northwestern Mutual')!.annualPremium),
        ),
      ),
    );
    ask(
      'small',
      'compound',
      'what i spent on groceries last month, and how much is in checking',
      compound(part(spendF(lastMonth, 'Groceries')), part(balanceF('Free Active Duty Checking'))),
    );

    // ----- Counts, superlatives and periods in new words. -----
    ask(
      'rich',
      'count',
      'how many savings accounts have we got and what are they called',
      count(
        (f) => names.accounts(f, 'savings').length,
        'savings accounts?|accounts?',
        (f) => names.accounts(f, 'savings'),
      ),
    );
    ask(
      'rich',
      'count',
      'how many private funds are we in, and which ones',
      count(
        (f) => f.data.privatePlacements.length,
        'funds?|placements?|investments?',
        (f) => names.placements(f),
      ),
    );
    ask(
      'rich',
      'superlative',
      'where did most of our money go this year, category wise',
      topCategory(thisYear),
    );
    ask('rich', 'period', 'utilities spend for the past 8 weeks', spending(M.pastWeeks(8), 'Utilities'));
    ask('rich', 'period', 'entertainment since august', spending(M.since(8), 'Entertainment'));
    ask('rich', 'period', 'what went on healthcare in q3', spending(M.quarter(3), 'Healthcare'));
    ask('rich', 'period', 'shell gas in sept 2026', spending(named(9), undefined, 'Shell'));

    // ----- Not on file. -----
    ask('rich', 'not_on_file', 'how much is our boat insured for', notOnFile);
    ask('rich', 'not_on_file', "what's in the kids' 529 plans", notOnFile);
    ask('rich', 'not_on_file', 'how much do we have in bitcoin', notOnFile);
    ask('small', 'not_on_file', "what's my car payment", notOnFile);

    // ----- Conversations. -----
    talk(
      'rich',
      'd7-harbor',
      "what's our equity in the harbor view condo",
      ['and what is it worth?', exact(homeF('Harbor View', 'currentValue'))],
      ['what did we pay for it?', exact(homeF('Harbor View', 'purchasePrice'))],
    );
    talk('rich', 'd7-rocket-rate', 'how much is left on the alder creek mortgage', [
      "what's the rate on that one",
      exact(mortgageF('Rocket', 'interestRate')),
    ]);
    talk('rich', 'd7-loans-together', "what's the payment on the us bank loan", [
      'and both loans together?',
      bothPayments,
    ]);
    talk(
      'rich',
      'd7-fed-state',
      'how much federal tax did we pay for 2025',
      ['same for 2024', exact(fedTaxF(2024))],
      ['and the state one that year?', exact(stateTaxF(2024, 'ID-40'))],
    );
    talk('rich', 'd7-k1-sawtooth', 'how much has sawtooth distributed to us', [
      'and treasure valley?',
      exact(placementF('Treasure Valley', 'distributionsMade')),
    ]);
    talk('rich', 'd7-savings', "what's in the ally savings", ['and all our savings combined?', savingsTotal]);
    talk('rich', 'd7-amd', 'how much are we up on AMD', [
      'and what is the position worth now?',
      exact(holdingValueF('AMD')),
    ]);
    talk('rich', 'd7-state-farm', 'what does state farm cover the house for', [
      'and allstate the lake place?',
      exact((f) => exactMoney(f.data.insurance.find((p) => p.provider === 'Allstate')!.coverageAmount)),
    ]);
    talk('rich', 'd7-home-premiums', 'what do we pay state farm for the home policy', [
      'and for both property policies together?',
      propertyPremiums,
    ]);
    talk('rich', 'd7-groceries-months', 'groceries in october?', [
      'and september?',
      spending(named(9), 'Groceries'),
    ]);
    talk('rich', 'd7-starbucks', 'how much at starbucks this year', [
      'and last year?',
      spending(lastYear, undefined, 'Starbucks'),
    ]);
    talk('rich', 'd7-which-mortgage', "what's the interest rate on our mortgage", [
      'the one on the lake place',
      exact(mortgageF('U.S. Bank', 'interestRate')),
    ]);
    talk('rich', 'd7-which-card', "what's the card balance", [
      'the citi one',
      exact(balanceF('Costco Anywhere Visa')),
    ]);
    talk('rich', 'd7-property-ask', 'what is the property worth', [
      'the rental',
      exact(homeF('9th Street', 'currentValue')),
    ]);
    talk('rich', 'd7-studio-k1', 'k1 income in 2024', ['and 2025?', exact(k1F(2025))]);
    talk('small', 'd7-pike-dining', 'how much did i spend eating out in october', [
      'and in november so far?',
      spending(named(11), 'Food & Dining'),
    ]);
  });
}
