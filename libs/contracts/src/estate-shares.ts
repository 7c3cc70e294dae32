// Beneficiary shares, checked per estate document (a will, a trust): the shares given under one
// document should total exactly 100%. Beneficiaries linked to no document (entered before the link
// existed, or whose document was deleted) are checked together as one group. One rule for the Estate
// page and the AI service's estate review.
import { compareMoney, sumMoney } from './money';

export interface ShareGroup {
  /** The document the shares are given under; null for the beneficiaries linked to none. */
  estateDocumentId: string | null;
  /** That document's title; null for the unlinked group. */
  title: string | null;
  /** Beneficiaries in the group. */
  count: number;
  /** Those with a percentage given. */
  withShare: number;
  /** Their shares added up exactly ("95.00"); null when nobody in the group has one. */
  totalPercent: string | null;
  /** The shares total exactly 100%; null when nobody has a share (nothing to check). */
  addsUp: boolean | null;
}

export interface ShareBeneficiary {
  percentage: string | null;
  estateDocumentId: string | null;
}

/**
 * One group per document that has beneficiaries, in the documents' order, then the unlinked ones.
 * A link to a document not in `documents` counts as unlinked.
 */
export function sharesByDocument(
  beneficiaries: readonly ShareBeneficiary[],
  documents: readonly { id: string; title: string }[],
): ShareGroup[] {
  const known = new Set(documents.map((d) => d.id));
  const byDocument = new Map<string | null, ShareBeneficiary[]>();
  for (const b of beneficiaries) {
    const key = b.estateDocumentId !== null && known.has(b.estateDocumentId) ? b.estateDocumentId : null;
    byDocument.set(key, [...(byDocument.get(key) ?? []), b]);
  }
  const groups = documents
    .filter((d) => byDocument.has(d.id))
    .map((d) => shareGroup(d.id, d.title, byDocument.get(d.id)!));
  const unlinked = byDocument.get(null);
  return unlinked ? [...groups, shareGroup(null, null, unlinked)] : groups;
}

function shareGroup(
  estateDocumentId: string | null,
  title: string | null,
  members: readonly ShareBeneficiary[],
): ShareGroup {
  const shares = members.map((b) => b.percentage).filter((p): p is string => p !== null && p !== '');
  const total = shares.length > 0 ? sumMoney(shares) : null;
  return {
    estateDocumentId,
    title,
    count: members.length,
    withShare: shares.length,
    totalPercent: total,
    addsUp: total === null ? null : compareMoney(total, 100) === 0,
  };
}
