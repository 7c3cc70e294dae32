// Words for the stored tax values.
export const filingStatuses = [
  'single',
  'married_filing_jointly',
  'married_filing_separately',
  'head_of_household',
  'qualifying_surviving_spouse',
] as const;

const filingStatusLabels: Record<string, string> = {
  single: 'Single',
  married_filing_jointly: 'Married filing jointly',
  married_filing_separately: 'Married filing separately',
  head_of_household: 'Head of household',
  qualifying_surviving_spouse: 'Qualifying surviving spouse',
};

/** "married_filing_jointly" -> "Married filing jointly"; an unknown value in words. */
export function filingStatusLabel(value: string): string {
  return filingStatusLabels[value] ?? value.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** Common document types offered while typing (any other type can be typed). */
export const commonTaxDocumentTypes = [
  '1040',
  'W-2',
  '1099-DIV',
  '1099-INT',
  '1099-B',
  '1098',
  'K-1',
  'State return',
];
