// AI recommendations and their review workflow.
import { z } from '../zod';
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
import {
  recommendationCategories,
  recommendationPriorities,
  recommendationStatuses,
  recommendationTypes,
} from './recommendation-rules';

export * from './recommendation-rules';

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
