// Two private placements (a private equity fund and a real estate fund), Daniel's dental practice
// and a small real estate partnership, and the K-1s they issued: one per entity for every filed tax
// year, always including 2024 (the year the Private Investments page totals).
import type {
  InsertBusiness,
  InsertK1Document,
  InsertPlacementLedgerEntry,
  InsertPrivatePlacement,
  K1EntityType,
} from '@heirloom/contracts';
import { atTime, day } from './calendar';
import { fromCents } from './decimal';
import { idsFor, randomInt, randomStream, type Random } from './random';

export type PrivatePlacementRow = InsertPrivatePlacement & { id: string };
export type BusinessRow = InsertBusiness & { id: string };
export type K1DocumentRow = InsertK1Document & { id: string };
export type PlacementLedgerRow = InsertPlacementLedgerEntry & { id: string; placementId: string };

/** The tax year the Private Investments page's K-1 summary is fixed to. */
export const K1_SUMMARY_YEAR = 2024;

const placements: readonly Omit<PrivatePlacementRow, 'id'>[] = [
  {
    name: 'Summit Ridge Capital Partners IV',
    investmentType: 'private_equity',
    sponsor: 'Summit Ridge Capital',
    investmentDate: '2021-09-15',
    initialInvestment: '250000.00',
    commitment: '250000.00',
    currentValue: '312400.00',
    ownershipPercentage: '0.25',
    vintage: 2021,
    managementFee: '2.00',
    carriedInterest: '20.00',
    distributionsMade: '38500.00',
    capitalCalls: '212500.00',
    status: 'active',
    // Its LPA's investment period is six years (to September 2027), a year longer than the usual five.
    investmentPeriodYears: 6,
    notes: 'Lower-middle-market buyout fund; $37,500 of the commitment is still uncalled.',
  },
  {
    name: 'Front Range Multifamily Fund III',
    investmentType: 'real_estate_fund',
    sponsor: 'Larkspur Property Partners',
    investmentDate: '2022-04-01',
    initialInvestment: '150000.00',
    commitment: '150000.00',
    currentValue: '141800.00',
    ownershipPercentage: '0.60',
    vintage: 2022,
    managementFee: '1.50',
    carriedInterest: '15.00',
    distributionsMade: '17250.00',
    capitalCalls: '150000.00',
    status: 'active',
    investmentPeriodYears: null,
    notes: 'Value-add apartments in Colorado Springs and Fort Collins; marked down as cap rates rose.',
  },
];

/**
 * Each placement's dated capital calls and distributions (issue 36 §1), in the order of `placements`:
 * their sums are the placements' capitalCalls and distributionsMade (demo-family.spec checks it).
 */
const ledgers: readonly (readonly Omit<PlacementLedgerRow, 'id' | 'placementId'>[])[] = [
  [
    { date: '2021-09-15', type: 'capital_call', amount: '62500.00', notes: 'First close' },
    { date: '2022-03-10', type: 'capital_call', amount: '50000.00', notes: 'Call 2: two platform buyouts' },
    { date: '2022-11-02', type: 'capital_call', amount: '45000.00', notes: null },
    { date: '2023-06-20', type: 'capital_call', amount: '30000.00', notes: null },
    { date: '2023-12-18', type: 'distribution', amount: '8500.00', notes: 'Dividend recapitalisation' },
    { date: '2024-05-14', type: 'capital_call', amount: '25000.00', notes: 'Add-on acquisition' },
    { date: '2024-09-30', type: 'distribution', amount: '12000.00', notes: null },
    { date: '2025-06-27', type: 'distribution', amount: '18000.00', notes: 'Partial exit' },
  ],
  [
    { date: '2022-04-01', type: 'capital_call', amount: '75000.00', notes: 'First close' },
    { date: '2022-10-14', type: 'capital_call', amount: '45000.00', notes: null },
    { date: '2023-03-31', type: 'distribution', amount: '3750.00', notes: 'Quarterly income' },
    { date: '2023-05-01', type: 'capital_call', amount: '30000.00', notes: 'Final call' },
    { date: '2023-09-29', type: 'distribution', amount: '4500.00', notes: 'Quarterly income' },
    { date: '2024-03-29', type: 'distribution', amount: '4500.00', notes: 'Quarterly income' },
    { date: '2024-09-30', type: 'distribution', amount: '4500.00', notes: 'Quarterly income' },
  ],
];

const businesses: readonly Omit<BusinessRow, 'id'>[] = [
  {
    name: 'Whitman Family Dentistry, PLLC',
    businessType: 'llc',
    ein: '84-3921706',
    foundedDate: '2009-04-01',
    ownershipPercentage: '100.00',
    currentValuation: '760000.00',
    annualRevenue: '1240000.00',
    industry: 'Dental care',
    status: 'active',
    notes: 'Taxed as an S corporation since 2012; two hygienists and four staff.',
  },
  {
    name: 'Larimer Street Holdings LP',
    businessType: 'partnership',
    ein: '84-1567230',
    foundedDate: '2018-02-12',
    ownershipPercentage: '35.00',
    currentValuation: '480000.00',
    annualRevenue: '96000.00',
    industry: 'Residential real estate',
    status: 'active',
    notes: 'Owns a fourplex in RiNo with two college friends; Daniel is a limited partner.',
  },
];

