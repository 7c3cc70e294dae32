// An eleventh development set for issue 33, written when dev to dev-10 stood at 100%, before any of it
// was run and without reading the held-out half. Longer, chattier questions with a reason or a
// greeting around them ("we're thinking of selling, so ..."), names misspelled, questions that must ask
// back because two things fit, and follow-ups that only say "the other one", "that", or "more or less
// than last year?".

import { sum } from './money';
import { morePeriods as M, periods } from './oracle';
import {
  askBack,
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
  homeGainF,
  k1F,
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
  topCategory,
  typeTotalF,
} from './new-corpus';

const { lastMonth, lastYear, thisYear, named } = periods;

export const devCorpus11 = newCorpusFamilies11();

function newCorpusFamilies11() {
  return newCorpusOf((ask, talk) => {
    // ----- Older misses, said with a reason around them. -----
    ask(
      'rich',
      'older_miss',
      "we're thinking of selling the lake condo, what would we walk away with after paying off the loan",
      exact(homeEquityF('Harbor View')),
    );
    ask(
      'rich',
      'older_miss',
      'for the refinance paperwork, what is the balance still owed on our primary mortgage',
      exact(mortgageF('Rocket', 'currentBalance')),
    );
    ask(
      'rich',
      'older_miss',
      'my accountant is asking: what were our total k-1 earnings for 2024',
      exact(k1F(2024)),
    );
    ask(
      'rich',
      'older_miss',
      'hi! quick one, how much has the alder creek place gone up in value since 2019',
      exact(homeGainF('Alder Creek')),
    );
    ask(
      'rich',
      'older_miss',
      'before we rebalance, what is the boeing position worth today',
      exact(holdingValueF('BA')),
    );
    ask(
      'rich',
      'older_miss',
      'how much did treasure valey distribute to us',
      exact(placementF('Treasure Valley', 'distributionsMade')),
    );
    ask('rich', 'older_miss', 'whats sofias percentage in the will', exact(shareF('Sofia')));
    ask(
      'rich',
      'older_miss',
      'remind me how much is in the health savings',
      exact(balanceF('Health Savings Account')),
    );
    ask(
      'rich',
      'older_miss',
      'for our records, what is the total of everything we own less everything we owe',
      exact(netWorthF),
    );
    ask(
      'small',
      'older_miss',
      "i'm trying to budget, how much did i spend on gas last month",
      spending(lastMonth, 'Transportation'),
    );

    // ----- Two in one, said at length. -----
    ask(
      'rich',
      'compound',
      'can you tell me what the rental is worth and also what we paid for it back in 2014',
      compound(part(homeF('9th Street', 'currentValue')), part(homeF('9th Street', 'purchasePrice'))),
    );
    ask(
      'rich',
      'compound',
      'what federal tax did we pay for 2025, and what was our k1 income that same year',
      compound(part(fedTaxF(2025)), part(k1F(2025))),
    );
    ask(
      'rich',
      'compound',
      'how much did we spend at chipotle last month and how much at starbucks',
      compound(
        part(spendF(lastMonth, undefined, 'Chipotle')),
        part(spendF(lastMonth, undefined, 'Starbucks')),
      ),
    );
    ask(
      'rich',
      'compound',
      'how much is VOO worth and how much are we up on it',
      compound(part(holdingValueF('VOO')), part(holdingChangeF('VOO'))),
    );

    // ----- Counts, superlatives, periods. -----
    ask(
      'rich',
      'count',
      'how many life insurance policies have we got and who are they with',
      count(
        (f) => f.data.insurance.filter((p) => p.policyType === 'life').length,
        'life insurance polic(y|ies)|polic(y|ies)',
        (f) => names.providers(f, 'life'),
      ),
    );
    ask('rich', 'superlative', 'what category ate up the most money last year', topCategory(lastYear));
    ask(
      'rich',
      'period',
      'what did we spend on travel from may through july',
      spending(M.months(5, 7), 'Travel'),
    );
    ask(
      'rich',
      'period',
      'chevron spending in the last 90 days',
      spending(M.pastDays(90), undefined, 'Chevron'),
    );
    ask('rich', 'period', 'regal cinemas so far this year', spending(thisYear, undefined, 'Regal Cinemas'));
    ask('rich', 'not_on_file', 'how much is our jewelry insured for', notOnFile);
    ask('small', 'not_on_file', 'what do i still owe on my car', notOnFile);

    // Six more, written after the first 34 were run (a set holds 40 or more), before any change.
    ask('rich', 'not_on_file', 'how much is in the donor advised fund', notOnFile);
    ask(
      'rich',
      'older_miss',
      'how much liability cover does the umbrella give us',
      exact((f) => exactMoney(f.data.insurance.find((p) => p.policyType === 'umbrella')!.coverageAmount)),
    );
    ask(
      'rich',
      'compound',
      "what's our net worth, plus how much do we owe on the cards",
      compound(part(netWorthF), part(typeTotalF('credit'))),
    );
    ask('rich', 'period', 'walgreens since march', spending(M.since(3), undefined, 'Walgreens'));
    ask(
      'rich',
      'count',
      'how many holdings are in the roth',
      count(
        (f) => f.data.holdings.filter((h) => h.accountId === 'roth').length,
        'holdings?|positions?|investments?|stocks?|funds?',
        (f) => f.data.holdings.filter((h) => h.accountId === 'roth').map((h) => h.symbol),
      ),
    );
    talk('rich', 'd11-bnd', 'what is the total bond market fund worth', [
      'is it up or down?',
      exact(holdingChangeF('BND')),
    ]);

    // ----- Questions that must ask back. -----
    ask(
      'rich',
      'older_miss',
      "what's the balance on the savings account",
      askBack(/Way2Save/i, /Ally/i, /Health Savings|HSA/i),
    );

    // ----- Conversations. -----
    talk(
      'rich',
      'd11-condo-more',
      'what did we pay for the harbor view condo',
      ["and what's it worth now", exact(homeF('Harbor View', 'currentValue'))],
      ['and the rental, what is that worth', exact(homeF('9th Street', 'currentValue'))],
    );
    talk('rich', 'd11-grocery-year', 'how much did we spend on groceries this year', [
      'and last year?',
      spending(lastYear, 'Groceries'),
    ]);
    talk('rich', 'd11-target-months', 'target in august', [
      'how about july',
      spending(named(7), undefined, 'Target'),
    ]);
    talk('rich', 'd11-voo-cost', 'how much is voo worth', [
      'what did we pay for it',
      exact((f) => exactMoney(f.data.holdings.find((h) => h.symbol === 'VOO')!.costBasis)),
    ]);
    talk(
      'rich',
      'd11-k1-fed',
      'what was our k1 income in 2025',
      ['and the federal tax that year?', exact(fedTaxF(2025))],
      ['and in 2024?', exact(fedTaxF(2024))],
    );
    talk('rich', 'd11-mortgage-pay', 'what do we pay each month on the us bank loan', [
      'and the rocket one?',
      exact(mortgageF('Rocket', 'monthlyPayment')),
    ]);
    talk('rich', 'd11-diego', "what's diego's share", ['and andres?', exact(shareF('Andrés'))]);
    talk('rich', 'd11-arkk', 'how much are we down on ARKK', [
      'and what is it worth now?',
      exact(holdingValueF('ARKK')),
    ]);
    talk('small', 'd11-pike-groceries', 'groceries last month?', [
      'and the month before?',
      spending(named(9), 'Groceries'),
    ]);
    talk('rich', 'd11-studio', 'what is the design studio worth', [
      'and the k1 from it for 2025?',
      // Its K-1 as the page adds it: ordinary income, capital gains and qualified dividends.
      exact((f) => {
        const k = f.data.k1Documents.find((d) => d.entityId === 'biz-studio' && d.taxYear === 2025)!;
        return exactMoney(sum([k.ordinaryIncome, k.capitalGains, k.qualifiedDividends]));
      }),
    ]);
  });
}
