// What protects the family: the estate plan and the insurance policies; one beneficiary's share, or the
// policies of one provider or type, when the question names them.
import { sumMoney } from '@heirloom/contracts';
import { z } from 'zod';
import { estateAnswer, insuranceAnswer } from '../facts/answers';
import type { FamilyFacts } from '../facts/family-facts';
import { asText, formatDate, formatMoneyLead, formatPercent, listOf } from '../facts/format';
import { linkEntities, resolveEntity } from '../facts/entities';
import { $, $orNull, pct } from './shared';
import { defineTool } from './tool';

/** Everyday words for the policy types: "homeowners" cover is the property policy. */
const POLICY_TYPE_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\blife\b/, 'life'],
  [/\b(property|home\w*|house)\b/, 'property'],
  [/\bliability\b/, 'liability'],
  [/\bumbrella\b/, 'umbrella'],
];

/** The policies a name points at: by type words, by provider, or both together. */
function policiesNamed(facts: FamilyFacts, text: string) {
  const lower = text.toLowerCase();
  const types = POLICY_TYPE_WORDS.filter(([words]) => words.test(lower)).map(([, type]) => type);
  const linked = linkEntities(text, facts, ['policy']);
  const byName = linked.filter((m) => m.covered === linked[0]?.covered).map((m) => m.id);
  return facts.data.insurance.filter(
    (p) =>
      (types.length === 0 || types.includes(p.policyType)) &&
      (byName.length === 0 ? types.length > 0 : byName.includes(p.id)),
  );
}

type ShareResult =
  | {
      kind: 'share';
      name: string;
      relationship: string;
      share: string | null;
      document: { title: string; status: string } | null;
    }
  | { kind: 'no_such_beneficiary'; asked: string; choices: string[] };

/** One beneficiary's share, found by name with typos forgiven; the choices when none or several fit. */
function beneficiaryShare(facts: FamilyFacts, asked: string): ShareResult {
  const resolved = resolveEntity(asked, facts, 'beneficiary');
  const person =
    resolved && 'found' in resolved ? facts.data.beneficiaries.find((b) => b.id === resolved.found.id) : null;
  if (!person) {
    return {
      kind: 'no_such_beneficiary',
      asked,
      choices:
        resolved && 'ambiguous' in resolved
          ? resolved.ambiguous.map((b) => b.label)
          : facts.data.beneficiaries.map((b) => b.name),
    };
  }
  const document = facts.data.estateDocuments.find((d) => d.id === person.estateDocumentId);
  return {
    kind: 'share',
    name: person.name,
    relationship: person.relationship,
    share: person.percentage === null ? null : formatPercent(person.percentage, 2),
    document: document ? { title: document.title, status: document.status } : null,
  };
}

function renderShare(r: ShareResult): string {
  if (r.kind === 'no_such_beneficiary') {
    return r.choices.length === 0
      ? `You have no beneficiaries recorded, so there is no share for "${asText(r.asked)}".`
      : `I can't tell which of your beneficiaries you mean. Your beneficiaries are ${listOf(r.choices.map(asText))}.`;
  }
  const under = r.document ? ` under ${asText(r.document.title)}` : '';
  const lead = r.share
    ? `${asText(r.name)} (${asText(r.relationship.toLowerCase())}) gets ${r.share} of the estate${under}.`
    : `No share is recorded for ${asText(r.name)} (${asText(r.relationship.toLowerCase())})${under}.`;
  const caveat =
    r.document && r.document.status !== 'active'
      ? ` That document is marked ${r.document.status}, so the share may not reflect your current wishes.`
      : r.document
        ? ''
        : ' The share is not linked to a will or trust on file.';
  return `${lead}${caveat}`;
}

