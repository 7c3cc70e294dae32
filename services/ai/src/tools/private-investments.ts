// Private placements and the family's own businesses.
import { privateInvestmentsAnswer } from '../chat/answers';
import { $, noArguments, pct } from './shared';
import { defineTool } from './tool';

export const privateInvestmentsTool = defineTool({
  name: 'get_private_investments',
  topic: 'private investments',
  intent: 'private_investments',
  description:
    'Private placements and personal businesses with invested amounts, values and returns, and K-1 status.',
  parameters: noArguments,
  run: (f) => {
    const p = f.privateInvestments;
    return {
      totalValue: $(p.totalValue),
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
  render: (_result, facts) => privateInvestmentsAnswer(facts),
});
