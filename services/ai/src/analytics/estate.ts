// Estate: documents marked outdated or not updated for years, the core documents a family should
// have, and whether the beneficiaries' shares under each document add up to 100% (`sharesByDocument`,
// the Estate page's rule too).
import { recommendationCategory, sharesByDocument } from '@heirloom/contracts';
import type { FamilyData } from '../data/family-data';
import { formatAssumption, statedAssumptions, type Assumptions } from '../config/assumptions';
import type { CheckResult } from './check';
import { Dec, fixed, readDay, readDecimal, sum, wholeYearsBetween, yearsBefore } from './figures';
import type {
  BeneficiaryCheck,
  CoreDocumentCheck,
  CoreEstateDocument,
  DataIssue,
  EstateAnalysis,
  EstateDocumentReview,
  Finding,
} from './types';

export type EstateInput = Pick<FamilyData, 'today' | 'estateDocuments' | 'beneficiaries'>;

const coreLabels: Record<CoreEstateDocument, string> = {
  will: 'a will',
  trust: 'a trust',
  power_of_attorney: 'a financial power of attorney',
  healthcare_directive: 'a healthcare directive',
};
const coreKinds = Object.keys(coreLabels) as CoreEstateDocument[];

/**
 * The core document an underscore-separated type counts as: "last_will" and "pour_over_will" are wills,
 * "revocable_living_trust" a trust, "durable_power_of_attorney" a power of attorney, and
 * "healthcare_directive", "living_will", "advance_directive" or "healthcare_power_of_attorney" the
 * healthcare directive (a living will is a healthcare document, not a will).
 */
export function coreDocumentKind(documentType: string): CoreEstateDocument | null {
  const type = documentType.toLowerCase();
  const words = type.split('_');
  if (
    words.some((w) => w === 'healthcare' || w === 'health' || w === 'medical') ||
    type.includes('living_will') ||
    type.includes('advance_directive')
  ) {
    return 'healthcare_directive';
  }
  if (type.includes('power_of_attorney') || words.includes('poa')) return 'power_of_attorney';
  if (words.includes('trust')) return 'trust';
  if (words.includes('will') || words.includes('testament')) return 'will';
  return null;
}

export function analyzeEstate(input: EstateInput, assumptions: Assumptions): CheckResult<EstateAnalysis> {
  const issues: DataIssue[] = [];
  const maxAge = Number(assumptions.ESTATE_DOCUMENT_MAX_AGE_YEARS);
  const cutoff = yearsBefore(input.today, maxAge);

  const documents: EstateDocumentReview[] = [];
  for (const doc of input.estateDocuments) {
    const lastUpdated = readDay(doc.lastUpdated, issues, {
      entity: 'estate_document',
      id: doc.id,
      field: 'lastUpdated',
    });
    if (!lastUpdated) continue;
    const ageYears = Math.max(0, wholeYearsBetween(lastUpdated, input.today));
    const reasons: string[] = [];
    if (doc.status === 'outdated') reasons.push('it is marked outdated');
    if (lastUpdated < cutoff) {
      reasons.push(`it was last updated on ${lastUpdated}, more than ${maxAge} years ago`);
    }
    documents.push({
      documentId: doc.id,
      documentType: doc.documentType,
      title: doc.title,
      status: doc.status,
      lastUpdated,
      ageYears,
      coreKind: coreDocumentKind(doc.documentType),
      needsUpdate: reasons.length > 0,
      reasons,
    });
  }

  // A draft is not in force: a core document only counts once one of its kind is not a draft.
  const coreDocuments: CoreDocumentCheck[] = coreKinds.map((kind) => {
    const ofKind = documents.filter((d) => d.coreKind === kind);
    return {
      kind,
      label: coreLabels[kind],
      present: ofKind.some((d) => d.status !== 'draft'),
      documentIds: ofKind.map((d) => d.documentId),
    };
  });
  // With nothing on file the analyst cannot tell a missing plan from one never entered: no gaps then.
  const missingCoreDocuments =
    documents.length === 0 ? [] : coreDocuments.filter((c) => !c.present).map((c) => c.kind);

  const shares: Dec[] = [];
  // Malformed shares are left out (and reported), here and in the per-document check.
  const readable: { percentage: string | null; estateDocumentId: string | null }[] = [];
  for (const b of input.beneficiaries) {
    const share =
      b.percentage === null || b.percentage === undefined
        ? null
        : readDecimal(b.percentage, issues, { entity: 'beneficiary', id: b.id, field: 'percentage' });
    if (share) shares.push(share);
    readable.push({ percentage: share ? b.percentage : null, estateDocumentId: b.estateDocumentId ?? null });
  }
  const total = shares.length > 0 ? sum(shares) : null;
  const byDocument = sharesByDocument(readable, input.estateDocuments);
  const checked = byDocument.filter((g) => g.addsUp !== null);
  const beneficiaries: BeneficiaryCheck = {
    count: input.beneficiaries.length,
    withShare: shares.length,
    totalPercent: total === null ? null : fixed(total, 2),
    addsUp: checked.length === 0 ? null : checked.every((g) => g.addsUp),
    byDocument,
  };

  const analysis: EstateAnalysis = {
    documents,
    coreDocuments,
    missingCoreDocuments,
    beneficiaries,
    maxAgeYears: maxAge,
  };
  const findings: Finding[] = documents
    .filter((d) => d.needsUpdate)
    .map((d) => documentFinding(d, input.today, assumptions));
  const gaps = planGapsFinding(
    analysis,
    coreDocuments.filter((c) => missingCoreDocuments.includes(c.kind) || c.present),
  );
  if (gaps) findings.push(gaps);
  return { analysis, findings, issues };
}

