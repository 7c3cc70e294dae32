// GET /api/summary: everything the dashboard shows for the session's user, in one answer. The figures
// come from familyFigures (figures.ts); the lists are cut to the dashboard's first five (spec section 9).
import { z } from 'zod';
import {
  accountRowSchema,
  estateDocumentRowSchema,
  insurancePolicyRowSchema,
  professionalRowSchema,
  propertyRowSchema,
  taxDocumentRowSchema,
} from './api';
import { recommendationRowSchema } from './entities/recommendations';
import { decimalString, isoDate } from './entities/fields';

/** How many rows each dashboard list shows (spec section 9). */
export const DASHBOARD_LIST_SIZE = 5;

export const familyFiguresSchema = z
  .object({
    liquidAssets: decimalString,
    nonLiquidAssets: decimalString,
    realEstateValue: decimalString,
    mortgageBalance: decimalString,
    realEstateEquity: decimalString,
    netWorth: decimalString,
    creditOwed: decimalString,
    totalLiabilities: decimalString,
    creditLimit: decimalString,
    creditUtilization: decimalString.nullable(),
    totalCoverage: decimalString,
    lifeCoverage: decimalString,
    investmentValue: decimalString,
    holdingsCostBasis: decimalString,
    holdingsValue: decimalString,
    totalReturn: decimalString,
    totalReturnPercent: decimalString,
  })
  .meta({ id: 'FamilyFigures', description: 'The derived figures of spec section 9, as decimal strings.' });

const count = z.number().int().min(0);

export const familySummarySchema = z
  .object({
    /** The day the figures are for (UTC). */
    asOf: isoDate,
    figures: familyFiguresSchema,
    /** Rows of each kind the user has, beyond the first five the lists carry. */
    counts: z.object({
      accounts: count,
      holdings: count,
      properties: count,
      mortgages: count,
      insurancePolicies: count,
      lifePolicies: count,
      estateDocuments: count,
      taxDocuments: count,
      professionals: count,
      privatePlacements: count,
      businesses: count,
      newRecommendations: count,
    }),
    /** First five accounts, by name. */
    accounts: z.array(accountRowSchema).max(DASHBOARD_LIST_SIZE),
    /** First five properties, by address. */
    properties: z.array(propertyRowSchema).max(DASHBOARD_LIST_SIZE),
    /** First five life policies. */
    lifePolicies: z.array(insurancePolicyRowSchema).max(DASHBOARD_LIST_SIZE),
    /** First five estate documents, most recently updated first. */
    estateDocuments: z.array(estateDocumentRowSchema).max(DASHBOARD_LIST_SIZE),
    /** First five tax documents, newest tax year first. */
    taxDocuments: z.array(taxDocumentRowSchema).max(DASHBOARD_LIST_SIZE),
    /** Every recommendation with status new, highest priority then newest first: the card filters by
     * category and then shows five. */
    newRecommendations: z.array(recommendationRowSchema),
    /** First five professionals, by name. */
    professionals: z.array(professionalRowSchema).max(DASHBOARD_LIST_SIZE),
  })
  .meta({ id: 'FamilySummary', description: "What the dashboard shows, for the session's user." });
export type FamilySummary = z.infer<typeof familySummarySchema>;
