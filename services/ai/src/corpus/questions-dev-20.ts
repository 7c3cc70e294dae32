// A twentieth development set for issue 33, written on 2026-12-09 when dev to dev-19 stood at 100%,
// before any of it was run and without reading the held-out half. It is a first-time user trying the
// advisor: mostly Jordan Pike (two accounts, rent, a renters policy, one return), in the demo's voice of
// someone who does not yet know what can be asked: polite and wordy ("hi! could you please tell me..."),
// vague about time ("right now", "so far this year"), apologetic ("sorry if this is a silly question"),
// asking two things at once, and following up in short turns. A few of the Castellanos' questions in the
// same voice.

import { exactMoney, sum } from './money';
import { morePeriods as M, periods } from './oracle';
import {
  balanceF,
  bottomCategory,
  budgetF,
  compound,
  count,
  coverageF,
  exact,
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
} from './new-corpus';

const { lastMonth, thisYear, named } = periods;
const accounts = count(
  (f) => f.data.accounts.length,
  'accounts?',
  (f) => names.accounts(f),
);
const policies = count(
  (f) => f.data.insurance.length,
  'polic(?:y|ies)|insurance polic(?:y|ies)',
  (f) => names.providers(f),
);

export const devCorpus20 = newCorpusOf((ask, talk) => {
  // ----- Periods, said vaguely or politely. -----
  ask(
    'small',
    'period',
    'hi there! could you please tell me how much i spent on groceries over the past 3 weeks?',
    spending(M.pastWeeks(3), 'Groceries'),
  );
  ask(
    'small',
    'period',
    "i was wondering how much i've been spending on eating out since september",
    spending(M.since(9), 'Food & Dining'),
  );
  ask(
    'small',
    'period',
    'hello, could you let me know what i paid for gas last month please',
    spending(lastMonth, 'Transportation'),
  );
  ask(
    'small',
    'period',
    "if it's not too much trouble, what did rent cost me in the third quarter",
    spending(M.quarter(3), 'Housing'),
  );
  ask('small', 'period', 'what have i spent in total so far this year?', spending(thisYear));
  ask(
    'rich',
    'period',
    'what did we spend on travel in the first half of the year',
    spending(M.months(1, 6), 'Travel'),
  );

  // ----- Superlatives. -----
  ask(
    'small',
    'superlative',
    'sorry if this is a silly question, but where does most of my money go?',
    topCategory(periods.lastMonths(12)),
  );
  ask('small', 'superlative', 'which of my two accounts has more money in it?', mostIn());
  ask('small', 'superlative', 'who do i pay the most money to since august', topMerchant(M.since(8)));
  ask(
    'rich',
    'superlative',
    'if you had to name our single biggest expense category this year, what would it be',
    topCategory(thisYear),
  );

  // ----- Counts. -----
  ask(
    'small',
    'count',
    'just getting started here - how many accounts do i have set up, and which ones?',
    accounts,
  );
  ask(
    'rich',
    'count',
    'would you mind telling me how many properties we have and where each one is',
    count(
      (f) => f.data.properties.length,
      'propert(?:y|ies)',
      (f) => names.streets(f),
    ),
  );

  // ----- Two things at once. -----
  ask(
    'small',
    'compound',
    'could you tell me my checking balance and also how much is in savings',
    compound(part(balanceF('Free Active Duty Checking')), part(balanceF('Share Savings'))),
  );
  ask(
    'small',
    'compound',
    'what did i spend on groceries in october and how much is left in my grocery budget',
    compound(part(spendF(named(10), 'Groceries')), part(budgetF('Groceries', 'left'))),
  );
  ask(
    'small',
    'compound',
    'how much does my renters insurance cover and what does it cost me a year',
    compound(part(coverageF('property')), part(premiumF('property'))),
  );
  ask(
    'small',
    'compound',
    'taco bell vs speedway last month',
    compound(part(spendF(lastMonth, undefined, 'Taco Bell')), part(spendF(lastMonth, undefined, 'Speedway'))),
  );
  ask(
    'rich',
    'compound',
    'could you tell me which of our accounts has the most money and roughly how much is in it',
    mostIn(),
  );

  // ----- The older misses, in a newcomer's words. -----
  ask(
    'small',
    'older_miss',
    "i'd love to know what i'm worth overall, everything i have minus anything i owe",
    exact(netWorthF),
  );
  ask('small', 'older_miss', 'how many policies have i got and who are they with', policies);

  // ----- Things not on file. -----
  ask('small', 'not_on_file', "what's my car loan balance?", notOnFile);
  ask('small', 'not_on_file', 'what is my house worth these days', notOnFile);

  // ----- Short follow-ups. -----
  talk(
    'small',
    'd20-pike-accounts',
    "hi! what's in my savings account right now?",
    ['and checking?', exact(balanceF('Free Active Duty Checking'))],
    ['what do they add up to', exact((f) => exactMoney(sum(f.data.accounts.map((a) => a.balance))))],
  );
  talk(
    'small',
    'd20-pike-groceries',
    'how much have i spent on groceries this month',
    ['and the month before?', spending(lastMonth, 'Groceries')],
    ['both months together?', spending(M.since(10), 'Groceries')],
  );
  talk(
    'small',
    'd20-pike-tax',
    'could you remind me what i paid in federal taxes last year?',
    ['and what was my income on that return?', exact(() => exactMoney('58200.00'))],
    ['so what rate is that?', exact(() => /8\.4%/)],
  );
  talk('small', 'd20-pike-rent', 'what do i pay in rent each month', [
    'and how much has it come to since august?',
    spending(M.since(8), 'Housing'),
  ]);
  talk(
    'small',
    'd20-pike-insurance',
    'what insurance do i have',
    ['who is it with?', exact(() => /Lemonade/)],
    ['and when does it renew', exact(() => /January 31, 2027|2027-01-31/)],
  );
  talk('small', 'd20-pike-taco', 'how much have i spent at taco bell', [
    'and in october only?',
    spending(named(10), undefined, 'Taco Bell'),
  ]);
  talk('rich', 'd20-rich-quarters', 'what did we spend on groceries in q2', [
    'and q3?',
    spending(M.quarter(3), 'Groceries'),
  ]);
  talk(
    'small',
    'd20-pike-gas',
    'how much did i spend on gas in september',
    ['and october?', spending(named(10), 'Transportation')],
    ['and the two months together?', spending(M.months(9, 10), 'Transportation')],
  );
  // ----- Added before their first run, to make the set 40 or more (the rule for a dev set). -----
  ask(
    'small',
    'period',
    "sorry to bother you, but how much did i spend at trader joe's in the past 30 days?",
    spending(M.pastDays(30), undefined, "Trader Joe's"),
  );
  ask(
    'small',
    'compound',
    "what's my savings balance, and could you also tell me what i spent on taco bell in october?",
    compound(part(balanceF('Share Savings')), part(spendF(named(10), undefined, 'Taco Bell'))),
  );
  ask(
    'small',
    'superlative',
    'which category did i spend the least on last month',
    bottomCategory(lastMonth),
  );
  ask(
    'small',
    'count',
    'how many budgets have i set up?',
    count(
      (f) => f.data.budgets.length,
      'budgets?',
      (f) => f.data.budgets.map((b) => b.category),
    ),
  );
  ask('small', 'not_on_file', 'can you show me my stock portfolio please', notOnFile);
  ask('small', 'older_miss', 'what is my total net worth if you add everything up', exact(netWorthF));
  talk('small', 'd20-pike-budget', 'hey, how am i doing on my grocery budget this month?', [
    'how much is left?',
    exact(budgetF('Groceries', 'left')),
  ]);
  talk('rich', 'd20-rich-polite', 'could you please tell me what our checking account has in it', [
    'thank you! and the ally savings?',
    exact(balanceF('Ally High-Yield Savings')),
  ]);
});
