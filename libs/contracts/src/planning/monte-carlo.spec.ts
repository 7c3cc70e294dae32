import { lognormalParameters, runMonteCarlo, seededNormal, seededUniform } from './monte-carlo';
import {
  DEFAULT_RETIREMENT_ASSUMPTIONS,
  holdingAssetClass,
  portfolioReturn,
  projectRetirement,
  retirementFlows,
  type RetirementScenario,
} from './retirement';

/** W_T = W_0 g^T + sum_t f_t g^(T - t), g = (1 + m) / (1 + i): the zero-volatility closed form. */
function closedForm(start: number, flows: number[], mean: number, inflation: number): number[] {
  const g = (1 + mean) / (1 + inflation);
  const out = [start];
  for (let t = 0; t < flows.length; t++) {
    // written as the sum, not as the recurrence the engine uses
    const wealth =
      start * g ** (t + 1) + flows.slice(0, t + 1).reduce((sum, f, s) => sum + f * g ** (t + 1 - s), 0);
    out.push(wealth);
  }
  return out;
}

describe('the seeded generator', () => {
  it('gives the same stream for the same seed and another for another seed', () => {
    const a = seededUniform(7);
    const b = seededUniform(7);
    const c = seededUniform(8);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
    for (const u of first) expect(u > 0 && u <= 1).toBe(true);
  });

  it('draws standard normals (mean 0, variance 1 over 200,000 draws)', () => {
    const normal = seededNormal(1);
    let sum = 0;
    let squares = 0;
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      const z = normal();
      sum += z;
      squares += z * z;
    }
    expect(Math.abs(sum / n)).toBeLessThan(0.01);
    expect(Math.abs(squares / n - 1)).toBeLessThan(0.01);
  });
});

describe('the Monte Carlo engine', () => {
  it('with zero volatility equals the closed form, on every path and every year', () => {
    const flows = [...Array.from({ length: 20 }, () => 30_000), ...Array.from({ length: 15 }, () => -90_000)];
    const result = runMonteCarlo({
      startAge: 45,
      years: flows.length,
      startingWealth: 500_000,
      flows,
      meanReturn: 0.06,
      volatility: 0,
      inflation: 0.025,
      paths: 1_000,
    });
    const expected = closedForm(500_000, flows, 0.06, 0.025);
    expect(result.ages).toEqual(Array.from({ length: 36 }, (_, t) => 45 + t));
    for (const band of [result.p10, result.p50, result.p90])
      band.forEach((value, t) => expect(value).toBeCloseTo(expected[t]!, 4));
    expect(result.successProbability).toBe(1);
    expect(result.medianRunsOutAge).toBeNull();
  });

  it('with zero volatility runs out where the closed form does', () => {
    // 100,000 at 0% real, spending 30,000 a year: gone during the 4th year (age 63).
    const result = runMonteCarlo({
      startAge: 60,
      years: 10,
      startingWealth: 100_000,
      flows: Array.from({ length: 10 }, () => -30_000),
      meanReturn: 0.03,
      volatility: 0,
      inflation: 0.03,
      paths: 100,
    });
    expect(result.p50.slice(0, 4).map((v) => Math.round(v))).toEqual([100_000, 70_000, 40_000, 10_000]);
    expect(result.p50[4]).toBe(0);
    expect(result.successProbability).toBe(0);
    expect(result.medianRunsOutAge).toBe(63);
    expect(result.p10RunsOutAge).toBe(63);
  });

  it('with volatility, the mean of no-withdrawal paths is within 1% of the analytic expectation, every year', () => {
    const mean = 0.07;
    const volatility = 0.15;
    const inflation = 0.02;
    const years = 25;
    const result = runMonteCarlo({
      startAge: 40,
      years,
      startingWealth: 1_000_000,
      flows: new Float64Array(years),
      meanReturn: mean,
      volatility,
      inflation,
      paths: 100_000,
      seed: 5,
    });
    const { mu, sigma } = lognormalParameters(mean, volatility);
    const drift = (mu - Math.log(1 + inflation)) * years;
    const spread = sigma * Math.sqrt(years);
    const z90 = 1.2815515655446004;
    const quantile = (z: number) => 1_000_000 * Math.exp(drift + z * spread);
    for (let t = 1; t <= years; t++) {
      const analytic = 1_000_000 * ((1 + mean) / (1 + inflation)) ** t;
      expect(Math.abs(result.mean[t]! / analytic - 1)).toBeLessThan(0.01);
    }
    // ...and its bands are the lognormal's quantiles (within 2%).
    expect(Math.abs(result.p50[years]! / quantile(0) - 1)).toBeLessThan(0.02);
    expect(Math.abs(result.p10[years]! / quantile(-z90) - 1)).toBeLessThan(0.02);
    expect(Math.abs(result.p90[years]! / quantile(z90) - 1)).toBeLessThan(0.02);
    expect(result.successProbability).toBe(1);
  });

  it('gives the same result for the same seed, and another for another seed', () => {
    const input = {
      startAge: 50,
      years: 45,
      startingWealth: 800_000,
      flows: [...Array.from({ length: 15 }, () => 20_000), ...Array.from({ length: 30 }, () => -60_000)],
      meanReturn: 0.065,
      volatility: 0.12,
      inflation: 0.03,
      paths: 10_000,
      seed: 123,
    };
    const first = runMonteCarlo(input);
    expect(runMonteCarlo(input)).toEqual(first);
    expect(runMonteCarlo({ ...input, seed: 124 }).p50).not.toEqual(first.p50);
    expect(first.successProbability).toBeGreaterThan(0);
    expect(first.successProbability).toBeLessThan(1);
  });
});

