// The analyst's assumptions: every rate, threshold and rule of thumb behind a figure, named once here
// with a sensible default. Each can be overridden with an AI_ASSUME_<NAME> environment variable
// (checked at start-up: a bad value stops the service), and each is stated in the text a user reads.
import Decimal from 'decimal.js';

export type AssumptionUnit = 'percent' | 'dollars' | 'years' | 'months' | 'days' | 'multiple';

export interface AssumptionDefinition {
  /** Default value, a plain decimal string. */
  value: string;
  unit: AssumptionUnit;
  min: number;
  max: number;
  /** Whole numbers only (months, days, years). */
  integer?: boolean;
  /** What the number stands for, completing "… is the …" in explanations. */
  meaning: string;
}

/** The prefix of the environment variables that override an assumption. */
export const ASSUMPTION_ENV_PREFIX = 'AI_ASSUME_';

export const assumptionDefinitions = {
  /** Matches the demo family's MARKET_MORTGAGE_RATE (services/api/src/seed/demo-family). */
  MARKET_MORTGAGE_RATE_PERCENT: {
    value: '6.25',
    unit: 'percent',
    min: 0,
    max: 30,
    meaning: 'the annual rate a refinance would get today',
  },
  REFINANCE_CLOSING_COST_PERCENT: {
    value: '2',
    unit: 'percent',
    min: 0,
    max: 10,
    meaning: 'the closing costs of a refinance, as a share of the balance',
  },
  /** "Well inside the remaining term": the costs must be recovered within this share of it. */
  REFINANCE_MAX_BREAK_EVEN_PERCENT_OF_TERM: {
    value: '25',
    unit: 'percent',
    min: 1,
    max: 100,
    meaning: 'the share of the remaining term within which a refinance must pay back its costs',
  },
  MARGINAL_TAX_RATE_PERCENT: {
    value: '24',
    unit: 'percent',
    min: 0,
    max: 60,
    meaning: 'the marginal tax rate a harvested loss saves',
  },
  /** IRS: net capital losses offset up to $3,000 of ordinary income a year; the rest carries forward. */
  ORDINARY_INCOME_OFFSET_DOLLARS: {
    value: '3000',
    unit: 'dollars',
    min: 0,
    max: 1_000_000,
    meaning: 'the net capital loss that may offset ordinary income each year',
  },
  /** Below this total loss in an account, harvesting is not worth the trades. */
  TAX_HARVEST_MIN_LOSS_DOLLARS: {
    value: '500',
    unit: 'dollars',
    min: 0,
    max: 1_000_000_000,
    meaning: 'the smallest loss in an account worth harvesting',
  },
  ESTATE_DOCUMENT_MAX_AGE_YEARS: {
    value: '5',
    unit: 'years',
    min: 1,
    max: 50,
    integer: true,
    meaning: 'the age after which an estate document should be reviewed',
  },
  LIFE_COVER_INCOME_MULTIPLE: {
    value: '10',
    unit: 'multiple',
    min: 0,
    max: 50,
    meaning: 'the life cover a household needs, as a multiple of its income',
  },
  UMBRELLA_NET_WORTH_THRESHOLD_DOLLARS: {
    value: '1000000',
    unit: 'dollars',
    min: 0,
    max: 1_000_000_000_000,
    meaning: 'the net worth above which an umbrella liability policy is advisable',
  },
  POLICY_EXPIRY_WARNING_DAYS: {
    value: '90',
    unit: 'days',
    min: 1,
    max: 3650,
    integer: true,
    meaning: 'how early an expiring policy is flagged',
  },
  CONCENTRATION_MAX_PERCENT: {
    value: '20',
    unit: 'percent',
    min: 1,
    max: 100,
    meaning: 'the largest share of the portfolio one holding should be',
  },
  EMERGENCY_FUND_MONTHS: {
    value: '6',
    unit: 'months',
    min: 1,
    max: 120,
    integer: true,
    meaning: 'the months of spending worth keeping in checking and savings',
  },
  /** A finding saving at least this much a year is high priority. */
  HIGH_PRIORITY_SAVINGS_DOLLARS: {
    value: '2500',
    unit: 'dollars',
    min: 0,
    max: 1_000_000_000,
    meaning: 'the yearly saving from which a recommendation is high priority',
  },
  /** ... at least this much, medium; below it, low. */
  MEDIUM_PRIORITY_SAVINGS_DOLLARS: {
    value: '500',
    unit: 'dollars',
    min: 0,
    max: 1_000_000_000,
    meaning: 'the yearly saving from which a recommendation is medium priority',
  },
} as const satisfies Record<string, AssumptionDefinition>;

