// AI recommendations and their review workflow.
import { z } from 'zod';
import {
  decimalString,
  entityId,
  enumInput,
  isoDateTime,
  limits,
  optionalMoney,
  requiredText,
} from './fields';

/** Stored values. */
export const recommendationTypes = [
  'refinance',
  'tax_harvest',
  'estate_update',
  'insurance_review',
  'professional_referral',
] as const;
export type RecommendationType = (typeof recommendationTypes)[number];

/** The dashboard's filter categories (besides "All Categories"). */
export const recommendationCategories = ['mortgage', 'insurance', 'tax', 'estate', 'investment'] as const;
export type RecommendationCategory = (typeof recommendationCategories)[number];

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
});
export type RecommendationInput = z.input<typeof insertRecommendationSchema>;
export type InsertRecommendation = z.output<typeof insertRecommendationSchema>;

/** PATCH /api/recommendations/{id}: users only move a recommendation along its workflow. */
export const updateRecommendationStatusSchema = z.strictObject({
  status: enumInput(recommendationStatuses, 'Choose a status'),
});
export type UpdateRecommendationStatus = z.output<typeof updateRecommendationStatusSchema>;
