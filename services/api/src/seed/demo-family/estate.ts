// Estate documents and beneficiaries. The plan needs work on purpose: the 2017 wills are outdated,
// the practice's succession plan is still a draft, there is no trust at all (one of the four core
// documents: will, trust, power of attorney, healthcare directive), and the attorney who drew the
// wills has retired. The beneficiaries are named in the wills, and their shares add up to exactly 100%.
import type { InsertBeneficiary, InsertEstateDocument } from '@heirloom/contracts';
import { addDays, day, isoDay } from './calendar';
import type { DemoContext } from './context';
import { idsFor } from './random';

export type EstateDocumentRow = InsertEstateDocument & { id: string };
export type BeneficiaryRow = InsertBeneficiary & { id: string };

type DocumentKey = 'wills' | 'powerOfAttorney' | 'healthcareDirective' | 'hipaa' | 'successionPlan';

interface Document {
  key: DocumentKey;
  document: Omit<InsertEstateDocument, 'createdDate' | 'lastUpdated'>;
  created: Date | { daysAgo: number };
  updated: Date | { daysAgo: number };
}

const documents: readonly Document[] = [
  {
    key: 'wills',
    document: {
      documentType: 'last_will',
      title: 'Mirror Wills of Daniel and Claire Whitman',
      attorney: 'Harold Brenner (retired 2020)',
      notes:
        'Signed before the Breckenridge condo, the Larimer Street rental and the fund investments; ' +
        'names guardians who have since moved abroad. Assets would pass through probate.',
      status: 'outdated',
    },
    created: day(2012, 8, 14),
    updated: day(2017, 3, 9),
  },
  {
    key: 'powerOfAttorney',
    document: {
      documentType: 'power_of_attorney',
      title: 'Durable Financial Powers of Attorney',
      attorney: 'Harold Brenner (retired 2020)',
      notes: 'Daniel and Claire name each other, then Claire’s brother Michael Reyes.',
      status: 'active',
    },
    created: day(2017, 3, 9),
    updated: day(2021, 6, 22),
  },
  {
    key: 'healthcareDirective',
    document: {
      documentType: 'healthcare_directive',
      title: 'Advance Healthcare Directives and Medical Powers of Attorney',
      attorney: 'Harold Brenner (retired 2020)',
      notes: null,
      status: 'active',
    },
    created: day(2017, 3, 9),
    updated: day(2021, 6, 22),
  },
  {
    key: 'hipaa',
    document: {
      documentType: 'hipaa_authorization',
      title: 'HIPAA Authorizations',
      attorney: null,
      notes: 'Lets each spouse receive the other’s medical information.',
      status: 'active',
    },
    created: day(2021, 6, 22),
    updated: day(2021, 6, 22),
  },
  {
    key: 'successionPlan',
    document: {
      documentType: 'business_succession_plan',
      title: 'Succession Plan for Whitman Family Dentistry',
      attorney: 'Rachel Stein',
      notes: 'Draft from the practice’s counsel: buy-sell terms if Daniel dies or is disabled.',
      status: 'draft',
    },
    created: { daysAgo: 74 },
    updated: { daysAgo: 19 },
  },
];

const beneficiaries: readonly Omit<BeneficiaryRow, 'id' | 'estateDocumentId'>[] = [
  {
    name: 'Claire Whitman',
    relationship: 'Spouse',
    percentage: '50.00',
    contactInfo: 'claire.whitman@example.com',
  },
  { name: 'Ethan Whitman', relationship: 'Son', percentage: '22.50', contactInfo: null },
  { name: 'Lily Whitman', relationship: 'Daughter', percentage: '22.50', contactInfo: null },
  {
    name: 'Denver Children’s Dental Foundation',
    relationship: 'Charity',
    percentage: '5.00',
    contactInfo: 'giving@example.org',
  },
];

export interface EstatePart {
  estateDocuments: EstateDocumentRow[];
  beneficiaries: BeneficiaryRow[];
  ids: Record<DocumentKey, string>;
}

export function buildEstate({ today }: DemoContext): EstatePart {
  const documentId = idsFor('estate-documents');
  const beneficiaryId = idsFor('beneficiaries');
  const ids = {} as Record<DocumentKey, string>;
  const dated = (when: Date | { daysAgo: number }) =>
    isoDay(when instanceof Date ? when : addDays(today, -when.daysAgo));
  const estateDocuments = documents.map(({ key, document, created, updated }): EstateDocumentRow => {
    ids[key] = documentId();
    return { id: ids[key], ...document, createdDate: dated(created), lastUpdated: dated(updated) };
  });
  return {
    estateDocuments,
    beneficiaries: beneficiaries.map((beneficiary) => ({
      id: beneficiaryId(),
      ...beneficiary,
      estateDocumentId: ids.wills,
    })),
    ids,
  };
}
