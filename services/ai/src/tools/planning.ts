// Where the family is heading (issue 36), answered from the engines the pages use: the LP measures of
// the private placements (GET /private-placements/metrics), the cash-flow forecast (GET /forecast) and the
// retirement odds (GET /retirement, and for another retirement age the same Monte Carlo engine, seed and
// path count the API runs, over the scenario it answered). Nothing here computes a figure of its own.
import {
  DEFAULT_LIFE_EXPECTANCY,
  FORECAST_MIN_TRANSACTION_MONTHS,
  projectRetirement,
  type Forecast,
  type PrivateProgram,
  type RetirementPlan,
  type RetirementScenario,
} from '@heirloom/contracts';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { linkEntities } from '../facts/entities';
import { asText, formatMoneyInFull, formatMonth, listOf } from '../facts/format';
import { defineTool } from './tool';

const money = formatMoneyInFull;
/** A multiple as sponsors write it: "1.42x". */
const multiple = (value: string | null) => (value === null ? null : `${new Decimal(value).toFixed(2)}x`);
/** An IRR fraction as a percent with two places: "0.123456" is "12.35%". */
const irrPercent = (value: string | null) =>
  value === null ? null : `${new Decimal(value).times(100).toDecimalPlaces(2).toFixed(2)}%`;

// ---------- private investments measured like an LP ----------

export const lpMeasures = ['irr', 'tvpi', 'dpi', 'rvpi', 'unfunded', 'paid_in', 'distributed'] as const;
export type LpMeasure = (typeof lpMeasures)[number];

type Metrics = PrivateProgram['program'];
interface LpFigures {
  commitment: string;
  paidIn: string;
  distributed: string;
  nav: string;
  unfunded: string;
  dpi: string | null;
  rvpi: string | null;
  tvpi: string | null;
  irr: string | null;
}
const lpFigures = (m: Metrics): LpFigures => ({
  commitment: money(m.commitment),
  paidIn: money(m.paidIn),
  distributed: money(m.distributed),
  nav: money(m.nav),
  unfunded: money(m.unfunded),
  dpi: multiple(m.dpi),
  rvpi: multiple(m.rvpi),
  tvpi: multiple(m.tvpi),
  irr: irrPercent(m.irr),
});

type LpResult =
  | { kind: 'none' }
  | { kind: 'unknown'; asked: string; names: string[] }
  | { kind: 'figures'; of: string | null; measure: LpMeasure | null; asOf: string; figures: LpFigures };

