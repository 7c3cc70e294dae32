// A finding's priority follows the size of its yearly saving; findings without a money figure take the
// priority their check gives them (stated there).
import type { RecommendationPriority } from '@heirloom/contracts';
import type { Assumptions } from '../config/assumptions';
import { Dec } from './figures';

/**
 * high at HIGH_PRIORITY_SAVINGS_DOLLARS a year or more, medium at MEDIUM_PRIORITY_SAVINGS_DOLLARS or
 * more, low below; `withoutSaving` when there is no figure.
 */
export function priorityForSaving(
  yearlySaving: string | null,
  assumptions: Assumptions,
  withoutSaving: RecommendationPriority = 'medium',
): RecommendationPriority {
  if (yearlySaving === null) return withoutSaving;
  const saving = new Dec(yearlySaving);
  if (saving.greaterThanOrEqualTo(assumptions.HIGH_PRIORITY_SAVINGS_DOLLARS)) return 'high';
  if (saving.greaterThanOrEqualTo(assumptions.MEDIUM_PRIORITY_SAVINGS_DOLLARS)) return 'medium';
  return 'low';
}

const rank: Record<RecommendationPriority, number> = { high: 0, medium: 1, low: 2 };

/** Sort comparator: high before medium before low. */
export function byPriority(
  a: { priority: RecommendationPriority },
  b: { priority: RecommendationPriority },
): number {
  return rank[a.priority] - rank[b.priority];
}
