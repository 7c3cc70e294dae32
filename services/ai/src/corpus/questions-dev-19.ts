// A nineteenth development set for issue 33, written on 2026-12-09 when dev to dev-17 stood at 100%,
// dev-18 at 70/71 and the held-out half at 92.6%, before any of it was run and without reading the
// held-out half. Where earlier sets tried new voices, this one tries the Castellanos' own data and the
// ways its things can be named more than one way or ambiguously: two accounts at Wells Fargo, an account
// named by its bank only ("the fidelity account"), a holding by its company ("the costco stock") beside a
// card of the same name ("the costco card"), a property by street, city or nickname, a mortgage by its
// lender or its property, a beneficiary by relation ("our daughter", "my husband"), a CPA by firm. Weighted
// about 40% to conversations of three or four turns (a third turn leaning on the first, "the first one";
// a turn naming a thing from the answer, not the question, "how much did we pay for it" after a ranking;
// a turn switching the measure and the thing together, "and the monthly on the lake one?"), about 30% to
// compounds that mix a count with a figure, a superlative with a figure ("which account is biggest and
// how much is in it") or two periods ("H1 vs H2"), about 15% to the older misses in new words, the rest
// periods named as people name them ("last tax year", "the year before last", "H1", "since the start of
// the year", "the spring") and superlatives. Mostly the Castellanos; a few of Jordan Pike's.

import { dec, sum } from './money';
import {
  budgetRoomExtreme,
  budgetOf,
  countOf,
  extreme,
  holdingOf,
  morePeriods as M,
  periods,
  propertyGainExtreme,
  streetName,
  type OracleFamily,
  type Range,
} from './oracle';
import {
  balanceF,
  budgetF,
  compound,
  count,
  creditOwedF,
  exact,
  exactMoney,
  fedTaxF,
  gainedMost,
  holdingChangeF,
  holdingValueF,
  homeEquityF,
  homeF,
  homeGainF,
  k1F,
  lostMost,
  mortgageF,
  mostIn,
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
  topCategory,
  topMerchant,
  winner,
  type Expect,
} from './new-corpus';

const { thisMonth, thisYear, named } = periods;
/** January to June of this year, "H1"; July to today, "H2 so far". */
const firstHalf = M.months(1, 6);
const secondHalfSoFar = M.since(7);
const spring = M.months(3, 5);
const summer = M.months(6, 8);
/** The second half of last year. */
const lastYearSecondHalf = (today: string): Range => {
  const y = Number(today.slice(0, 4)) - 1;
  return { from: `${y}-07-01`, to: `${y}-12-31` };
};

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
const cpas = count(
  (f) => names.professionals(f, 'cpa').length,
  'CPAs?|accountants?',
  (f) => names.professionals(f, 'cpa'),
);
const costBasisF = (symbol: string) => (f: OracleFamily) =>
  exactMoney(holdingOf(f, symbol).holding.costBasis);
const creditLimitF = (name: string) => (f: OracleFamily) =>
  exactMoney(f.data.accounts.find((a) => a.name === name)!.creditLimit ?? '0');
const atWellsFargo = (f: OracleFamily) => f.data.accounts.filter((a) => a.institution === 'Wells Fargo');

