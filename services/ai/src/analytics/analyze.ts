// The whole family at once: every check, the referrals their findings call for, and one list of
// findings, most pressing first, with at most one per (type, related entity).
import { recommendationKey, type RecommendationPriority } from '@heirloom/contracts';
import type { FamilyData } from '../data/family-data';
import { defaultAssumptions, type Assumptions } from '../config/assumptions';
import { analyzeEstate } from './estate';
import { Dec } from './figures';
import { analyzeInsurance } from './insurance';
import { analyzeInvestment } from './investment';
import { byPriority } from './priority';
import { analyzeReferrals } from './referrals';
import { analyzeRefinance } from './refinance';
import { analyzeTaxHarvest } from './tax-harvest';
import type { FamilyAnalysis, Finding } from './types';

/** Everything the analyst reads (the stored recommendations are not needed: generation dedupes). */
export type AnalyticsInput = Omit<FamilyData, 'recommendations'> &
  Partial<Pick<FamilyData, 'recommendations'>>;

export function analyzeFamily(
  data: AnalyticsInput,
  assumptions: Assumptions = defaultAssumptions,
): FamilyAnalysis {
  const refinance = analyzeRefinance(data, assumptions);
  const taxHarvest = analyzeTaxHarvest(data, assumptions);
  const estate = analyzeEstate(data, assumptions);
  const insurance = analyzeInsurance(data, assumptions);
  const investment = analyzeInvestment(data, assumptions);
  const needs = [
    ...refinance.findings,
    ...taxHarvest.findings,
    ...estate.findings,
    ...insurance.findings,
    ...investment.findings,
  ];
  const referrals = analyzeReferrals(data, needs);
  return {
    today: data.today,
    assumptions: { ...assumptions },
    refinance: refinance.analysis,
    taxHarvest: taxHarvest.analysis,
    estate: estate.analysis,
    insurance: insurance.analysis,
    investment: investment.analysis,
    referrals: referrals.analysis,
    findings: rankFindings([...needs, ...referrals.findings]),
    dataIssues: [
      ...refinance.issues,
      ...taxHarvest.issues,
      ...estate.issues,
      ...insurance.issues,
      ...investment.issues,
    ],
  };
}

/** Most pressing first: priority, then the larger saving; one finding per key (collisions merged). */
export function rankFindings(findings: readonly Finding[]): Finding[] {
  const byKey = new Map<string, Finding>();
  for (const finding of findings) {
    const key = recommendationKey(finding);
    const earlier = byKey.get(key);
    byKey.set(key, earlier ? mergeFindings(earlier, finding) : clamp(finding));
  }
  const saving = (f: Finding) => (f.potentialSavings === null ? new Dec(-1) : new Dec(f.potentialSavings));
  return [...byKey.values()].sort((a, b) => byPriority(a, b) || saving(b).comparedTo(saving(a)));
}

const priorityRank: Record<RecommendationPriority, number> = { high: 0, medium: 1, low: 2 };
const MAX_TITLE = 200;
const MAX_DESCRIPTION = 4000;
const MAX_EVIDENCE_ENTRIES = 40;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

/** Within the stored bounds (titles 200, descriptions 4000, evidence values 500), whatever the data held. */
function clamp(finding: Finding): Finding {
  return {
    ...finding,
    title: clip(finding.title, MAX_TITLE),
    description: clip(finding.description, MAX_DESCRIPTION),
    evidence: {
      ...finding.evidence,
      inputs: Object.fromEntries(
        Object.entries(finding.evidence.inputs).map(([k, v]) => [
          k,
          typeof v === 'string' ? clip(v, 500) : v,
        ]),
      ),
    },
  };
}

/**
 * Two findings about the same (type, entity), e.g. an expiring life policy that is also the one to
 * raise for the life-cover gap: one recommendation that says both.
 */
function mergeFindings(first: Finding, second: Finding): Finding {
  const lower = second.title.charAt(0).toLowerCase() + second.title.slice(1);
  const title = `${first.title}, and ${lower}`;
  const savings =
    first.potentialSavings === null && second.potentialSavings === null
      ? null
      : new Dec(first.potentialSavings ?? 0).plus(second.potentialSavings ?? 0).toFixed(2);
  const inputs = { ...first.evidence.inputs };
  for (const [key, value] of Object.entries(second.evidence.inputs)) {
    if (Object.keys(inputs).length >= MAX_EVIDENCE_ENTRIES) break;
    if (!(key in inputs)) inputs[key] = value;
    else if (inputs[key] !== value) inputs[`${key}.2`] = value;
  }
  return clamp({
    ...first,
    title,
    description: `${first.description}\n\n${second.description}`,
    potentialSavings: savings,
    priority: priorityRank[second.priority] < priorityRank[first.priority] ? second.priority : first.priority,
    evidence: {
      ...first.evidence,
      inputs,
      formula: `${first.evidence.formula}; ${second.evidence.formula}`.slice(0, 1000),
      assumptions: Object.fromEntries(
        Object.entries({ ...first.evidence.assumptions, ...second.evidence.assumptions }).slice(
          0,
          MAX_EVIDENCE_ENTRIES,
        ),
      ),
    },
  });
}
