// AI recommendations and their review workflow.
import { z } from 'zod';
import {
  decimalString,
  entityId,
  enumInput,
  isoDateTime,
  limits,
  optionalMoney,
  ownedRowFields,
  requiredText,
} from './fields';

/** Stored values. */
export const recommendationTypes = [
  'refinance',
  'tax_harvest',
  'estate_update',
  'insurance_review',
  'professional_referral',
  // Investment findings of the analyst: one holding too large a share of the portfolio, and cash far
  // beyond an emergency reserve.
  'investment_concentration',
  'excess_cash',
] as const;
export type RecommendationType = (typeof recommendationTypes)[number];

/** The dashboard's filter categories (besides "All Categories"). */
export const recommendationCategories = ['mortgage', 'insurance', 'tax', 'estate', 'investment'] as const;
export type RecommendationCategory = (typeof recommendationCategories)[number];

/**
 * The dashboard category of each stored type, except professional_referral (see recommendationCategory).
 */
export const recommendationTypeCategories: Readonly<
  Record<Exclude<RecommendationType, 'professional_referral'>, RecommendationCategory>
> = {
  refinance: 'mortgage',
  tax_harvest: 'tax',
  estate_update: 'estate',
  insurance_review: 'insurance',
  investment_concentration: 'investment',
  excess_cash: 'investment',
};

/**
 * The category a referral falls under when its evidence does not say which need it serves (referrals
 * stored before evidence existed). The dashboard has no "network" category; investment is the broad
 * advisory one.
 */
export const defaultReferralCategory: RecommendationCategory = 'investment';

/**
 * The ONE mapping from a stored type to the dashboard's filter category. A professional referral is
 * about the need it serves (an estate planner for the estate plan, a CPA for tax-loss harvesting...),
 * which its type alone does not tell: the generator states it in `evidence.category`; without it the
 * referral is listed under defaultReferralCategory.
 */
export function recommendationCategory(
  type: RecommendationType,
  evidence?: Pick<RecommendationEvidence, 'category'> | null,
): RecommendationCategory {
  if (type === 'professional_referral') return evidence?.category ?? defaultReferralCategory;
  return recommendationTypeCategories[type];
}

/** Bounds of the evidence a recommendation carries (it is stored as JSON in one text column). */
export const evidenceLimits = {
  entries: 40,
  key: 64,
  value: 500,
  formula: 1000,
} as const;

const evidenceKey = z.string().min(1).max(evidenceLimits.key);
const evidenceText = (max: number) => z.string().max(max, `Must be at most ${max} characters`);
const boundedRecord = <V extends z.ZodType>(value: V) =>
  z.record(evidenceKey, value).refine((record) => Object.keys(record).length <= evidenceLimits.entries, {
    message: `At most ${evidenceLimits.entries} entries`,
  });

/**
 * How a recommendation's figures were reached, so a user (or the chat) can check them: the inputs read
 * from the family's data, the formula applied, and the assumptions with the values used.
 */
export const recommendationEvidenceSchema = z.strictObject({
  /** e.g. {"currentBalance": "412000.00", "remainingMonths": 326, "lender": "Wells Fargo"} */
  inputs: boundedRecord(z.union([evidenceText(evidenceLimits.value), z.number().finite(), z.null()])),
  /** e.g. "payment = P·r/(1-(1+r)^-n); breakEven = closingCosts / monthlySaving" */
  formula: evidenceText(evidenceLimits.formula),
  /** e.g. {"MARKET_MORTGAGE_RATE": "6.25% a year"} */
  assumptions: boundedRecord(evidenceText(evidenceLimits.value)),
  /** For professional referrals: the category of the need the professional would serve. */
  category: z.enum(recommendationCategories).optional(),
});
export type RecommendationEvidence = z.infer<typeof recommendationEvidenceSchema>;

export const recommendationPriorities = ['high', 'medium', 'low'] as const;
export type RecommendationPriority = (typeof recommendationPriorities)[number];

