// The Monte Carlo engine behind the retirement odds (issue 36 §3): a pure function over plain numbers,
// run by the API (GET/POST /api/retirement) and by the Wealth remote's page for the what-ifs, so both
// show the same figures for the same inputs and seed.
//
// Model: one wealth figure per path, in today's dollars. At the start of each year the year's net cash
// flow is added (savings while working; spending less Social Security/pensions once retired, negative),
// then the rest grows by one lognormal annual return deflated by the year's inflation. A path whose
// wealth cannot pay a year's flow has run out: it stays at zero and counts as a failure. Floats are
// fine here (a simulation, not a sum that is shown as money): the API rounds what it answers.
//
// Speed (the goal: 10,000 paths x 50 years in under 150 ms, `BENCH_ONLY=montecarlo npm run bench`):
// typed arrays allocated once per run, year-major loops over the paths, a xoshiro128** generator on
// 32-bit integers, Box-Muller normals two at a time, and the percentiles found by selection (O(n)),
// not by sorting each year.

/** Paths run when a caller does not say (the minimum). */
export const MONTE_CARLO_PATHS = 10_000;
/** The seed used when a caller does not say, so the same inputs always give the same answer. */
export const MONTE_CARLO_SEED = 36;

/**
 * xoshiro128** (Blackman and Vigna, https://prng.di.unimi.it/xoshiro128starstar.c): four 32-bit words
 * of state seeded by splitmix32 from one integer. Answers uniform doubles in (0, 1], never 0, so the
 * logarithm of the Box-Muller transform is always finite.
 */
export function seededUniform(seed: number): () => number {
  let s = seed >>> 0;
  const splitmix = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  if ((a | b | c | d) === 0) a = 1;
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return (result + 1) / 4294967296;
  };
}

const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));

/** Standard normal draws from a seeded uniform source (Box-Muller, both values of each pair used). */
export function seededNormal(seed: number): () => number {
  const uniform = seededUniform(seed);
  let spare = 0;
  let hasSpare = false;
  return () => {
    if (hasSpare) {
      hasSpare = false;
      return spare;
    }
    const radius = Math.sqrt(-2 * Math.log(uniform()));
    const angle = 2 * Math.PI * uniform();
    spare = radius * Math.sin(angle);
    hasSpare = true;
    return radius * Math.cos(angle);
  };
}

/**
 * The lognormal parameters of a gross annual return 1 + R whose mean is 1 + `mean` and whose standard
 * deviation is `volatility`: sigma^2 = ln(1 + v^2 / (1 + m)^2), mu = ln(1 + m) - sigma^2 / 2.
 */
export function lognormalParameters(mean: number, volatility: number): { mu: number; sigma: number } {
  const variance = Math.log(1 + (volatility * volatility) / ((1 + mean) * (1 + mean)));
  return { mu: Math.log(1 + mean) - variance / 2, sigma: Math.sqrt(variance) };
}

export interface MonteCarloInput {
  /** The age on the chart's axis at year 0 (the first adult's age this year). */
  startAge: number;
  /** Annual steps simulated (to the last life expectancy). */
  years: number;
  /** Invested wealth today, in dollars. */
  startingWealth: number;
  /** Each year's net cash flow in today's dollars, added at the start of the year (length `years`). */
  flows: ArrayLike<number>;
  /** Arithmetic mean annual nominal return of the portfolio (0.07 for 7%). */
  meanReturn: number;
  /** Standard deviation of the annual return (0.12 for 12%). */
  volatility: number;
  /** Annual inflation (0.03 for 3%): returns are deflated by it, so wealth stays in today's dollars. */
  inflation: number;
  paths?: number;
  seed?: number;
}

