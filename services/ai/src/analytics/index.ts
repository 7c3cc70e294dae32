// The analyst: pure functions from a family's data to figures and findings. No Nest, no I/O, no clock
// (the day comes from FamilyData.today). The chat, the area reviews and recommendation generation all
// call these, so a figure is computed in exactly one place.
export type * from './types';
export {
  ASSUMPTION_ENV_PREFIX,
  assumptionDefinitions,
  assumptionNames,
  defaultAssumptions,
  formatAssumption,
  resolveAssumptions,
  statedAssumptions,
  type AssumptionDefinition,
  type AssumptionName,
  type AssumptionUnit,
  type Assumptions,
} from '../config/assumptions';
export { analyzeFamily, rankFindings, type AnalyticsInput } from './analyze';
export {
  analyzeRefinance,
  amortizedPayment,
  remainingMonths,
  REFINANCE_FORMULA,
  type RefinanceInput,
} from './refinance';
export { analyzeTaxHarvest, isTaxAdvantagedAccount, type TaxHarvestInput } from './tax-harvest';
export { analyzeEstate, coreDocumentKind, type EstateInput } from './estate';
export { analyzeInsurance, latestIncome, netWorth, type InsuranceInput } from './insurance';
export { analyzeInvestment, type InvestmentInput } from './investment';
export { analyzeReferrals, referralProfessionals, type ReferralInput } from './referrals';
export { priorityForSaving } from './priority';
export type { CheckResult } from './check';
