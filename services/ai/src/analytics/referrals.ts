// Professional referrals: a need the other checks found, with nobody in the family's network who could
// act on it.
import {
  recommendationCategory,
  type Professional,
  type ProfessionalType,
  type RecommendationCategory,
} from '@heirloom/contracts';
import type { FamilyData } from '../data/family-data';
import type { CheckResult } from './check';
import { byPriority } from './priority';
import type { Finding, ReferralAnalysis, ReferralNeed } from './types';

export type ReferralInput = Pick<FamilyData, 'professionals'>;

/** Who serves each kind of need; the first type is the one a referral suggests. */
export const referralProfessionals: Readonly<Record<RecommendationCategory, readonly ProfessionalType[]>> = {
  mortgage: ['mortgage_broker', 'loan_officer'],
  tax: ['cpa', 'tax_specialist'],
  estate: ['estate_planner', 'attorney'],
  insurance: ['insurance_agent'],
  investment: ['financial_advisor'],
};

const professionalLabels: Record<ProfessionalType, string> = {
  cpa: 'a CPA',
  attorney: 'an attorney',
  financial_advisor: 'a financial advisor',
  insurance_agent: 'an insurance agent',
  mortgage_broker: 'a mortgage broker',
  loan_officer: 'a loan officer',
  estate_planner: 'an estate planner',
  tax_specialist: 'a tax specialist',
};

const whatTheyDo: Record<RecommendationCategory, string> = {
  mortgage: 'can shop the refinance across lenders and lock a rate',
  tax: 'can time the sales, track wash-sale windows and carry the losses through your return',
  estate: 'can update the documents, set up a trust and align beneficiary designations',
  insurance: 'can quote the missing cover and renewals side by side',
  investment: 'can plan a diversification and a cash reserve that fit your taxes and goals',
};

/** An attorney only serves an estate need when the specialty says they do estate work. */
const ESTATE_PRACTICE = /\b(estate|trusts?|probate|wills?|elder)\b/i;

function serves(professional: Professional, category: RecommendationCategory): boolean {
  if (!referralProfessionals[category].includes(professional.type)) return false;
  if (category === 'estate' && professional.type === 'attorney') {
    return ESTATE_PRACTICE.test(professional.specialty ?? '');
  }
  return true;
}

/** Groups the other checks' findings by category and looks for someone in the network for each. */
export function analyzeReferrals(
  input: ReferralInput,
  findings: readonly Finding[],
): CheckResult<ReferralAnalysis> {
  const needs: ReferralNeed[] = [];
  const referrals: Finding[] = [];
  const categories = Object.keys(referralProfessionals) as RecommendationCategory[];
  for (const category of categories) {
    const ofCategory = findings
      .filter((f) => f.type !== 'professional_referral' && f.category === category)
      .sort(byPriority);
    if (ofCategory.length === 0) continue;
    const matching = input.professionals.filter((p) => serves(p, category));
    const need: ReferralNeed = {
      category,
      professionalTypes: [...referralProfessionals[category]],
      needs: ofCategory.map((f) => ({ type: f.type, title: f.title, relatedEntityId: f.relatedEntityId })),
      matchingProfessionalIds: matching.map((p) => p.id),
      referralNeeded: matching.length === 0,
    };
    needs.push(need);
    if (need.referralNeeded) referrals.push(referralFinding(need, ofCategory));
  }
  return { analysis: { needs }, findings: referrals, issues: [] };
}

function referralFinding(need: ReferralNeed, findings: readonly Finding[]): Finding {
  const [suggested = 'financial_advisor', ...others] = need.professionalTypes;
  const label = professionalLabels[suggested];
  const alternatives = others.map((t) => professionalLabels[t]);
  const titles = need.needs.slice(0, 3).map((n) => `"${n.title}"`);
  const more = need.needs.length > 3 ? ` and ${need.needs.length - 3} more` : '';
  // The entity of the most pressing need, so the referral sits next to it; null when all are household-wide.
  const anchor = findings.find((f) => f.relatedEntityId !== null)?.relatedEntityId ?? null;
  const network =
    need.category === 'estate'
      ? `${label} or ${alternatives.join(' or ')} who does estate work`
      : [label, ...alternatives].join(' or ');
  return {
    type: 'professional_referral',
    category: recommendationCategory('professional_referral', { category: need.category }),
    relatedEntityId: anchor,
    title: `Add ${label} to your team`,
    description:
      `Your ${need.category} recommendations (${titles.join(', ')}${more}) need a professional to carry them out, ` +
      `and no one in your network is ${network}. ${label.charAt(0).toUpperCase()}${label.slice(1)} ` +
      `${whatTheyDo[need.category]}.`,
    potentialSavings: null,
    priority: findings.some((f) => f.priority === 'high') ? 'medium' : 'low',
    evidence: {
      inputs: {
        needs: need.needs.length,
        suggestedProfessional: suggested,
        fittingTypes: need.professionalTypes.join(', '),
        professionalsInNetwork: 0,
      },
      formula:
        'referral when a category has findings and no professional of a fitting type is in the network',
      assumptions: {},
      category: need.category,
    },
  };
}
