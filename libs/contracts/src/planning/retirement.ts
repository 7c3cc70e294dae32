// A family's retirement plan turned into the Monte Carlo engine's input (issue 36 §3), and the result
// the page shows. Pure and zod-free: the Wealth remote's what-ifs run exactly what the API runs.
//
// The household's years: from this year to the year the last adult reaches their life expectancy. Each
// year, savings come in for the share of adults still working and retirement spending goes out for the
// share retired (with one adult, all or nothing; with two, half each while one still works), and each
// adult's Social Security or pension arrives from its start age while they live. Everything is in
// today's dollars (benefits and spending keep pace with inflation); returns are deflated by inflation.
import { runMonteCarlo, type MonteCarloResult } from './monte-carlo';

/** Life expectancy when a family does not say (issue 36). */
export const DEFAULT_LIFE_EXPECTANCY = 95;
/** The retirement age an adult starts with on the form. */
export const DEFAULT_RETIREMENT_AGE = 65;
/** Social Security's full retirement age for anyone born in 1960 or later (ssa.gov). */
export const DEFAULT_BENEFIT_START_AGE = 67;

export const assetClasses = ['stocks', 'bonds', 'cash'] as const;
export type AssetClass = (typeof assetClasses)[number];
export const assetClassLabels: Record<AssetClass, string> = {
  stocks: 'Stocks',
  bonds: 'Bonds',
  cash: 'Cash',
};

/** Percentages of the invested wealth, summing to 100. */
export type AssetMix = Record<AssetClass, number>;

/** Percent figures: annual mean return and volatility of each class, and inflation. */
export interface RetirementAssumptions {
  stocksReturn: number;
  stocksVolatility: number;
  bondsReturn: number;
  bondsVolatility: number;
  cashReturn: number;
  cashVolatility: number;
  inflation: number;
}

/**
 * The defaults, from Damodaran's "Historical Returns on Stocks, Bonds and Bills" (NYU Stern, annual
 * returns 1928-2024): the S&P 500 (arithmetic mean about 11.8%, standard deviation about 19.5%), the
 * 10-year Treasury bond (about 4.9% and 7.7%) and the 3-month Treasury bill (about 3.3% and 3.0%),
 * rounded down for stocks to stay conservative; inflation is the CPI's long-run average (about 3.0%),
 * above the Federal Reserve's 2% target. The README states them beside the page.
 */
export const DEFAULT_RETIREMENT_ASSUMPTIONS: RetirementAssumptions = {
  stocksReturn: 10,
  stocksVolatility: 19.5,
  bondsReturn: 4.5,
  bondsVolatility: 7.7,
  cashReturn: 3.3,
  cashVolatility: 3,
  inflation: 3,
};

/** The mix a family with no holdings starts from: the classic 60/40. */
export const DEFAULT_ASSET_MIX: AssetMix = { stocks: 60, bonds: 40, cash: 0 };

/** Well-known bond and money-market funds by symbol; others are read from their names. */
const BOND_SYMBOLS = new Set([
  'BND',
  'AGG',
  'TLT',
  'IEF',
  'SHY',
  'BIV',
  'BSV',
  'BLV',
  'VBTLX',
  'VBMFX',
  'FXNAX',
  'SCHZ',
  'VGIT',
  'VGSH',
  'VGLT',
  'TIP',
  'VTIP',
  'MUB',
  'LQD',
  'HYG',
]);
const CASH_SYMBOLS = new Set(['SPAXX', 'FDRXX', 'VMFXX', 'SWVXX', 'SNVXX', 'BIL', 'SGOV']);

/**
 * A holding's asset class for the default mix: a bond or money-market fund by its symbol or name
 * ("Bond", "Treasury", "Fixed Income", "Money Market"), stocks otherwise (funds of stocks, single
 * companies, REITs and target-date funds alike).
 */
