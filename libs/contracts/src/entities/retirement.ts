// Issue 36 §3, retirement odds: the family's planning profile (each adult, spending, savings, the mix
// and the assumptions), what the API answers for it, and the what-if body. The API validates with these
// and the page's forms use them; the simulation itself is libs/contracts/src/planning/retirement.ts.
import { utcToday } from '../calendar';
import {
  assetClasses,
  DEFAULT_BENEFIT_START_AGE,
  DEFAULT_LIFE_EXPECTANCY,
  type RetirementAssumptions,
} from '../planning/retirement';
import { z } from '../zod';
import { decimalString, integerInput, limits, optionalMoney, requiredText } from './fields';

export const retirementMessages = {
  name: 'Name is required',
  birthYear: 'Birth year is required',
  retirementAge: 'Retirement age is required',
  mixTotal: 'The mix must add up to 100%',
  adults: 'Add at most four adults',
  lifeExpectancy: 'Life expectancy must be after the retirement age',
  retirementBelowAge: (age: number) => `Retirement age can't be below the current age (${age})`,
} as const;

const currentYear = () => Number(utcToday().slice(0, 4));

/** A percentage sent as a number: returns may be negative, volatility and weights not. */
const percentNumber = (min: number, max: number) =>
  z.preprocess(
    // A form's field sends text: "4.5" is 4.5.
    (value) => (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: 'Must be a number' })
      .min(min, `Must be at least ${min}`)
      .max(max, `Must be at most ${max}`),
  );

export const retirementAdultInputSchema = z
  .strictObject({
    name: requiredText(limits.name, retirementMessages.name),
    birthYear: integerInput(1900, 2100, retirementMessages.birthYear),
    retirementAge: integerInput(18, 100, retirementMessages.retirementAge),
    lifeExpectancy: integerInput(40, 120).default(DEFAULT_LIFE_EXPECTANCY),
    /** Social Security or pension per year, in today's dollars. */
    benefitAnnual: optionalMoney().transform((value) => value ?? '0.00'),
    benefitStartAge: integerInput(50, 80).default(DEFAULT_BENEFIT_START_AGE),
  })
  .superRefine((adult, ctx) => {
    const age = currentYear() - adult.birthYear;
    if (adult.birthYear > currentYear())
      ctx.addIssue({ code: 'custom', path: ['birthYear'], message: 'Birth year cannot be in the future' });
    else if (adult.retirementAge < age)
      ctx.addIssue({
        code: 'custom',
        path: ['retirementAge'],
        message: retirementMessages.retirementBelowAge(age),
      });
    if (adult.lifeExpectancy <= adult.retirementAge)
      ctx.addIssue({ code: 'custom', path: ['lifeExpectancy'], message: retirementMessages.lifeExpectancy });
  });
export type RetirementAdultInput = z.input<typeof retirementAdultInputSchema>;

export const assetMixSchema = z
  .strictObject({
    stocks: percentNumber(0, 100),
    bonds: percentNumber(0, 100),
    cash: percentNumber(0, 100),
  })
  .refine((mix) => Math.abs(mix.stocks + mix.bonds + mix.cash - 100) < 0.01, {
    message: retirementMessages.mixTotal,
    path: ['stocks'],
  });

export const retirementAssumptionsSchema = z.strictObject({
  stocksReturn: percentNumber(-20, 30),
  stocksVolatility: percentNumber(0, 60),
  bondsReturn: percentNumber(-20, 30),
  bondsVolatility: percentNumber(0, 60),
  cashReturn: percentNumber(-20, 30),
  cashVolatility: percentNumber(0, 60),
  inflation: percentNumber(-5, 20),
}) satisfies z.ZodType<RetirementAssumptions>;

/**
 * PUT /api/retirement and POST /api/retirement/simulate. A null amount, mix or assumption is the
 * family's default (today's 12-month spending, the cash-flow forecast's surplus, the invested wealth, the
 * holdings' mix, the README's assumptions).
 */
export const retirementInputsSchema = z
  .strictObject({
    adults: z.array(retirementAdultInputSchema).max(4, retirementMessages.adults),
    annualSpending: optionalMoney(),
    annualSavings: optionalMoney(),
    startingWealth: optionalMoney(),
    mix: assetMixSchema.nullable().default(null),
    assumptions: retirementAssumptionsSchema.partial().nullable().default(null),
  })
  .meta({ id: 'RetirementInputs' });
export type RetirementInputsInput = z.input<typeof retirementInputsSchema>;
export type RetirementInputs = z.output<typeof retirementInputsSchema>;

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * The page's form: the same body, with the second adult's row left empty dropped, empty assumptions
 * left to their defaults and an empty mix taken from the holdings.
 */
