// Words and badges for the stored estate values (spec section 4: outdated destructive, draft secondary).
import type { EstateDocumentStatus } from '@heirloom/contracts';

export const statusBadge = {
  active: { variant: 'success', label: 'Active' },
  draft: { variant: 'secondary', label: 'Draft' },
  outdated: { variant: 'destructive', label: 'Outdated' },
} as const satisfies Record<EstateDocumentStatus, { variant: string; label: string }>;

const acronyms = new Set(['hipaa', 'poa', 'ilit', 'grat', 'slat', 'qtip', 'llc', 'ira']);

/** "power_of_attorney" -> "Power of attorney", "hipaa_authorization" -> "HIPAA authorization". */
export function documentTypeLabel(value: string): string {
  const words = value.split(/[_-]+/).filter(Boolean);
  return words
    .map((word, i) =>
      acronyms.has(word.toLowerCase())
        ? word.toUpperCase()
        : i === 0
          ? word[0]!.toUpperCase() + word.slice(1)
          : word,
    )
    .join(' ');
}

/** Common document types offered while typing (any lower_case_type can be typed). */
export const commonEstateDocumentTypes = [
  'last_will',
  'revocable_trust',
  'irrevocable_trust',
  'power_of_attorney',
  'healthcare_directive',
  'hipaa_authorization',
  'business_succession_plan',
];
