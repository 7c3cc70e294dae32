// What the dashboard shows a person (issue 31): only the cards of the areas they were granted (the
// household: all), over a summary that for a professional carries only those areas' lists and leaves
// null the figures it could not compute from them. A null figure is not shown: it is unknown, not 0.
import {
  grants,
  visibleToAccess,
  type AccessArea,
  type AccessContext,
  type FamilyFigures,
  type FamilySummary,
} from '@heirloom/contracts';

type Access = Pick<AccessContext, 'role' | 'areas'>;

export type FigureName = keyof FamilyFigures;
type Counts = FamilySummary['counts'];
type Lists = Omit<FamilySummary, 'asOf' | 'figures' | 'counts'>;

/** GET /api/summary as it may answer anyone: figures null or absent, lists and counts absent. */
export type SummaryAnswer = {
  asOf?: string;
  figures?: { [K in FigureName]?: string | null } | null;
  counts?: Partial<Counts> | null;
} & { [K in keyof Lists]?: Lists[K] | null };

/** The summary every card reads: each figure a decimal string or null (unknown), lists and counts whole. */
export type DashboardSummary = {
  figures: { [K in FigureName]: string | null };
  counts: Counts;
} & Lists;

const figureNames: readonly FigureName[] = [
  'liquidAssets',
  'nonLiquidAssets',
  'realEstateValue',
  'mortgageBalance',
  'realEstateEquity',
  'netWorth',
  'creditOwed',
  'totalLiabilities',
  'creditLimit',
  'creditUtilization',
  'totalCoverage',
  'lifeCoverage',
  'investmentValue',
  'holdingsCostBasis',
  'holdingsValue',
  'totalReturn',
  'totalReturnPercent',
];

const countNames: readonly (keyof Counts)[] = [
  'accounts',
  'holdings',
  'properties',
  'mortgages',
  'insurancePolicies',
  'lifePolicies',
  'estateDocuments',
  'taxDocuments',
  'professionals',
  'privatePlacements',
  'businesses',
  'newRecommendations',
];

/** The summary with every absent list empty, every absent count 0 and every absent figure null. */
export function dashboardSummary(answer: SummaryAnswer): DashboardSummary {
  const figures = Object.fromEntries(
    figureNames.map((name) => [name, answer.figures?.[name] ?? null]),
  ) as DashboardSummary['figures'];
  const counts = Object.fromEntries(countNames.map((name) => [name, answer.counts?.[name] ?? 0])) as Counts;
  return {
    figures,
    counts,
    accounts: answer.accounts ?? [],
    properties: answer.properties ?? [],
    lifePolicies: answer.lifePolicies ?? [],
    estateDocuments: answer.estateDocuments ?? [],
    taxDocuments: answer.taxDocuments ?? [],
    newRecommendations: answer.newRecommendations ?? [],
    professionals: answer.professionals ?? [],
  };
}

/** Every figure, when all are known (the composition chart draws them together); otherwise null. */
export function knownFigures(figures: DashboardSummary['figures']): FamilyFigures | null {
  // creditUtilization is null without any credit limit, for the household too: not a missing area.
  const missing = figureNames.some((name) => name !== 'creditUtilization' && figures[name] === null);
  return missing ? null : (figures as FamilyFigures);
}

export const dashboardCards = [
  'netWorth',
  'liquid',
  'nonLiquid',
  'liabilities',
  'realEstate',
  'estate',
  'lifeInsurance',
  'tax',
  'recommendations',
  'professionals',
] as const;
export type DashboardCard = (typeof dashboardCards)[number];

/** The areas each card shows; a card is shown when any of them is granted. */
const cardAreas: Record<Exclude<DashboardCard, 'professionals'>, readonly AccessArea[]> = {
  netWorth: ['accounts', 'private_investments', 'real_estate'],
  liquid: ['accounts'],
  nonLiquid: ['private_investments'],
  liabilities: ['real_estate', 'accounts'],
  realEstate: ['real_estate'],
  estate: ['estate'],
  lifeInsurance: ['insurance'],
  tax: ['tax'],
  recommendations: ['recommendations'],
};

/** Whether the dashboard shows `card` to this person. */
export function showsCard(access: Access, card: DashboardCard): boolean {
  if (access.role === null) return false;
  // The family's network is the household's (its page and route are household-only).
  if (card === 'professionals') return visibleToAccess(access, '/professionals');
  return cardAreas[card].some((area) => grants(access.areas, area));
}
