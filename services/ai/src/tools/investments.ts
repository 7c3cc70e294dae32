// The portfolio and the losses in it that could be harvested.
import { portfolioAnswer, taxHarvestAnswer } from '../chat/answers';
import { $, noArguments, pct } from './shared';
import { defineTool } from './tool';

export const taxHarvestTool = defineTool({
  name: 'analyze_tax_harvesting',
  topic: 'tax-loss harvesting',
  intent: 'tax_harvest',
  description:
    'Holdings below cost: losses that can be harvested in taxable accounts, estimated tax saved, and losses sheltered in IRAs/401(k)s.',
  parameters: noArguments,
  run: (f) => {
    const t = f.analysis.taxHarvest;
    return {
      harvestableLoss: $(t.harvestableLoss),
      estimatedTaxSaving: $(t.estimatedTaxSaving),
      marginalRate: pct(t.marginalRatePercent),
      ordinaryIncomeOffsetThisYear: $(t.ordinaryIncomeOffset),
      shelteredLossInTaxAdvantagedAccounts: $(t.shelteredLoss),
      candidates: t.losses.map((l) => ({
        symbol: l.symbol,
        name: l.name,
        account: l.accountName,
        loss: $(l.loss),
        lossPercent: pct(l.lossPercent),
        taxAdvantaged: l.taxAdvantaged,
        estimatedTaxSaving: $(l.estimatedTaxSaving),
      })),
      washSaleRule:
        'Buying the same or a substantially identical security within 30 days before or after the sale disallows the loss.',
    };
  },
  render: (_result, facts) => taxHarvestAnswer(facts),
});

export const investmentsTool = defineTool({
  name: 'analyze_investments',
  topic: 'optimizing your investment portfolio',
  intent: 'portfolio',
  description:
    'Portfolio value, return, largest holdings and concentration above the guideline, and cash above an emergency fund.',
  parameters: noArguments,
  run: (f) => {
    const v = f.investments;
    const inv = f.analysis.investment;
    const share = (h: { symbol: string; currentValue: string; sharePercent: string }) => ({
      symbol: h.symbol,
      value: $(h.currentValue),
      share: pct(h.sharePercent),
    });
    return {
      investmentAccountsValue: $(v.totalValue),
      costBasis: $(v.costBasis),
      gain: $(v.gain),
      totalReturn: pct(v.returnPercent),
      holdings: v.holdings,
      winners: v.winners,
      losers: v.losers,
      concentrationGuideline: pct(inv.maxSharePercent),
      concentrated: inv.concentrated.map((h) => ({ ...share(h), amountAboveGuideline: $(h.excessValue) })),
      topHoldings: inv.topHoldings.map(share),
      cash: $(inv.cash),
      averageMonthlySpending: $(inv.averageMonthlySpending),
      monthsOfSpendingInCash: inv.monthsOfSpendingHeld,
      emergencyFund: `${$(inv.emergencyFund)} (${inv.emergencyFundMonths} months)`,
      cashAboveEmergencyFund: $(inv.excessCash),
    };
  },
  render: (_result, facts) => portfolioAnswer(facts),
});
