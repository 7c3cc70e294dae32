// The recommendation workflow's values and rules, apart from its zod schemas: the dashboard's category
// filter and the status transitions need them on pages where zod is not loaded. It imports nothing of
// recommendations.ts (which imports it), so the two never form a circle.

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

/** The filter's words, the same on the dashboard card and the Recommendations page. */
export const recommendationCategoryLabels: Readonly<Record<RecommendationCategory, string>> = {
  mortgage: 'Mortgage',
  insurance: 'Insurance',
  tax: 'Tax',
  estate: 'Estate',
  investment: 'Investment',
};

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
  evidence?: { category?: RecommendationCategory } | null,
): RecommendationCategory {
  if (type === 'professional_referral') return evidence?.category ?? defaultReferralCategory;
  return recommendationTypeCategories[type];
}

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
