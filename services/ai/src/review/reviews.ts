// The AI Review buttons' written reviews: per area, the analyst's answer for it plus what only a review
// adds (shares of net worth, commitments, K-1 history) and the findings to act on. Pure functions.
import {
  aiReviewAreaLabels,
  type AiReviewArea,
  type AiReviewResponse,
  type RecommendationCategory,
} from '@heirloom/contracts';
import Decimal from 'decimal.js';
import {
  budgetAnswer,
  EDUCATION_NOTE,
  estateAnswer,
  insuranceAnswer,
  portfolioAnswer,
  privateInvestmentsAnswer,
  realEstateAnswer,
  refinanceAnswer,
  spendingAnswer,
  taxesAnswer,
  taxHarvestAnswer,
} from '../facts/answers';
import type { FamilyFacts } from '../facts/family-facts';
import { asText, formatMoney, formatPercent, listOf } from '../facts/format';

const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');

/** The dashboard categories whose findings belong in each area's "next steps". */
const areaCategories: Readonly<Record<AiReviewArea, readonly RecommendationCategory[]>> = {
  private_investments: [],
  estate: ['estate'],
  tax: ['tax'],
  insurance: ['insurance'],
  real_estate: ['mortgage'],
  investments: ['investment', 'tax'],
  budget: [],
};

function privateInvestmentsExtras(facts: FamilyFacts): string | null {
  const p = facts.privateInvestments;
  const lines: string[] = [];
  const netWorth = new Decimal(facts.netWorth.netWorth);
  if (netWorth.greaterThan(0) && new Decimal(p.totalValue).greaterThan(0)) {
    lines.push(
      `Together they are ${formatPercent(new Decimal(p.totalValue).dividedBy(netWorth).times(100), 1)} of your net worth of ${formatMoney(netWorth)}, and they cannot be sold quickly.`,
    );
  }
  // Capital calls below the commitment leave the rest to be called; no calls recorded says nothing.
  const uncalled = facts.data.privatePlacements
    .filter(
      (x) => x.status === 'active' && x.capitalCalls !== null && new Decimal(x.capitalCalls).greaterThan(0),
    )
    .map((x) => ({ name: x.name, amount: new Decimal(x.initialInvestment).minus(x.capitalCalls!) }))
    .filter((x) => x.amount.greaterThan(0));
  if (uncalled.length > 0) {
    lines.push(
      `Capital still to be called: ${listOf(uncalled.map((x) => `${formatMoney(x.amount)} (${asText(x.name)})`))}. Keep that much available.`,
    );
  }
  const fees = facts.data.privatePlacements.filter((x) => x.managementFee !== null);
  if (fees.length > 0) {
    lines.push(
      `Fees: ${listOf(fees.map((x) => `${asText(x.name)} ${formatPercent(x.managementFee!, 2)} management${x.carriedInterest ? ` and ${formatPercent(x.carriedInterest, 0)} carry` : ''}`))}.`,
    );
  }
  if (p.k1.length > 1) {
    lines.push(
      `K-1 income by year: ${p.k1.map((k) => `${k.year} ${formatMoney(k.income)} (${k.count} K-1${k.count === 1 ? '' : 's'})`).join(', ')}.`,
    );
  }
  return lines.length > 0 ? bullets(lines) : null;
}

const areaBodies: Readonly<Record<AiReviewArea, (facts: FamilyFacts) => (string | null)[]>> = {
  private_investments: (f) => [privateInvestmentsAnswer(f), privateInvestmentsExtras(f)],
  estate: (f) => [estateAnswer(f)],
  tax: (f) => [taxesAnswer(f, { harvestHint: false }), taxHarvestAnswer(f, 5)],
  insurance: (f) => [insuranceAnswer(f)],
  real_estate: (f) => [realEstateAnswer(f), refinanceAnswer(f)],
  investments: (f) => [portfolioAnswer(f)],
  budget: (f) => [budgetAnswer(f), spendingAnswer(f, 4)],
};

export function reviewArea(area: AiReviewArea, facts: FamilyFacts): AiReviewResponse {
  const categories = areaCategories[area];
  const steps = facts.analysis.findings
    .filter((x) => categories.includes(x.category))
    .map(
      (x) =>
        `${asText(x.title)} (${x.priority} priority${x.potentialSavings ? `, about ${formatMoney(x.potentialSavings)} a year` : ''})`,
    );
  const parts = [
    ...areaBodies[area](facts),
    steps.length > 0 ? `Next steps:\n${bullets(steps)}` : null,
    EDUCATION_NOTE,
  ].filter((x): x is string => Boolean(x));
  return { area, title: `${aiReviewAreaLabels[area]} review`, review: parts.join('\n\n') };
}