export const privateReturnsTool = defineTool({
  name: 'get_private_returns',
  topic: 'the returns of your private investments (IRR, TVPI, DPI, what is still uncalled)',
  description:
    'The private placements measured as their sponsors report them: paid-in, distributed, NAV, unfunded (uncalled) commitment, DPI, RVPI, TVPI and net IRR, for the whole program or one placement by name, as /private-investments shows them.',
  parameters: z.strictObject({
    name: z
      .string()
      .trim()
      .min(2)
      .max(200)
      .optional()
      .describe('One placement by name ("Summit Ridge"), typos allowed; the whole program when left out.'),
    measure: z
      .enum(lpMeasures)
      .optional()
      .describe(
        'The measure asked, said first: irr, tvpi, dpi, rvpi, unfunded (uncalled), paid_in, distributed.',
      ),
  }),
  run: async (facts, { name, measure }): Promise<LpResult> => {
    if (facts.data.privatePlacements.length === 0) return { kind: 'none' };
    const program = await facts.read<PrivateProgram>('/private-placements/metrics');
    if (!name)
      return {
        kind: 'figures',
        of: null,
        measure: measure ?? null,
        asOf: program.asOf,
        figures: lpFigures(program.program),
      };
    const [best] = linkEntities(name, facts, ['placement']);
    const one = program.placements.find((p) => p.name === best?.label);
    if (!one) return { kind: 'unknown', asked: name, names: program.placements.map((p) => p.name) };
    return {
      kind: 'figures',
      of: one.name,
      measure: measure ?? null,
      asOf: program.asOf,
      figures: lpFigures(one.metrics),
    };
  },
  render: (r: LpResult) => {
    if (r.kind === 'none')
      return "I don't see any private placements on file, so there is no IRR, TVPI or uncalled commitment to report. Add one on /private-investments.";
    if (r.kind === 'unknown')
      return `I can't tell which placement you mean. They are ${listOf(r.names.map(asText))}.`;
    const f = r.figures;
    const whose = r.of ? asText(r.of) : 'your private placements as a whole';
    const its = r.of ? asText(r.of) : 'The program';
    const lead = (() => {
      switch (r.measure) {
        case 'irr':
          return f.irr === null
            ? `There is no net IRR for ${whose} yet: it needs dated capital calls in its ledger.`
            : `The net IRR of ${whose} is ${f.irr} (XIRR over its dated calls and distributions and today's NAV of ${f.nav}).`;
        case 'tvpi':
          return f.tvpi === null
            ? `There is no TVPI for ${whose} yet: nothing has been paid in.`
            : `The TVPI of ${whose} is ${f.tvpi}: ${f.distributed} distributed plus ${f.nav} NAV on ${f.paidIn} paid in.`;
        case 'dpi':
          return f.dpi === null
            ? `There is no DPI for ${whose} yet: nothing has been paid in.`
            : `The DPI of ${whose} is ${f.dpi}: ${f.distributed} distributed on ${f.paidIn} paid in.`;
        case 'rvpi':
          return f.rvpi === null
            ? `There is no RVPI for ${whose} yet: nothing has been paid in.`
            : `The RVPI of ${whose} is ${f.rvpi}: ${f.nav} NAV on ${f.paidIn} paid in.`;
        case 'paid_in':
          return `${its} has called ${f.paidIn} of its ${f.commitment} commitment so far.`;
        case 'distributed':
          return `${its} has distributed ${f.distributed} so far.`;
        case 'unfunded':
        case null:
        default:
          return r.measure === 'unfunded'
            ? `${f.unfunded} is still uncalled${r.of ? ` on ${asText(r.of)}` : ' across your private placements'}: ${f.paidIn} of ${f.commitment} committed has been called.`
            : `${r.of ? asText(r.of) : 'Your private placements'}: net IRR ${f.irr ?? 'not yet known'}, TVPI ${f.tvpi ?? 'not yet known'}, DPI ${f.dpi ?? 'not yet known'}.`;
      }
    })();
    const table = [
      `- Committed: ${f.commitment}`,
      `- Paid in: ${f.paidIn}`,
      `- Distributed: ${f.distributed}`,
      `- NAV: ${f.nav}`,
      `- Unfunded (uncalled): ${f.unfunded}`,
      `- DPI ${f.dpi ?? 'n/a'}, RVPI ${f.rvpi ?? 'n/a'}, TVPI ${f.tvpi ?? 'n/a'}, net IRR ${f.irr ?? 'n/a'}`,
    ].join('\n');
    return `${lead}\n\n${r.of ? asText(r.of) : 'The program'} as of ${r.asOf}:\n\n${table}\n\nSee /private-investments for the ledger and the J-curve.`;
  },
});

// ---------- the cash-flow forecast ----------

type ForecastResult =
  | { kind: 'short'; months: number }
  | {
      kind: 'forecast';
      asked: 'low' | 'floor';
      lowestMonth: string;
      lowest: string;
      floor: string;
      floorIsDefault: boolean;
      starting: string;
      warning: { month: string; balance: string; shortfall: string } | null;
      belowFloorMonths: string[];
    };

