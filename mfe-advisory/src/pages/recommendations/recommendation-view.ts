// The page's pure parts: labels, the category and priority filter, the counts per status, the actions
// an item offers (straight from contracts' recommendationTransitions), and what a failed call says.
import {
  recommendationCategory,
  recommendationCategoryLabels,
  recommendationStatuses,
  recommendationTransitions,
  type RecommendationCategory,
  type RecommendationPriority,
  type RecommendationRow,
  type RecommendationStatus,
} from '@heirloom/contracts';
import { ApiError, apiMessage } from '@heirloom/platform';

/** The dashboard card's labels, so both filters read the same. */
export const categoryLabels = recommendationCategoryLabels;
export const priorityLabels: Record<RecommendationPriority, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
export const statusLabels: Record<RecommendationStatus, string> = {
  new: 'New',
  reviewed: 'Reviewed',
  completed: 'Completed',
};
/** The button that moves an item to a status. */
export const actionLabels: Record<RecommendationStatus, string> = {
  new: 'Mark New',
  reviewed: 'Mark Reviewed',
  completed: 'Mark Completed',
};

export type CategoryFilter = RecommendationCategory | 'all';
export type PriorityFilter = RecommendationPriority | 'all';
export interface RecommendationFilters {
  category: CategoryFilter;
  priority: PriorityFilter;
}
export const noFilters: RecommendationFilters = { category: 'all', priority: 'all' };

export const categoryOf = (r: Pick<RecommendationRow, 'type' | 'evidence'>) =>
  recommendationCategory(r.type, r.evidence);

/** The rows matching both filters, in the order given. */
export function filterRecommendations<R extends Pick<RecommendationRow, 'type' | 'evidence' | 'priority'>>(
  rows: readonly R[],
  { category, priority }: RecommendationFilters,
): R[] {
  return rows.filter(
    (r) =>
      (category === 'all' || categoryOf(r) === category) && (priority === 'all' || r.priority === priority),
  );
}

/** How many rows are in each status (every status present, zero when none). */
export function countByStatus(
  rows: readonly Pick<RecommendationRow, 'status'>[],
): Record<RecommendationStatus, number> {
  const counts = Object.fromEntries(recommendationStatuses.map((s) => [s, 0])) as Record<
    RecommendationStatus,
    number
  >;
  for (const r of rows) counts[r.status] += 1;
  return counts;
}

export interface RecommendationAction {
  to: RecommendationStatus;
  label: string;
}

/** The actions an item in `status` offers: exactly the transitions the workflow allows. */
export function actionsFor(status: RecommendationStatus): RecommendationAction[] {
  return recommendationTransitions[status].map((to) => ({ to, label: actionLabels[to] }));
}

const unreachable = 'Could not reach the server. Check your connection and try again.';
const serverFault = 'Something went wrong on our side. Please try again.';

/**
 * What a failed call says in its toast: the API's own message ("Recommendation not found", "Too many
 * requests..."), never a stack or raw HTML; a generic sentence for a 5xx without one or no answer.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return unreachable;
  return apiMessage(error) ?? (error.status >= 500 ? serverFault : error.message);
}

/** An evidence value as shown: numbers grouped ("326", "412,000.5"), null as a dash. */
export function evidenceValue(value: string | number | null): string {
  if (value === null) return '—';
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
  return value;
}

/** An evidence key as a label: "currentBalance" -> "Current balance", "MARKET_MORTGAGE_RATE" -> "Market mortgage rate". */
export function evidenceLabel(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}
