// Private placements: private equity, hedge funds, real estate funds, venture capital.
import { z } from '../zod';
import { ledgerEntryTypes, type LedgerEntryType } from '../planning/lp-returns';
import {
  dateInput,
  decimalString,
  entityId,
  enumInput,
  isoDateTime,
  isoDate,
  limits,
  money,
  optionalMoney,
  optionalPercent,
  optionalText,
  optionalIntegerInput,
  integerInput,
  requiredText,
} from './fields';

export const investmentTypes = [
  'private_equity',
  'hedge_fund',
  'real_estate_fund',
  'venture_capital',
] as const;
export type InvestmentType = (typeof investmentTypes)[number];

export const placementStatuses = ['active', 'exited', 'pending'] as const;

/** A fund's investment period, here and in the forecast's settings: whole years from 1 to 15. */
export const INVESTMENT_PERIOD_MESSAGE = 'The investment period must be 1 to 15 years';
export type PlacementStatus = (typeof placementStatuses)[number];

export const privatePlacementSchema = z.object({
  id: entityId,
  userId: entityId,
  name: z.string(),
  investmentType: z.enum(investmentTypes),
  sponsor: z.string(),
  investmentDate: isoDate,
  initialInvestment: decimalString,
  /** What the family agreed to pay in over the fund's life (an LP's commitment). */
  commitment: decimalString,
  currentValue: decimalString,
  ownershipPercentage: decimalString.nullable(),
  vintage: z.number().int().nullable(),
  managementFee: decimalString.nullable(),
  carriedInterest: decimalString.nullable(),
  /** The sum of the ledger's distributions (kept by the API, never set directly once created). */
  distributionsMade: decimalString.nullable(),
  /** The sum of the ledger's capital calls (kept by the API, never set directly once created). */
  capitalCalls: decimalString.nullable(),
  status: z.enum(placementStatuses),
  /**
   * Years from the investment date over which the forecast spreads the unfunded commitment (the fund's
   * investment period in its LPA); null: the family's forecast setting (5 years by default).
   */
  investmentPeriodYears: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type PrivatePlacement = z.infer<typeof privatePlacementSchema>;

const privatePlacementFields = {
  name: requiredText(limits.name, 'Name is required'),
  investmentType: enumInput(investmentTypes, 'Choose an investment type'),
  sponsor: requiredText(limits.name, 'Sponsor is required'),
  investmentDate: dateInput('Investment date must be a date', 'Investment date must be a date'),
  initialInvestment: money('Initial investment is required'),
  commitment: optionalMoney(),
  currentValue: money('Current value is required'),
  ownershipPercentage: optionalPercent(),
  vintage: optionalIntegerInput(1900, 2200),
  managementFee: optionalPercent(),
  carriedInterest: optionalPercent(),
  distributionsMade: optionalMoney(),
  capitalCalls: optionalMoney(),
  status: enumInput(placementStatuses, 'Choose a status'),
  investmentPeriodYears: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    integerInput(1, 15, INVESTMENT_PERIOD_MESSAGE).nullable(),
  ),
  notes: optionalText(limits.notes),
};

export const insertPrivatePlacementSchema = z
  .strictObject({
    ...privatePlacementFields,
    /** The client sends a placeholder ('demo-user'); the API always uses the session's user. */
    userId: z.string().max(limits.id).optional(),
    investmentType: privatePlacementFields.investmentType.default('private_equity'),
    distributionsMade: privatePlacementFields.distributionsMade.transform((v) => v ?? '0.00'),
    capitalCalls: privatePlacementFields.capitalCalls.transform((v) => v ?? '0.00'),
    status: privatePlacementFields.status.default('active'),
  })
  // The vintage defaults to the year of the investment, the commitment to the initial investment.
  // Capital calls and distributions given here open the ledger: one entry each, dated at the investment.
  .transform(({ userId: _ignored, ...placement }) => ({
    ...placement,
    commitment: placement.commitment ?? placement.initialInvestment,
    vintage: placement.vintage ?? Number(placement.investmentDate.slice(0, 4)),
  }));

export const placementMessages = {
  ledgerKept: 'Kept by the ledger: add, edit or delete its capital calls and distributions',
  distributionBeforeInvestment: 'A distribution cannot be dated before the investment date',
  investmentAfterDistribution: 'The ledger has a distribution dated before this date',
  amountPositive: 'Amount must be more than zero',
  noSuchPlacement: 'Private placement not found',
} as const;

/**
 * Once created, a placement's calls and distributions are its ledger's sums: a PATCH may send them as
 * they are (a form sends the whole row), and the API refuses a different value (placementMessages.ledgerKept).
 */
export const updatePrivatePlacementSchema = z
  .strictObject(privatePlacementFields)
  .partial()
  .extend({ commitment: money('Commitment is required').optional() });
export type PrivatePlacementInput = z.input<typeof insertPrivatePlacementSchema>;
export type InsertPrivatePlacement = z.output<typeof insertPrivatePlacementSchema>;
export type UpdatePrivatePlacement = z.output<typeof updatePrivatePlacementSchema>;

// ---------- the ledger: dated capital calls and distributions ----------

export const placementLedgerEntryTypes = ledgerEntryTypes;
export type PlacementLedgerEntryType = LedgerEntryType;
export const placementLedgerEntryTypeLabels: Readonly<Record<PlacementLedgerEntryType, string>> = {
  capital_call: 'Capital call',
  distribution: 'Distribution',
};

export const placementLedgerEntrySchema = z
  .object({
    id: entityId,
    userId: entityId,
    placementId: entityId,
    date: isoDate,
    type: z.enum(placementLedgerEntryTypes),
    amount: decimalString,
    notes: z.string().nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'PlacementLedgerEntry' });
export type PlacementLedgerEntry = z.infer<typeof placementLedgerEntrySchema>;

const ledgerEntryFields = {
  date: dateInput('Date is required', 'Date must be a date'),
  type: enumInput(placementLedgerEntryTypes, 'Choose capital call or distribution'),
  amount: money('Amount is required').refine((value) => Number(value) > 0, placementMessages.amountPositive),
  notes: optionalText(limits.notes),
};
export const insertPlacementLedgerEntrySchema = z.strictObject(ledgerEntryFields);
export const updatePlacementLedgerEntrySchema = z.strictObject(ledgerEntryFields).partial();
export type PlacementLedgerEntryInput = z.input<typeof insertPlacementLedgerEntrySchema>;
export type InsertPlacementLedgerEntry = z.output<typeof insertPlacementLedgerEntrySchema>;
export type UpdatePlacementLedgerEntry = z.output<typeof updatePlacementLedgerEntrySchema>;

/**
 * The CSV import of ledger entries: the file's text (columns date, type, amount and optional notes). It
 * travels as JSON, so it must fit the API's JSON body limit (100 KB) with its newlines escaped: 48 KB is
 * about 1,200 entries, decades of a fund's calls and distributions.
 */
export const LEDGER_IMPORT_MAX_CHARS = 48 * 1024;
export const importPlacementLedgerSchema = z.strictObject({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The file is empty')
    .max(
      LEDGER_IMPORT_MAX_CHARS,
      `The file is larger than ${LEDGER_IMPORT_MAX_CHARS / 1024} KB (${LEDGER_IMPORT_MAX_CHARS} characters)`,
    ),
});
export type ImportPlacementLedger = z.output<typeof importPlacementLedgerSchema>;
export const ledgerCsvTemplate =
  'date,type,amount,notes\n2024-03-15,capital_call,25000.00,First close\n2025-06-30,distribution,4200.00,\n';

export const placementLedgerImportResultSchema = z
  .object({ imported: z.number().int(), entries: z.array(placementLedgerEntrySchema) })
  .meta({ id: 'PlacementLedgerImport' });
export type PlacementLedgerImportResult = z.infer<typeof placementLedgerImportResultSchema>;

// ---------- the LP's measures (libs/contracts/src/planning/lp-returns.ts) ----------

const multiple = decimalString.nullable();
export const lpMetricsSchema = z
  .object({
    commitment: decimalString,
    paidIn: decimalString,
    distributed: decimalString,
    nav: decimalString,
    unfunded: decimalString,
    dpi: multiple,
    rvpi: multiple,
    tvpi: multiple,
    /** Net IRR as a fraction ("0.123456"), null when the flows have none. */
    irr: multiple,
  })
  .meta({ id: 'LpMetrics' });

export const jCurvePointSchema = z
  .object({ date: isoDate, calls: decimalString, distributions: decimalString, net: decimalString })
  .meta({ id: 'JCurvePoint' });

export const privateProgramSchema = z
  .object({
    /** The day the NAVs are valued on (the IRR's last flow). */
    asOf: isoDate,
    placements: z.array(
      z.object({
        placementId: entityId,
        name: z.string(),
        metrics: lpMetricsSchema,
        jCurve: z.array(jCurvePointSchema),
      }),
    ),
    program: lpMetricsSchema,
    jCurve: z.array(jCurvePointSchema),
  })
  .meta({ id: 'PrivateProgram' });
export type PrivateProgram = z.infer<typeof privateProgramSchema>;