export const cashForecastTool = defineTool({
  name: 'get_cash_forecast',
  topic: 'your cash over the next twelve months (its low point and your floor)',
  description:
    "The 12-month cash-flow forecast /forecast shows: the liquid balance month by month from the recurring items, known obligations and planned events, the lowest point and its month, and whether cash falls below the family's floor (default three months of expenses).",
  parameters: z.strictObject({
    asked: z
      .enum(['low', 'floor'])
      .optional()
      .describe('low: when cash is lowest (the default); floor: whether it dips below the floor.'),
  }),
  run: async (facts, { asked = 'low' }): Promise<ForecastResult> => {
    const f = await facts.read<Forecast>('/forecast');
    if (f.transactionMonths < FORECAST_MIN_TRANSACTION_MONTHS)
      return { kind: 'short', months: f.transactionMonths };
    return {
      kind: 'forecast',
      asked,
      lowestMonth: f.lowest.month,
      lowest: f.lowest.balance,
      floor: f.floor,
      floorIsDefault: f.floorIsDefault,
      starting: f.startingBalance,
      warning: f.warning && {
        month: f.warning.month,
        balance: f.warning.balance,
        shortfall: f.warning.shortfall,
      },
      belowFloorMonths: f.months.filter((m) => m.belowFloor).map((m) => m.month),
    };
  },
  render: (r: ForecastResult) => {
    if (r.kind === 'short')
      return `I don't see enough history to forecast your cash yet: it needs at least ${FORECAST_MIN_TRANSACTION_MONTHS} months of transactions, and you have ${new Decimal(r.months).toDecimalPlaces(1).toString()}. Import more on /transactions, then see /forecast.`;
    const floor = `your floor of ${money(r.floor)}${r.floorIsDefault ? ' (three months of expenses)' : ''}`;
    const low = `Your cash is forecast to be lowest in ${formatMonth(r.lowestMonth)}, at ${money(r.lowest)}`;
    const dip = r.warning
      ? `It falls below ${floor} in ${formatMonth(r.warning.month)}, to ${money(r.warning.balance)}: ${money(r.warning.shortfall)} short.`
      : `It stays above ${floor} all year.`;
    const lead =
      r.asked === 'floor'
        ? r.warning
          ? `Yes: your cash is forecast to dip below ${floor} in ${formatMonth(r.warning.month)}, to ${money(r.warning.balance)}, ${money(r.warning.shortfall)} short. ${low}.`
          : `No: your cash is forecast to stay above ${floor}; its lowest is ${money(r.lowest)} in ${formatMonth(r.lowestMonth)}.`
        : `${low}. ${dip}`;
    const months =
      r.belowFloorMonths.length > 1
        ? `\n\nMonths below the floor: ${listOf(r.belowFloorMonths.map(formatMonth))}.`
        : '';
    return `${lead}${months}\n\nIt starts from ${money(r.starting)} of liquid cash today. Every month's items are on /forecast.`;
  },
});

// ---------- retirement odds ----------

type RetirementResult =
  | { kind: 'no_adults' }
  | {
      kind: 'odds';
      /** The age asked ("at 60"), or null for the plan's own ages. */
      askedAge: number | null;
      adults: { name: string; age: number; retirementAge: number; lifeExpectancy: number }[];
      /** Adults already past the age asked, kept at their current age. */
      alreadyPast: string[];
      probability: string;
      paths: number;
      medianRunsOutAge: number | null;
      p10RunsOutAge: number | null;
      medianAtEnd: string;
      startingWealth: string;
      annualSpending: string;
      annualSavings: string;
      mix: { stocks: number; bonds: number; cash: number };
      meanReturn: number;
      volatility: number;
      inflation: number;
    };

/** The share of paths that last as people say it: "87.4%". */
const oddsPercent = (probability: number) =>
  `${new Decimal(probability).times(100).toDecimalPlaces(1).toFixed(1)}%`;

