// An eighteenth development set for issue 33, written on 2026-12-09 when dev to dev-17 stood at 100% and
// the held-out half at 92.6%, before any of it was run and without reading the held-out half. Six new
// voices, none of an earlier set's: a busy parent typing on a phone, with autocorrect's slips ("net
// worm", "mortgage rare", "equality" for equity, "ballance"); a financial planner relaying a client's
// question in the third person ("the client wants to know what they owe on the condo"); someone who asks
// with negations and hedges ("we don't have more than two mortgages, right?"); long questions with a
// sentence of context before and after; answer-shopping ("roughly", "ballpark", "to the penny"); and
// British or Australian words ("flat", "current account", "fortnight", "home loan", "repayment",
// "chartered accountants", with a superannuation, an ISA and a caravan as things not on file). Weighted
// about 32% to conversations of two or three turns (a bare account, a bare month, "combined?", "same
// for the other one", "what about this month then", "and the difference?"), about 28% to two or three
// questions in one across kinds of thing, about 17% to the older misses in new words (the net worth the
// long way round, every beneficiary's share, the CPAs counted and named, one home's equity); the rest
// periods (a quarter, "since march", "the past 45 days", "a fortnight", a two-digit year),
// superlatives, counts with names and things not on file. Both families of families.ts are asked.

import { dec } from './money';
import { holdingOf, morePeriods as M, periods, spent, type OracleFamily } from './oracle';
import {
  balanceF,
  budgetF,
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
  homeGainF,
  k1F,
  leastRoom,
  mortgageF,
  mostIn,
  names,
  netWorthF,
  newCorpusOf,
  notOnFile,
  part,
  placementF,
  premiumF,
  shareF,
  smallestHolding,
  spendF,
  spending,
  stateTaxF,
  topCategory,
  typeTotalF,
  type Expect,
} from './new-corpus';

const { lastMonth, thisMonth, lastYear, named } = periods;

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
const balance = (f: OracleFamily, name: string) => dec(f.data.accounts.find((a) => a.name === name)!.balance);
const costBasisF = (symbol: string) => (f: OracleFamily) =>
  exactMoney(holdingOf(f, symbol).holding.costBasis);

