// A what-if's projection as the API answers one (whole dollars as strings), from the engine in
// libs/contracts/src/planning, imported by its file so the Web Worker's bundle carries the engine alone.
import { projectRetirement, type RetirementScenario } from '@heirloom/contracts/src/planning/retirement';
import type { RetirementProjectionWire } from '@heirloom/contracts';

/** A what-if sent to the worker; `id` orders them, so an answer to an older one is never shown. */
export interface WhatIfRequest {
  id: number;
  scenario: RetirementScenario;
  year: number;
}
export interface WhatIfAnswer {
  id: number;
  projection: RetirementProjectionWire | null;
}

/** The same rounding as the API's (services/api/src/modules/retirement/retirement.service.ts). */
export function projectionWire(scenario: RetirementScenario, year: number): RetirementProjectionWire | null {
  if (!scenario.adults.length) return null;
  const result = projectRetirement(scenario, { year });
  const dollars = (values: number[]) => values.map((value) => Math.max(0, Math.round(value)).toFixed(0));
  return {
    paths: result.paths,
    seed: result.seed,
    successProbability: result.successProbability,
    ages: result.ages,
    p10: dollars(result.p10),
    p50: dollars(result.p50),
    p90: dollars(result.p90),
    medianRunsOutAge: result.medianRunsOutAge,
    p10RunsOutAge: result.p10RunsOutAge,
    meanReturn: result.meanReturn,
    volatility: result.volatility,
    retirementAge: result.retirementAge,
  };
}
