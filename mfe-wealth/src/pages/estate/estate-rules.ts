// The Estate page's rules, pure: its three counts (spec section 2: active documents, beneficiaries, and
// needs attention = outdated documents) and what it says of each document's beneficiary shares (checked
// by `sharesByDocument` of @heirloom/contracts, the rule the AI's estate review uses too).
import type {
  BeneficiaryRow,
  EstateDocumentRow,
  EstateDocumentStatus,
  ShareGroup,
} from '@heirloom/contracts';

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

/**
 * What the page says of one document's shares (see `sharesByDocument`): null when there is nothing to
 * check (nobody in the group has a share).
 */
export function shareMessage(group: ShareGroup): { ok: boolean; label: string; text: string } | null {
  if (group.addsUp === null) return null;
  const label = group.title ?? 'Not linked to a document';
  if (group.addsUp) return { ok: true, label, text: 'the shares add up to 100%.' };
  const without = group.count - group.withShare;
  return {
    ok: false,
    label,
    text:
      `the shares add up to ${group.totalPercent}%, not 100%` +
      (without > 0
        ? `, and ${without} ${without === 1 ? 'beneficiary has' : 'beneficiaries have'} no share`
        : '') +
      '. Correct them so that nothing is left undistributed or over-promised.',
  };
}

/** The document most of `beneficiaries` are named under, if it is one of `documents`. */
export function usualDocument(
  beneficiaries: readonly Pick<BeneficiaryRow, 'estateDocumentId'>[],
  documents: readonly Pick<EstateDocumentRow, 'id'>[],
): string {
  const counts = new Map<string, number>();
  for (const { estateDocumentId: id } of beneficiaries)
    if (id && documents.some((d) => d.id === id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}