type K1Figures = Pick<
  InsertK1Document,
  'ordinaryIncome' | 'capitalGains' | 'qualifiedDividends' | 'section199aDividends' | 'otherIncome'
>;

/** Money between two whole-dollar bounds, drawn in cents. */
const between = (random: Random, min: number, max: number) =>
  fromCents(randomInt(random, min * 100, max * 100));

interface Issuer {
  entityType: K1EntityType;
  slug: string;
  /** When the K-1 typically arrives: month and day of the following year. */
  arrives: readonly [month: number, day: number];
  figures: (random: Random) => K1Figures;
}

const placementIssuers: readonly Issuer[] = [
  {
    entityType: 'private_placement',
    slug: 'summit-ridge-iv',
    arrives: [8, 28],
    figures: (random) => ({
      ordinaryIncome: between(random, -2400, 900),
      capitalGains: between(random, 6000, 28000),
      qualifiedDividends: between(random, 800, 2500),
      section199aDividends: null,
      otherIncome: null,
    }),
  },
  {
    entityType: 'private_placement',
    slug: 'front-range-multifamily-iii',
    arrives: [6, 14],
    // Depreciation makes the fund's ordinary income a loss in its early years.
    figures: (random) => ({
      ordinaryIncome: between(random, -9000, -3000),
      capitalGains: '0.00',
      qualifiedDividends: null,
      section199aDividends: between(random, 400, 1500),
      otherIncome: null,
    }),
  },
];

const businessIssuers: readonly Issuer[] = [
  {
    entityType: 'business',
    slug: 'whitman-family-dentistry',
    arrives: [3, 12],
    figures: (random) => ({
      ordinaryIncome: between(random, 185000, 235000),
      capitalGains: null,
      qualifiedDividends: null,
      section199aDividends: null,
      otherIncome: null,
    }),
  },
  {
    entityType: 'business',
    slug: 'larimer-street-holdings',
    arrives: [4, 2],
    figures: (random) => ({
      ordinaryIncome: between(random, -3500, 6000),
      capitalGains: null,
      qualifiedDividends: null,
      section199aDividends: null,
      otherIncome: between(random, 1200, 3800),
    }),
  },
];

export interface PrivateInvestmentsPart {
  privatePlacements: PrivatePlacementRow[];
  placementLedgerEntries: PlacementLedgerRow[];
  businesses: BusinessRow[];
  k1Documents: K1DocumentRow[];
}

/** K-1 years: every filed tax year, plus the page's summary year if it has rolled out of that window. */
export function k1Years(filedTaxYears: readonly number[]): number[] {
  return [...new Set([K1_SUMMARY_YEAR, ...filedTaxYears])].sort((a, b) => a - b);
}

export function buildPrivateInvestments(filedTaxYears: readonly number[]): PrivateInvestmentsPart {
  const placementId = idsFor('private-placements');
  const businessId = idsFor('businesses');
  const k1Id = idsFor('k1-documents');
  const ledgerId = idsFor('placement-ledger-entries');
  const privatePlacements = placements.map((placement) => ({ id: placementId(), ...placement }));
  const placementLedgerEntries = privatePlacements.flatMap((placement, index) =>
    (ledgers[index] ?? []).map((entry) => ({ id: ledgerId(), placementId: placement.id, ...entry })),
  );
  const businessRows = businesses.map((business) => ({ id: businessId(), ...business }));
  const issuers = [
    ...placementIssuers.map((issuer, index) => ({ ...issuer, entity: privatePlacements[index] })),
    ...businessIssuers.map((issuer, index) => ({ ...issuer, entity: businessRows[index] })),
  ];

  const k1Documents = k1Years(filedTaxYears).flatMap((taxYear) =>
    issuers.map(({ entityType, slug, arrives, figures, entity }): K1DocumentRow => {
      if (!entity) throw new Error(`No entity for the ${slug} K-1`);
      // A stream per K-1 keeps each year's figures the same however many years are generated.
      const random = randomStream(`k1:${slug}:${taxYear}`);
      return {
        id: k1Id(),
        entityType,
        entityId: entity.id,
        taxYear,
        uploadDate: atTime(day(taxYear + 1, arrives[0], arrives[1]), 15, 5),
        ...figures(random),
        fileUrl: `/documents/k1/${taxYear}-${slug}.pdf`,
        notes: `Schedule K-1 for ${taxYear} from ${entity.name}.`,
      };
    }),
  );
  return { privatePlacements, placementLedgerEntries, businesses: businessRows, k1Documents };
}
