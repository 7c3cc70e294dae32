import { describe, expect, it } from '@jest/globals';
import type { AccessContext } from '@heirloom/contracts';
import {
  dashboardCards,
  dashboardSummary,
  knownFigures,
  showsCard,
  type DashboardCard,
} from './dashboard-access';

type Access = Pick<AccessContext, 'role' | 'areas'>;
const shown = (access: Access) => dashboardCards.filter((card) => showsCard(access, card));

describe('showsCard: only the cards of granted areas', () => {
  it('shows the household every card', () => {
    for (const role of ['owner', 'member', 'viewer'] as const)
      expect(shown({ role, areas: null })).toEqual([...dashboardCards]);
  });

  it('shows a professional with Tax and Private Investments only those cards and the net worth parts', () => {
    const cards: DashboardCard[] = shown({
      role: 'professional',
      areas: { tax: 'notes', private_investments: 'read' },
    });
    expect(cards).toEqual(['netWorth', 'nonLiquid', 'tax']);
  });

  it('shows the liabilities card for either of its areas, never the professionals card to a professional', () => {
    expect(shown({ role: 'professional', areas: { accounts: 'read' } })).toEqual([
      'netWorth',
      'liquid',
      'liabilities',
    ]);
    expect(shown({ role: 'professional', areas: { real_estate: 'read' } })).toEqual([
      'netWorth',
      'liabilities',
      'realEstate',
    ]);
  });

  it('shows nothing to a professional granted only other areas, or without a client', () => {
    expect(shown({ role: 'professional', areas: { documents: 'upload' } })).toEqual([]);
    expect(shown({ role: null, areas: null })).toEqual([]);
  });
});

describe('dashboardSummary: an answer without an area reads as empty, never as 0', () => {
  it('fills absent lists with none, counts with 0 and figures with null', () => {
    const summary = dashboardSummary({
      figures: { nonLiquidAssets: '1500.00', netWorth: null },
      counts: { taxDocuments: 2 },
      taxDocuments: [],
    });
    expect(summary.figures.nonLiquidAssets).toBe('1500.00');
    expect(summary.figures.netWorth).toBeNull();
    expect(summary.figures.liquidAssets).toBeNull();
    expect(summary.counts.taxDocuments).toBe(2);
    expect(summary.counts.accounts).toBe(0);
    expect(summary.accounts).toEqual([]);
    expect(summary.newRecommendations).toEqual([]);
  });

  it('reads an answer with null lists and no figures at all', () => {
    const summary = dashboardSummary({ figures: null, counts: null, accounts: null });
    expect(summary.accounts).toEqual([]);
    expect(Object.values(summary.figures).every((f) => f === null)).toBe(true);
  });
});

describe('knownFigures', () => {
  const complete = dashboardSummary({
    figures: {
      liquidAssets: '10.00',
      nonLiquidAssets: '0.00',
      realEstateValue: '0.00',
      mortgageBalance: '0.00',
      realEstateEquity: '0.00',
      netWorth: '10.00',
      creditOwed: '0.00',
      totalLiabilities: '0.00',
      creditLimit: '0.00',
      creditUtilization: null,
      totalCoverage: '0.00',
      lifeCoverage: '0.00',
      investmentValue: '0.00',
      holdingsCostBasis: '0.00',
      holdingsValue: '0.00',
      totalReturn: '0.00',
      totalReturnPercent: '0.00',
    },
  }).figures;

  it('gives the figures when all are known (no credit limit is not a missing area)', () => {
    expect(knownFigures(complete)?.netWorth).toBe('10.00');
  });

  it('gives none when one area is missing', () => {
    expect(knownFigures({ ...complete, mortgageBalance: null })).toBeNull();
  });
});
