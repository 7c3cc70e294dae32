// A tenth development set for issue 33, written when dev to dev-9 stood at 100%, before any of it was run
// and without reading the held-out half. Conversations that move the period of a spending question in
// the ways people say it ("the month before that", "so far this month", "same for q2"), that change
// the measure of a budget, a fund or a card ("how much room is left", "what has it paid out", "what's
// the limit"), bare names as follow-ups ("sawtooth?"), and two questions in one with "vs", "plus" or
// "then"; with older misses in plain words.

import { dec } from './money';
import { morePeriods as M, periods } from './oracle';
import {
  balanceF,
  budgetF,
  compound,
  count,
  exact,
  exactMoney,
  holdingChangeF,
  holdingValueF,
  homeEquityF,
  homeF,
  liquidF,
  mortgageF,
  names,
  netWorthF,
  newCorpusOf,
  notOnFile,
  part,
  placementF,
  shareF,
  spendF,
  spending,
  stateTaxF,
  typeTotalF,
} from './new-corpus';

const { lastMonth, thisMonth, named } = periods;

export const devCorpus10 = newCorpusFamilies10();

function newCorpusFamilies10() {
  return newCorpusOf((ask, talk) => {
    // ----- Older misses in plain words. -----
    ask('rich', 'older_miss', 'how much cash could we get at quickly', exact(liquidF));
    ask('rich', 'older_miss', 'net net, what is the castellano household worth', exact(netWorthF));
    ask(
      'rich',
      'older_miss',
      'how much of the rental do we own free and clear',
      exact(homeEquityF('9th Street')),
    );
    ask(
      'rich',
      'older_miss',
      'how much room is left in the groceries budget this month',
      exact(budgetF('Groceries', 'left')),
    );
    ask(
      'rich',
      'older_miss',
      'how much has sawtooth paid out to us so far',
      exact(placementF('Sawtooth', 'distributionsMade')),
    );
    ask(
      'rich',
      'older_miss',
      'what do we pay allstate every year',
      exact((f) => exactMoney(f.data.insurance.find((p) => p.provider === 'Allstate')!.annualPremium)),
    );
    ask('rich', 'older_miss', 'how much is andres set to inherit, percentage wise', exact(shareF('Andrés')));
    ask(
      'rich',
      'older_miss',
      "what's the monthly payment on the lake condo",
      exact(mortgageF('U.S. Bank', 'monthlyPayment')),
    );
    ask('rich', 'older_miss', 'current value of the bond fund', exact(holdingValueF('BND')));
    ask(
      'small',
      'older_miss',
      "what's my checking balance at navy federal",
      exact(balanceF('Free Active Duty Checking')),
    );

    // ----- Two questions in one. -----
    ask(
      'rich',
      'compound',
      'groceries this month vs last month',
      compound(part(spendF(thisMonth, 'Groceries')), part(spendF(lastMonth, 'Groceries'))),
    );
    ask(
      'rich',
      'compound',
      "what's the harbor view condo worth plus the rental",
      compound(part(homeF('Harbor View', 'currentValue')), part(homeF('9th Street', 'currentValue'))),
    );
    ask(
      'rich',
      'compound',
      'how much are we up on COST, then how much are we down on SBUX',
      compound(part(holdingChangeF('COST')), part(holdingChangeF('SBUX'))),
    );
    ask(
      'small',
      'compound',
      'how much did i spend at speedway last month and at taco bell',
      compound(
        part(spendF(lastMonth, undefined, 'Speedway')),
        part(spendF(lastMonth, undefined, 'Taco Bell')),
      ),
    );

    // ----- A count, a superlative, periods, not on file. -----
    ask(
      'rich',
      'count',
      'how many different insurance companies do we deal with, list them',
      count(
        (f) => names.providers(f).length,
        'insurers?|insurance companies|compan(y|ies)|providers?',
        (f) => names.providers(f),
      ),
    );
    ask(
      'rich',
      'superlative',
      "what's the priciest thing we insure, premium wise",
      exact((f) =>
        exactMoney(
          f.data.insurance.reduce((a, b) => (dec(b.annualPremium).greaterThan(a.annualPremium) ? b : a))
            .annualPremium,
        ),
      ),
    );
    ask(
      'rich',
      'period',
      'how much went on entertainment over the past 60 days',
      spending(M.pastDays(60), 'Entertainment'),
    );
    ask(
      'rich',
      'period',
      'dining out in the summer months, june to august',
      spending(M.months(6, 8), 'Food & Dining'),
    );
    ask('small', 'period', 'what did i spend in total last month', spending(lastMonth));
    ask('rich', 'not_on_file', 'how much is the timeshare worth', notOnFile);
    ask('rich', 'not_on_file', "what's our motorcycle worth", notOnFile);
    ask(
      'rich',
      'period',
      'amazon purchases over the last 4 weeks',
      spending(M.pastWeeks(4), undefined, 'Amazon'),
    );
    ask(
      'rich',
      'count',
      'how many accounts do we have at wells fargo',
      count(
        (f) => f.data.accounts.filter((a) => a.institution === 'Wells Fargo').length,
        'accounts?',
        (f) => f.data.accounts.filter((a) => a.institution === 'Wells Fargo').map((a) => a.name),
      ),
    );
    ask(
      'rich',
      'compound',
      'how much is in checking and how much do we owe on the cards',
      compound(part(balanceF('Everyday Checking')), part(typeTotalF('credit'))),
    );
    ask(
      'rich',
      'older_miss',
      "what's left to pay on the lake condo loan",
      exact(mortgageF('U.S. Bank', 'currentBalance')),
    );
    ask('small', 'not_on_file', "what's in my 401k", notOnFile);

    // ----- Conversations. -----
    talk(
      'rich',
      'd10-dining-months',
      'how much did we spend eating out last month',
      ['and the month before that?', spending(named(9), 'Food & Dining')],
      ['what about so far this month', spending(thisMonth, 'Food & Dining')],
    );
    talk('rich', 'd10-shopping-q', 'shopping in q3', ['same for q2', spending(M.quarter(2), 'Shopping')]);
    talk('rich', 'd10-budget', 'how much have we spent on shopping this month', [
      'how much room is left in that budget',
      exact(budgetF('Shopping', 'left')),
    ]);
    talk('rich', 'd10-fund-paid', "what's sawtooth worth", [
      'what has it paid out so far',
      exact(placementF('Sawtooth', 'distributionsMade')),
    ]);
    talk('rich', 'd10-fund-bare', 'how much have we put into treasure valley', [
      'sawtooth?',
      exact(placementF('Sawtooth', 'initialInvestment')),
    ]);
    talk('rich', 'd10-card', "what's the balance on the freedom card", [
      'and on the costco visa?',
      exact(balanceF('Costco Anywhere Visa')),
    ]);
    talk('rich', 'd10-policy', 'what does northwestern mutual cover us for', [
      'and what does that cost a year?',
      exact((f) =>
        exactMoney(f.data.insurance.find((p) => p.provider === 'Northwestern Mutual')!.annualPremium),
      ),
    ]);
    talk('rich', 'd10-state', 'how much state tax did we pay for 2024', [
      'and for 25?',
      exact(stateTaxF(2025, 'ID-40')),
    ]);
    talk(
      'rich',
      'd10-holding',
      'how much is our VTI worth',
      ['and what about BND?', exact(holdingValueF('BND'))],
      ['how much is that one down', exact(holdingChangeF('BND'))],
    );
    talk('rich', 'd10-home', "what's the 9th street rental worth", [
      'how much did we pay for it',
      exact(homeF('9th Street', 'purchasePrice')),
    ]);
    talk('rich', 'd10-rocket', "what's the rate on rocket", [
      'and the payment?',
      exact(mortgageF('Rocket', 'monthlyPayment')),
    ]);
    talk('small', 'd10-pike-total', 'what did i spend last month', ['and in september?', spending(named(9))]);
  });
}