export const retirementFormSchema = z.preprocess((value) => {
  if (!value || typeof value !== 'object') return value;
  const body = value as Record<string, unknown>;
  // An adult's empty field takes its default (life expectancy 95, benefits from 67, none).
  const adults = Array.isArray(body.adults)
    ? body.adults
        .filter((adult) => adult && Object.values(adult as object).some((v) => !blank(v)))
        .map((adult) => Object.fromEntries(Object.entries(adult as object).filter(([, v]) => !blank(v))))
    : body.adults;
  const assumptions =
    body.assumptions && typeof body.assumptions === 'object'
      ? Object.fromEntries(Object.entries(body.assumptions).filter(([, v]) => !blank(v)))
      : body.assumptions;
  const mix =
    body.mix && typeof body.mix === 'object' && Object.values(body.mix).every(blank) ? null : body.mix;
  return { ...body, adults, assumptions, mix };
}, retirementInputsSchema);

const adultSchema = z.object({
  name: z.string(),
  birthYear: z.number().int(),
  retirementAge: z.number().int(),
  lifeExpectancy: z.number().int(),
  benefitAnnual: decimalString,
  benefitStartAge: z.number().int(),
});

const mixSchema = z.object(
  Object.fromEntries(assetClasses.map((c) => [c, z.number()])) as {
    stocks: z.ZodNumber;
    bonds: z.ZodNumber;
    cash: z.ZodNumber;
  },
);
const assumptionsSchema = z.object({
  stocksReturn: z.number(),
  stocksVolatility: z.number(),
  bondsReturn: z.number(),
  bondsVolatility: z.number(),
  cashReturn: z.number(),
  cashVolatility: z.number(),
  inflation: z.number(),
});

/** The plan the simulation ran: every value resolved (the family's entries, else its defaults). */
export const retirementScenarioSchema = z
  .object({
    adults: z.array(adultSchema),
    startingWealth: decimalString,
    annualSavings: decimalString,
    annualSpending: decimalString,
    mix: mixSchema,
    assumptions: assumptionsSchema,
  })
  .meta({ id: 'RetirementScenario' });

// No component ids on the schemas used as nullable: OpenAPI 3.0 cannot say "a $ref, or null" in a way
// ajv accepts (nullable without a type), so they stay inline.
export const retirementProjectionSchema = z.object({
  paths: z.number().int(),
  seed: z.number().int(),
  /** 0..1: the share of paths whose money lasts. */
  successProbability: z.number(),
  ages: z.array(z.number().int()),
  /** Wealth in today's dollars at each age (decimal strings, whole dollars). */
  p10: z.array(decimalString),
  p50: z.array(decimalString),
  p90: z.array(decimalString),
  medianRunsOutAge: z.number().int().nullable(),
  p10RunsOutAge: z.number().int().nullable(),
  /** The mix's mean annual return and volatility, in percent. */
  meanReturn: z.number(),
  volatility: z.number(),
  retirementAge: z.number().int(),
});
export type RetirementProjectionWire = z.infer<typeof retirementProjectionSchema>;

/** GET and PUT /api/retirement. */
export const retirementPlanSchema = z
  .object({
    /** The current calendar year the ages are counted from. */
    year: z.number().int(),
    /** What the family entered; null where it takes the default. */
    inputs: z.object({
      adults: z.array(adultSchema),
      annualSpending: decimalString.nullable(),
      annualSavings: decimalString.nullable(),
      startingWealth: decimalString.nullable(),
      mix: mixSchema.nullable(),
      assumptions: assumptionsSchema.partial().nullable(),
    }),
    /** The defaults, from the family's data and the README's assumptions. */
    defaults: z.object({
      annualSpending: decimalString,
      annualSavings: decimalString,
      startingWealth: decimalString,
      mix: mixSchema,
      /** Whether the mix comes from holdings (false: no holdings, the 60/40 default). */
      mixFromHoldings: z.boolean(),
      assumptions: assumptionsSchema,
    }),
    scenario: retirementScenarioSchema,
    /** Null until at least one adult has a birth year. */
    projection: retirementProjectionSchema.nullable(),
  })
  .meta({ id: 'RetirementPlan' });
export type RetirementPlan = z.infer<typeof retirementPlanSchema>;

/** POST /api/retirement/simulate: a what-if, stored nowhere. */
export const retirementSimulationSchema = z
  .object({ scenario: retirementScenarioSchema, projection: retirementProjectionSchema.nullable() })
  .meta({ id: 'RetirementSimulation' });
export type RetirementSimulation = z.infer<typeof retirementSimulationSchema>;
