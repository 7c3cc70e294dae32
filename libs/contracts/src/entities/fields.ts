// Field building blocks shared by the entity schemas.
// "Wire" schemas describe what the API answers; "input" schemas validate what clients send
// (forms post strings, so inputs accept numeric strings and treat '' in optional fields as empty).
import { z } from '../zod';
import { withJsonFormat } from '../json-formats';
import { decimalPlaces, isDecimalLike, toDecimalString } from '../money';
import { limits } from './limits';

export { limits };

// ---------- wire (API answers) ----------

export const entityId = z.string().min(1).max(limits.id);
/** A decimal string as the API sends it: "1234.56", "-20.00", "6.875". */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'Must be a decimal string');
/** A calendar date as the API sends it: "2024-03-01". */
export const isoDate = z.iso.date();
/** A timestamp as the API sends it: "2024-03-01T12:00:00.000Z". */
export const isoDateTime = z.iso.datetime({ offset: true });
/** What every stored row answers besides its own fields: its owner and when it was created and changed. */
export const ownedRowFields = { userId: entityId, createdAt: isoDateTime, updatedAt: isoDateTime };

// ---------- inputs ----------

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Required trimmed text. */
export function requiredText(max: number, requiredMessage = 'Required') {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `Must be at most ${max} characters`);
}

/** Optional trimmed text: missing, null and '' all become null. */
export function optionalText(max: number) {
  return z.preprocess(
    (value) => (isBlank(value) ? null : value),
    z.string().trim().max(max, `Must be at most ${max} characters`).nullable(),
  );
}

/** A trimmed e-mail address, lower-cased so one person is one address. */
export function emailAddress(requiredMessage = 'Email is required') {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .toLowerCase()
    .pipe(
      z.email('Enter a valid email address').max(limits.email, `Must be at most ${limits.email} characters`),
    );
}

/** An optional link to another of the user's rows: missing, null and '' all become null (no link). */
export function optionalEntityId() {
  return z.preprocess((value) => (isBlank(value) ? null : value), entityId.nullable());
}

export function optionalEmailAddress() {
  return z.preprocess((value) => (isBlank(value) ? null : value), emailAddress().nullable());
}

export interface DecimalOptions {
  /** Message when the value is missing or ''. */
  required?: string;
  /** Most digits allowed after the point; the output is padded to exactly this many. */
  places?: number;
  min?: number;
  max?: number;
  /** One message for a value below `min` or above `max` ('Rating must be from 1 to 5'). */
  range?: string;
}

/**
 * A decimal amount sent as a string or a number, normalised to a fixed-point string
 * ("1234.5" -> "1234.50"). More decimals than `places` is an error, not a silent rounding.
 */
export function decimalInput({
  required = 'Required',
  places = 2,
  min = 0,
  max = limits.maxMoney,
  range,
}: DecimalOptions = {}) {
  const schema = z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? required : 'Must be a number'),
    })
    .transform((value, ctx) => {
      if (isBlank(value)) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      if (!isDecimalLike(value)) {
        ctx.addIssue({ code: 'custom', message: 'Must be a number' });
        return z.NEVER;
      }
      if (decimalPlaces(value) > places) {
        ctx.addIssue({
          code: 'custom',
          message: `At most ${places} decimal place${places === 1 ? '' : 's'}`,
        });
        return z.NEVER;
      }
      const normalised = toDecimalString(value, places);
      const numeric = Number(normalised);
      if (numeric < min) {
        ctx.addIssue({
          code: 'custom',
          message: range ?? (min === 0 ? 'Must not be negative' : `Must be at least ${min}`),
        });
        return z.NEVER;
      }
      if (numeric > max) {
        ctx.addIssue({ code: 'custom', message: range ?? `Must be at most ${max}` });
        return z.NEVER;
      }
      return normalised;
    });
  return withJsonFormat(schema, {
    input: {
      description: `A decimal from ${min} to ${max} with at most ${places} decimal places, as a string or a number`,
      anyOf: [
        { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
        { type: 'number', minimum: min, maximum: max },
      ],
    },
    output: { type: 'string', pattern: `^-?\\d+\\.\\d{${places}}$` },
  });
}

