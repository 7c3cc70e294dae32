// Everything the analytics and the chat read about one family, fetched through the API in parallel.
import type {
  Account,
  Beneficiary,
  Budget,
  Business,
  EstateDocument,
  Holding,
  InsurancePolicy,
  K1Document,
  Mortgage,
  PrivatePlacement,
  Professional,
  Property,
  Recommendation,
  TaxDocument,
  TransactionSummary,
} from '@heirloom/contracts';
import type { UserApi } from './api-client';

export interface FamilyData {
  /** The day the figures are computed for ("YYYY-MM-DD", UTC). */
  today: string;
  accounts: Account[];
  holdings: Holding[];
  budgets: Budget[];
  properties: Property[];
  mortgages: Mortgage[];
  insurance: InsurancePolicy[];
  estateDocuments: EstateDocument[];
  beneficiaries: Beneficiary[];
  taxDocuments: TaxDocument[];
  professionals: Professional[];
  privatePlacements: PrivatePlacement[];
  businesses: Business[];
  k1Documents: K1Document[];
  recommendations: Recommendation[];
  /** Income and spending over the last 365 days, by month and by category. */
  spending: TransactionSummary;
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Reads the whole family at once; every call carries the user's own session. */
export async function loadFamilyData(api: UserApi, now: Date = new Date()): Promise<FamilyData> {
  const today = isoDay(now);
  const yearAgo = isoDay(new Date(now.getTime() - 364 * 24 * 60 * 60 * 1000));
  return {
    today,
    ...(await awaitAll({
      accounts: api.get<Account[]>('/accounts'),
      holdings: api.get<Holding[]>('/holdings'),
      budgets: api.get<Budget[]>('/budgets'),
      properties: api.get<Property[]>('/properties'),
      mortgages: api.get<Mortgage[]>('/mortgages'),
      insurance: api.get<InsurancePolicy[]>('/insurance'),
      estateDocuments: api.get<EstateDocument[]>('/estate-documents'),
      beneficiaries: api.get<Beneficiary[]>('/beneficiaries'),
      taxDocuments: api.get<TaxDocument[]>('/tax-documents'),
      professionals: api.get<Professional[]>('/professionals'),
      privatePlacements: api.get<PrivatePlacement[]>('/private-placements'),
      businesses: api.get<Business[]>('/businesses'),
      k1Documents: api.get<K1Document[]>('/k1-documents'),
      recommendations: api.get<Recommendation[]>('/recommendations'),
      spending: api.get<TransactionSummary>('/transactions/summary', { from: yearAgo, to: today }),
    })),
  };
}

/** Awaits every promise of an object at once, keeping the keys (and their types). */
async function awaitAll<T extends Record<string, Promise<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const keys = Object.keys(promises) as (keyof T)[];
  const values = await Promise.all(keys.map((key) => promises[key]));
  return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as { [K in keyof T]: Awaited<T[K]> };
}
