// The Insurance page's rules: the 90-day 'Expiring Soon' flag (spec sections 4 and 9) and the page's
// totals, in exact decimals. Pure, so the tests pin them down.
import {
  calendar,
  familyFigures,
  policyTypes,
  sumMoney,
  toMoneyString,
  type PolicyType,
} from '@heirloom/contracts';

/** Spec section 9: 90 days, 7776000000 ms. */
export const EXPIRING_SOON_DAYS = 90;

export type PolicyExpiry = 'expired' | 'expiring_soon' | null;

/** Whole days from today to a 'YYYY-MM-DD' expiration (negative once it has passed); null without one. */
export function daysUntil(expirationDate: string | null, now: Date = new Date()): number | null {
  if (!expirationDate) return null;
  const end = expirationDate.slice(0, 10);
  if (!calendar.isCalendarDay(end)) return null;
  // From the user's own calendar day, whatever their zone.
  return calendar.daysBetween(calendar.localDayOf(now), end);
}

/**
 * 'expiring_soon' when the policy ends today or within the next 90 days, 'expired' once its last day
 * has passed, otherwise null (no expiration date, or further off).
 */
export function policyExpiry(expirationDate: string | null, now: Date = new Date()): PolicyExpiry {
  const days = daysUntil(expirationDate, now);
  if (days === null) return null;
  if (days < 0) return 'expired';
  return days <= EXPIRING_SOON_DAYS ? 'expiring_soon' : null;
}

export interface PolicyTotals {
  totalCoverage: string;
  annualPremiums: string;
  /** Annual premiums / 12, to the cent. */
  monthlyAverage: string;
  /** Every policy type with its count, 0 included, in the spec's order. */
  byType: { type: PolicyType; count: number }[];
}

const noOtherRows = {
  accounts: [],
  holdings: [],
  properties: [],
  mortgages: [],
  privatePlacements: [],
  businesses: [],
};

export function policyTotals(
  policies: readonly { policyType: PolicyType; coverageAmount: string; annualPremium: string }[],
): PolicyTotals {
  const annual = sumMoney(policies.map((p) => p.annualPremium));
  return {
    // Spec section 9's total coverage, from the one place the family's figures are computed.
    totalCoverage: familyFigures({ ...noOtherRows, insurance: policies }).totalCoverage,
    annualPremiums: annual,
    monthlyAverage: monthly(annual),
    byType: policyTypes.map((type) => ({
      type,
      count: policies.filter((p) => p.policyType === type).length,
    })),
  };
}

/** An exact twelfth of a two-place amount, rounded half away from zero to the cent. */
function monthly(annual: string): string {
  const cents = BigInt(annual.replace('.', ''));
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const q = (abs * 2n + 12n) / 24n; // round(abs / 12)
  const text = `${q / 100n}.${(q % 100n).toString().padStart(2, '0')}`;
  return toMoneyString(negative ? `-${text}` : text);
}
