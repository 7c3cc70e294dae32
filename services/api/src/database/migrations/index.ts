// Every migration, in order, listed explicitly: the bundled service cannot glob for files.
import { CreateNewsletterSignups1763784000000 } from './1763784000000-create-newsletter-signups';
import { CreateDomainTables1795322000000 } from './1795322000000-create-domain-tables';
import { CreateContactRequests1795322821000 } from './1795322821000-create-contact-requests';
import { RecommendationEvidence1795400000000 } from './1795400000000-recommendation-evidence';
import { RecommendationOpenKey1795500000000 } from './1795500000000-recommendation-open-key';
import { SessionLastSeen1795600000000 } from './1795600000000-session-last-seen';
import { CreditBalancesOwed1795700000000 } from './1795700000000-credit-balances-owed';
import { AccountCreditLimit1795700100000 } from './1795700100000-account-credit-limit';
import { BudgetSpendingDerived1795700200000 } from './1795700200000-budget-spending-derived';
import { NetWorthSnapshots1795800000000 } from './1795800000000-net-worth-snapshots';
import { CreateDocuments1795900000000 } from './1795900000000-create-documents';
import { CreateConversations1796000000000 } from './1796000000000-create-conversations';
import { CreateImports1796100000000 } from './1796100000000-create-imports';
import { CreateRateLimits1796200000000 } from './1796200000000-create-rate-limits';
import { BeneficiaryEstateDocument1796250000000 } from './1796250000000-beneficiary-estate-document';
import { FamilyAtScaleIndexes1796300000000 } from './1796300000000-family-at-scale-indexes';
import { TransactionCounts1796400000000 } from './1796400000000-transaction-counts';
import { TransactionTallies1796500000000 } from './1796500000000-transaction-tallies';
import { HoldingTotalsIndex1796600000000 } from './1796600000000-holding-totals-index';
import { FamilyVersions1796700000000 } from './1796700000000-family-versions';
import { TransactionDaySums1796800000000 } from './1796800000000-transaction-day-sums';
import { MerchantSummaryIndex1796900000000 } from './1796900000000-merchant-summary-index';
import { HoldingTotals1797000000000 } from './1797000000000-holding-totals';
import { ListOrderTermsIndex1797100000000 } from './1797100000000-list-order-terms-index';
import { ImportBankFiles1797200000000 } from './1797200000000-import-bank-files';
import { SharedFamilyOffice1797300000000 } from './1797300000000-shared-family-office';
import { SecondFactor1797400000000 } from './1797400000000-second-factor';
import { AssistantTokens1797500000000 } from './1797500000000-assistant-tokens';
import { PlacementLedger1797600000000 } from './1797600000000-placement-ledger';
import { RetirementPlans1797700000000 } from './1797700000000-retirement-plans';
import { CashFlowForecast1797800000000 } from './1797800000000-cash-flow-forecast';
import { ForecastFollowUps1797900000000 } from './1797900000000-forecast-follow-ups';
import { AuditRefusals1798000000000 } from './1798000000000-audit-refusals';

export const migrations = [
  CreateNewsletterSignups1763784000000,
  CreateDomainTables1795322000000,
  CreateContactRequests1795322821000,
  RecommendationEvidence1795400000000,
  RecommendationOpenKey1795500000000,
  SessionLastSeen1795600000000,
  CreditBalancesOwed1795700000000,
  AccountCreditLimit1795700100000,
  BudgetSpendingDerived1795700200000,
  NetWorthSnapshots1795800000000,
  CreateDocuments1795900000000,
  CreateConversations1796000000000,
  CreateImports1796100000000,
  CreateRateLimits1796200000000,
  BeneficiaryEstateDocument1796250000000,
  FamilyAtScaleIndexes1796300000000,
  TransactionCounts1796400000000,
  TransactionTallies1796500000000,
  HoldingTotalsIndex1796600000000,
  FamilyVersions1796700000000,
  TransactionDaySums1796800000000,
  MerchantSummaryIndex1796900000000,
  HoldingTotals1797000000000,
  ListOrderTermsIndex1797100000000,
  ImportBankFiles1797200000000,
  SharedFamilyOffice1797300000000,
  SecondFactor1797400000000,
  AssistantTokens1797500000000,
  PlacementLedger1797600000000,
  RetirementPlans1797700000000,
  CashFlowForecast1797800000000,
  ForecastFollowUps1797900000000,
  AuditRefusals1798000000000,
];