export function holdingAssetClass(symbol: string, name: string): AssetClass {
  const upper = symbol.toUpperCase();
  if (CASH_SYMBOLS.has(upper) || /money market|cash reserves|treasury bill/i.test(name)) return 'cash';
  if (BOND_SYMBOLS.has(upper) || /\bbonds?\b|treasur|fixed income|aggregate|municipal|\btips\b/i.test(name))
    return 'bonds';
  return 'stocks';
}

export interface RetirementAdultPlan {
  name: string;
  birthYear: number;
  retirementAge: number;
  lifeExpectancy: number;
  /** Social Security or pension per year in today's dollars (a decimal string). */
  benefitAnnual: string;
  benefitStartAge: number;
}

/** What the simulation needs; money as decimal strings (as on the wire), percentages as numbers. */
export interface RetirementScenario {
  adults: RetirementAdultPlan[];
  /** Invested wealth today. */
  startingWealth: string;
  /** Saved per year until retirement. */
  annualSavings: string;
  /** Spent per year in retirement. */
  annualSpending: string;
  mix: AssetMix;
  assumptions: RetirementAssumptions;
}

/** The portfolio's mean return and volatility (fractions) from the mix, the classes uncorrelated. */
export function portfolioReturn(
  mix: AssetMix,
  assumptions: RetirementAssumptions,
): { meanReturn: number; volatility: number } {
  const total = mix.stocks + mix.bonds + mix.cash || 1;
  let mean = 0;
  let variance = 0;
  for (const asset of assetClasses) {
    const weight = mix[asset] / total;
    const volatility = assumptions[`${asset}Volatility`] / 100;
    mean += weight * (assumptions[`${asset}Return`] / 100);
    variance += weight * weight * volatility * volatility;
  }
  return { meanReturn: mean, volatility: Math.sqrt(variance) };
}

/** Each year's net flow in today's dollars, from `year` (the current calendar year) to the last life expectancy. */
export function retirementFlows(scenario: RetirementScenario, year: number): Float64Array {
  const ages = scenario.adults.map((adult) => year - adult.birthYear);
  const years = Math.max(0, ...scenario.adults.map((adult, i) => adult.lifeExpectancy - ages[i]!));
  const savings = Number(scenario.annualSavings);
  const spending = Number(scenario.annualSpending);
  const flows = new Float64Array(years);
  const count = scenario.adults.length;
  for (let t = 0; t < years; t++) {
    let working = 0;
    let income = 0;
    scenario.adults.forEach((adult, i) => {
      const age = ages[i]! + t;
      if (age < adult.retirementAge) working++;
      if (age < adult.lifeExpectancy && age >= adult.benefitStartAge) income += Number(adult.benefitAnnual);
    });
    const workingShare = count ? working / count : 0;
    flows[t] = savings * workingShare - spending * (1 - workingShare) + income;
  }
  return flows;
}

export interface RetirementProjection extends MonteCarloResult {
  /** The portfolio's mean annual return and volatility in percent. */
  meanReturn: number;
  volatility: number;
  /** The first adult's age at their retirement (the chart marks it). */
  retirementAge: number;
}

/** Runs a plan: the probability its money lasts and the wealth bands by the first adult's age. */
export function projectRetirement(
  scenario: RetirementScenario,
  { year, paths, seed }: { year: number; paths?: number; seed?: number },
): RetirementProjection {
  const first = scenario.adults[0];
  if (!first) throw new RangeError('A retirement plan needs at least one adult');
  const flows = retirementFlows(scenario, year);
  const { meanReturn, volatility } = portfolioReturn(scenario.mix, scenario.assumptions);
  const result = runMonteCarlo({
    startAge: year - first.birthYear,
    years: flows.length,
    startingWealth: Number(scenario.startingWealth),
    flows,
    meanReturn,
    volatility,
    inflation: scenario.assumptions.inflation / 100,
    paths,
    seed,
  });
  return {
    ...result,
    meanReturn: round(meanReturn * 100, 2),
    volatility: round(volatility * 100, 2),
    retirementAge: first.retirementAge,
  };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
