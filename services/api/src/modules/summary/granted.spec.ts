// summaryFor / snapshotFor / evidenceFor without a database: the household's answer is the very object
// computed; a professional's keeps only the granted areas' rows, figures and evidence inputs.
import {
  accessAreas,
  type AreaLevels,
  type FamilySnapshot,
  type FamilySummary,
  type RecommendationEvidence,
} from '@heirloom/contracts';
import { evidenceFor, evidenceGranted } from '../recommendations/evidence-access';
import { familySummary, type SummaryLists } from './family-summary';
import { snapshotFor, summaryFor } from './granted';

const row = <T>(fields: Record<string, unknown>) => fields as unknown as T;
type Lists = SummaryLists;

const evidence: RecommendationEvidence = {
  inputs: { balance: '412000.00', lender: 'Wells Fargo' },
  formula: 'payment = P·r/(1-(1+r)^-n)',
  assumptions: { MARKET_MORTGAGE_RATE: '6.25% a year' },
};

const lists: Lists = {
  accounts: [
    row({ id: 'a1', name: 'Checking', accountType: 'checking', balance: '100.00', creditLimit: null }),
  ],
  holdings: { count: 3, costBasis: '10.00', currentValue: '12.00' },
  properties: [row({ id: 'p1', address: '1 Main St', currentValue: '300000.00' })],
  mortgages: [row({ id: 'm1', currentBalance: '200000.00' })],
  insurance: [
    row({ id: 'i1', policyType: 'life', coverageAmount: '500000.00', provider: 'X', policyNumber: '1' }),
  ],
  estateDocuments: [row({ id: 'e1', lastUpdated: '2026-01-01', title: 'Will' })],
  taxDocuments: [row({ id: 't1', taxYear: 2025, documentType: '1040' })],
  professionals: [row({ id: 'pr1', name: 'Ann CPA' })],
  privatePlacements: [row({ id: 'pp1', currentValue: '1000.00' })],
  businesses: [row({ id: 'b1', currentValuation: '2000.00' })],
  recommendations: [
    row({
      id: 'r1',
      type: 'refinance',
      priority: 'high',
      status: 'new',
      createdAt: '2026-01-01T00:00:00.000Z',
      evidence,
    }),
  ],
};

const cpa: AreaLevels = { tax: 'notes', private_investments: 'notes' };

describe('summaryFor', () => {
  const summary = familySummary(lists, '2026-06-02');

  it('answers the household the summary computed, the same object', () => {
    expect(summaryFor(summary, null)).toBe(summary);
  });

  it('answers a professional with Tax and Private Investments only those rows, counts and figures', () => {
    const shown: FamilySummary = summaryFor(summary, cpa);
    expect(shown.taxDocuments).toEqual(summary.taxDocuments);
    for (const list of [
      'accounts',
      'properties',
      'lifePolicies',
      'estateDocuments',
      'newRecommendations',
      'professionals',
    ] as const)
      expect([list, shown[list]]).toEqual([list, []]);
    expect(shown.counts).toEqual({
      accounts: 0,
      holdings: 0,
      properties: 0,
      mortgages: 0,
      insurancePolicies: 0,
      lifePolicies: 0,
      estateDocuments: 0,
      taxDocuments: 1,
      professionals: 0,
      privatePlacements: 1,
      businesses: 1,
      newRecommendations: 0,
    });
    expect(shown.figures.netWorth).toBeNull();
    expect(shown.figures.nonLiquidAssets).toBe('3000.00');
    expect(shown.figures.lifeCoverage).toBeNull();
    // The household's answer was not touched.
    expect(summary.accounts).toHaveLength(1);
  });

  it('never gives a professional the family’s professionals, whatever is granted', () => {
    const every = Object.fromEntries(accessAreas.map((area) => [area, 'notes'])) as AreaLevels;
    const shown = summaryFor(summary, every);
    expect(shown.accounts).toEqual(summary.accounts);
    expect(shown.professionals).toEqual([]);
    expect(shown.counts.professionals).toBe(0);
  });

  it('gives recommendations with Recommendations, without the evidence inputs of an area not shared', () => {
    const shown = summaryFor(summary, { recommendations: 'read' });
    expect(shown.newRecommendations).toHaveLength(1);
    expect(shown.newRecommendations[0]!.evidence).toEqual({ ...evidence, inputs: {} });
    const withRealEstate = summaryFor(summary, { recommendations: 'read', real_estate: 'read' });
    expect(withRealEstate.newRecommendations[0]!.evidence).toEqual(evidence);
  });
});

