// Investment: one holding too large a share of the portfolio, and cash far beyond an emergency reserve
// of a few months of the family's actual spending.
import { recommendationCategory } from '@heirloom/contracts';
import type { FamilyData } from '../data/family-data';
import { formatAssumption, statedAssumptions, type Assumptions } from '../config/assumptions';
import type { CheckResult } from './check';
import { Dec, daysBetween, dollars, fixed, money, parseDay, percentText, readDecimal, sum } from './figures';
import type { DataIssue, Finding, HoldingConcentration, InvestmentAnalysis } from './types';

export type InvestmentInput = Pick<FamilyData, 'holdings' | 'accounts' | 'spending'>;

/** Broad funds are diversified by themselves: a large share in one is not a concentration. */
const DIVERSIFIED_FUND = /\b(ETF|fund|index|target|portfolio|treasury|bond)\b/i;

/** Average month length in days (365.25 / 12). */
const DAYS_PER_MONTH = new Dec('365.25').div(12);

export function analyzeInvestment(
  input: InvestmentInput,
  assumptions: Assumptions,
): CheckResult<InvestmentAnalysis> {
  const issues: DataIssue[] = [];
  const maxShare = new Dec(assumptions.CONCENTRATION_MAX_PERCENT);

  const holdings = input.holdings.flatMap((h) => {
    const value = readDecimal(h.currentValue, issues, { entity: 'holding', id: h.id, field: 'currentValue' });
    return value && value.greaterThan(0) ? [{ holding: h, value }] : [];
  });
  const portfolio = sum(holdings.map((h) => h.value));
  const describe = ({ holding, value }: { holding: (typeof input.holdings)[number]; value: Dec }) => ({
    holdingId: holding.id,
    symbol: holding.symbol,
    name: holding.name,
    currentValue: money(value),
    sharePercent: fixed(value.div(portfolio).times(100), 2),
    excessValue: money(Dec.max(value.minus(portfolio.times(maxShare).div(100)), 0)),
  });
  const above = (h: HoldingConcentration) => new Dec(h.sharePercent).greaterThan(maxShare);
  // Largest first, sorted on the Decimals already read (a comparator building two per call took most
  // of the analysis of 10,000 holdings; the sort is stable, so the order is the same). Shares fall
  // along that order, so the concentrated holdings lead it: only the top five and those are described.
  const shares: HoldingConcentration[] = [];
  if (!portfolio.isZero()) {
    for (const holding of [...holdings].sort((a, b) => b.value.comparedTo(a.value))) {
      const share = describe(holding);
      shares.push(share);
      if (shares.length >= 5 && !above(share)) break;
    }
  }
  const concentrated = shares.filter((h) => above(h) && !DIVERSIFIED_FUND.test(h.name));

  const cash = sum(
    input.accounts
      .filter((a) => a.accountType === 'checking' || a.accountType === 'savings')
      .flatMap(
        (a) => readDecimal(a.balance, issues, { entity: 'account', id: a.id, field: 'balance' }) ?? [],
      ),
  );
  const spending = monthlySpending(input.spending, issues);
  const reserveMonths = Number(assumptions.EMERGENCY_FUND_MONTHS);
  const reserve = spending ? spending.average.times(reserveMonths) : new Dec(0);
  const excess = spending ? Dec.max(cash.minus(reserve), 0) : new Dec(0);

  const analysis: InvestmentAnalysis = {
    portfolioValue: money(portfolio),
    holdingCount: holdings.length,
    maxSharePercent: maxShare.toFixed(),
    concentrated,
    topHoldings: shares.slice(0, 5),
    cash: money(cash),
    averageMonthlySpending: money(spending?.average ?? 0),
    spendingMonths: spending ? spending.months.toDecimalPlaces(1).toNumber() : 0,
    emergencyFundMonths: reserveMonths,
    emergencyFund: money(reserve),
    excessCash: money(excess),
    monthsOfSpendingHeld:
      spending && !spending.average.isZero() ? fixed(cash.div(spending.average), 1) : null,
  };

  const findings = concentrated.map((h) => concentrationFinding(h, analysis, assumptions));
  if (spending && !spending.average.isZero() && excess.greaterThan(0)) {
    findings.push(excessCashFinding(analysis, assumptions));
  }
  return { analysis, findings, issues };
}

