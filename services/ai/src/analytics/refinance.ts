// Refinance: what each mortgage would cost at today's market rate over the term it has left, and
// whether the closing costs pay back well inside that term.
import { recommendationCategory } from '@heirloom/contracts';
import type { FamilyData } from '../data/family-data';
import { formatAssumption, statedAssumptions, type Assumptions } from '../config/assumptions';
import type { CheckResult } from './check';
import {
  Dec,
  type DecValue,
  dollars,
  dollarsAndCents,
  money,
  percentText,
  readDay,
  readDecimal,
} from './figures';
import { priorityForSaving } from './priority';
import type { DataIssue, Finding, MortgageRefinance, RefinanceAnalysis } from './types';

export type RefinanceInput = Pick<FamilyData, 'today' | 'mortgages' | 'properties'>;

export const REFINANCE_FORMULA =
  'newPayment = B·r / (1 - (1 + r)^-n), r = marketRate / 12 / 100, n = remainingMonths (B / n when r = 0); ' +
  'monthlySaving = currentPayment - newPayment; closingCosts = B × closingCostPercent / 100; ' +
  'breakEvenMonths = ceil(closingCosts / monthlySaving); recommended when breakEvenMonths <= ' +
  'floor(remainingMonths × maxBreakEvenPercentOfTerm / 100)';

/** Level monthly payment that repays `principal` over `months` at an annual rate in percent, to the cent. */
export function amortizedPayment(principal: DecValue, annualRatePercent: DecValue, months: number): Dec {
  if (months <= 0) throw new RangeError('months must be positive');
  const rate = new Dec(annualRatePercent).div(1200);
  if (rate.isZero()) return new Dec(principal).div(months).toDecimalPlaces(2);
  const factor = rate.plus(1).pow(months);
  return new Dec(principal).times(rate).times(factor).div(factor.minus(1)).toDecimalPlaces(2);
}

/**
 * Monthly payments still due after `today` on a loan whose last payment falls on `maturityDate`
 * (payments fall on the maturity's day of the month; one due today counts as made).
 */
export function remainingMonths(today: string, maturityDate: string): number {
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const [my, mm, md] = maturityDate.split('-').map(Number) as [number, number, number];
  const months = (my - ty) * 12 + (mm - tm) + (md > td ? 1 : 0);
  return Math.max(0, months);
}

export function analyzeRefinance(
  input: RefinanceInput,
  assumptions: Assumptions,
): CheckResult<RefinanceAnalysis> {
  const issues: DataIssue[] = [];
  const addresses = new Map(input.properties.map((p) => [p.id, p.address]));
  const marketRate = new Dec(assumptions.MARKET_MORTGAGE_RATE_PERCENT);
  const closingShare = new Dec(assumptions.REFINANCE_CLOSING_COST_PERCENT).div(100);
  const maxShare = new Dec(assumptions.REFINANCE_MAX_BREAK_EVEN_PERCENT_OF_TERM).div(100);

  const mortgages: MortgageRefinance[] = [];
  const findings: Finding[] = [];
  for (const mortgage of input.mortgages) {
    const where = { entity: 'mortgage' as const, id: mortgage.id };
    const balance = readDecimal(mortgage.currentBalance, issues, { ...where, field: 'currentBalance' });
    const rate = readDecimal(mortgage.interestRate, issues, { ...where, field: 'interestRate' });
    const payment = readDecimal(mortgage.monthlyPayment, issues, { ...where, field: 'monthlyPayment' });
    const maturity = readDay(mortgage.maturityDate, issues, { ...where, field: 'maturityDate' });
    if (!balance || !rate || !payment || !maturity) continue;

    const months = remainingMonths(input.today, maturity);
    const closingCosts = balance.greaterThan(0) ? balance.times(closingShare).toDecimalPlaces(2) : new Dec(0);
    const maxBreakEven = new Dec(months).times(maxShare).floor().toNumber();
    const base = {
      mortgageId: mortgage.id,
      propertyId: mortgage.propertyId,
      propertyAddress: addresses.get(mortgage.propertyId) ?? null,
      lender: mortgage.lender,
      loanType: mortgage.loanType,
      balance: money(balance),
      currentRate: rate.toFixed(),
      currentPayment: money(payment),
      maturityDate: maturity,
      remainingMonths: months,
      marketRate: marketRate.toFixed(),
      closingCosts: money(closingCosts),
      maxBreakEvenMonths: maxBreakEven,
    };

    if (months === 0 || balance.lessThanOrEqualTo(0)) {
      mortgages.push({
        ...base,
        newPayment: null,
        monthlySaving: null,
        annualSaving: null,
        breakEvenMonths: null,
        netSavingOverTerm: null,
        recommended: false,
        verdict: balance.lessThanOrEqualTo(0)
          ? 'The loan is paid off: there is nothing to refinance.'
          : 'The loan has reached maturity: there is nothing left to refinance.',
      });
      continue;
    }

    const newPayment = amortizedPayment(balance, marketRate, months);
    const monthlySaving = payment.minus(newPayment);
    const saves = monthlySaving.greaterThan(0);
    const breakEven = saves ? closingCosts.div(monthlySaving).ceil().toNumber() : null;
    const recommended = breakEven !== null && breakEven <= maxBreakEven;
    const annualSaving = monthlySaving.times(12);
    const netOverTerm = monthlySaving.times(months).minus(closingCosts);
    const verdict = !saves
      ? `At ${percentText(marketRate)} the payment would not fall (${dollarsAndCents(newPayment)} against ` +
        `${dollarsAndCents(payment)} today), so refinancing does not pay.`
      : recommended
        ? `Refinancing saves ${dollarsAndCents(monthlySaving)} a month and the closing costs pay back in ` +
          `${breakEven} months, well inside the ${months} months left.`
        : `Refinancing would save ${dollarsAndCents(monthlySaving)} a month, but the closing costs take ` +
          `${breakEven} months to pay back, more than ${maxBreakEven} months ` +
          `(${formatAssumption('REFINANCE_MAX_BREAK_EVEN_PERCENT_OF_TERM', assumptions)} of the ${months} months left).`;
    const result: MortgageRefinance = {
      ...base,
      newPayment: money(newPayment),
      monthlySaving: money(monthlySaving),
      annualSaving: money(annualSaving),
      breakEvenMonths: breakEven,
      netSavingOverTerm: money(netOverTerm),
      recommended,
      verdict,
    };
    mortgages.push(result);
    if (recommended) findings.push(refinanceFinding(result, assumptions));
  }
  return { analysis: { mortgages }, findings, issues };
}

