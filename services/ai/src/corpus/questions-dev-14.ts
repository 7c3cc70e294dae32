// A fourteenth development set for issue 33, written on 2026-12-07 when dev to dev-13 stood at 100% and
// the held-out half at 91.5% (weakest: follow_up 82.3%, older_miss 85.7%, compound 86.6%), before any of
// it was run and without reading the held-out half. A new voice: mostly an older parent dictating in
// whole, polite sentences ("Could you tell me...", "Remind me..."), with a teenager's typing slipped in
// (typos, "rn", "n", two-digit years). Weighted to what no earlier set covers well: seasons as periods
// ("over the summer", "last winter", "in the fall"); "what's the difference" and "how much more" after two
// spending periods or two accounts; follow-ups that change the period and the thing at once; pronouns for
// the thing before in several shapes ("that one", "the place", "those shares", "this card", "them");
// counts with names of every kind of thing; superlatives over funds, loans, shares, cards and purchases;
// three questions in one; the older misses said new ways; and things the family has nothing on file for.
// As first run (code of 724c6ba): 39/66. One question had been asked before by an earlier set ("how many
// insurance policies do i have") and was reworded, and one label was put right (a count of budgets over
// that is none may say "none of your budgets"), both before any change: 40/66, 60.6%.

import { dec, percentSpellings, rate, sum } from './money';
import {
  extreme,
  holdingChange,
  largestExpense,
  losers,
  morePeriods as M,
  overBudget,
  periods,
  spent,
  type OracleFamily,
  type PeriodOf,
} from './oracle';
import {
  balanceF,
  bottomCategory,
  compound,
  count,
  exact,
  exactMoney,
  fedTaxF,
  holdingChangeF,
  homeEquityF,
  homeF,
  homeGainF,
  k1F,
  leastIn,
  lostMost,
  mortgageF,
  names,
  netWorthF,
  newCorpusOf,
  notOnFile,
  part,
  placementF,
  propertyGainPercent,
  shareF,
  spendF,
  spending,
  stateTaxF,
  topCategory,
  topMerchant,
  winner,
  type Expect,
} from './new-corpus';

const { lastMonth, thisMonth, named } = periods;

// The seasons, as a family in Idaho says them on 2026-11-18: summer is June to August, the fall September
// to November (cut at today), spring March to May; "last winter" and "the winter" are the latest whole
// winter, December 2025 to February 2026.
const summer = M.months(6, 8);
const fall = M.months(9, 11);
const spring = M.months(3, 5);
const lastWinter: PeriodOf = () => ({ from: '2025-12-01', to: '2026-02-28' });

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
/** How far apart two spending figures are, positive. */
const spendGap =
  (a: PeriodOf, b: PeriodOf, category?: string, merchant?: string): Expect =>
  (f) =>
    exact(() =>
      exactMoney(
        spent(f, { period: a, ...(category && { category }), ...(merchant && { merchant }) })
          .minus(spent(f, { period: b, ...(category && { category }), ...(merchant && { merchant }) }))
          .abs(),
      ),
    )(f);
/** How far apart two accounts' balances are, positive. */
const balanceGap =
  (a: string, b: string): Expect =>
  (f) => {
    const of = (name: string) => dec(f.data.accounts.find((x) => x.name === name)!.balance);
    return exact(() => exactMoney(of(a).minus(of(b)).abs()))(f);
  };
/** What one insurer is paid a year, over all its policies. */
const premiumOf = (provider: string) =>
  exact((f: OracleFamily) =>
    exactMoney(sum(f.data.insurance.filter((p) => p.provider === provider).map((p) => p.annualPremium))),
  );
/** One entity's K-1 income in a year: ordinary income, capital gains and qualified dividends. */
const k1Of = (entityId: string, year: number) =>
  exact((f: OracleFamily) =>
    exactMoney(
      sum(
        f.data.k1Documents
          .filter((k) => k.entityId === entityId && k.taxYear === year)
          .flatMap((k) => [k.ordinaryIncome, k.capitalGains, k.qualifiedDividends]),
      ),
    ),
  );

