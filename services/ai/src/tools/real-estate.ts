// Properties, the mortgages on them, and whether refinancing any of them pays; one property, or one
// lender's or property's mortgages, when the question names it (typos forgiven, facts/entities.ts).
import { sumMoney } from '@heirloom/contracts';
import { z } from 'zod';
import { formatAssumption } from '../analytics';
import { mortgagesAnswer, realEstateAnswer, refinanceAnswer } from '../facts/answers';
import type { FamilyFacts } from '../facts/family-facts';
import { asText, formatDate, humanize, listOf } from '../facts/format';
import { linkEntities, resolveEntity } from '../facts/entities';
import { $, $orNull, noArguments, pct } from './shared';
import { defineTool } from './tool';

export const refinanceTool = defineTool({
  name: 'analyze_refinancing',
  topic: 'refinancing your mortgages',
  intent: 'refinance',
  description:
    "Per mortgage: the payment at today's assumed market rate, monthly and yearly saving, closing costs, break-even and a verdict.",
  parameters: noArguments,
  run: (f) => ({
    marketRate: formatAssumption('MARKET_MORTGAGE_RATE_PERCENT', f.assumptions),
    closingCosts: `${formatAssumption('REFINANCE_CLOSING_COST_PERCENT', f.assumptions)} of the balance`,
    mortgages: f.analysis.refinance.mortgages.map((m) => ({
      lender: m.lender,
      property: m.propertyAddress,
      balance: $(m.balance),
      currentRate: pct(m.currentRate),
      currentPayment: $(m.currentPayment),
      remainingMonths: m.remainingMonths,
      newPayment: $orNull(m.newPayment),
      monthlySaving: $orNull(m.monthlySaving),
      annualSaving: $orNull(m.annualSaving),
      closingCosts: $(m.closingCosts),
      breakEvenMonths: m.breakEvenMonths,
      netSavingOverTerm: $orNull(m.netSavingOverTerm),
      recommended: m.recommended,
      verdict: m.verdict,
    })),
  }),
  render: (_result, facts) => refinanceAnswer(facts),
});

/** The mortgages a name points at: by lender, else by the property they are on; best-covered only. */
function mortgagesNamed(facts: FamilyFacts, text: string) {
  const byLender = linkEntities(text, facts, ['lender']);
  const ids = byLender.filter((m) => m.covered === byLender[0]?.covered).map((m) => m.id);
  if (ids.length === 0) {
    const property = resolveEntity(text, facts, 'property');
    if (property && 'found' in property) {
      ids.push(...facts.data.mortgages.filter((m) => m.propertyId === property.found.id).map((m) => m.id));
    }
  }
  return facts.realEstate.mortgages.filter((m) => ids.includes(m.id));
}

export const mortgagesTool = defineTool({
  name: 'get_mortgages',
  topic: 'mortgages',
  intent: 'mortgages',
  description:
    'Every mortgage with its lender, property, balance, rate, monthly payment, loan type and maturity, and the totals owed and paid each month. With `lender`, only the mortgages of that lender or property.',
  parameters: z.strictObject({
    lender: z
      .string()
      .trim()
      .min(2)
      .max(100)
      .optional()
      .describe(
        'Only the mortgages of this lender or on this property ("Wells Fargo", "Larimer"), typos allowed.',
      ),
  }),
  run: (f, { lender }) => {
    const r = f.realEstate;
    const chosen = lender ? mortgagesNamed(f, lender) : r.mortgages;
    return {
      lender: lender ?? null,
      allLenders: r.mortgages.map((m) => m.lender),
      mortgageDebt: $(lender ? sumMoney(chosen.map((m) => m.balance)) : r.mortgageDebt),
      mortgages: chosen.map((m) => ({
        lender: m.lender,
        property: m.property,
        balance: $(m.balance),
        rate: pct(m.rate),
        monthlyPayment: $(m.monthlyPayment),
        maturityDate: m.maturityDate,
        loanType: m.loanType,
      })),
    };
  },
  render: (result, facts) => {
    if (!result.lender) return mortgagesAnswer(facts);
    if (result.mortgages.length === 0) {
      return `None of your mortgages is with that lender or on that property. Your lenders are ${listOf(result.allLenders.map(asText))}.`;
    }
    const terms = (m: (typeof result.mortgages)[number]) =>
      `at ${m.rate}, ${m.monthlyPayment} a month, ${asText(m.loanType)}, maturing ${formatDate(m.maturityDate)}`;
    const [only] = result.mortgages;
    if (only && result.mortgages.length === 1) {
      return `You owe ${only.balance} to ${asText(only.lender)} on ${asText(only.property)}, ${terms(only)}.`;
    }
    const lines = result.mortgages.map(
      (m) => `- ${asText(m.lender)} on ${asText(m.property)}: ${m.balance} ${terms(m)}`,
    );
    return `You owe ${result.mortgageDebt} on ${result.mortgages.length} mortgages (${asText(result.lender)}):\n\n${lines.join('\n')}`;
  },
});

export const realEstateTool = defineTool({
  name: 'get_real_estate',
  topic: 'real estate',
  intent: 'real_estate',
  description:
    'Properties with value, change since purchase, mortgage and equity, and the totals of value, debt and equity. With `property`, that one property.',
  parameters: z.strictObject({
    property: z
      .string()
      .trim()
      .min(2)
      .max(200)
      .optional()
      .describe(
        'One property by its address or street ("Larimer Street", "88 Ski Hill Road"), typos allowed.',
      ),
  }),
  run: (f, { property }) => {
    const r = f.realEstate;
    if (property) {
      const resolved = resolveEntity(property, f, 'property');
      const address = resolved && 'found' in resolved ? resolved.found.label : null;
      const p = r.properties.find((x) => x.address === address);
      return {
        kind: 'property' as const,
        asked: property,
        property: p
          ? {
              address: p.address,
              type: p.type,
              value: $(p.value),
              purchasePrice: $(p.purchasePrice),
              changeSincePurchase: pct(p.changePercent),
              mortgage: $(p.debt),
              equity: $(p.equity),
            }
          : null,
        addresses: r.properties.map((x) => x.address),
      };
    }
    return {
      kind: 'all' as const,
      totalValue: $(r.totalValue),
      mortgageDebt: $(r.mortgageDebt),
      equity: $(r.equity),
      equityShare: pct(r.equityPercent),
      properties: r.properties.map((p) => ({
        address: p.address,
        type: p.type,
        value: $(p.value),
        purchasePrice: $(p.purchasePrice),
        changeSincePurchase: pct(p.changePercent),
        mortgage: $(p.debt),
        equity: $(p.equity),
      })),
    };
  },
  render: (result, facts) => {
    if (result.kind === 'all') return realEstateAnswer(facts);
    const p = result.property;
    if (!p) {
      return `I can't tell which of your properties you mean. Your properties are ${listOf(result.addresses.map(asText))}.`;
    }
    const change = p.changeSincePurchase ?? '0%';
    return `${asText(p.address)} (${humanize(p.type).toLowerCase()}) is worth ${p.value}, ${change.startsWith('-') ? change : `+${change}`} since it was bought for ${p.purchasePrice}; with ${p.mortgage} of mortgages on it, your equity in it is ${p.equity} (equity = value minus mortgage balances).`;
  },
});
