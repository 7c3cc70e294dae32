// The demo family: the Whitmans of Cherry Hills Village, Colorado, loaded on the first start of an
// empty database. A pure, deterministic generator: seeded random streams (random.ts) and dates
// relative to the anchor day passed in, never the clock. Rows carry ids and the contracts' insert
// fields; the loader adds the demo user's id.
//
// Daniel (48, dentist, owns Whitman Family Dentistry, PLLC) and Claire (47, landscape architect)
// Whitman, with Ethan (16) and Lily (13): a net worth of about $5.5M. The data is built so that every
// finding of the AI analyst is real:
// - Refinance: the Larimer Street rental's 7.625% mortgage (rates near 6.25%) with ~27 years left;
//   2% closing costs pay back in under two years.
// - Tax-loss harvesting: eight positions in the taxable Schwab brokerage are below cost (INTC, PYPL,
//   NKE, DIS, ...); the IRA and 401(k) hold a few losers too, which cannot be harvested.
// - Estate: the 2017 mirror wills are outdated (last updated more than 5 years ago), the practice
//   succession plan is a draft, there is no trust (the one missing core document of will, trust,
//   power of attorney and healthcare directive), and beneficiary shares sum to exactly 100%.
// - Insurance: life, property, liability and umbrella policies; $3.5M of life cover against more than
//   $5.5M (10x the latest return's income); the Chubb homeowners policy expires in 45 days.
// - Investment: NVDA is more than 25% of the holdings; checking and savings hold many times six
//   months of spending.
// - Professional referral: no estate_planner in the network while the estate plan needs work.
// - Cash-flow forecast: Claire's salary, the practice's quarterly distribution and three subscriptions
//   confirmed from the detector's suggestions (the rest stay suggestions), and two planned expenses for
//   Ethan: his summer program and a car.
// - Retirement odds: Daniel (born 1978) retiring at 62 and Claire (1979) at 60, with their Social
//   Security estimates; the rest of the plan is the family's own data.
import { buildAccounts, type AccountRow, type HoldingRow } from './accounts';
import { demoContext } from './context';
import { buildConversations, type ConversationMessageRow, type ConversationRow } from './conversations';
import { buildEstate, type BeneficiaryRow, type EstateDocumentRow } from './estate';
import { buildForecast, type PlannedEventRow, type RecurringItemRow } from './forecast';
import { buildInsurance, type InsurancePolicyRow } from './insurance';
import {
  buildPrivateInvestments,
  type BusinessRow,
  type K1DocumentRow,
  type PlacementLedgerRow,
  type PrivatePlacementRow,
} from './private-investments';
import { buildProfessionals, type ProfessionalRow } from './professionals';
import { buildRecommendations, type RecommendationRow } from './recommendations';
import { buildRealEstate, type MortgageRow, type PropertyRow } from './real-estate';
import { buildRetirement, type RetirementPlanRow } from './retirement';
import { buildTaxDocuments, filedTaxYears, type TaxDocumentRow } from './tax';
import { buildBudgets, buildTransactions, type BudgetRow, type TransactionRow } from './transactions';

export type {
  AccountRow,
  BeneficiaryRow,
  BudgetRow,
  BusinessRow,
  ConversationMessageRow,
  ConversationRow,
  EstateDocumentRow,
  HoldingRow,
  InsurancePolicyRow,
  K1DocumentRow,
  MortgageRow,
  PlacementLedgerRow,
  PlannedEventRow,
  PrivatePlacementRow,
  ProfessionalRow,
  PropertyRow,
  RecommendationRow,
  RecurringItemRow,
  RetirementPlanRow,
  TaxDocumentRow,
  TransactionRow,
};

export interface DemoFamily {
  accounts: AccountRow[];
  holdings: HoldingRow[];
  transactions: TransactionRow[];
  budgets: BudgetRow[];
  properties: PropertyRow[];
  mortgages: MortgageRow[];
  insurancePolicies: InsurancePolicyRow[];
  estateDocuments: EstateDocumentRow[];
  beneficiaries: BeneficiaryRow[];
  taxDocuments: TaxDocumentRow[];
  privatePlacements: PrivatePlacementRow[];
  placementLedgerEntries: PlacementLedgerRow[];
  businesses: BusinessRow[];
  k1Documents: K1DocumentRow[];
  professionals: ProfessionalRow[];
  recommendations: RecommendationRow[];
  conversations: ConversationRow[];
  conversationMessages: ConversationMessageRow[];
  recurringItems: RecurringItemRow[];
  plannedEvents: PlannedEventRow[];
  retirementPlans: RetirementPlanRow[];
}

export interface DemoFamilyOptions {
  /**
   * The day the data is anchored to (its UTC date; the time of day is ignored). Defaults to now, which
   * the loader relies on so "the last 12 months" and "expires within 90 days" hold when it runs.
   */
  today?: Date;
}

export function buildDemoFamily(options: DemoFamilyOptions = {}): DemoFamily {
  const context = demoContext(options.today ?? new Date());
  const accounts = buildAccounts(context);
  const transactions = buildTransactions(context, accounts.ids);
  const realEstate = buildRealEstate(context);
  const insurance = buildInsurance(context);
  const estate = buildEstate(context);
  const privateInvestments = buildPrivateInvestments(filedTaxYears(context));
  const taxDocuments = buildTaxDocuments(context, privateInvestments.k1Documents);
  const professionals = buildProfessionals();
  return {
    accounts: accounts.accounts,
    holdings: accounts.holdings,
    transactions,
    budgets: buildBudgets(context),
    properties: realEstate.properties,
    mortgages: realEstate.mortgages,
    insurancePolicies: insurance.insurancePolicies,
    estateDocuments: estate.estateDocuments,
    beneficiaries: estate.beneficiaries,
    taxDocuments,
    ...privateInvestments,
    professionals: professionals.professionals,
    recommendations: buildRecommendations(context, {
      accounts,
      realEstate,
      insurance,
      estate,
      professionals,
      taxDocuments,
    }),
    ...buildConversations(context, realEstate),
    ...buildForecast(context, transactions),
    ...buildRetirement(),
  };
}