function documentFinding(doc: EstateDocumentReview, today: string, assumptions: Assumptions): Finding {
  const isCore = doc.coreKind === 'will' || doc.coreKind === 'trust';
  return {
    type: 'estate_update',
    category: recommendationCategory('estate_update'),
    relatedEntityId: doc.documentId,
    title: `Update your ${doc.title}`,
    description:
      `Your ${doc.title} needs a review: ${doc.reasons.join(' and ')}. Estate documents should be reviewed at ` +
      `least every ${formatAssumption('ESTATE_DOCUMENT_MAX_AGE_YEARS', assumptions)} and after any marriage, birth, ` +
      'move, sale or purchase of a property or business, so that they still say what you want and name the right ' +
      'people.',
    potentialSavings: null,
    // A will or trust that no longer matches the family decides where everything goes: high.
    priority: isCore ? 'high' : 'medium',
    evidence: {
      inputs: {
        documentType: doc.documentType,
        title: doc.title,
        status: doc.status,
        lastUpdated: doc.lastUpdated,
        today,
        ageYears: doc.ageYears,
      },
      formula: 'needsUpdate = status = outdated OR lastUpdated < today - maxAgeYears',
      assumptions: statedAssumptions(['ESTATE_DOCUMENT_MAX_AGE_YEARS'], assumptions),
    },
  };
}

/** "a, b and c" */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Household-wide gaps (missing core documents, shares not adding up): one finding, no entity. */
function planGapsFinding(analysis: EstateAnalysis, core: CoreDocumentCheck[]): Finding | null {
  const missing = core.filter((c) => !c.present);
  const { beneficiaries } = analysis;
  const sharesOff = beneficiaries.addsUp === false;
  if (missing.length === 0 && !sharesOff) return null;

  const sentences: string[] = [];
  if (missing.length > 0) {
    const onlyDrafts = missing.filter((c) => c.documentIds.length > 0);
    sentences.push(
      `Your estate plan has no ${listed(missing.map((c) => c.label.replace(/^an? /, '')))}` +
        (onlyDrafts.length > 0
          ? ` (${onlyDrafts.map((c) => c.label.replace(/^an? /, '')).join(', ')} only as a draft)`
          : '') +
        '. A will, a trust, a financial power of attorney and a healthcare directive are the core of a plan: ' +
        'without them a court, not you, decides who manages your affairs and who inherits, and assets go through probate.',
    );
  }
  if (sharesOff) {
    for (const group of beneficiaries.byDocument.filter((g) => g.addsUp === false)) {
      const without = group.count - group.withShare;
      sentences.push(
        (group.title === null
          ? `The shares of your beneficiaries not named in a document add up to `
          : `The shares under your ${group.title} add up to `) +
          `${group.totalPercent}%, not 100%` +
          (without > 0 ? `, and ${without} ${without === 1 ? 'has' : 'have'} no share at all` : '') +
          ': correct them so that nothing is left undistributed or over-promised.',
      );
    }
  }
  const title =
    missing.length > 0
      ? `Complete your estate plan: add ${listed(missing.map((c) => c.label))}`
      : 'Fix your beneficiaries’ shares';
  return {
    type: 'estate_update',
    category: recommendationCategory('estate_update'),
    relatedEntityId: null,
    title: title.length > 200 ? `${title.slice(0, 197)}...` : title,
    description: sentences.join(' '),
    potentialSavings: null,
    priority: missing.length > 0 ? 'high' : 'medium',
    evidence: {
      inputs: {
        missingCoreDocuments: missing.map((c) => c.kind).join(', ') || null,
        presentCoreDocuments:
          core
            .filter((c) => c.present)
            .map((c) => c.kind)
            .join(', ') || null,
        beneficiaries: beneficiaries.count,
        beneficiariesWithShare: beneficiaries.withShare,
        totalSharePercent: beneficiaries.totalPercent,
        sharesOffUnder:
          beneficiaries.byDocument
            .filter((g) => g.addsUp === false)
            .map((g) => `${g.title ?? 'no document'} (${g.totalPercent}%)`)
            .join(', ') || null,
      },
      formula:
        'missing = {will, trust, power_of_attorney, healthcare_directive} without a non-draft document of that ' +
        'kind; sharesOff = for some estate document, Σ percentage of the beneficiaries named in it ≠ 100',
      assumptions: {},
    },
  };
}