export const retirementTool = defineTool({
  name: 'get_retirement_odds',
  topic: 'your retirement odds ("can we retire at 60?")',
  description:
    "The retirement plan /retirement shows: the probability the money lasts (10,000 seeded Monte Carlo paths), the ages the median and the 10th percentile run out, with the plan's assumptions. With `retirementAge`, the same engine with every adult retiring at that age.",
  parameters: z.strictObject({
    retirementAge: z
      .number()
      .int()
      .min(30)
      .max(90)
      .optional()
      .describe('The age asked about ("retire at 60"); the plan\'s own ages when left out.'),
  }),
  run: async (facts, { retirementAge }): Promise<RetirementResult> => {
    const plan = await facts.read<RetirementPlan>('/retirement');
    if (plan.scenario.adults.length === 0 || !plan.projection) return { kind: 'no_adults' };
    const alreadyPast: string[] = [];
    const scenario: RetirementScenario = retirementAge
      ? {
          ...plan.scenario,
          adults: plan.scenario.adults.map((a) => {
            const age = plan.year - a.birthYear;
            if (age > retirementAge) alreadyPast.push(a.name);
            const at = Math.max(retirementAge, age);
            return { ...a, retirementAge: at, lifeExpectancy: Math.max(a.lifeExpectancy, at + 1) };
          }),
        }
      : plan.scenario;
    // The plan's own ages: the API's projection. Another age: the same engine, seed and paths over the
    // scenario the API resolved (what POST /retirement/simulate runs, without a write the MCP token refuses).
    const projection = retirementAge
      ? projectRetirement(scenario, {
          year: plan.year,
          seed: plan.projection.seed,
          paths: plan.projection.paths,
        })
      : plan.projection;
    const last = projection.p50.at(-1);
    return {
      kind: 'odds',
      askedAge: retirementAge ?? null,
      adults: scenario.adults.map((a) => ({
        name: a.name,
        age: plan.year - a.birthYear,
        retirementAge: a.retirementAge,
        lifeExpectancy: a.lifeExpectancy ?? DEFAULT_LIFE_EXPECTANCY,
      })),
      alreadyPast,
      probability: oddsPercent(projection.successProbability),
      paths: projection.paths,
      medianRunsOutAge: projection.medianRunsOutAge,
      p10RunsOutAge: projection.p10RunsOutAge,
      medianAtEnd: new Decimal(Math.max(0, Math.round(Number(last ?? 0)))).toFixed(0),
      startingWealth: scenario.startingWealth,
      annualSpending: scenario.annualSpending,
      annualSavings: scenario.annualSavings,
      mix: scenario.mix,
      meanReturn: projection.meanReturn,
      volatility: projection.volatility,
      inflation: scenario.assumptions.inflation,
    };
  },
  render: (r: RetirementResult) => {
    if (r.kind === 'no_adults')
      return "I don't see any birth years in your retirement plan, so I can't tell whether you can retire yet. Add each adult's birth year and retirement age on /retirement.";
    const when = r.askedAge
      ? `retiring at ${r.askedAge}`
      : `retiring as planned (${listOf(r.adults.map((a) => `${asText(a.name)} at ${a.retirementAge}`))})`;
    const verdict = new Decimal(r.probability.replace('%', '')).greaterThanOrEqualTo(80)
      ? 'likely yes'
      : new Decimal(r.probability.replace('%', '')).greaterThanOrEqualTo(50)
        ? 'possibly, but it is not safe'
        : 'probably not';
    const runsOut =
      r.medianRunsOutAge === null
        ? r.p10RunsOutAge === null
          ? 'Even the 10th percentile path lasts to the end of the plan.'
          : `The median path lasts, but the 10th percentile runs out at ${r.p10RunsOutAge}.`
        : `The median path runs out at ${r.medianRunsOutAge}${r.p10RunsOutAge === null ? '' : `, the 10th percentile at ${r.p10RunsOutAge}`}.`;
    const past =
      r.alreadyPast.length > 0
        ? `\n\n${listOf(r.alreadyPast.map(asText))} ${r.alreadyPast.length === 1 ? 'is' : 'are'} already past ${r.askedAge}, so counted as retiring now.`
        : '';
    const assumptions = [
      `- Invested wealth today: ${money(r.startingWealth)}`,
      `- Spending in retirement: ${money(r.annualSpending)} a year, in today's dollars`,
      `- Saving until retirement: ${money(r.annualSavings)} a year`,
      `- Mix: ${r.mix.stocks}% stocks, ${r.mix.bonds}% bonds, ${r.mix.cash}% cash (mean return ${r.meanReturn}%, volatility ${r.volatility}%)`,
      `- Inflation ${r.inflation}%; ${listOf(r.adults.map((a) => `${asText(a.name)} (${a.age}) to age ${a.lifeExpectancy}`))}`,
    ].join('\n');
    return `With ${when}, the money lasts in ${r.probability} of ${r.paths.toLocaleString('en-US')} simulated paths: ${verdict}. ${runsOut}${past}\n\nThe assumptions:\n\n${assumptions}\n\nThe median path ends with ${money(r.medianAtEnd)} in today's dollars. Change any of them on /retirement.`;
  },
});
