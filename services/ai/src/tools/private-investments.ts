// Private placements and the family's own businesses; one of them by name when asked.
import { z } from 'zod';
import { privateInvestmentsAnswer } from '../facts/answers';
import type { FamilyFacts } from '../facts/family-facts';
import { asText, listOf } from '../facts/format';
import { linkEntities } from '../facts/entities';
import { $, pct } from './shared';
import { defineTool } from './tool';

type OneInvestment =
  | {
      kind: 'placement';
      name: string;
      sponsor: string;
      status: string;
      invested: string;
      value: string;
      distributions: string;
      totalReturn: string;
    }
  | { kind: 'business'; name: string; type: string; ownership: string; valuation: string; revenue: string };

/** The placement or business a name points at (the one covering most of its words), or null. */
function investmentNamed(facts: FamilyFacts, text: string): OneInvestment | null {
  const p = facts.privateInvestments;
  const [best, second] = linkEntities(text, facts, ['placement', 'business']);
  const only = (list: readonly { name: string }[]) => (list.length === 1 ? list[0]!.name : null);
  // "The business" when there is one business names it.
  const name =
    best && (!second || second.covered < best.covered)
      ? best.label
      : /\b(the|our|my) business\b/.test(text.toLowerCase())
        ? only(p.businesses)
        : null;
  const placement = p.placements.find((x) => x.name === name);
  if (placement) {
    return {
      kind: 'placement',
      name: placement.name,
      sponsor: placement.sponsor,
      status: placement.status,
      invested: $(placement.invested),
      value: $(placement.currentValue),
      distributions: $(placement.distributions),
      totalReturn: `${placement.totalReturnPercent}%`,
    };
  }
  const business = p.businesses.find((x) => x.name === name);
  return business
    ? {
        kind: 'business',
        name: business.name,
        type: business.type,
        ownership: `${business.ownershipPercent}%`,
        valuation: $(business.valuation),
        revenue: $(business.annualRevenue),
      }
    : null;
}

function renderOne(one: OneInvestment): string {
  if (one.kind === 'business') {
    return `${asText(one.name)} is valued at ${one.valuation}; you own ${one.ownership} of it, and its revenue is ${one.revenue} a year.`;
  }
  const sign = one.totalReturn.startsWith('-') ? '' : '+';
  return `${asText(one.name)} (${asText(one.sponsor)}, ${asText(one.status)}) is worth ${one.value} now: ${one.invested} invested and ${one.distributions} distributed so far, a total return of ${sign}${one.totalReturn} (value plus distributions, less what was invested, over what was invested).`;
}

export const privateInvestmentsTool = defineTool({
  name: 'get_private_investments',
  topic: 'private investments',
  intent: 'private_investments',
  description:
    'Private placements and personal businesses with invested amounts, values and returns, and K-1 status. With `name`, that one placement or business.',
  parameters: z.strictObject({
    name: z
      .string()
      .trim()
      .min(2)
      .max(200)
      .optional()
      .describe(
        'One private placement or business by name ("Summit Ridge", "the dental practice"), typos allowed.',
      ),
  }),
  run: (f, { name }) => {
    const p = f.privateInvestments;
    if (name) {
      return {
        kind: 'one' as const,
        asked: name,
        investment: investmentNamed(f, name),
        names: [...p.placements, ...p.businesses].map((x) => x.name),
      };
    }
    return {
      kind: 'all' as const,
      totalValue: $(p.totalValue),
      // The totals the analyst's first sentence gives, so the model can give them too.
      placementsValue: $(p.placementsValue),
      placementsInvested: $(p.placementsInvested),
      businessesValue: $(p.businessesValue),
      placements: p.placements.map((x) => ({
        name: x.name,
        type: x.type,
        sponsor: x.sponsor,
        status: x.status,
        invested: $(x.invested),
        currentValue: $(x.currentValue),
        distributions: $(x.distributions),
        totalReturn: pct(x.totalReturnPercent),
      })),
      businesses: p.businesses.map((b) => ({
        name: b.name,
        type: b.type,
        ownership: pct(b.ownershipPercent),
        valuation: $(b.valuation),
        annualRevenue: $(b.annualRevenue),
      })),
      lastTaxYear: p.lastTaxYear,
      missingK1: p.missingK1.map((m) => m.name),
    };
  },
  render: (result, facts) => {
    if (result.kind === 'all') return privateInvestmentsAnswer(facts);
    if (result.investment) return renderOne(result.investment);
    return result.names.length === 0
      ? "I don't see any private placements or businesses on file."
      : `I can't tell which of your private investments you mean. They are ${listOf(result.names.map(asText))}.`;
  },
});
