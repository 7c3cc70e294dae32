// What protects the family: the estate plan and the insurance policies.
import { estateAnswer, insuranceAnswer } from '../chat/answers';
import { $, $orNull, noArguments, pct } from './shared';
import { defineTool } from './tool';

export const estateTool = defineTool({
  name: 'analyze_estate',
  topic: 'whether your estate plan is up to date',
  intent: 'estate',
  description:
    'Estate documents with age and whether each needs an update, missing core documents, and beneficiary shares.',
  parameters: noArguments,
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
        byDocument: e.beneficiaries.byDocument.map((g) => ({
          document: g.title ?? 'not named in a document',
          count: g.count,
          totalShare: pct(g.totalPercent),
          addsUpTo100: g.addsUp,
        })),
      },
    };
  },
  render: (_result, facts) => estateAnswer(facts),
});

export const insuranceTool = defineTool({
  name: 'analyze_insurance',
  topic: 'insurance coverage gaps',
  intent: 'insurance',
  description:
    'Policies and coverage: life cover against the income rule of thumb, umbrella need, policies expiring soon, premiums.',
  parameters: noArguments,
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
      lifeCoverageNeeded: $orNull(i.lifeCoverageNeeded),
      lifeCoverageGap: $orNull(i.lifeCoverageGap),
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
  render: (_result, facts) => insuranceAnswer(facts),
});
