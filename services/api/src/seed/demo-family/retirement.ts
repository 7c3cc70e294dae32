// The Whitmans' retirement plan (issue 36 §3): what they told /retirement, so the page, the what-ifs
// and the assistant's "can we retire at 60?" have odds to show from the first sign-in.
//
// Daniel, born in 1978, means to sell the practice and stop at 62; Claire, born in 1979, at 60. Their
// Social Security estimates are what their my Social Security statements would show at 67 (full
// retirement age for anyone born in 1960 or later) for two long careers of high earnings, in today's
// dollars: $3,200 a month for Daniel, $2,600 for Claire, below the 2025 maximum of $4,018 at full
// retirement age (ssa.gov). Life expectancy is the default 95 (issue 36). Spending, savings, invested
// wealth and the mix are left to the family's data (null: the API works them out on every read).
import {
  DEFAULT_BENEFIT_START_AGE,
  DEFAULT_LIFE_EXPECTANCY,
  type RetirementInputs,
} from '@heirloom/contracts';
import { idsFor } from './random';

export type RetirementPlanRow = RetirementInputs & { id: string };

export const DEMO_RETIREMENT_ADULTS: RetirementInputs['adults'] = [
  {
    name: 'Daniel',
    birthYear: 1978,
    retirementAge: 62,
    lifeExpectancy: DEFAULT_LIFE_EXPECTANCY,
    benefitAnnual: '38400.00',
    benefitStartAge: DEFAULT_BENEFIT_START_AGE,
  },
  {
    name: 'Claire',
    birthYear: 1979,
    retirementAge: 60,
    lifeExpectancy: DEFAULT_LIFE_EXPECTANCY,
    benefitAnnual: '31200.00',
    benefitStartAge: DEFAULT_BENEFIT_START_AGE,
  },
];

/** Their birth years are facts, not relative to the anchor day: the plan is the same on any day. */
export function buildRetirement(): { retirementPlans: RetirementPlanRow[] } {
  return {
    retirementPlans: [
      {
        id: idsFor('retirement-plans')(),
        adults: DEMO_RETIREMENT_ADULTS,
        annualSpending: null,
        annualSavings: null,
        startingWealth: null,
        mix: null,
        assumptions: null,
      },
    ],
  };
}
