// Everything the analytics and the chat read about one family, fetched through the API in one call.
import type {
  Account,
  Beneficiary,
  Budget,
  Business,
  EstateDocument,
  FamilySnapshot,
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

/**
 * Reads the whole family in one call (GET /api/family, with the user's own session): every list, whole,
 * and the transactions of the 365 days up to the API's today summed. One call instead of fifteen keeps
 * a chat reply to one read of the API; the analytics keep taking these plain lists.
 */
export async function loadFamilyData(api: UserApi, now: Date = new Date()): Promise<FamilyData> {
  return familyDataOf(await api.get<FamilySnapshot>('/family'), now);
}

/** The snapshot's lists as of `now`. */
export function familyDataOf(snapshot: FamilySnapshot, now: Date): FamilyData {
  // The figures are the API's; the analytics compute theirs from the same lists with the same function.
  const { asOf: _asOf, figures: _figures, ...lists } = snapshot;
  return { today: isoDay(now), ...lists };
}
