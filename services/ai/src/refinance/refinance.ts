// One mortgage's refinance analysis as the Real Estate page shows it: the analyst's figures for that
// loan (analytics/refinance.ts, the same ones recommendations are generated from), with the formula and
// the assumptions behind them stated. A pure function.
import type { Mortgage, MortgageRefinanceAnswer, Property } from '@heirloom/contracts';
import {
  analyzeRefinance,
  assumptionDefinitions,
  formatAssumption,
  REFINANCE_FORMULA,
  type AssumptionName,
  type Assumptions,
} from '../analytics';

const STATED: readonly AssumptionName[] = [
  'MARKET_MORTGAGE_RATE_PERCENT',
  'REFINANCE_CLOSING_COST_PERCENT',
  'REFINANCE_MAX_BREAK_EVEN_PERCENT_OF_TERM',
];

/** Null when the mortgage's figures cannot be read (the analyst skips such a loan). */
export function mortgageRefinance(
  mortgage: Mortgage,
  properties: readonly Property[],
  today: string,
  assumptions: Assumptions,
): MortgageRefinanceAnswer | null {
  const { analysis } = analyzeRefinance(
    { today, mortgages: [mortgage], properties: [...properties] },
    assumptions,
  );
  const result = analysis.mortgages[0];
  if (!result) return null;
  return {
    ...result,
    formula: REFINANCE_FORMULA,
    assumptions: STATED.map((name) => ({
      name,
      value: formatAssumption(name, assumptions),
      meaning: assumptionDefinitions[name].meaning,
    })),
  };
}