export const devCorpus18 = newCorpusOf((ask, talk) => {
  // ----- Periods. -----
  ask(
    'rich',
    'period',
    'whats our transportation spend since march, ballpark',
    spending(M.since(3), 'Transportation'),
  );
  ask(
    'rich',
    'period',
    'the client would like to know their grocery spend for the past 45 days',
    spending(M.pastDays(45), 'Groceries'),
  );
  ask(
    'rich',
    'period',
    'how much did we spend at bittercreek in the third quarter',
    spending(M.quarter(3), undefined, 'Bittercreek'),
  );
  ask(
    'small',
    'period',
    "what's gone on trader joe's over the past fortnight",
    spending(M.pastWeeks(2), undefined, "Trader Joe's"),
  );
  ask(
    'rich',
    'period',
    "how much did we spend at target in '25",
    spending(M.year(2025), undefined, 'Target'),
  );

  // ----- Superlatives. -----
  ask('rich', 'superlative', 'the client asks which of their accounts has the most money in it', mostIn());
  ask('rich', 'superlative', 'which budget have we got the least headroom in this month', leastRoom);
  ask('rich', 'superlative', 'whats our smallest holding, roughly', smallestHolding);
  ask('small', 'superlative', 'biggest spending categorey this month', topCategory(thisMonth));

  // ----- Counts, with names. -----
  ask(
    'rich',
    'count',
    'how many life policies have we got and who are they with',
    count(
      (f) => f.data.insurance.filter((p) => p.policyType === 'life').length,
      'life (?:insurance )?polic(?:y|ies)|polic(?:y|ies)',
      (f) => names.providers(f, 'life'),
    ),
  );
  ask(
    'rich',
    'count',
    "we don't have more than two mortgages, right? who are they with",
    count(
      (f) => f.data.mortgages.length,
      'mortgages?|loans?',
      (f) => names.lenders(f),
    ),
  );
  ask(
    'rich',
    'count',
    'the client wants a headcount of their private investments, with names',
    count(
      (f) => f.data.privatePlacements.length,
      'private (?:investments?|placements?)|investments?|placements?|funds?',
      (f) => names.placements(f),
    ),
  );

  // ----- Not on file. -----
  ask('rich', 'not_on_file', 'whats our superannuation balance', notOnFile);
  ask('small', 'not_on_file', 'how much is left on my car loan', notOnFile);
  ask('rich', 'not_on_file', 'what is the caravan worth', notOnFile);
  ask('rich', 'not_on_file', 'how much is in our ISA', notOnFile);

  // ----- The older misses, in new words. -----
  ask('rich', 'older_miss', 'net worm?', exact(netWorthF));
  ask(
    'rich',
    'older_miss',
    'the client wants to know, all things considered, what the family is worth once every debt is settled',
    exact(netWorthF),
  );
  ask(
    'rich',
    'older_miss',
    'add up everything we own, take away everything we owe, whats the number to the penny',
    exact(netWorthF),
  );
  ask('small', 'older_miss', 'whats my net worth all in', exact(netWorthF));
  ask(
    'rich',
    'older_miss',
    'roughly how is the estate divided between the kids, andres and the charity',
    everyShare,
  );
  ask('rich', 'older_miss', "the client wants to know each beneficiary's percentage", everyShare);
  ask('rich', 'older_miss', "we do have two accountants, don't we? whats their names", cpas);
  ask('rich', 'older_miss', 'how many chartered accountants do we use and who are they', cpas);
  ask(
    'rich',
    'older_miss',
    "how much of the flat in coeur d'alene do we own outright",
    exact(homeEquityF('Harbor View')),
  );
  ask('rich', 'older_miss', 'whats our equality in the alder creek house', exact(homeEquityF('Alder Creek')));
  ask(
    'rich',
    'older_miss',
    'the client would like to know how much equity they have built up in the rental',
    exact(homeEquityF('9th Street')),
  );
  ask(
    'rich',
    'older_miss',
    'if we sold the lake place tomorrow and cleared the loan, what would we walk away with',
    exact(homeEquityF('Harbor View')),
  );

  // ----- Two or three questions in one. -----
  ask(
    'rich',
    'compound',
    'mortgage rare and monthly on the main house',
    compound(part(mortgageF('Rocket', 'interestRate')), part(mortgageF('Rocket', 'monthlyPayment'))),
  );
  ask(
    'rich',
    'compound',
    "the client wants to know what they owe on the condo and what it's worth today",
    compound(part(mortgageF('U.S. Bank', 'currentBalance')), part(homeF('Harbor View', 'currentValue'))),
  );
  ask(
    'rich',
    'compound',
    "what's in the current account and what's on the chase card",
    compound(part(balanceF('Everyday Checking')), part(balanceF('Freedom Unlimited'))),
  );
  ask(
    'rich',
    'compound',
    'ballpark, whats the brokerage worth and how much did we spend on groceries last month',
    compound(part(balanceF('Fidelity Brokerage')), part(spendF(lastMonth, 'Groceries'))),
  );
  ask(
    'rich',
    'compound',
    'how much do we pay for the umbrella policy and how much does it cover',
    compound(part(premiumF('umbrella')), part(coverageF('umbrella'))),
  );
  ask(
    'rich',
    'compound',
    'what did we pay in federal tax for 2025 and what came in on the k-1s that year',
    compound(part(fedTaxF(2025)), part(k1F(2025))),
  );
  ask(
    'rich',
    'compound',
    'the client is asking what the studio is valued at and what the sawtooth fund is worth now',
    compound(part(businessF('Studio')), part(placementF('Sawtooth', 'currentValue'))),
  );
  ask(
    'rich',
    'compound',
    "We're meeting our planner on Friday. How much is in the HSA, and how much is in the Roth? Thanks so much.",
    compound(part(balanceF('Health Savings Account')), part(balanceF('Roth IRA (Marisol)'))),
  );
  ask(
    'rich',
    'compound',
    "we haven't gone over on dining this month, have we? how much have we spent and what's the budget",
    compound(part(spendF(thisMonth, 'Food & Dining')), part(budgetF('Food & Dining', 'budget'))),
  );
  ask(
    'rich',
    'compound',
    'whats PFE worth these days and what did we pay for it',
    compound(part(holdingValueF('PFE')), part(costBasisF('PFE'))),
  );
  ask(
    'small',
    'compound',
    'how much in my current account and how much in savings',
    compound(part(balanceF('Free Active Duty Checking')), part(balanceF('Share Savings'))),
  );
  ask(
    'small',
    'compound',
    'what did i spend on groceries last month and on taco bell this month',
    compound(part(spendF(lastMonth, 'Groceries')), part(spendF(thisMonth, undefined, 'Taco Bell'))),
  );
  ask(
    'rich',
    'compound',
    "how much did the lake condo cost us and what's the rate on its loan",
    compound(part(homeF('Harbor View', 'purchasePrice')), part(mortgageF('U.S. Bank', 'interestRate'))),
  );
  ask(
    'rich',
    'compound',
    "to the penny: what's on the citi card, what's on the chase card, and what's in ally",
    compound(
      part(balanceF('Costco Anywhere Visa')),
      part(balanceF('Freedom Unlimited')),
      part(balanceF('Ally High-Yield Savings')),
    ),
  );
  ask(
    'rich',
    'compound',
    'how much life cover do we have in total and what are we paying for it each year',
    compound(part(coverageF('life')), part(premiumF('life'))),
  );
  ask(
    'rich',
    'compound',
    'treasure valley: what did we put in and what has it paid out',
    compound(
      part(placementF('Treasure Valley', 'initialInvestment')),
      part(placementF('Treasure Valley', 'distributionsMade')),
    ),
  );
  ask(
    'rich',
    'compound',
    'spent at costco and at winco in october',
    compound(part(spendF(named(10), undefined, 'Costco')), part(spendF(named(10), undefined, 'WinCo'))),
  );
  ask(
    'rich',
    'compound',
    'the client asks what their total credit card debt is and how much cash they hold in savings',
    compound(part(creditOwedF), part(typeTotalF('savings'))),
  );
  ask(
    'rich',
    'compound',
    'what was the idaho state tax for 2025 and the federal for the same year',
    compound(part(stateTaxF(2025, 'ID-40')), part(fedTaxF(2025))),
  );
  ask(
    'rich',
    'compound',
    'how much has the rental gone up since we bought it and what is it worth now',
    compound(part(homeGainF('9th Street')), part(homeF('9th Street', 'currentValue'))),
  );

  // ----- Conversations. -----
  talk(
    'rich',
    'd18-parent-roth',
    'whats the ballance on the roth',
    ['and the brokrage', exact(balanceF('Fidelity Brokerage'))],
    [
      'combined?',
      exact((f) => exactMoney(balance(f, 'Roth IRA (Marisol)').plus(balance(f, 'Fidelity Brokerage')))),
    ],
  );
  talk(
    'rich',
    'd18-planner-condo',
    'The client wants to know what they owe on the condo.',
    ['And the rate on that loan?', exact(mortgageF('U.S. Bank', 'interestRate'))],
    ['Same for the other one.', exact(mortgageF('Rocket', 'interestRate'))],
  );
  talk(
    'rich',
    'd18-hedge-dining',
    "we didn't spend more than 500 on eating out last month, did we?",
    ['what about this month then', spending(thisMonth, 'Food & Dining')],
    [
      'and the difference?',
      exact((f) =>
        exactMoney(
          spent(f, { period: lastMonth, category: 'Food & Dining' })
            .minus(spent(f, { period: thisMonth, category: 'Food & Dining' }))
            .abs(),
        ),
      ),
    ],
  );
  talk(
    'rich',
    'd18-uk-flat',
    'what is the flat on harbor view worth',
    ['and what did we pay for it', exact(homeF('Harbor View', 'purchasePrice'))],
    ['so how much has it gone up', exact(homeGainF('Harbor View'))],
  );
  talk(
    'rich',
    'd18-ballpark-tax',
    'ballpark federal tax last year',
    ['and the year before?', exact(fedTaxF(2024))],
    ['what about the state one for that year', exact(stateTaxF(2024, 'ID-40'))],
  );
  talk(
    'small',
    'd18-pike-speedway',
    'what did i spend at speedway in september',
    ['october', spending(named(10), undefined, 'Speedway')],
    ['and combined?', spending(M.months(9, 10), undefined, 'Speedway')],
  );
  talk('rich', 'd18-voo-vti', 'how much are we up on VOO', ['and on VTI?', exact(holdingChangeF('VTI'))]);
  talk('rich', 'd18-budget-left', 'how much shopping budget is left this month', [
    'and entertainment?',
    exact(budgetF('Entertainment', 'left')),
  ]);
  talk('rich', 'd18-groceries-years', 'how much on groceries this year so far', [
    'what about last year then',
    spending(lastYear, 'Groceries'),
  ]);
  talk(
    'rich',
    'd18-planner-shares',
    "The client wants to know what Sofia's share of the estate is.",
    ["and diego's?", exact(shareF('Diego'))],
    ['the charity?', exact(shareF('Idaho Foodbank'))],
  );
  talk(
    'rich',
    'd18-cards',
    'whats owed on the chase card',
    ['and the citi one', exact(balanceF('Costco Anywhere Visa'))],
    ['total?', exact(creditOwedF)],
  );
  talk(
    'small',
    'd18-pike-tj',
    "how much did i spend at trader joe's last month",
    ['the month before?', spending(named(9), undefined, "Trader Joe's")],
    [
      'by how much did it change',
      exact((f) =>
        exactMoney(
          spent(f, { period: named(10), merchant: "Trader Joe's" })
            .minus(spent(f, { period: named(9), merchant: "Trader Joe's" }))
            .abs(),
        ),
      ),
    ],
  );
  talk('rich', 'd18-aus-home-loan', 'how much is left owing on the home loan', [
    "what's the monthly repayment",
    exact(mortgageF('Rocket', 'monthlyPayment')),
  ]);
  talk('rich', 'd18-umbrella', 'who is our umbrella cover with', [
    'how much does it cost us a year',
    exact(premiumF('umbrella')),
  ]);
});
