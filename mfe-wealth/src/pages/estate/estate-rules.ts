// The Estate page's rules, pure: its three counts (spec section 2: active documents, beneficiaries, and
// needs attention = outdated documents) and whether the beneficiaries' shares total 100%. A beneficiary
// names no document (spec section 3), so the shares are checked across the estate, as the AI's review
// checks them.
import { compareMoney, sumMoney, type EstateDocumentStatus } from '@heirloom/contracts';

export function estateCounts(
  documents: readonly { status: EstateDocumentStatus }[],
  beneficiaries: readonly unknown[],
) {
  return {
    active: documents.filter((d) => d.status === 'active').length,
    beneficiaries: beneficiaries.length,
    needsAttention: documents.filter((d) => d.status === 'outdated').length,
  };
}

export interface ShareCheck {
  count: number;
  /** Beneficiaries with a percentage given. */
  withShare: number;
  /** Their shares added up exactly ("95.00"); null when nobody has one. */
  totalPercent: string | null;
  /** The shares total exactly 100%; null when nobody has a share (nothing to check). */
  addsUp: boolean | null;
}

export function beneficiaryShares(beneficiaries: readonly { percentage: string | null }[]): ShareCheck {
  const shares = beneficiaries.map((b) => b.percentage).filter((p): p is string => p !== null && p !== '');
  const total = shares.length > 0 ? sumMoney(shares) : null;
  return {
    count: beneficiaries.length,
    withShare: shares.length,
    totalPercent: total,
    addsUp: total === null ? null : compareMoney(total, 100) === 0,
  };
}