export const recommendationStatuses = ['new', 'reviewed', 'completed'] as const;
export type RecommendationStatus = (typeof recommendationStatuses)[number];

/** From new a user may mark reviewed or completed; from reviewed, completed; completed is final. */
export const recommendationTransitions: Readonly<
  Record<RecommendationStatus, readonly RecommendationStatus[]>
> = {
  new: ['reviewed', 'completed'],
  reviewed: ['completed'],
  completed: [],
};

export function canTransitionRecommendation(from: RecommendationStatus, to: RecommendationStatus): boolean {
  return recommendationTransitions[from].includes(to);
}

/** Statuses still waiting for the user: a family has at most one of these per type and related entity. */
export const openRecommendationStatuses: readonly RecommendationStatus[] = ['new', 'reviewed'];

/** What makes two recommendations the same finding: their type and the entity they are about ("" for none). */
export function recommendationKey(recommendation: {
  type: RecommendationType;
  relatedEntityId?: string | null;
}): string {
  return `${recommendation.type}:${recommendation.relatedEntityId ?? ''}`;
}

/**
 * recommendationKey while new or reviewed (or not yet stored); null once completed, so a finding may come
 * back after it was acted on. The API stores it under a unique index per user; the AI service skips
 * findings whose key is already open.
 */
export function recommendationOpenKey(recommendation: {
  type: RecommendationType;
  relatedEntityId?: string | null;
  status?: RecommendationStatus;
}): string | null {
  if (recommendation.status && !openRecommendationStatuses.includes(recommendation.status)) return null;
  return recommendationKey(recommendation);
}

export const recommendationSchema = z.object({
  id: entityId,
  userId: entityId,
  type: z.enum(recommendationTypes),
  title: z.string(),
  description: z.string(),
  potentialSavings: decimalString.nullable(),
  priority: z.enum(recommendationPriorities),
  status: z.enum(recommendationStatuses),
  createdAt: isoDateTime,
  /** The property, policy, holding, ... the recommendation is about. */
  relatedEntityId: entityId.nullable(),
  /** How the figures were reached; null for recommendations written without it. */
  evidence: recommendationEvidenceSchema.nullable(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const insertRecommendationSchema = z.strictObject({
  type: enumInput(recommendationTypes, 'Choose a recommendation type'),
  title: requiredText(limits.name, 'Title is required'),
  description: requiredText(limits.description, 'Description is required'),
  potentialSavings: optionalMoney(),
  priority: enumInput(recommendationPriorities, 'Choose a priority').default('medium'),
  status: enumInput(recommendationStatuses, 'Choose a status').default('new'),
  relatedEntityId: entityId.nullable().optional(),
  evidence: recommendationEvidenceSchema.nullable().optional(),
});
export type RecommendationInput = z.input<typeof insertRecommendationSchema>;
export type InsertRecommendation = z.output<typeof insertRecommendationSchema>;

/** PATCH /api/recommendations/{id}: users only move a recommendation along its workflow. */
export const updateRecommendationStatusSchema = z.strictObject({
  status: enumInput(recommendationStatuses, 'Choose a status'),
});
export type UpdateRecommendationStatus = z.output<typeof updateRecommendationStatusSchema>;

/** A recommendation as the API answers it (with its owner and timestamps). */
export const recommendationRowSchema = recommendationSchema
  .extend(ownedRowFields)
  .meta({ id: 'Recommendation' });
export type RecommendationRow = z.infer<typeof recommendationRowSchema>;

/** POST /api/recommendations/generate (the AI service): what one run of the analyst stored. */
export const generateRecommendationsResultSchema = z
  .object({
    /** Findings stored as new recommendations. */
    created: z.number().int().min(0),
    /** Findings left out because an open (new or reviewed) one of the same type and entity exists. */
    skipped: z.number().int().min(0),
    /** The rows created, as GET /api/recommendations answers them. */
    recommendations: z.array(recommendationRowSchema),
  })
  .meta({ id: 'GeneratedRecommendations' });
export type GenerateRecommendationsResult = z.infer<typeof generateRecommendationsResultSchema>;
