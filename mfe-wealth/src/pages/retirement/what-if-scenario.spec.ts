import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RETIREMENT_ASSUMPTIONS, type RetirementScenario } from '@heirloom/contracts';
import { applyWhatIf, isNeutral, mixWithStocks, NO_WHAT_IF, shiftRange } from './what-if-scenario';

const scenario: RetirementScenario = {
  adults: [
    {
      name: 'Alex',
      birthYear: 1976,
      retirementAge: 60,
      lifeExpectancy: 95,
      benefitAnnual: '0.00',
      benefitStartAge: 67,
    },
    {
      name: 'Sam',
      birthYear: 1980,
      retirementAge: 62,
      lifeExpectancy: 90,
      benefitAnnual: '0.00',
      benefitStartAge: 67,
    },
  ],
  startingWealth: '1500000.00',
  annualSavings: '30000.00',
  annualSpending: '110000.10',
  mix: { stocks: 60, bonds: 30, cash: 10 },
  assumptions: DEFAULT_RETIREMENT_ASSUMPTIONS,
};

describe('the what-if sliders', () => {
  it('spend a share of the plan and save more, in exact decimals', () => {
    const changed = applyWhatIf(scenario, { ...NO_WHAT_IF, spendingPercent: 90, extraSavings: 5000 });
    expect(changed.annualSpending).toBe('99000.09');
    expect(changed.annualSavings).toBe('35000.00');
    expect(changed.adults).toEqual(scenario.adults);
  });

  it('move every adult’s retirement, within what each can take', () => {
    expect(
      applyWhatIf(scenario, { ...NO_WHAT_IF, retireShift: -2 }).adults.map((a) => a.retirementAge),
    ).toEqual([58, 60]);
    // Alex is 50 in 2026 (10 years earlier at most), Sam's life ends at 90 (27 years later at most: capped at 10).
    expect(shiftRange(scenario, 2026)).toEqual({ min: -10, max: 10 });
    expect(shiftRange(scenario, 2034)).toEqual({ min: -2, max: 10 });
  });

  it('keep bonds and cash in proportion when stocks move', () => {
    expect(mixWithStocks(scenario.mix, 80)).toEqual({ stocks: 80, bonds: 15, cash: 5 });
    expect(mixWithStocks({ stocks: 100, bonds: 0, cash: 0 }, 70)).toEqual({ stocks: 70, bonds: 30, cash: 0 });
    expect(isNeutral({ ...NO_WHAT_IF, stocks: 60 }, scenario.mix)).toBe(true);
    expect(isNeutral({ ...NO_WHAT_IF, stocks: 65 }, scenario.mix)).toBe(false);
  });
});
