// Issue 36 §2, the cash-flow forecast: recurring items (detected from the transactions, then confirmed,
// edited, stopped or added by the family), planned one-off events, and the forecast's settings. The API
// validates with these and the forms use them; the forecast itself is libs/contracts/src/planning.
import { forecastSources } from '../planning/forecast';
import { recurrenceCadences } from '../planning/recurrence';
import { INVESTMENT_PERIOD_MESSAGE } from './private-placements';
import { z } from '../zod';
import {
  dateInput,
  decimalInput,
  decimalString,
  entityId,
  enumInput,
  integerInput,
  isoDate,
  optionalIntegerInput,
  limits,
  money,
  optionalText,
  ownedRowFields,
  requiredText,
} from './fields';

export const cashDirections = ['income', 'expense'] as const;
export type CashDirection = (typeof cashDirections)[number];
export const recurringItemStatuses = ['confirmed', 'stopped'] as const;
export type RecurringItemStatus = (typeof recurringItemStatuses)[number];
export const recurringItemSources = ['detected', 'manual'] as const;
export type RecurringItemSource = (typeof recurringItemSources)[number];

export const forecastMessages = {
  cadence: 'Choose how often it recurs',
  direction: 'Choose money in or money out',
  name: 'Name is required',
  amount: 'Amount is required',
  nextDate: 'Next date is required',
  date: 'Date is required',
  floor: 'The floor must be an amount',
  investmentPeriod: INVESTMENT_PERIOD_MESSAGE,
  taxShare: 'The share must be 0 to 100',
} as const;

// ---------- recurring items ----------

export const recurringItemSchema = z.object({
  id: entityId,
  name: z.string(),
  /** The detector's key ("netflix com|expense|monthly") when it was confirmed from a detection. */
  detectionKey: z.string().nullable(),
  direction: z.enum(cashDirections),
  /** Positive; the direction says which way it goes. */
  amount: decimalString,
  cadence: z.enum(recurrenceCadences),
  nextDate: isoDate,
  /** A twice-a-month item's other day of the month (1-31; 31 is the last day); null otherwise. */
  otherDay: z.number().int().nullable(),
  status: z.enum(recurringItemStatuses),
  source: z.enum(recurringItemSources),
  notes: z.string().nullable(),
});
export type RecurringItem = z.infer<typeof recurringItemSchema>;
export const recurringItemRowSchema = recurringItemSchema
  .extend(ownedRowFields)
  .meta({ id: 'RecurringItem' });
export type RecurringItemRow = z.infer<typeof recurringItemRowSchema>;

const recurringItemFields = {
  name: requiredText(limits.name, forecastMessages.name),
  detectionKey: optionalText(limits.name),
  direction: enumInput(cashDirections, forecastMessages.direction),
  amount: money(forecastMessages.amount),
  cadence: enumInput(recurrenceCadences, forecastMessages.cadence),
  nextDate: dateInput(forecastMessages.nextDate),
  /** Twice a month only: without it, half a month from the next date's day (nextCadenceDay). */
  otherDay: optionalIntegerInput(1, 31),
  status: enumInput(recurringItemStatuses, 'Choose confirmed or stopped'),
  source: enumInput(recurringItemSources, 'Choose detected or manual'),
  notes: optionalText(limits.notes),
};

export const insertRecurringItemSchema = z.strictObject({
  ...recurringItemFields,
  status: recurringItemFields.status.default('confirmed'),
  source: recurringItemFields.source.default('manual'),
});
export const updateRecurringItemSchema = z.strictObject(recurringItemFields).partial();
export type RecurringItemInput = z.input<typeof insertRecurringItemSchema>;
export type InsertRecurringItem = z.output<typeof insertRecurringItemSchema>;
export type UpdateRecurringItem = z.output<typeof updateRecurringItemSchema>;

/** What the detector suggests and the family has neither confirmed nor stopped. */
export const detectedRecurringItemSchema = z
  .object({
    key: z.string(),
    merchantKey: z.string(),
    name: z.string(),
    direction: z.enum(cashDirections),
    amount: decimalString,
    cadence: z.enum(recurrenceCadences),
    occurrences: z.number().int(),
    firstDate: isoDate,
    lastDate: isoDate,
    nextDate: isoDate,
    otherDay: z.number().int().nullable(),
    regularity: z.number(),
  })
  .meta({ id: 'DetectedRecurringItem' });

/** GET /api/recurring-items/overview: the family's items and the detector's new suggestions. */
export const recurringOverviewSchema = z
  .object({
    items: z.array(recurringItemRowSchema),
    detected: z.array(detectedRecurringItemSchema),
    /** Months of transactions the family has (first to last row); the forecast needs three. */
    transactionMonths: z.number(),
  })
  .meta({ id: 'RecurringOverview' });
