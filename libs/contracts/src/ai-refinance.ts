// GET /api/ai/refinance/{mortgageId}: the AI service's break-even analysis of refinancing one mortgage
// at the assumed market rate (services/ai/src/analytics/refinance.ts), for the Real Estate page's
// refinance view. Money is decimal strings; the assumptions behind the figures are stated with them.
import { z } from './zod';
import { decimalString, entityId, isoDate } from './entities/fields';

export const refinanceAssumptionSchema = z.object({
  /** The assumption's name (an AI_ASSUME_<NAME> variable overrides it). */
  name: z.string(),
  /** As a person reads it: "6.25%". */
  value: z.string(),
  /** What it stands for: "the annual rate a refinance would get today". */
  meaning: z.string(),
});
export type RefinanceAssumption = z.infer<typeof refinanceAssumptionSchema>;

export const mortgageRefinanceSchema = z
  .object({
    mortgageId: entityId,
    propertyId: entityId,
    propertyAddress: z.string().nullable(),
    lender: z.string(),
    loanType: z.string(),
    balance: decimalString,
    /** Annual rate in percent ("7.625"). */
    currentRate: decimalString,
    currentPayment: decimalString,
    maturityDate: isoDate,
    /** Monthly payments still due (0 once matured). */
    remainingMonths: z.number().int().nonnegative(),
    marketRate: decimalString,
    /** The level payment at the market rate over the months left; null when nothing is left to pay. */
    newPayment: decimalString.nullable(),
    /** currentPayment - newPayment; negative when refinancing would cost more. */
    monthlySaving: decimalString.nullable(),
    annualSaving: decimalString.nullable(),
    closingCosts: decimalString,
    /** Months of saving that pay back the closing costs; null when there is no saving. */
    breakEvenMonths: z.number().int().nullable(),
    /** The longest break-even still recommended (the assumed share of the months left). */
    maxBreakEvenMonths: z.number().int().nonnegative(),
    netSavingOverTerm: decimalString.nullable(),
    recommended: z.boolean(),
    /** One sentence: why refinancing does or does not pay. */
    verdict: z.string(),
    /** How the figures are computed, in one line. */
    formula: z.string(),
    assumptions: z.array(refinanceAssumptionSchema),
  })
  .meta({ id: 'MortgageRefinance' });
export type MortgageRefinanceAnswer = z.infer<typeof mortgageRefinanceSchema>;
