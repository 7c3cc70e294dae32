// A recommendation's evidence as a person may see it (issue 31). Its `inputs` are figures read from the
// family's data by the analyst (services/ai/src/analytics): a refinance's mortgage balance and address,
// a tax-loss harvest's account and losses, an insurance review's income and net worth... A professional
// granted Recommendations but not every area a recommendation's type reads gets its evidence without
// the inputs (the formula and the assumptions are the analyst's, not the family's, and stay).
import {
  grants,
  type AccessArea,
  type AreaLevels,
  type RecommendationEvidence,
  type RecommendationType,
} from '@heirloom/contracts';

/**
 * The areas the analyst reads for each type of finding; null: the household only (a referral names
 * the family's network of professionals, whose route is the household's).
 */
export const evidenceAreas: Readonly<Record<RecommendationType, readonly AccessArea[] | null>> = {
  refinance: ['real_estate'],
  tax_harvest: ['investments', 'accounts'],
  estate_update: ['estate'],
  // Life cover against the income of the latest tax return; umbrella cover against the net worth.
  insurance_review: ['insurance', 'tax', 'accounts', 'investments', 'private_investments', 'real_estate'],
  professional_referral: null,
  investment_concentration: ['investments'],
  // Cash in checking and savings against the spending of the transactions.
  excess_cash: ['accounts'],
};

/** Whether `areas` (null: the household) may see the inputs of a recommendation of `type`. */
export function evidenceGranted(areas: AreaLevels | null, type: RecommendationType): boolean {
  if (areas === null) return true;
  const needed = evidenceAreas[type];
  return needed !== null && needed.every((area) => grants(areas, area));
}

/** The recommendation with its evidence's inputs left out unless every area they come from is granted. */
export function evidenceFor<R extends { type: RecommendationType; evidence: RecommendationEvidence | null }>(
  recommendation: R,
  areas: AreaLevels | null,
): R {
  const { evidence } = recommendation;
  if (!evidence || evidenceGranted(areas, recommendation.type)) return recommendation;
  return { ...recommendation, evidence: { ...evidence, inputs: {} } };
}