function refinanceFinding(m: MortgageRefinance, assumptions: Assumptions): Finding {
  const where = m.propertyAddress ? `${m.propertyAddress} mortgage` : `${m.lender} mortgage`;
  const evidence = {
    inputs: {
      lender: m.lender,
      propertyAddress: m.propertyAddress,
      balance: m.balance,
      currentRate: m.currentRate,
      currentPayment: m.currentPayment,
      maturityDate: m.maturityDate,
      remainingMonths: m.remainingMonths,
      newPayment: m.newPayment,
      monthlySaving: m.monthlySaving,
      closingCosts: m.closingCosts,
      breakEvenMonths: m.breakEvenMonths,
      maxBreakEvenMonths: m.maxBreakEvenMonths,
      netSavingOverTerm: m.netSavingOverTerm,
    },
    formula: REFINANCE_FORMULA,
    assumptions: statedAssumptions(
      [
        'MARKET_MORTGAGE_RATE_PERCENT',
        'REFINANCE_CLOSING_COST_PERCENT',
        'REFINANCE_MAX_BREAK_EVEN_PERCENT_OF_TERM',
      ],
      assumptions,
    ),
  };
  return {
    type: 'refinance',
    category: recommendationCategory('refinance'),
    relatedEntityId: m.mortgageId,
    title: `Refinance the ${where}`,
    description:
      `The ${m.lender} loan carries ${percentText(m.currentRate)}, above the assumed market rate of ` +
      `${percentText(m.marketRate)}. Refinancing the ${dollars(m.balance)} balance over the ${m.remainingMonths} ` +
      `months left would lower the payment from ${dollarsAndCents(m.currentPayment)} to ` +
      `${dollarsAndCents(m.newPayment ?? '0')}, saving ${dollarsAndCents(m.monthlySaving ?? '0')} a month ` +
      `(${dollars(m.annualSaving ?? '0')} a year). Closing costs, assumed at ` +
      `${formatAssumption('REFINANCE_CLOSING_COST_PERCENT', assumptions)} of the balance ` +
      `(${dollars(m.closingCosts)}), pay back in ${m.breakEvenMonths} months, well inside the ` +
      `${m.maxBreakEvenMonths}-month limit (${formatAssumption('REFINANCE_MAX_BREAK_EVEN_PERCENT_OF_TERM', assumptions)} ` +
      `of the remaining term). Over the remaining term that is about ${dollars(m.netSavingOverTerm ?? '0')} ` +
      'after closing costs. Confirm the rate you would be offered with a lender before deciding.',
    potentialSavings: m.annualSaving,
    priority: priorityForSaving(m.annualSaving, assumptions),
    evidence,
  };
}
