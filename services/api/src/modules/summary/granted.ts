// What of the family's one-call answers a person may see (issue 31): GET /api/summary, the first paint
// and GET /api/family are computed once per family (and cached so), then cut here per request to the
// areas granted. The household (areas null) gets the very object computed, byte for byte as before;
// a professional gets the granted areas' lists, the others empty (counts 0), figures computed from an
// area not granted null (figureAreas), and recommendations' evidence without another area's inputs.
import {
  grantedFigures,
  grants,
  type AccessArea,
  type AreaLevels,
  type FamilySnapshot,
  type FamilySummary,
} from '@heirloom/contracts';
import { evidenceFor } from '../recommendations/evidence-access';

/** Who sees a list: an area, or the household only (the family's professionals: their route is). */
type ListScope = AccessArea | 'household';

const visible = (areas: AreaLevels | null, scope: ListScope) =>
  areas === null || (scope !== 'household' && grants(areas, scope));

const summaryLists = {
  accounts: 'accounts',
  properties: 'real_estate',
  lifePolicies: 'insurance',
  estateDocuments: 'estate',
  taxDocuments: 'tax',
  newRecommendations: 'recommendations',
  professionals: 'household',
} as const satisfies Record<Exclude<keyof FamilySummary, 'asOf' | 'figures' | 'counts'>, ListScope>;

const summaryCounts = {
  accounts: 'accounts',
  holdings: 'investments',
  properties: 'real_estate',
  mortgages: 'real_estate',
  insurancePolicies: 'insurance',
  lifePolicies: 'insurance',
  estateDocuments: 'estate',
  taxDocuments: 'tax',
  professionals: 'household',
  privatePlacements: 'private_investments',
  businesses: 'private_investments',
  newRecommendations: 'recommendations',
} as const satisfies Record<keyof FamilySummary['counts'], ListScope>;

const snapshotLists = {
  accounts: 'accounts',
  holdings: 'investments',
  budgets: 'accounts',
  properties: 'real_estate',
  mortgages: 'real_estate',
  insurance: 'insurance',
  estateDocuments: 'estate',
  beneficiaries: 'estate',
  taxDocuments: 'tax',
  professionals: 'household',
  privatePlacements: 'private_investments',
  businesses: 'private_investments',
  k1Documents: 'private_investments',
  recommendations: 'recommendations',
} as const satisfies Record<Exclude<keyof FamilySnapshot, 'asOf' | 'figures' | 'spending'>, ListScope>;

/** GET /api/summary as `areas` may see it (null: the household, the same object). */
export function summaryFor(summary: FamilySummary, areas: AreaLevels | null): FamilySummary {
  if (areas === null) return summary;
  const lists = Object.fromEntries(
    Object.entries(summaryLists).map(([list, scope]) => [
      list,
      visible(areas, scope) ? summary[list as keyof typeof summaryLists] : [],
    ]),
  ) as Pick<FamilySummary, keyof typeof summaryLists>;
  const counts = Object.fromEntries(
    Object.entries(summaryCounts).map(([count, scope]) => [
      count,
      visible(areas, scope) ? summary.counts[count as keyof typeof summaryCounts] : 0,
    ]),
  ) as FamilySummary['counts'];
  return {
    asOf: summary.asOf,
    figures: grantedFigures(summary.figures, areas),
    counts,
    ...lists,
    newRecommendations: lists.newRecommendations.map((r) => evidenceFor(r, areas)),
  };
}

/** GET /api/family as `areas` may see it (null: the household, the same object). */
export function snapshotFor(snapshot: FamilySnapshot, areas: AreaLevels | null): FamilySnapshot {
  if (areas === null) return snapshot;
  const lists = Object.fromEntries(
    Object.entries(snapshotLists).map(([list, scope]) => [
      list,
      visible(areas, scope) ? snapshot[list as keyof typeof snapshotLists] : [],
    ]),
  ) as Pick<FamilySnapshot, keyof typeof snapshotLists>;
  return {
    asOf: snapshot.asOf,
    figures: grantedFigures(snapshot.figures, areas),
    ...lists,
    recommendations: lists.recommendations.map((r) => evidenceFor(r, areas)),
    spending: visible(areas, 'accounts') ? snapshot.spending : null,
  };
}
