// The Whitmans' policies: all four types. Life cover totals $3.5M, well under ten times the
// household's income, and the homeowners policy renews within 90 days of the anchor day.
import type { InsertInsurancePolicy } from '@heirloom/contracts';
import { addDays, addMonths, day, isoDay } from './calendar';
import type { DemoContext } from './context';
import { idsFor } from './random';

export type InsurancePolicyRow = InsertInsurancePolicy & { id: string };

type PolicyKey = 'danielLife' | 'claireLife' | 'homeowners' | 'condo' | 'landlord' | 'auto' | 'umbrella';

interface Policy {
  key: PolicyKey;
  policy: Omit<InsertInsurancePolicy, 'startDate' | 'expirationDate'>;
  /** Term policies run between fixed dates; annual ones renew a set number of days after the anchor. */
  term: { start: Date; end: Date } | { renewsInDays: number; months: 6 | 12 };
}

const policies: readonly Policy[] = [
  {
    key: 'danielLife',
    policy: {
      policyType: 'life',
      provider: 'Northwestern Mutual',
      policyNumber: 'NM-22781406',
      coverageAmount: '2500000.00',
      annualPremium: '3150.00',
      beneficiaries: 'Claire Whitman (primary); Ethan and Lily Whitman (contingent)',
    },
    term: { start: day(2014, 5, 1), end: day(2044, 5, 1) },
  },
  {
    key: 'claireLife',
    policy: {
      policyType: 'life',
      provider: 'Protective Life',
      policyNumber: 'PL-7719-0452',
      coverageAmount: '1000000.00',
      annualPremium: '980.00',
      beneficiaries: 'Daniel Whitman (primary); Ethan and Lily Whitman (contingent)',
    },
    term: { start: day(2018, 9, 1), end: day(2048, 9, 1) },
  },
  {
    key: 'homeowners',
    policy: {
      policyType: 'property',
      provider: 'Chubb',
      policyNumber: 'CHB-HO-5530192',
      coverageAmount: '1850000.00',
      annualPremium: '6420.00',
      beneficiaries: null,
    },
    // The renewal the insurance review flags as expiring soon.
    term: { renewsInDays: 45, months: 12 },
  },
  {
    key: 'condo',
    policy: {
      policyType: 'property',
      provider: 'Travelers',
      policyNumber: 'TRV-HO6-8841027',
      coverageAmount: '450000.00',
      annualPremium: '2310.00',
      beneficiaries: null,
    },
    term: { renewsInDays: 212, months: 12 },
  },
  {
    key: 'landlord',
    policy: {
      policyType: 'property',
      provider: 'Travelers',
      policyNumber: 'TRV-DP3-2290415',
      coverageAmount: '520000.00',
      annualPremium: '1785.00',
      beneficiaries: null,
    },
    term: { renewsInDays: 268, months: 12 },
  },
  {
    key: 'auto',
    policy: {
      policyType: 'liability',
      provider: 'USAA',
      policyNumber: 'USAA-AUTO-0038841',
      coverageAmount: '500000.00',
      annualPremium: '3480.00',
      beneficiaries: null,
    },
    term: { renewsInDays: 131, months: 6 },
  },
  {
    key: 'umbrella',
    policy: {
      policyType: 'umbrella',
      provider: 'Chubb',
      policyNumber: 'CHB-UMB-1187730',
      coverageAmount: '2000000.00',
      annualPremium: '1190.00',
      beneficiaries: null,
    },
    term: { renewsInDays: 318, months: 12 },
  },
];

export interface InsurancePart {
  insurancePolicies: InsurancePolicyRow[];
  ids: Record<PolicyKey, string>;
}

export function buildInsurance({ today }: DemoContext): InsurancePart {
  const policyId = idsFor('insurance-policies');
  const ids = {} as Record<PolicyKey, string>;
  const insurancePolicies = policies.map(({ key, policy, term }): InsurancePolicyRow => {
    ids[key] = policyId();
    const end = 'end' in term ? term.end : addDays(today, term.renewsInDays);
    const start = 'start' in term ? term.start : addMonths(end, -term.months);
    return { id: ids[key], ...policy, startDate: isoDay(start), expirationDate: isoDay(end) };
  });
  return { insurancePolicies, ids };
}
