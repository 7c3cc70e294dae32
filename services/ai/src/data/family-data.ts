// Everything the analytics and the chat read about one family, fetched through the API in one call.
import { ForbiddenException } from '@nestjs/common';
import {
  accessMessages,
  type Account,
  type Beneficiary,
  type Budget,
  type Business,
  type EstateDocument,
  type FamilySnapshot,
  type Holding,
  type InsurancePolicy,
  type K1Document,
  type Mortgage,
  type PrivatePlacement,
  type Professional,
  type Property,
  type Recommendation,
  type TaxDocument,
  type TransactionSummary,
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

/**
 * The snapshot's lists as of `now`. The AI reads whole families only (its routes are the household's):
 * a snapshot cut to a professional's areas (issue 31; its spending is null without Accounts, its figures
 * of other areas null) would make the analyst talk of rows it was not given as if they did not exist.
 */
export function familyDataOf(snapshot: FamilySnapshot, now: Date): FamilyData {
  // The figures are the API's; the analytics compute theirs from the same lists with the same function.
  const { asOf: _asOf, figures, spending, ...lists } = snapshot;
  // creditUtilization is null for the household too (no credit limit on any card).
  const cut = Object.entries(figures).some(([name, value]) => value === null && name !== 'creditUtilization');
  if (spending === null || cut) throw new ForbiddenException({ message: accessMessages.notShared });
  return { today: isoDay(now), ...lists, spending };
}