describe('a retirement plan', () => {
  const scenario: RetirementScenario = {
    adults: [
      {
        name: 'Daniel',
        birthYear: 1978,
        retirementAge: 60,
        lifeExpectancy: 95,
        benefitAnnual: '30000',
        benefitStartAge: 67,
      },
      {
        name: 'Claire',
        birthYear: 1979,
        retirementAge: 62,
        lifeExpectancy: 95,
        benefitAnnual: '24000',
        benefitStartAge: 67,
      },
    ],
    startingWealth: '2000000',
    annualSavings: '50000',
    annualSpending: '150000',
    mix: { stocks: 70, bonds: 25, cash: 5 },
    assumptions: DEFAULT_RETIREMENT_ASSUMPTIONS,
  };

  it('saves while both work, half while one does, spends when both are retired, with benefits from 67', () => {
    const flows = retirementFlows(scenario, 2026); // Daniel 48, Claire 47
    expect(flows.length).toBe(95 - 47);
    expect(flows[0]).toBe(50_000); // both working
    expect(flows[12]).toBe(25_000 - 75_000); // Daniel 60 retired, Claire 59 working
    expect(flows[15]).toBe(-150_000); // Daniel 63, Claire 62: both retired
    expect(flows[19]).toBe(-150_000 + 30_000); // Daniel 67
    expect(flows[20]).toBe(-150_000 + 30_000 + 24_000); // Claire 67
    expect(flows[47]).toBe(-150_000 + 24_000); // Daniel past 95, Claire 94
  });

  it('reads a holding as stocks, bonds or cash', () => {
    expect(holdingAssetClass('BND', 'Vanguard Total Bond Market ETF')).toBe('bonds');
    expect(holdingAssetClass('FXNAX', 'Fidelity U.S. Bond Index Fund')).toBe('bonds');
    expect(holdingAssetClass('XYZ', 'Some Short-Term Treasury Fund')).toBe('bonds');
    expect(holdingAssetClass('SPAXX', 'Fidelity Government Money Market')).toBe('cash');
    expect(holdingAssetClass('NVDA', 'NVIDIA Corporation')).toBe('stocks');
    expect(holdingAssetClass('VFIFX', 'Vanguard Target Retirement 2050 Fund')).toBe('stocks');
  });

  it('mixes the classes: weighted mean, uncorrelated volatility', () => {
    const { meanReturn, volatility } = portfolioReturn(
      { stocks: 60, bonds: 40, cash: 0 },
      DEFAULT_RETIREMENT_ASSUMPTIONS,
    );
    expect(meanReturn).toBeCloseTo(0.6 * 0.1 + 0.4 * 0.045, 10);
    expect(volatility).toBeCloseTo(Math.sqrt(0.6 ** 2 * 0.195 ** 2 + 0.4 ** 2 * 0.077 ** 2), 10);
  });

  it('is more likely to last when the family spends less or retires later', () => {
    const base = projectRetirement(scenario, { year: 2026 }).successProbability;
    const frugal = projectRetirement({ ...scenario, annualSpending: '135000' }, { year: 2026 });
    const later = projectRetirement(
      { ...scenario, adults: scenario.adults.map((a) => ({ ...a, retirementAge: a.retirementAge + 3 })) },
      { year: 2026 },
    );
    expect(frugal.successProbability).toBeGreaterThan(base);
    expect(later.successProbability).toBeGreaterThan(base);
    expect(frugal.ages[0]).toBe(48);
    expect(frugal.paths).toBe(10_000);
  });
});