export const estateTool = defineTool({
  name: 'analyze_estate',
  topic: 'whether your estate plan is up to date',
  intent: 'estate',
  description:
    "Estate documents with age and whether each needs an update, missing core documents, and beneficiary shares. With `beneficiary`, that one person's share and the document it is given under.",
  parameters: z.strictObject({
    beneficiary: z
      .string()
      .trim()
      .min(2)
      .max(100)
      .optional()
      .describe(
        'One beneficiary by name or first name, typos allowed ("Claire"): their share of the estate.',
      ),
  }),
  run: (f, { beneficiary }) => {
    if (beneficiary) return beneficiaryShare(f, beneficiary);
    const e = f.analysis.estate;
    return {
      kind: 'estate' as const,
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
  render: (result, facts) => (result.kind === 'estate' ? estateAnswer(facts) : renderShare(result)),
});

export const insuranceTool = defineTool({
  name: 'analyze_insurance',
  topic: 'insurance coverage gaps',
  intent: 'insurance',
  description:
    'Policies and coverage: life cover against the income rule of thumb, umbrella need, policies expiring soon, premiums. With `policy`, only the policies of that provider or type.',
  parameters: z.strictObject({
    policy: z
      .string()
      .trim()
      .min(2)
      .max(100)
      .optional()
      .describe('Only the policies of this provider or type ("Chubb", "umbrella", "life"), typos allowed.'),
    measure: z
      .enum(['premium', 'coverage'])
      .optional()
      .describe(
        'With `policy`: the figure asked, written first (what the policies cost, or what they cover).',
      ),
  }),
  run: (f, { policy, measure }) => {
    const i = f.analysis.insurance;
    if (policy) {
      const named = policiesNamed(f, policy);
      return {
        kind: 'policies' as const,
        asked: policy,
        measure: measure ?? 'coverage',
        totalCoverage: formatMoneyLead(sumMoney(named.map((p) => p.coverageAmount))),
        totalAnnualPremium: $(sumMoney(named.map((p) => p.annualPremium))),
        policies: named.map((p) => ({
          type: p.policyType,
          provider: p.provider,
          policyNumber: p.policyNumber,
          coverage: formatMoneyLead(p.coverageAmount),
          annualPremium: $(p.annualPremium),
          expires: p.expirationDate,
        })),
        providers: f.data.insurance.map((p) => `${p.provider} ${p.policyType}`),
      };
    }
    return {
      kind: 'all' as const,
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
  render: (result, facts) => {
    if (result.kind === 'all') return insuranceAnswer(facts);
    if (result.policies.length === 0) {
      return `None of your policies goes by that insurer or type. Your policies are ${listOf(result.providers.map(asText))}.`;
    }
    const line = (p: (typeof result.policies)[number]) =>
      `${asText(p.provider)} ${asText(p.type)} policy ${asText(p.policyNumber)}: ${p.coverage} of coverage for ${p.annualPremium} a year${p.expires ? `, expires ${formatDate(p.expires)}` : ''}`;
    // The premium asked: what the policies cost comes first, then what they cover.
    if (result.measure === 'premium') {
      const one = result.policies.length === 1 ? result.policies[0]! : null;
      const lead = one
        ? `Your ${asText(one.provider)} ${asText(one.type)} policy ${asText(one.policyNumber)} costs ${one.annualPremium} a year, for ${one.coverage} of coverage${one.expires ? `; it expires ${formatDate(one.expires)}` : ''}.`
        : `Your ${result.policies.length} ${asText(result.asked)} policies cost ${result.totalAnnualPremium} a year in premiums, for ${result.totalCoverage} of coverage:`;
      return one ? lead : `${lead}\n\n${result.policies.map((p) => `- ${line(p)}`).join('\n')}`;
    }
    if (result.policies.length === 1) return `Your ${line(result.policies[0]!)}.`;
    return `Your ${result.policies.length} ${asText(result.asked)} policies give ${result.totalCoverage} of coverage for ${result.totalAnnualPremium} a year in premiums:\n\n${result.policies.map((p) => `- ${line(p)}`).join('\n')}`;
  },
});
