// Properties, the mortgages on them, and whether refinancing any of them pays.
import { formatAssumption } from '../analytics';
import { mortgagesAnswer, realEstateAnswer, refinanceAnswer } from '../chat/answers';
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

export const mortgagesTool = defineTool({
  name: 'get_mortgages',
  topic: 'mortgages',
  intent: 'mortgages',
  description:
    'Every mortgage with its lender, property, balance, rate, monthly payment, loan type and maturity, and the totals owed and paid each month.',
  parameters: noArguments,
  run: (f) => {
    const r = f.realEstate;
    return {
      mortgageDebt: $(r.mortgageDebt),
      mortgages: r.mortgages.map((m) => ({
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
  render: (_result, facts) => mortgagesAnswer(facts),
});

export const realEstateTool = defineTool({
  name: 'get_real_estate',
  topic: 'real estate',
  intent: 'real_estate',
  description:
    'Properties with value, change since purchase, mortgage and equity, and the totals of value, debt and equity.',
  parameters: noArguments,
  run: (f) => {
    const r = f.realEstate;
    return {
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
  render: (_result, facts) => realEstateAnswer(facts),
});