export type AssumptionName = keyof typeof assumptionDefinitions;
export const assumptionNames = Object.keys(assumptionDefinitions) as AssumptionName[];

/** The values in force, as plain decimal strings ("6.25"), keyed by name. */
export type Assumptions = Readonly<Record<AssumptionName, string>>;

export const defaultAssumptions: Assumptions = Object.freeze(
  Object.fromEntries(assumptionNames.map((name) => [name, assumptionDefinitions[name].value])) as Record<
    AssumptionName,
    string
  >,
);

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The assumptions in force: the defaults with the overrides applied. Overrides are keyed by the
 * environment variable (AI_ASSUME_MARKET_MORTGAGE_RATE_PERCENT) or the bare name. Throws one error
 * listing every unknown name and bad value, so a typo cannot silently leave a default in place.
 */
export function resolveAssumptions(
  overrides: Readonly<Record<string, string | undefined>> = {},
): Assumptions {
  const values: Record<string, string> = { ...defaultAssumptions };
  const problems: string[] = [];
  for (const [key, raw] of Object.entries(overrides)) {
    if (raw === undefined) continue;
    const name = key.startsWith(ASSUMPTION_ENV_PREFIX) ? key.slice(ASSUMPTION_ENV_PREFIX.length) : key;
    if (!(name in assumptionDefinitions)) {
      problems.push(`${key} is not a known assumption (known: ${assumptionNames.join(', ')})`);
      continue;
    }
    const definition: AssumptionDefinition = assumptionDefinitions[name as AssumptionName];
    const text = raw.trim();
    const bounds = `${definition.integer ? 'a whole number' : 'a number'} from ${definition.min} to ${definition.max}`;
    if (!PLAIN_DECIMAL.test(text)) {
      problems.push(`${ASSUMPTION_ENV_PREFIX}${name} must be ${bounds}, got "${raw}"`);
      continue;
    }
    const value = new Decimal(text);
    if (
      (definition.integer && !value.isInteger()) ||
      value.lessThan(definition.min) ||
      value.greaterThan(definition.max)
    ) {
      problems.push(`${ASSUMPTION_ENV_PREFIX}${name} must be ${bounds}, got "${raw}"`);
      continue;
    }
    values[name] = value.toFixed();
  }
  if (
    problems.length === 0 &&
    new Decimal(values.MEDIUM_PRIORITY_SAVINGS_DOLLARS!).greaterThan(values.HIGH_PRIORITY_SAVINGS_DOLLARS!)
  ) {
    problems.push(
      `${ASSUMPTION_ENV_PREFIX}MEDIUM_PRIORITY_SAVINGS_DOLLARS cannot be above ${ASSUMPTION_ENV_PREFIX}HIGH_PRIORITY_SAVINGS_DOLLARS`,
    );
  }
  if (problems.length > 0) throw new Error(`Invalid analyst assumptions: ${problems.join('; ')}`);
  return Object.freeze(values as Record<AssumptionName, string>);
}

/** The value with its unit, as a user reads it: "6.25%", "$1,000,000", "5 years", "10x". */
export function formatAssumption(name: AssumptionName, assumptions: Assumptions): string {
  const value = assumptions[name];
  const { unit } = assumptionDefinitions[name];
  switch (unit) {
    case 'percent':
      return `${value}%`;
    case 'dollars':
      return `$${Number(value).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
    case 'multiple':
      return `${value}x`;
    default:
      return `${value} ${value === '1' ? unit.slice(0, -1) : unit}`;
  }
}

/** The assumptions a figure used, for its evidence: {NAME: "6.25% (the annual rate ...)"}. */
export function statedAssumptions(
  names: readonly AssumptionName[],
  assumptions: Assumptions,
): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      `${formatAssumption(name, assumptions)} (${assumptionDefinitions[name].meaning})`,
    ]),
  );
}