describe('snapshotFor', () => {
  const snapshot = row<FamilySnapshot>({
    asOf: '2026-06-02',
    figures: familySummary(lists, '2026-06-02').figures,
    accounts: lists.accounts,
    holdings: [row({ id: 'h1' })],
    budgets: [row({ id: 'bu1' })],
    properties: lists.properties,
    mortgages: lists.mortgages,
    insurance: lists.insurance,
    estateDocuments: lists.estateDocuments,
    beneficiaries: [row({ id: 'be1' })],
    taxDocuments: lists.taxDocuments,
    professionals: lists.professionals,
    privatePlacements: lists.privatePlacements,
    businesses: lists.businesses,
    k1Documents: [row({ id: 'k1' })],
    recommendations: lists.recommendations,
    spending: row({ from: '2025-06-03', to: '2026-06-02', byMonth: [], byCategory: [] }),
  });

  it('answers the household the snapshot read, the same object', () => {
    expect(snapshotFor(snapshot, null)).toBe(snapshot);
  });

  it('answers a professional the granted areas only, spending null without Accounts', () => {
    const shown = snapshotFor(snapshot, cpa);
    const kept = Object.entries(shown)
      .filter(([, v]) => Array.isArray(v) && v.length > 0)
      .map(([k]) => k);
    expect(kept.sort()).toEqual(['businesses', 'k1Documents', 'privatePlacements', 'taxDocuments']);
    expect(shown.spending).toBeNull();
    expect(shown.figures.netWorth).toBeNull();
    expect(snapshotFor(snapshot, { accounts: 'read' }).spending).toBe(snapshot.spending);
    expect(snapshotFor(snapshot, { accounts: 'read' }).budgets).toEqual(snapshot.budgets);
  });
});

describe('evidenceFor', () => {
  const of = (type: string) =>
    row<{ type: never; evidence: RecommendationEvidence | null }>({ type, evidence });

  it('keeps the household’s evidence whole, and a recommendation without evidence as it is', () => {
    const refinance = of('refinance');
    expect(evidenceFor(refinance, null)).toBe(refinance);
    const bare = row<{ type: never; evidence: null }>({ type: 'refinance', evidence: null });
    expect(evidenceFor(bare, { recommendations: 'read' })).toBe(bare);
  });

  it('keeps the formula and assumptions, not the inputs, unless every area read is granted', () => {
    expect(evidenceFor(of('tax_harvest'), { recommendations: 'read', investments: 'read' }).evidence).toEqual(
      {
        ...evidence,
        inputs: {},
      },
    );
    expect(
      evidenceFor(of('tax_harvest'), { recommendations: 'read', investments: 'read', accounts: 'read' })
        .evidence,
    ).toEqual(evidence);
  });

  it('never shows a professional the inputs of a referral (they name the family’s network)', () => {
    const every = Object.fromEntries(
      ['accounts', 'investments', 'private_investments', 'real_estate', 'tax', 'estate', 'insurance'].map(
        (a) => [a, 'notes'],
      ),
    ) as AreaLevels;
    expect(evidenceGranted(every, 'professional_referral')).toBe(false);
    expect(evidenceGranted(every, 'insurance_review')).toBe(true);
    expect(evidenceGranted({ ...every, tax: undefined }, 'insurance_review')).toBe(false);
  });
});
