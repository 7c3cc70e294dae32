// The tools the model may call. Each answers compact JSON computed by the same code as the built-in
// analyst (chat/figures.ts and the analytics), with money already written as the chat writes it.
import { formatAssumption } from '../analytics';
import { formatMoney as $ } from '../chat/format';
import type { FamilyTool } from './family-tool';

const pct = (value: string | null) => (value === null ? null : `${value}%`);

export const familyTools: readonly FamilyTool[] = [
  {
    name: 'get_net_worth',
    description:
      'Net worth and its parts: liquid accounts, private placements and businesses, real estate equity.',
    run: (f) => {
      const n = f.netWorth;
      return {
        netWorth: $(n.netWorth),
        liquid: $(n.liquid),
        nonLiquid: $(n.nonLiquid),
        privatePlacements: $(n.placements),
        businesses: $(n.businesses),
        realEstateValue: $(n.realEstateValue),
        mortgageDebt: $(n.mortgageDebt),
        realEstateEquity: $(n.realEstateEquity),
      };
    },
  },
  {
    name: 'get_accounts',
    description: 'Every bank, card and investment account with its balance, and totals by type.',
    run: (f) => {
      const a = f.accounts;
      return {
        count: a.count,
        total: $(a.total),
        cashInCheckingAndSavings: $(a.cash),
        creditCardsOwed: $(a.creditOwed),
        byType: a.byType.map((t) => ({ type: t.type, count: t.count, total: $(t.total) })),
        accounts: a.accounts.map((x) => ({
          name: x.name,
          institution: x.institution,
          type: x.type,
          balance: $(x.balance),
        })),
      };
    },
  },
  {
    name: 'get_spending_summary',
    description:
      'Income and spending over the last 12 months: totals, monthly average, by category and by month.',
    run: (f) => {
      const s = f.spending;
      return {
        from: s.from,
        to: s.to,
        transactions: s.transactions,
        income: $(s.income),
        expenses: $(s.expenses),
        net: $(s.net),
        monthlyAverageSpending: $(s.monthlyAverage),
        byCategory: s.byCategory.map((c) => ({
          category: c.category,
          spent: $(c.expenses),
          monthlyAverage: $(c.monthlyAverage),
          share: pct(c.sharePercent),
        })),
        byMonth: s.byMonth.map((m) => ({ month: m.month, income: $(m.income), spent: $(m.expenses) })),
      };
    },
  },
  {
    name: 'get_budgets',
    description:
      "This month's budget per category against what has been spent, with the 12-month average spending.",
    run: (f) => {
      const b = f.budgets;
      return {
        month: b.month,
        totalBudget: $(b.totalBudget),
        totalSpent: $(b.totalSpent),
        remaining: $(b.remaining),
        used: pct(b.usedPercent),
        overBudget: b.overBudget,
        categories: b.categories.map((c) => ({
          category: c.category,
          budget: $(c.budget),
          spent: $(c.spent),
          remaining: $(c.remaining),
          used: pct(c.usedPercent),
          over: c.over,
          twelveMonthAverage: c.twelveMonthAverage === null ? null : $(c.twelveMonthAverage),
        })),
      };
    },
  },
  {
    name: 'get_real_estate',
    description:
      'Properties with value, change since purchase and equity, and every mortgage with balance, rate and payment.',
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
  },
  {
    name: 'analyze_refinancing',
    description:
      "Per mortgage: the payment at today's assumed market rate, monthly and yearly saving, closing costs, break-even and a verdict.",
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
        newPayment: m.newPayment === null ? null : $(m.newPayment),
        monthlySaving: m.monthlySaving === null ? null : $(m.monthlySaving),
        annualSaving: m.annualSaving === null ? null : $(m.annualSaving),
        closingCosts: $(m.closingCosts),
        breakEvenMonths: m.breakEvenMonths,
        netSavingOverTerm: m.netSavingOverTerm === null ? null : $(m.netSavingOverTerm),
        recommended: m.recommended,
        verdict: m.verdict,
      })),
    }),
  },
  {
    name: 'analyze_tax_harvesting',
    description:
      'Holdings below cost: losses that can be harvested in taxable accounts, estimated tax saved, and losses sheltered in IRAs/401(k)s.',
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
  },
  {
    name: 'get_taxes',
    description:
      'Tax returns per year: income, tax paid and effective rate; K-1 income per year and K-1s still missing.',
    run: (f) => {
      const p = f.privateInvestments;
      return {
        years: f.taxes.years.map((y) => ({
          year: y.year,
          income: y.income === null ? null : $(y.income),
          tax: $(y.tax),
          effectiveRate: pct(y.effectiveRatePercent),
          returns: y.documents.map((d) => d.type),
        })),
        k1: p.k1.map((k) => ({ year: k.year, count: k.count, income: $(k.income) })),
        missingK1ForLastTaxYear: p.missingK1.map((m) => m.name),
      };
    },
  },
  {
    name: 'analyze_estate',
    description:
      'Estate documents with age and whether each needs an update, missing core documents, and beneficiary shares.',
    run: (f) => {
      const e = f.analysis.estate;
      return {
        maxAgeYears: e.maxAgeYears,
        documents: e.documents.map((d) => ({
          title: d.title,
          type: d.documentType,
          status: d.status,
          lastUpdated: d.lastUpdated,
          ageYears: d.ageYears,
          needsUpdate: d.needsUpdate,
          reasons: d.reasons,
        })),
        missingCoreDocuments: e.coreDocuments.filter((c) => !c.present).map((c) => c.label),
        beneficiaries: {
          count: e.beneficiaries.count,
          totalShare: pct(e.beneficiaries.totalPercent),
          addsUpTo100: e.beneficiaries.addsUp,
        },
      };
    },
  },
  {
    name: 'analyze_insurance',
    description:
      'Policies and coverage: life cover against the income rule of thumb, umbrella need, policies expiring soon, premiums.',
    run: (f) => {
      const i = f.analysis.insurance;
      return {
        policies: f.data.insurance.map((p) => ({
          type: p.policyType,
          provider: p.provider,
          coverage: $(p.coverageAmount),
          annualPremium: $(p.annualPremium),
          expires: p.expirationDate,
        })),
        totalCoverage: $(i.totalCoverage),
        totalAnnualPremium: $(i.totalAnnualPremium),
        lifeCoverage: $(i.lifeCoverage),
        lifeCoverageNeeded: i.lifeCoverageNeeded === null ? null : $(i.lifeCoverageNeeded),
        lifeCoverageGap: i.lifeCoverageGap === null ? null : $(i.lifeCoverageGap),
        incomeUsed: i.income ? { year: i.income.taxYear, income: $(i.income.totalIncome) } : null,
        hasUmbrella: i.hasUmbrella,
        umbrellaAdvisable: i.umbrellaAdvisable,
        expiringSoon: i.expiring.map((x) => ({
          provider: x.provider,
          type: x.policyType,
          expirationDate: x.expirationDate,
          daysLeft: x.daysLeft,
        })),
      };
    },
  },
  {
    name: 'analyze_investments',
    description:
      'Portfolio value, return, largest holdings and concentration above the guideline, and cash above an emergency fund.',
    run: (f) => {
      const v = f.investments;
      const inv = f.analysis.investment;
      const share = (h: {
        symbol: string;
        currentValue: string;
        sharePercent: string;
        excessValue: string;
      }) => ({
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
  },
  {
    name: 'get_private_investments',
    description:
      'Private placements and personal businesses with invested amounts, values and returns, and K-1 status.',
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
  },
  {
    name: 'get_professionals',
    description:
      "The family's professional network, and the kinds of professional their data calls for that are missing.",
    run: (f) => ({
      professionals: f.professionals.professionals,
      missing: f.analysis.referrals.needs
        .filter((n) => n.referralNeeded)
        .map((n) => ({
          area: n.category,
          suggested: n.professionalTypes[0],
          why: n.needs.map((x) => x.title),
        })),
    }),
  },
  {
    name: 'get_recommendations',
    description:
      "The analyst's findings across all areas, highest priority first, with yearly savings where there is a figure.",
    run: (f) => ({
      findings: f.analysis.findings.map((x) => ({
        title: x.title,
        priority: x.priority,
        yearlySaving: x.potentialSavings === null ? null : $(x.potentialSavings),
        description: x.description,
      })),
    }),
  },
];