/** Optional decimal: missing, null and '' become null. */
export function optionalDecimalInput(options: Omit<DecimalOptions, 'required'> = {}) {
  return z.preprocess((value) => (isBlank(value) ? null : value), decimalInput(options).nullable());
}

/** Money that may not be negative (prices, premiums, budgets). */
export const money = (required?: string) => decimalInput({ required });
/** Money that may be negative (balances, transaction amounts, income that can be a loss). */
export const signedMoney = (required?: string) => decimalInput({ required, min: -limits.maxMoney });
export const optionalMoney = () => optionalDecimalInput();
export const optionalSignedMoney = () => optionalDecimalInput({ min: -limits.maxMoney });

/** A percentage from 0 to 100 with two decimals ("12.50"). */
export const percent = (required?: string) => decimalInput({ required, max: 100 });
export const optionalPercent = () => optionalDecimalInput({ max: 100 });

/** An integer sent as a number or a numeric string. */
export function integerInput(min: number, max: number, required = 'Required') {
  const schema = z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required : 'Must be a whole number',
    })
    .transform((value, ctx) => {
      if (isBlank(value)) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const numeric = typeof value === 'number' ? value : /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
      if (!Number.isInteger(numeric)) {
        ctx.addIssue({ code: 'custom', message: 'Must be a whole number' });
        return z.NEVER;
      }
      if (numeric < min || numeric > max) {
        ctx.addIssue({ code: 'custom', message: `Must be between ${min} and ${max}` });
        return z.NEVER;
      }
      return numeric;
    });
  return withJsonFormat(schema, {
    input: {
      anyOf: [
        { type: 'integer', minimum: min, maximum: max },
        { type: 'string', pattern: '^-?\\d+$' },
      ],
    },
    output: { type: 'integer', minimum: min, maximum: max },
  });
}

export function optionalIntegerInput(min: number, max: number) {
  return z.preprocess((value) => (isBlank(value) ? null : value), integerInput(min, max).nullable());
}

/** Tax years, vintages and budget years. */
export const yearInput = (required?: string) => integerInput(1900, 2200, required);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (DATE_ONLY.test(text)) {
    const date = new Date(`${text}T00:00:00.000Z`);
    // Rejects impossible days such as 2024-02-30, which Date would roll over into March.
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? date : undefined;
  }
  if (!isoDateTime.safeParse(text).success) return undefined;
  return new Date(text);
}

/** Dates and timestamps: a client may send either form. */
const dateOrTimestamp = {
  anyOf: [
    { type: 'string', format: 'date' },
    { type: 'string', format: 'date-time' },
  ],
};

const dateSource = (required: string, invalid: string) =>
  z.union([z.string(), z.date()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid),
  });

/**
 * A calendar date sent as "YYYY-MM-DD", an ISO timestamp or a Date; normalised to "YYYY-MM-DD"
 * (the UTC day of a timestamp), which is how date columns store it on both databases.
 */
export function dateInput(required = 'Required', invalid = 'Must be a date') {
  const schema = dateSource(required, invalid).transform((value, ctx) => {
    if (isBlank(value)) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const date = parseDate(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return date.toISOString().slice(0, 10);
  });
  return withJsonFormat(schema, { input: dateOrTimestamp, output: { type: 'string', format: 'date' } });
}

export function optionalDateInput() {
  return z.preprocess((value) => (isBlank(value) ? null : value), dateInput().nullable());
}

/** A point in time sent as an ISO timestamp, a "YYYY-MM-DD" day or a Date; coerced to a Date. */
export function dateTimeInput(required = 'Required', invalid = 'Must be a date and time') {
  const schema = dateSource(required, invalid).transform((value, ctx) => {
    if (isBlank(value)) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const date = parseDate(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return date;
  });
  return withJsonFormat(schema, { input: dateOrTimestamp, output: { type: 'string', format: 'date-time' } });
}

export function optionalDateTimeInput() {
  return z.preprocess((value) => (isBlank(value) ? null : value), dateTimeInput().nullable());
}

/** An enum value with a custom message for missing or unknown values. */
export function enumInput<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}