export const devCorpus14 = newCorpusOf((ask, talk) => {
  // ----- Seasons, and other periods said the long way. -----
  ask(
    'rich',
    'period',
    'Could you tell me what we spent on groceries over the summer?',
    spending(summer, 'Groceries'),
  );
  ask('rich', 'period', 'What did eating out come to last winter?', spending(lastWinter, 'Food & Dining'));
  ask('rich', 'period', 'How much went to Amazon in the fall?', spending(fall, undefined, 'Amazon'));
  ask('small', 'period', 'What have I spent at Speedway this autumn?', spending(fall, undefined, 'Speedway'));
  ask('rich', 'period', 'Our utilities in the spring, please.', spending(spring, 'Utilities'));
  ask('small', 'period', 'groceries this past summer', spending(summer, 'Groceries'));
  ask('rich', 'period', 'travel spending in 25', spending(M.year(2025), 'Travel'));
  ask('rich', 'period', 'what did we pay delta in dec 25', spending(M.months(12, 12), undefined, 'Delta'));
  ask('rich', 'period', 'how much did we blow at resturants in octobr', spending(named(10), 'Food & Dining'));

  // ----- Superlatives over every kind of thing. -----
  ask(
    'rich',
    'superlative',
    'Which of our properties has gained the least in percentage terms?',
    propertyGainPercent('min'),
  );
  ask(
    'rich',
    'superlative',
    'Which life policy carries the largest death benefit?',
    winner((f) =>
      extreme(
        f.data.insurance.filter((p) => p.policyType === 'life'),
        (p) => dec(p.coverageAmount),
        (p) => p.provider,
        'max',
      ),
    ),
  );
  ask(
    'rich',
    'superlative',
    'Which of our private investments is worth the most today?',
    winner((f) =>
      extreme(
        f.data.privatePlacements,
        (p) => dec(p.currentValue),
        (p) => p.name,
        'max',
      ),
    ),
  );
  ask(
    'rich',
    'superlative',
    'Which of the two mortgages has the steeper interest rate?',
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
    'Who is set to receive the smallest portion of the estate?',
    winner(
      (f) =>
        extreme(
          f.data.beneficiaries,
          (b) => dec(b.percentage ?? '0'),
          (b) => b.name,
          'min',
        ),
      (w) => percentSpellings(w.figure.toString()),
    ),
  );
  ask(
    'rich',
    'superlative',
    'What was the single largest purchase we made over the summer?',
    winner((f) => {
      const r = largestExpense(f, summer);
      return { name: r.merchant, figure: dec(r.amount).abs(), rivals: [] };
    }),
  );
  ask('small', 'superlative', 'Who did I pay the most in October?', topMerchant(named(10)));
  ask('rich', 'superlative', 'Leaving the cards aside, which account is the thinnest?', leastIn());
  ask('rich', 'superlative', 'wich stock is doin the worst', lostMost);

  // ----- Counts, with names, of every kind of thing. -----
  ask(
    'rich',
    'count',
    'How many insurance policies do we hold, and with whom?',
    count(
      (f) => f.data.insurance.length,
      'polic(y|ies)',
      (f) => names.providers(f),
    ),
  );
  ask(
    'rich',
    'count',
    'How many private funds are we invested in? Please name them.',
    count(
      (f) => f.data.privatePlacements.length,
      'funds?|placements?|investments?',
      (f) => names.placements(f),
    ),
  );
  ask(
    'rich',
    'count',
    'How many people are named in our will, and who are they?',
    count(
      (f) => f.data.beneficiaries.length,
      'beneficiar(y|ies)|people|heirs?',
      (f) => names.beneficiaries(f),
    ),
  );
  ask(
    'rich',
    'count',
    'How many professionals do we work with altogether, and who are they?',
    count(
      (f) => f.data.professionals.length,
      'professionals?|advisors?|people',
      (f) => f.data.professionals.map((p) => p.name),
    ),
  );
  ask(
    'small',
    'count',
    'how many insurance policies have i got and who are they with',
    count(
      (f) => f.data.insurance.length,
      'polic(y|ies)',
      (f) => names.providers(f),
    ),
  );
  ask(
    'rich',
    'count',
    'How many of our stocks and funds are showing a loss?',
    count(
      (f) => losers(f).length,
      'positions?|holdings?|stocks?|losers?|investments?',
      (f) => names.losers(f),
    ),
  );
  ask(
    'rich',
    'count',
    'How many investment accounts do we have, and where are they?',
    count(
      (f) => names.accounts(f, 'investment').length,
      'investment accounts?|accounts?',
      (f) => names.accounts(f, 'investment'),
    ),
  );
  ask(
    'rich',
    'count',
    'how many budgets did we go over this month',
    // A count that may be none: "none of your budgets" says it as well as "0 budgets".
    (f) => {
      const over = overBudget(f);
      const n = count(
        () => over.length,
        'budgets?|categor(y|ies)',
        () => over.map((b) => b.category),
      )(f);
      if (over.length > 0 || n.kind !== 'count') return n;
      return { ...n, count: new RegExp(`${n.count.source}|\\bnone of (?:your|the|our) budgets\\b`, 'i') };
    },
  );

  // ----- Three questions in one. -----
  ask(
    'rich',
    'compound',
    'What is the Alder Creek house worth, what do we owe on it, and what is the monthly payment?',
    compound(
      part(homeF('Alder Creek', 'currentValue')),
      part(mortgageF('Rocket', 'currentBalance')),
      part(mortgageF('Rocket', 'monthlyPayment')),
    ),
  );
  ask(
    'rich',
    'compound',
    'Please give me the balances of the Everyday Checking, the Way2Save and the Ally account.',
    compound(
      part(balanceF('Everyday Checking')),
      part(balanceF('Way2Save Savings')),
      part(balanceF('Ally High-Yield Savings')),
    ),
  );
  ask(
    'small',
    'compound',
    "what's in my checking, what's in my savings, and what did i spend at taco bell this month",
    compound(
      part(balanceF('Free Active Duty Checking')),
      part(balanceF('Share Savings')),
      part(spendF(thisMonth, undefined, 'Taco Bell')),
    ),
  );
  ask(
    'rich',
    'compound',
    'groceries, dining and shopping last month',
    compound(
      part(spendF(lastMonth, 'Groceries')),
      part(spendF(lastMonth, 'Food & Dining')),
      part(spendF(lastMonth, 'Shopping')),
    ),
  );
  ask(
    'rich',
    'compound',
    'Our K-1 income for 2025, our federal tax for 2025 and our Idaho tax for 2025.',
    compound(part(k1F(2025)), part(fedTaxF(2025)), part(stateTaxF(2025, 'ID-40'))),
  );
  ask('rich', 'compound', 'fed tax in 24 vs 25', compound(part(fedTaxF(2024)), part(fedTaxF(2025))));

  // ----- The older misses, said new ways. -----
  ask(
    'rich',
    'older_miss',
    'Add up everything we own, take away everything we owe: what is the figure?',
    exact(netWorthF),
  );
  ask(
    'small',
    'older_miss',
    'what would i be left with if i cashed out everything and settled what i owe',
    exact(netWorthF),
  );
  ask('rich', 'older_miss', 'Remind me how the estate is divided among our heirs.', everyShare);
  ask('rich', 'older_miss', 'Which accountants look after us, and how many are there?', cpas);
  ask(
    'rich',
    'older_miss',
    'If we sold the rental on 9th tomorrow, how much of the price would be ours?',
    exact(homeEquityF('9th Street')),
  );
  ask('rich', 'older_miss', 'What percentage is Sofia set to inherit?', exact(shareF('Sofia')));
  ask('small', 'older_miss', 'how much cash i got in savings rn', exact(balanceF('Share Savings')));

  // ----- Not on file. -----
  ask('rich', 'not_on_file', 'What is our boat worth these days?', notOnFile);
  ask('small', 'not_on_file', 'how much do i still owe on the car', notOnFile);
  ask('rich', 'not_on_file', "What is the balance in the children's 529 plans?", notOnFile);
  ask('rich', 'not_on_file', 'how much bitcoin do we hold', notOnFile);
  ask('rich', 'not_on_file', 'What does our pet insurance cost us?', notOnFile);

  // ----- Conversations. -----
  talk(
    'rich',
    'd14-dining-gap',
    'What did we spend eating out in September?',
    ['And in October?', spending(named(10), 'Food & Dining')],
    ["What's the difference?", spendGap(named(10), named(9), 'Food & Dining')],
  );
  talk(
    'rich',
    'd14-savings-gap',
    'How much is in the Ally savings?',
    ['And the Way2Save?', exact(balanceF('Way2Save Savings'))],
    ['How much more is in the Ally one?', balanceGap('Ally High-Yield Savings', 'Way2Save Savings')],
  );
  talk(
    'small',
    'd14-pike-gap',
    'what did i spend on groceries in september',
    ['and october?', spending(named(10), 'Groceries')],
    ['by how much did that change?', spendGap(named(10), named(9), 'Groceries')],
  );
  talk('rich', 'd14-costco-target', 'What did we spend at Costco in October?', [
    'And at Target over the summer?',
    spending(summer, undefined, 'Target'),
  ]);
  talk('rich', 'd14-chipotle', 'How much went on groceries last month?', [
    'What about Chipotle in the second quarter?',
    spending(M.quarter(2), undefined, 'Chipotle'),
  ]);
  talk('rich', 'd14-chevron-shell', 'how much went to chevron in september', [
    'and shell over the fall?',
    spending(fall, undefined, 'Shell'),
  ]);
  talk('rich', 'd14-entertainment-seasons', 'How much did we spend on entertainment over the summer?', [
    'And in the winter?',
    spending(lastWinter, 'Entertainment'),
  ]);
  talk(
    'rich',
    'd14-rental',
    'What is the rental on 9th Street worth?',
    ['What did we pay for that one?', exact(homeF('9th Street', 'purchasePrice'))],
    ['How much has the place gained since?', exact(homeGainF('9th Street'))],
  );
  talk('rich', 'd14-pfe', 'What is our Pfizer position worth?', [
    'How much have we lost on those shares?',
    exact(holdingChangeF('PFE')),
  ]);
  talk('rich', 'd14-haven', 'How much is the Haven Life policy for?', [
    'And what do we pay for that?',
    premiumOf('Haven Life'),
  ]);
  talk('rich', 'd14-roth-losers', 'How much do we have in the Roth?', [
    'Which of them has lost the most?',
    winner((f) =>
      extreme(
        losers(f).filter((h) => h.accountId === 'roth'),
        (h) => holdingChange(h).neg(),
        (h) => h.symbol,
        'max',
      ),
    ),
  ]);
  talk('rich', 'd14-treasure', 'What has the Treasure Valley fund paid out to us?', [
    'And what is the fund worth today?',
    exact(placementF('Treasure Valley', 'currentValue')),
  ]);
  talk('small', 'd14-renters', 'What does my renters policy cover?', [
    "And what's the premium on it?",
    premiumOf('Lemonade'),
  ]);
  talk('rich', 'd14-count-types', 'How many savings accounts do we have?', [
    'And checking?',
    count(
      (f) => names.accounts(f, 'checking').length,
      'checking accounts?|accounts?',
      (f) => names.accounts(f, 'checking'),
    ),
  ]);
  talk('rich', 'd14-spring', 'Which category did we spend the most on in the spring?', [
    'And the least?',
    bottomCategory(spring),
  ]);
  talk('rich', 'd14-other-loan', 'What do we owe on the US Bank mortgage?', [
    'And on the other one?',
    exact(mortgageF('Rocket', 'currentBalance')),
  ]);
  talk('rich', 'd14-k1-studio', "What was Sawtooth's K-1 income for 2025?", [
    "And the studio's, the year before?",
    k1Of('biz-studio', 2024),
  ]);
  talk('rich', 'd14-top-fall', 'What did we spend the most on this fall?', [
    'And last winter?',
    topCategory(lastWinter),
  ]);
});