/**
 * Expenses per month over the summary's range, counted from the first month that has transactions
 * (so a family that joined two months ago is not averaged over a year). Undefined without spending.
 */
function monthlySpending(
  summary: FamilyData['spending'] | undefined,
  issues: DataIssue[],
): { average: Dec; months: Dec } | undefined {
  if (!summary) return undefined;
  const expenses = readDecimal(summary.expenses, issues, {
    entity: 'transaction_summary',
    id: 'spending',
    field: 'expenses',
  });
  const to = parseDay(summary.to);
  let from = parseDay(summary.from);
  if (!expenses || expenses.lessThanOrEqualTo(0) || !to || !from) return undefined;
  const firstMonth = [...summary.byMonth].map((m) => m.month).sort()[0];
  if (firstMonth && `${firstMonth}-01` > from) from = `${firstMonth}-01`;
  const days = Math.max(1, daysBetween(from, to) + 1);
  const months = Dec.max(new Dec(days).div(DAYS_PER_MONTH), 1);
  // Rounded to the cent, so the reserve and the excess can be checked by hand from the figures shown.
  return { average: expenses.div(months).toDecimalPlaces(2), months };
}

function concentrationFinding(
  h: HoldingConcentration,
  a: InvestmentAnalysis,
  assumptions: Assumptions,
): Finding {
  const twiceTheLimit = new Dec(h.sharePercent).greaterThanOrEqualTo(new Dec(a.maxSharePercent).times(2));
  return {
    type: 'investment_concentration',
    category: recommendationCategory('investment_concentration'),
    relatedEntityId: h.holdingId,
    title: `Reduce your concentration in ${h.symbol}`,
    description:
      `${h.name} (${h.symbol}) is worth ${dollars(h.currentValue)}, ${percentText(h.sharePercent)} of your ` +
      `${dollars(a.portfolioValue)} portfolio, above the ${formatAssumption('CONCENTRATION_MAX_PERCENT', assumptions)} ` +
      `a single holding should be. Bringing it back to that limit means moving about ${dollars(h.excessValue)} into ` +
      'other investments. Trimming in a taxable account realises gains: sell in stages, pair the sales with ' +
      'harvested losses, or give appreciated shares to charity.',
    potentialSavings: null,
    // At twice the limit, one company's setback would shake the whole plan: high.
    priority: twiceTheLimit ? 'high' : 'medium',
    evidence: {
      inputs: {
        symbol: h.symbol,
        currentValue: h.currentValue,
        portfolioValue: a.portfolioValue,
        sharePercent: h.sharePercent,
        excessValue: h.excessValue,
      },
      formula:
        'share = currentValue / Σ holdings currentValue × 100; excess = currentValue - portfolio × maxShare / 100',
      assumptions: statedAssumptions(['CONCENTRATION_MAX_PERCENT'], assumptions),
    },
  };
}

function excessCashFinding(a: InvestmentAnalysis, assumptions: Assumptions): Finding {
  return {
    type: 'excess_cash',
    category: recommendationCategory('excess_cash'),
    relatedEntityId: null,
    title: `Put ${dollars(a.excessCash)} of idle cash to work`,
    description:
      `Checking and savings hold ${dollars(a.cash)}, about ${a.monthsOfSpendingHeld} months of your average ` +
      `spending of ${dollars(a.averageMonthlySpending)} a month (over the last ${a.spendingMonths} months). ` +
      `Keeping ${formatAssumption('EMERGENCY_FUND_MONTHS', assumptions)} of spending ` +
      `(${dollars(a.emergencyFund)}) as a reserve leaves ${dollars(a.excessCash)} that could go to investments, ` +
      'paying down the highest-rate debt, or a high-yield account or Treasury bills for money needed soon.',
    potentialSavings: null,
    priority: 'medium',
    evidence: {
      inputs: {
        cash: a.cash,
        averageMonthlySpending: a.averageMonthlySpending,
        spendingMonths: a.spendingMonths,
        emergencyFund: a.emergencyFund,
        excessCash: a.excessCash,
      },
      formula:
        'cash = Σ checking + savings balances; average = expenses / months of transactions; ' +
        'excess = cash - average × emergencyFundMonths',
      assumptions: statedAssumptions(['EMERGENCY_FUND_MONTHS'], assumptions),
    },
  };
}
