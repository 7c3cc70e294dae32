// GET /api/summary: everything the dashboard shows for the session's user, in one answer. The figures
// come from familyFigures (figures.ts); the lists are cut to the dashboard's first five (spec section 9).
// GET /api/family: the whole family in one answer, for the AI service (every list, whole).
import { z } from './zod';
import {
  accountRowSchema,
  beneficiaryRowSchema,
  budgetRowSchema,
  businessRowSchema,
  estateDocumentRowSchema,
  holdingRowSchema,
  insurancePolicyRowSchema,
  k1DocumentRowSchema,
  mortgageRowSchema,
  privatePlacementRowSchema,
  professionalRowSchema,
  propertyRowSchema,
  taxDocumentRowSchema,
} from './api';
import { recommendationRowSchema } from './entities/recommendations';
import { DASHBOARD_LIST_SIZE } from './figures';
import { decimalString, isoDate } from './entities/fields';
import { transactionSummarySchema } from './entities/transactions';

/** A figure of a summary: null when it is computed from an area not shared with the caller (figureAreas). */
const figure = decimalString.nullable();

export const familyFiguresSchema = z
  .object({
    liquidAssets: figure,
    nonLiquidAssets: figure,
    realEstateValue: figure,
    mortgageBalance: figure,
    realEstateEquity: figure,
    netWorth: figure,
    creditOwed: figure,
    totalLiabilities: figure,
    creditLimit: figure,
    /** Also null when no credit account has a limit. */
    creditUtilization: figure,
    totalCoverage: figure,
    lifeCoverage: figure,
    investmentValue: figure,
    holdingsCostBasis: figure,
    holdingsValue: figure,
    totalReturn: figure,
    totalReturnPercent: figure,
  })
  .meta({
    id: 'FamilyFigures',
    description:
      'The derived figures of spec section 9, as decimal strings; for a professional, null where a figure ' +
      'is computed from an area the family did not share (the household always gets every figure).',
  });

const count = z.number().int().min(0);

export const familySummarySchema = z
  .object({
    /** The day the figures are for (UTC). */
    asOf: isoDate,
    figures: familyFiguresSchema,
    /** Rows of each kind the user has, beyond the first five the lists carry (0 for an area not shared). */
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
    /** First five life policies, by provider. */
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
  .meta({
    id: 'FamilySummary',
    description:
      "What the dashboard shows, for the session's user: a professional's carries only the shared areas' " +
      'lists (the others empty, their counts 0) and figures.',
  });
export type FamilySummary = z.infer<typeof familySummarySchema>;

/**
 * The same shape as TransactionSummary, written out rather than referred to: OpenAPI 3.0 has no
 * nullable reference (`nullable` beside a `$ref` is ignored, and ajv refuses it).
 */
const nullableSpending = z.object({ ...transactionSummarySchema.shape }).nullable();

/**
 * GET /api/family: every row of the session's user that the AI service reads, each list whole and in
 * its own list route's order, with the figures and the last 365 days of transactions summed.
 */
export const familySnapshotSchema = z
  .object({
    /** The day the figures and the spending range end on (UTC). */
    asOf: isoDate,
    figures: familyFiguresSchema,
    accounts: z.array(accountRowSchema),
    holdings: z.array(holdingRowSchema),
    /** With each month's spending computed from the transactions, as GET /api/budgets answers. */
    budgets: z.array(budgetRowSchema),
    properties: z.array(propertyRowSchema),
    mortgages: z.array(mortgageRowSchema),
    insurance: z.array(insurancePolicyRowSchema),
    estateDocuments: z.array(estateDocumentRowSchema),
    beneficiaries: z.array(beneficiaryRowSchema),
    taxDocuments: z.array(taxDocumentRowSchema),
    professionals: z.array(professionalRowSchema),
    privatePlacements: z.array(privatePlacementRowSchema),
    businesses: z.array(businessRowSchema),
    k1Documents: z.array(k1DocumentRowSchema),
    /** Every status, newest first. */
    recommendations: z.array(recommendationRowSchema),
    /** GET /api/transactions/summary's answer for the 365 days up to asOf; null when Accounts is not shared. */
    spending: nullableSpending,
  })
  .meta({
    id: 'FamilySnapshot',
    description:
      "Every list of the session's user, whole, with the figures; a professional's has the areas not " +
      'shared empty and their figures null.',
  });
export type FamilySnapshot = z.infer<typeof familySnapshotSchema>;