export const devCorpus19 = newCorpusOf((ask, talk) => {
  // ----- Periods, named as people name them. -----
  ask('rich', 'period', 'what did we spend eating out in H1', spending(firstHalf, 'Food & Dining'));
  ask('rich', 'period', 'shopping since the start of the year', spending(thisYear, 'Shopping'));
  ask('rich', 'period', 'how much went on utilities this spring', spending(spring, 'Utilities'));
  ask('rich', 'period', 'federal tax the year before last', exact(fedTaxF(2024)));
  ask(
    'rich',
    'period',
    'what did amazon get from us in the second half of last year',
    spending(lastYearSecondHalf, undefined, 'Amazon'),
  );
  ask('rich', 'period', 'how much k-1 income did we report last tax year', exact(k1F(2025)));

  // ----- Superlatives. -----
  ask(
    'rich',
    'superlative',
    'of the two wells fargo accounts which one has more in it',
    winner((f) =>
      extreme(
        atWellsFargo(f),
        (a) => dec(a.balance).abs(),
        (a) => a.name,
        'max',
      ),
    ),
  );
  ask(
    'rich',
    'superlative',
    'which of our places is worth the least',
    winner((f) =>
      extreme(
        f.data.properties,
        (p) => dec(p.currentValue),
        (p) => streetName(p.address),
        'min',
      ),
    ),
  );
  ask('small', 'superlative', 'who got most of my money since august', topMerchant(M.since(8)));
  ask('rich', 'superlative', 'which card are we carrying the bigger balance on', mostIn(['credit']));

  // ----- Counts and things not on file (every dev set has each kind; added after the first run). -----
  ask(
    'rich',
    'count',
    'how many accounts do we keep at wells fargo, and which',
    count(
      (f) => atWellsFargo(f).length,
      'accounts?',
      (f) => atWellsFargo(f).map((a) => a.name),
    ),
  );
  ask('rich', 'not_on_file', "how much is in diego's 529 plan", notOnFile);

  // ----- The older misses, in new words. -----
  ask(
    'rich',
    'older_miss',
    "what's the castellano bottom line once you net out the mortgages and the cards",
    exact(netWorthF),
  );
  ask(
    'rich',
    'older_miss',
    'our total worth with the studio and the funds in it, less every loan',
    exact(netWorthF),
  );
  ask('small', 'older_miss', 'assets minus debts for me', exact(netWorthF));
  ask('rich', 'older_miss', 'walk me through who inherits and in what proportions', everyShare);
  ask('rich', 'older_miss', 'list our heirs with the cut each one gets', everyShare);
  ask('rich', 'older_miss', 'how many tax accountants are on our team, and who', cpas);
  ask('rich', 'older_miss', 'how much of alder creek is actually ours', exact(homeEquityF('Alder Creek')));
  ask(
    'rich',
    'older_miss',
    "what's the coeur d'alene unit worth to us after the u.s. bank loan",
    exact(homeEquityF('Harbor View')),
  );
  ask(
    'rich',
    'older_miss',
    'value minus what we owe on the boise house we live in',
    exact(homeEquityF('Alder Creek')),
  );
  ask('rich', 'older_miss', 'how many cpas handle our stuff? names please', cpas);
  ask(
    'rich',
    'older_miss',
    'what would the family be worth if we liquidated everything and paid every creditor',
    exact(netWorthF),
  );
  ask(
    'rich',
    'older_miss',
    "the spouse, the son, the daughter and the charity: what's each one's share in the will",
    everyShare,
  );

  // ----- Two questions in one: a count with a figure, a superlative with a figure, two periods. -----
  ask('rich', 'compound', 'which account is biggest and how much is in it', mostIn());
  ask(
    'rich',
    'compound',
    'how many properties do we own and what are they worth all together',
    compound(
      part(
        (f) => countOf(f.data.properties.length, 'propert(?:y|ies)|homes?|places?'),
        (f) => exactMoney(sum(f.data.properties.map((p) => p.currentValue))),
      ),
    ),
  );
  ask(
    'rich',
    'compound',
    'how many credit cards do we have and what do we owe on them in total',
    compound(
      part((f) =>
        countOf(
          f.data.accounts.filter((a) => a.accountType === 'credit').length,
          'cards?|credit cards?|credit accounts?',
        ),
      ),
      part(creditOwedF),
    ),
  );
  ask(
    'rich',
    'compound',
    'which holding has lost the most and what did we pay for it',
    compound(
      part(() => ['PFE', 'Pfizer'], holdingChangeF('PFE')),
      part(costBasisF('PFE')),
    ),
  );
  ask(
    'rich',
    'compound',
    'groceries in H1 vs H2 so far',
    compound(part(spendF(firstHalf, 'Groceries')), part(spendF(secondHalfSoFar, 'Groceries'))),
  );
  ask(
    'rich',
    'compound',
    'what did we spend at costco in the spring and in the summer',
    compound(part(spendF(spring, undefined, 'Costco')), part(spendF(summer, undefined, 'Costco'))),
  );
  ask(
    'rich',
    'compound',
    "what's the wells fargo savings at and what's the ally one at",
    compound(part(balanceF('Way2Save Savings')), part(balanceF('Ally High-Yield Savings'))),
  );
  ask(
    'rich',
    'compound',
    "what do we owe rocket and what's the lake condo worth",
    compound(part(mortgageF('Rocket', 'currentBalance')), part(homeF('Harbor View', 'currentValue'))),
  );
  ask(
    'rich',
    'compound',
    'how much is the costco stock worth and how much is on the costco card',
    compound(part(holdingValueF('COST')), part(balanceF('Costco Anywhere Visa'))),
  );
  ask(
    'rich',
    'compound',
    "what's our daughter's share and how many beneficiaries are there",
    compound(
      part(shareF('Sofia')),
      part((f) => countOf(f.data.beneficiaries.length, 'beneficiar(?:y|ies)')),
    ),
  );
  ask(
    'rich',
    'compound',
    'which property has gained the most since we bought it, and what do we still owe on it',
    compound(
      part(
        (f) => streetName(propertyGainExtreme(f, 'max').name),
        (f) => exactMoney(propertyGainExtreme(f, 'max').figure),
      ),
      part(mortgageF('Rocket', 'currentBalance')),
    ),
  );
  ask(
    'rich',
    'compound',
    'federal and idaho tax for last tax year',
    compound(part(fedTaxF(2025)), part(stateTaxF(2025, 'ID-40'))),
  );
  ask(
    'rich',
    'compound',
    "what's sawtooth worth now and what were our k-1s the year before last",
    compound(part(placementF('Sawtooth', 'currentValue')), part(k1F(2024))),
  );
  ask(
    'rich',
    'compound',
    'how much does allstate cover us for and what do we pay them a year',
    compound(part(allstate('coverageAmount')), part(allstate('annualPremium'))),
  );
  ask(
    'rich',
    'compound',
    'which budget has the most room left and how much have we spent in it this month',
    compound(
      part(
        (f) => budgetRoomExtreme(f, 'max').name,
        (f) => exactMoney(budgetRoomExtreme(f, 'max').figure),
      ),
      part((f) => exactMoney(budgetOf(f, budgetRoomExtreme(f, 'max').name).spent)),
    ),
  );
  ask(
    'rich',
    'compound',
    "what's in the HSA and how many savings accounts do we have",
    compound(
      part(balanceF('Health Savings Account')),
      part((f) =>
        countOf(
          f.data.accounts.filter((a) => a.accountType === 'savings').length,
          'savings accounts?|accounts?',
        ),
      ),
    ),
  );
  ask(
    'small',
    'compound',
    "what's in my savings and what did i spend on groceries since july",
    compound(part(balanceF('Share Savings')), part(spendF(M.since(7), 'Groceries'))),
  );
  ask(
    'small',
    'compound',
    "how much has rent come to since august and what's in checking",
    compound(part(spendF(M.since(8), 'Housing')), part(balanceF('Free Active Duty Checking'))),
  );
  ask(
    'rich',
    'compound',
    'biggest spending category since the start of the year, and how much',
    topCategory(thisYear),
  );
  ask(
    'rich',
    'compound',
    "how many mortgages do we have and what's the total still owed",
    compound(
      part((f) => countOf(f.data.mortgages.length, 'mortgages?|loans?')),
      part((f) => exactMoney(sum(f.data.mortgages.map((m) => m.currentBalance)))),
    ),
  );
  ask(
    'rich',
    'compound',
    "which property is worth the most and what's the rate on its loan",
    compound(
      part(() => 'Alder Creek', homeF('Alder Creek', 'currentValue')),
      part(mortgageF('Rocket', 'interestRate')),
    ),
  );
  ask(
    'rich',
    'compound',
    'travel spending last december and this july',
    compound(part(spendF(named(12), 'Travel')), part(spendF(named(7), 'Travel'))),
  );
  ask(
    'rich',
    'compound',
    'which holding is worth the most and how many shares of it do we own',
    compound(
      part(() => ['VOO', 'Vanguard S&P 500 ETF'], holdingValueF('VOO')),
      part((f) => new RegExp(`\\b${holdingOf(f, 'VOO').holding.shares}\\b`)),
    ),
  );

  // ----- Conversations of three or four turns. -----
  talk(
    'rich',
    'd19-wells-fargo',
    'what do we have at wells fargo',
    ['and which of those is the savings one', exact(balanceF('Way2Save Savings'))],
    ['and the checking one?', exact(balanceF('Everyday Checking'))],
    ['add the two up', exact((f) => exactMoney(sum(atWellsFargo(f).map((a) => a.balance))))],
  );
  talk(
    'rich',
    'd19-roth-loser',
    "what's the worst performer in the roth",
    ['how much did we pay for it', exact(costBasisF('ARKK'))],
    ["and what's it worth now", exact(holdingValueF('ARKK'))],
  );
  talk(
    'rich',
    'd19-lake-lender',
    'who holds the mortgage on the lake condo',
    ["what's the rate", exact(mortgageF('U.S. Bank', 'interestRate'))],
    ["and what's the rate on the other one?", exact(mortgageF('Rocket', 'interestRate'))],
    ['how much is left on that one', exact(mortgageF('Rocket', 'currentBalance'))],
  );
  talk(
    'rich',
    'd19-biggest-position',
    "what's our biggest position",
    ['how much are we up on it', exact(holdingChangeF('VOO'))],
    ['and what did it cost us', exact(costBasisF('VOO'))],
  );
  talk(
    'rich',
    'd19-cards-limit',
    "what's on the chase card",
    ['and the citi?', exact(balanceF('Costco Anywhere Visa'))],
    ["what's the limit on the first one", exact(creditLimitF('Freedom Unlimited'))],
  );
  talk(
    'rich',
    'd19-relations',
    'what share goes to our daughter',
    ['and my husband?', exact(shareF('Andrés'))],
    ['and the food bank', exact(shareF('Idaho Foodbank'))],
  );
  talk(
    'rich',
    'd19-cpa-firms',
    "who's our cpa at gem state tax group",
    ['and who do we use at oyelaran & finch', exact(() => /Marcus Oyelaran/)],
    ['so how many accountants is that', cpas],
  );
  talk(
    'rich',
    'd19-rental-gain',
    "what's the 9th street rental worth",
    ['how much has it gone up since we bought it', exact(homeGainF('9th Street'))],
    ['and the alder creek house?', exact(homeGainF('Alder Creek'))],
  );
  talk(
    'rich',
    'd19-switch-both',
    "what's the rate on the rocket mortgage",
    ['and the monthly on the lake one?', exact(mortgageF('U.S. Bank', 'monthlyPayment'))],
    ['how much is left on the first one', exact(mortgageF('Rocket', 'currentBalance'))],
  );
  talk(
    'rich',
    'd19-chipotle-halves',
    'how much did we spend at chipotle in H1',
    ['and H2 so far?', spending(secondHalfSoFar, undefined, 'Chipotle')],
    ['both halves together?', spending(thisYear, undefined, 'Chipotle')],
  );
  talk(
    'rich',
    'd19-fidelity',
    "what's in the fidelity account",
    ['which holding in there is up the most', gainedMost],
    ['and down the most?', lostMost],
  );
  talk(
    'rich',
    'd19-tax-years',
    'what was our federal tax last tax year',
    ['and idaho?', exact(stateTaxF(2025, 'ID-40'))],
    ['and federal the year before last?', exact(fedTaxF(2024))],
  );
  talk(
    'rich',
    'd19-house-equity',
    'how much equity do we have in the lake place',
    ['and in the house?', exact(homeEquityF('Alder Creek'))],
    ["what's the rate on its loan", exact(mortgageF('Rocket', 'interestRate'))],
  );
  talk(
    'small',
    'd19-pike-gas',
    'what did i spend on gas in october',
    ['and november so far', spending(thisMonth, 'Transportation')],
    ['and on food this month', spending(thisMonth, 'Food & Dining')],
  );
  talk(
    'rich',
    'd19-budget-room',
    'how much room is left in the groceries budget',
    ['and what have we spent against it', exact(budgetF('Groceries', 'spent'))],
    ['same for shopping', exact(budgetF('Shopping', 'spent'))],
  );
  talk(
    'rich',
    'd19-placements',
    'what did we put into treasure valley',
    ['and into sawtooth?', exact(placementF('Sawtooth', 'initialInvestment'))],
    ["what's the first one paid out so far", exact(placementF('Treasure Valley', 'distributionsMade'))],
  );
  talk('rich', 'd19-savings-roth', 'how much is in the way2save', [
    'and in marisol’s roth',
    exact(balanceF('Roth IRA (Marisol)')),
  ]);
});

/** The Allstate policy's figure (the one policy of that insurer). */
function allstate(field: 'coverageAmount' | 'annualPremium') {
  return (f: OracleFamily) => {
    const policies = f.data.insurance.filter((p) => p.provider === 'Allstate');
    if (policies.length !== 1) throw new Error('The oracle expected one Allstate policy');
    return exactMoney(policies[0]![field]);
  };
}