export type RecurringOverview = z.infer<typeof recurringOverviewSchema>;

// ---------- planned events ----------

export const plannedEventSchema = z.object({
  id: entityId,
  name: z.string(),
  date: isoDate,
  direction: z.enum(cashDirections),
  amount: decimalString,
  notes: z.string().nullable(),
});
export type PlannedEvent = z.infer<typeof plannedEventSchema>;
export const plannedEventRowSchema = plannedEventSchema.extend(ownedRowFields).meta({ id: 'PlannedEvent' });
export type PlannedEventRow = z.infer<typeof plannedEventRowSchema>;

const plannedEventFields = {
  name: requiredText(limits.name, forecastMessages.name),
  date: dateInput(forecastMessages.date),
  direction: enumInput(cashDirections, forecastMessages.direction),
  amount: money(forecastMessages.amount),
  notes: optionalText(limits.notes),
};
export const insertPlannedEventSchema = z.strictObject(plannedEventFields);
export const updatePlannedEventSchema = insertPlannedEventSchema.partial();
export type PlannedEventInput = z.input<typeof insertPlannedEventSchema>;
export type InsertPlannedEvent = z.output<typeof insertPlannedEventSchema>;

// ---------- settings ----------

export const forecastSettingsSchema = z
  .object({
    /** The floor the family set; null: three months of expenses. */
    floor: decimalString.nullable(),
    /** Years from a fund's investment date over which its unfunded commitment is called. */
    investmentPeriodYears: z.number().int(),
    /** Percent of the estimated tax the family pays itself (the rest is withheld from pay). */
    taxEstimateShare: decimalString,
  })
  .meta({ id: 'ForecastSettings' });
export type ForecastSettings = z.infer<typeof forecastSettingsSchema>;

export const updateForecastSettingsSchema = z
  .strictObject({
    floor: z.preprocess(
      (value) => (value === '' ? null : value),
      decimalInput({ required: forecastMessages.floor, min: -limits.maxMoney }).nullable(),
    ),
    investmentPeriodYears: integerInput(1, 15, forecastMessages.investmentPeriod),
    taxEstimateShare: decimalInput({ required: forecastMessages.taxShare, max: 100 }),
  })
  .partial();
export type ForecastSettingsInput = z.input<typeof updateForecastSettingsSchema>;
export type UpdateForecastSettings = z.output<typeof updateForecastSettingsSchema>;

// ---------- the forecast ----------

const forecastItemSchema = z.object({
  source: z.enum(forecastSources),
  sourceId: z.string(),
  label: z.string(),
  date: isoDate,
  amount: decimalString,
});

/** GET /api/forecast: forecastCashFlow's answer, with the settings it used and whether it has data. */
export const forecastSchema = z
  .object({
    today: isoDate,
    startingBalance: decimalString,
    monthlyExpenses: decimalString,
    floor: decimalString,
    floorIsDefault: z.boolean(),
    months: z.array(
      z.object({
        month: z.string(),
        opening: decimalString,
        inflow: decimalString,
        outflow: decimalString,
        net: decimalString,
        closing: decimalString,
        belowFloor: z.boolean(),
        items: z.array(forecastItemSchema),
      }),
    ),
    lowest: z.object({ month: z.string(), balance: decimalString }),
    warning: z
      .object({ month: z.string(), balance: decimalString, floor: decimalString, shortfall: decimalString })
      .nullable(),
    assumptions: z.object({
      investmentPeriodYears: z.number().int(),
      /** Each fund with an unfunded commitment: its investment period (its own or the family's). */
      capitalCalls: z.array(
        z.object({
          fundId: entityId,
          name: z.string(),
          unfunded: decimalString,
          investmentPeriodYears: z.number().int(),
          ownPeriod: z.boolean(),
          periodEnds: isoDate,
        }),
      ),
      taxEstimateShare: decimalString,
      estimatedTax: z
        .object({ taxYear: z.number().int(), annual: decimalString, safeHarbourRate: decimalString })
        .nullable(),
    }),
    settings: forecastSettingsSchema,
    /** Months of transactions (first to last row): under three, the page asks for more first. */
    transactionMonths: z.number(),
    /** Funds whose unfunded commitment is not known (no commitment recorded): counted as nothing. */
    fundsWithoutCommitment: z.number().int(),
  })
  .meta({ id: 'Forecast' });
export type Forecast = z.infer<typeof forecastSchema>;

/** The forecast needs this many months of transactions before it is shown. */
export const FORECAST_MIN_TRANSACTION_MONTHS = 3;
