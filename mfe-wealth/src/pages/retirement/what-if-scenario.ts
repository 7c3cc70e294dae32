// The what-if sliders applied to the plan's scenario: retire earlier or later, spend a share of the
// plan, save more, a different share of stocks. Money stays decimal (decimal.js); the mix keeps bonds
// and cash in their proportion when stocks move.
import type { AssetMix, RetirementScenario } from '@heirloom/contracts';
import Decimal from 'decimal.js';

export interface WhatIf {
  /** Years added to every adult's retirement age (negative: earlier). */
  retireShift: number;
  /** Retirement spending as a percentage of the plan's (90: spend 10% less). */
  spendingPercent: number;
  /** Dollars saved per year on top of the plan's, until retirement. */
  extraSavings: number;
  /** The mix's stocks percentage; null: the plan's mix. */
  stocks: number | null;
}

export const NO_WHAT_IF: WhatIf = { retireShift: 0, spendingPercent: 100, extraSavings: 0, stocks: null };

export const isNeutral = (whatIf: WhatIf, mix: AssetMix) =>
  whatIf.retireShift === 0 &&
  whatIf.spendingPercent === 100 &&
  whatIf.extraSavings === 0 &&
  (whatIf.stocks === null || whatIf.stocks === mix.stocks);

/** The earliest and latest shift every adult can take (not before their current age, not past life). */
export function shiftRange(scenario: RetirementScenario, year: number): { min: number; max: number } {
  let min = -10;
  let max = 10;
  for (const adult of scenario.adults) {
    min = Math.max(min, year - adult.birthYear - adult.retirementAge);
    max = Math.min(max, adult.lifeExpectancy - 1 - adult.retirementAge);
  }
  return { min: Math.min(0, min), max: Math.max(0, max) };
}

export function mixWithStocks(mix: AssetMix, stocks: number): AssetMix {
  const rest = 100 - stocks;
  const others = mix.bonds + mix.cash;
  const bonds = others > 0 ? Math.round(((rest * mix.bonds) / others) * 10) / 10 : rest;
  return { stocks, bonds, cash: Math.round((rest - bonds) * 10) / 10 };
}

export function applyWhatIf(scenario: RetirementScenario, whatIf: WhatIf): RetirementScenario {
  return {
    ...scenario,
    adults: scenario.adults.map((adult) => ({
      ...adult,
      retirementAge: adult.retirementAge + whatIf.retireShift,
    })),
    annualSpending: new Decimal(scenario.annualSpending)
      .times(whatIf.spendingPercent)
      .div(100)
      .toDecimalPlaces(2)
      .toFixed(2),
    annualSavings: new Decimal(scenario.annualSavings).plus(whatIf.extraSavings).toFixed(2),
    mix: whatIf.stocks === null ? scenario.mix : mixWithStocks(scenario.mix, whatIf.stocks),
  };
}
