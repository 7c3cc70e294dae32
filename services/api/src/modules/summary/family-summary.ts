// What GET /api/summary answers, from the family's lists: the figures of spec section 9 (familyFigures,
// the one implementation the pages and the AI use too), counts, and the dashboard's first-five cuts.
// Pure, so the orders and cuts are tested without a database.
import {
  DASHBOARD_LIST_SIZE,
  familyFigures,
  recommendationPriorities,
  type FamilyFigures,
  type FamilySummary,
  type FigureInputs,
} from '@heirloom/contracts';
import type { HoldingTotals } from '../holdings/holdings.service';
import type { FamilyLists } from './family-loader';

/**
 * The lists the summary is made of (no budgets, beneficiaries, K-1s or transactions); the holdings come
 * summed (HoldingTotals), as the dashboard shows only their count and totals.
 */
export const SUMMARY_LISTS = [
  'accounts',
  'properties',
  'mortgages',
  'insurance',
  'estateDocuments',
  'taxDocuments',
  'professionals',
  'privatePlacements',
  'businesses',
  'recommendations',
] as const satisfies readonly (keyof FamilyLists)[];

export type SummaryLists = Pick<FamilyLists, (typeof SUMMARY_LISTS)[number]> & { holdings: HoldingTotals };

/** Spec section 9 over every row of the family (never over the cut lists). */
export function figuresOf(lists: FigureInputs): FamilyFigures {
  return familyFigures(lists);
}

// Collators made once: localeCompare with a locale and options looks one up on every call, which was a
// tenth of the summary's CPU for a family of 200 accounts. Same results (Intl.Collator is what
// localeCompare uses).
const byBase = new Intl.Collator('en', { sensitivity: 'base' });
const byDefault = new Intl.Collator();

/** Names and titles compare as a reader expects ("acme" beside "Acme"), the same on both databases. */
const text = (a: string, b: string) => byBase.compare(a, b) || byDefault.compare(a, b);
/** The id last, so equal rows always come in one order. */
const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
const first = <T>(rows: readonly T[], compare: (a: T, b: T) => number): T[] =>
  [...rows].sort(compare).slice(0, DASHBOARD_LIST_SIZE);
const rank = (priority: string) => recommendationPriorities.indexOf(priority as never);

export function familySummary(lists: SummaryLists, asOf: string): FamilySummary {
  const lifePolicies = lists.insurance.filter((p) => p.policyType === 'life');
  const newRecommendations = lists.recommendations
    .filter((r) => r.status === 'new')
    .sort(
      (a, b) => rank(a.priority) - rank(b.priority) || b.createdAt.localeCompare(a.createdAt) || byId(a, b),
    );
  return {
    asOf,
    // The holdings' totals stand for their rows: the figures only ever sum these two columns.
    figures: figuresOf({ ...lists, holdings: [lists.holdings] }),
    counts: {
      accounts: lists.accounts.length,
      holdings: lists.holdings.count,
      properties: lists.properties.length,
      mortgages: lists.mortgages.length,
      insurancePolicies: lists.insurance.length,
      lifePolicies: lifePolicies.length,
      estateDocuments: lists.estateDocuments.length,
      taxDocuments: lists.taxDocuments.length,
      professionals: lists.professionals.length,
      privatePlacements: lists.privatePlacements.length,
      businesses: lists.businesses.length,
      newRecommendations: newRecommendations.length,
    },
    accounts: first(lists.accounts, (a, b) => text(a.name, b.name) || byId(a, b)),
    properties: first(lists.properties, (a, b) => text(a.address, b.address) || byId(a, b)),
    lifePolicies: first(
      lifePolicies,
      (a, b) => text(a.provider, b.provider) || text(a.policyNumber, b.policyNumber) || byId(a, b),
    ),
    estateDocuments: first(
      lists.estateDocuments,
      (a, b) => b.lastUpdated.localeCompare(a.lastUpdated) || text(a.title, b.title) || byId(a, b),
    ),
    taxDocuments: first(
      lists.taxDocuments,
      (a, b) => b.taxYear - a.taxYear || text(a.documentType, b.documentType) || byId(a, b),
    ),
    newRecommendations,
    professionals: first(lists.professionals, (a, b) => text(a.name, b.name) || byId(a, b)),
  };
}