export interface MonteCarloResult {
  paths: number;
  seed: number;
  /** Share of paths (0..1) whose money lasts through the last year. */
  successProbability: number;
  /** startAge .. startAge + years: the age at the start of each year, then at the end of the last. */
  ages: number[];
  /** 10th, 50th and 90th percentile wealth at each age, in today's dollars. */
  p10: number[];
  p50: number[];
  p90: number[];
  /** The mean wealth at each age over all paths (failed ones at zero). */
  mean: number[];
  /** The first age at which the median (10th percentile) path has nothing left, or null if it never does. */
  medianRunsOutAge: number | null;
  p10RunsOutAge: number | null;
}

/** Runs the simulation. Deterministic: the same input (seed included) always gives the same result. */
export function runMonteCarlo(input: MonteCarloInput): MonteCarloResult {
  const paths = Math.max(1, Math.floor(input.paths ?? MONTE_CARLO_PATHS));
  const seed = input.seed ?? MONTE_CARLO_SEED;
  const years = Math.max(0, Math.floor(input.years));
  if (input.flows.length < years) throw new RangeError('flows must have one value per year');
  const { mu, sigma } = lognormalParameters(input.meanReturn, input.volatility);
  // exp(mu + sigma z) / (1 + inflation) = exp(drift + sigma z)
  const drift = mu - Math.log(1 + input.inflation);
  const uniform = seededUniform(seed);

  const wealth = new Float64Array(paths).fill(Math.max(0, input.startingWealth));
  const failed = new Uint8Array(paths);
  const scratch = new Float64Array(paths);
  const ages: number[] = [];
  const p10: number[] = [];
  const p50: number[] = [];
  const p90: number[] = [];
  const mean: number[] = [];
  let failures = 0;

  const record = (t: number) => {
    scratch.set(wealth);
    let sum = 0;
    for (let p = 0; p < paths; p++) sum += wealth[p]!;
    mean.push(sum / paths);
    ages.push(input.startAge + t);
    // Selecting the 50th first leaves the array split around it, which speeds up the other two.
    p50.push(select(scratch, rank(paths, 0.5)));
    p10.push(select(scratch, rank(paths, 0.1)));
    p90.push(select(scratch, rank(paths, 0.9)));
  };

  record(0);
  for (let t = 0; t < years; t++) {
    const flow = input.flows[t]!;
    for (let p = 0; p < paths; p += 2) {
      // One Box-Muller pair serves two paths: the stream does not depend on which paths have failed.
      const radius = Math.sqrt(-2 * Math.log(uniform()));
      const angle = 6.283185307179586 * uniform();
      failures += step(wealth, failed, p, flow, drift + sigma * radius * Math.cos(angle));
      if (p + 1 < paths)
        failures += step(wealth, failed, p + 1, flow, drift + sigma * radius * Math.sin(angle));
    }
    record(t + 1);
  }

  const runsOut = (band: number[]) => {
    const index = band.findIndex((value, t) => t > 0 && value <= 0);
    return index < 0 ? null : ages[index - 1]!;
  };
  return {
    paths,
    seed,
    successProbability: (paths - failures) / paths,
    ages,
    p10,
    p50,
    p90,
    mean,
    medianRunsOutAge: runsOut(p50),
    p10RunsOutAge: runsOut(p10),
  };
}

/** One path's year: add the flow, then grow by exp(logReturn). Answers 1 when the path fails now. */
function step(wealth: Float64Array, failed: Uint8Array, p: number, flow: number, logReturn: number): number {
  if (failed[p] === 1) return 0;
  const after = wealth[p]! + flow;
  if (after < 0) {
    wealth[p] = 0;
    failed[p] = 1;
    return 1;
  }
  wealth[p] = after * Math.exp(logReturn);
  return 0;
}

/** The index of the q-quantile among n sorted values (nearest rank on (n - 1)). */
const rank = (n: number, q: number) => Math.round(q * (n - 1));

/** Hoare's quickselect: the k-th smallest value of `values`, which it reorders in place. */
function select(values: Float64Array, k: number): number {
  let left = 0;
  let right = values.length - 1;
  while (right > left) {
    const pivot = values[(left + right) >>> 1]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break;
  }
  return values[k]!;
}
