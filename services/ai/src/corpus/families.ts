// Two synthetic families for the question corpus, built by code with a fixed "today": the Castellanos
// (rich: eight accounts, two of them at Wells Fargo, winners and losers in a brokerage and a Roth IRA,
// three properties with two mortgages, five policies, K-1s for 2024 and 2025, federal and Idaho returns,
// beneficiaries, stored recommendations of every status, a year of transactions) and Jordan Pike (small
// and plain: a checking and a savings account, no investments, a few months of transactions). The
// transactions are plain rows: a fake reader (reader.ts) answers period and merchant reads from them,
// and the oracle computes its expected figures from the same rows.
import { calendar } from '@heirloom/contracts';
import type {
  Account,
  Beneficiary,
  Budget,
  Business,
  EstateDocument,
  Holding,
  InsurancePolicy,
  K1Document,
  Mortgage,
  PrivatePlacement,
  Property,
  Recommendation,
  TaxDocument,
  Transaction,
} from '@heirloom/contracts';
import type { FamilyData } from '../data/family-data';
import { dec, sum } from './money';
import { summaryOf } from './reader';

/** A family as the corpus sees it: the snapshot the analyst reads, and every transaction row. */
export interface CorpusFamily {
  name: string;
  data: FamilyData;
  rows: Transaction[];
}

export const CORPUS_TODAY = '2026-11-18';
const USER = 'corpus-user';

// ---------- dates and a seeded random stream ----------

const pad = (n: number) => String(n).padStart(2, '0');
/** The months from `first` ("YYYY-MM") to today's, oldest first. */
function monthsUpTo(first: string, today: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= today.slice(0, 7); month = calendar.addMonthsToMonth(month, 1))
    months.push(month);
  return months;
}
/** A small deterministic generator (mulberry32): the same rows on every run. */
function randomStream(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------- row builders ----------

const account = (
  id: string,
  name: string,
  accountType: Account['accountType'],
  institution: string,
  balance: string,
  creditLimit: string | null = null,
): Account => ({ id, userId: USER, name, accountType, institution, balance, lastSync: null, creditLimit });

const holding = (
  id: string,
  accountId: string,
  symbol: string,
  name: string,
  shares: string,
  costBasis: string,
  currentValue: string,
): Holding => ({
  id,
  accountId,
  symbol,
  name,
  shares,
  costBasis,
  currentValue,
  returnPercent: dec(currentValue).minus(costBasis).div(costBasis).times(100).toFixed(2),
});

const policy = (
  id: string,
  policyType: InsurancePolicy['policyType'],
  provider: string,
  coverageAmount: string,
  annualPremium: string,
  expirationDate: string | null,
): InsurancePolicy => ({
  id,
  userId: USER,
  policyType,
  provider,
  policyNumber: `${provider.slice(0, 3).toUpperCase()}-${id}`,
  coverageAmount,
  annualPremium,
  startDate: '2021-03-01',
  expirationDate,
  beneficiaries: null,
});

const taxReturn = (
  id: string,
  taxYear: number,
  documentType: string,
  totalIncome: string,
  totalTax: string,
): TaxDocument => ({
  id,
  userId: USER,
  taxYear,
  documentType,
  filingStatus: 'married_filing_jointly',
  totalIncome,
  totalTax,
  uploadDate: `${taxYear + 1}-04-02T15:00:00.000Z`,
  preparer: 'Gem State Tax Group',
});

const k1 = (
  id: string,
  entityType: K1Document['entityType'],
  entityId: string,
  taxYear: number,
  ordinaryIncome: string,
  capitalGains: string | null,
  qualifiedDividends: string | null,
): K1Document => ({
  id,
  userId: USER,
  entityType,
  entityId,
  taxYear,
  uploadDate: `${taxYear + 1}-03-20T12:00:00.000Z`,
  ordinaryIncome,
  capitalGains,
  qualifiedDividends,
  section199aDividends: null,
  otherIncome: null,
  fileUrl: `/uploads/k1-${id}.pdf`,
  notes: null,
});

const recommendation = (
  id: string,
  type: Recommendation['type'],
  title: string,
  status: Recommendation['status'],
  potentialSavings: string | null,
  priority: Recommendation['priority'] = 'medium',
): Recommendation => ({
  id,
  userId: USER,
  type,
  title,
  description: title,
  potentialSavings,
  priority,
  status,
  createdAt: '2026-10-02T09:00:00.000Z',
  relatedEntityId: null,
  evidence: null,
});

const beneficiary = (id: string, name: string, relationship: string, percentage: string): Beneficiary => ({
  id,
  userId: USER,
  name,
  relationship,
  percentage,
  contactInfo: null,
  estateDocumentId: 'estate-will',
});

/** A month's budgets, with what the API computes for each: the month's expenses in its category. */
function budgetsFor(rows: readonly Transaction[], month: string, limits: Record<string, string>): Budget[] {
  return Object.entries(limits).map(([category, monthlyBudget], i) => ({
    id: `budget-${i + 1}`,
    userId: USER,
    category,
    monthlyBudget,
    currentSpent: sum(
      rows
        .filter(
          (r) =>
            r.transactionType === 'expense' &&
            r.date.startsWith(month) &&
            r.category.toLowerCase() === category.toLowerCase(),
        )
        .map((r) => dec(r.amount).abs()),
    ).toFixed(2),
    month: Number(month.slice(5)),
    year: Number(month.slice(0, 4)),
  }));
}

/** GET /family's spending: the 365 days up to today, summed from the rows as the API sums them. */
const snapshotSpending = (rows: readonly Transaction[], today: string) =>
  summaryOf(rows, { from: calendar.addDays(today, -364), to: today });

// ---------- transactions ----------

interface Habit {
  merchant: string;
  category: string;
  accountId: string;
  /** Visits a month, and the range of one visit's amount in dollars. */
  perMonth: number;
  low: number;
  high: number;
  type?: Transaction['transactionType'];
}

/** Habits repeated every month from `first` to today, plus dated one-off rows. */
function transactionsOf(
  seed: number,
  first: string,
  today: string,
  habits: readonly Habit[],
  oneOffs: readonly Omit<Transaction, 'id' | 'notes'>[],
): Transaction[] {
  const random = randomStream(seed);
  const rows: Transaction[] = [];
  for (const month of monthsUpTo(first, today)) {
    for (const h of habits) {
      for (let visit = 0; visit < h.perMonth; visit++) {
        const dayOfMonth = 1 + Math.floor(random() * 28);
        const date = `${month}-${pad(dayOfMonth)}`;
        const cents = Math.round((h.low + random() * (h.high - h.low)) * 100);
        if (date > today) continue;
        const type = h.type ?? 'expense';
        rows.push({
          id: `t-${rows.length + 1}`,
          accountId: h.accountId,
          merchant: h.merchant,
          amount: `${type === 'expense' ? '-' : ''}${(cents / 100).toFixed(2)}`,
          category: h.category,
          date,
          transactionType: type,
          notes: null,
        });
      }
    }
  }
  for (const row of oneOffs) rows.push({ ...row, id: `t-${rows.length + 1}`, notes: null });
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

// ---------- the Castellanos: rich ----------

function castellanos(): CorpusFamily {
  const today = CORPUS_TODAY;
  const accounts: Account[] = [
    account('wf-checking', 'Everyday Checking', 'checking', 'Wells Fargo', '18452.67'),
    account('wf-savings', 'Way2Save Savings', 'savings', 'Wells Fargo', '42100.00'),
    account('ally-savings', 'Ally High-Yield Savings', 'savings', 'Ally Bank', '61250.40'),
    account('hsa', 'Health Savings Account', 'savings', 'HealthEquity', '7815.33'),
    account('freedom', 'Freedom Unlimited', 'credit', 'Chase', '-2318.45', '15000.00'),
    account('citi', 'Costco Anywhere Visa', 'credit', 'Citi', '-1104.20', '12000.00'),
  ];
  const holdings: Holding[] = [
    holding('h-voo', 'brokerage', 'VOO', 'Vanguard S&P 500 ETF', '210', '78540.00', '117558.30'),
    holding('h-cost', 'brokerage', 'COST', 'Costco Wholesale Corporation', '40', '21360.00', '37412.80'),
    holding('h-amd', 'brokerage', 'AMD', 'Advanced Micro Devices, Inc.', '150', '16830.00', '23914.50'),
    holding('h-pfe', 'brokerage', 'PFE', 'Pfizer Inc.', '600', '24480.00', '15246.00'),
    holding('h-ba', 'brokerage', 'BA', 'The Boeing Company', '60', '13692.00', '10389.60'),
    holding('h-sbux', 'brokerage', 'SBUX', 'Starbucks Corporation', '120', '12516.00', '10971.60'),
    holding('h-vti', 'roth', 'VTI', 'Vanguard Total Stock Market ETF', '95', '19855.00', '28656.75'),
    holding('h-arkk', 'roth', 'ARKK', 'ARK Innovation ETF', '180', '14940.00', '11313.00'),
    holding('h-bnd', 'roth', 'BND', 'Vanguard Total Bond Market ETF', '140', '11256.00', '10290.00'),
  ];
  const balanceOf = (id: string) =>
    sum(holdings.filter((h) => h.accountId === id).map((h) => h.currentValue));
  accounts.push(
    account(
      'brokerage',
      'Fidelity Brokerage',
      'investment',
      'Fidelity Investments',
      balanceOf('brokerage').toFixed(2),
    ),
    account('roth', 'Roth IRA (Marisol)', 'investment', 'Vanguard', balanceOf('roth').toFixed(2)),
  );
  const properties: Property[] = [
    {
      id: 'home',
      userId: USER,
      address: '4120 Alder Creek Lane, Boise, ID 83716',
      propertyType: 'primary_residence',
      purchasePrice: '512000.00',
      currentValue: '685000.00',
      purchaseDate: '2019-06-14',
      squareFeet: 2840,
      notes: null,
    },
    {
      id: 'lake',
      userId: USER,
      address: "77 Harbor View Drive, Unit 5, Coeur d'Alene, ID 83814",
      propertyType: 'vacation',
      purchasePrice: '389000.00',
      currentValue: '412500.00',
      purchaseDate: '2023-08-01',
      squareFeet: 1320,
      notes: null,
    },
    {
      id: 'rental',
      userId: USER,
      address: '1503 N 9th Street, Boise, ID 83702',
      propertyType: 'investment',
      purchasePrice: '214000.00',
      currentValue: '348000.00',
      purchaseDate: '2014-03-10',
      squareFeet: 1100,
      notes: null,
    },
  ];
  const mortgages: Mortgage[] = [
    {
      id: 'm-home',
      propertyId: 'home',
      lender: 'Rocket Mortgage',
      originalAmount: '460800.00',
      currentBalance: '402318.77',
      interestRate: '6.125',
      monthlyPayment: '2799.84',
      startDate: '2019-06-14',
      maturityDate: '2049-07-01',
      loanType: '30-year fixed',
    },
    {
      id: 'm-lake',
      propertyId: 'lake',
      lender: 'U.S. Bank',
      originalAmount: '272300.00',
      currentBalance: '251904.12',
      interestRate: '7.25',
      monthlyPayment: '1857.59',
      startDate: '2023-08-01',
      maturityDate: '2053-08-01',
      loanType: '30-year fixed',
    },
  ];
  const insurance: InsurancePolicy[] = [
    policy('life-1', 'life', 'Northwestern Mutual', '1500000.00', '2140.00', '2041-03-01'),
    policy('life-2', 'life', 'Haven Life', '500000.00', '612.00', '2036-03-01'),
    policy('home-1', 'property', 'State Farm', '720000.00', '2310.00', '2027-03-01'),
    policy('lake-1', 'property', 'Allstate', '420000.00', '1480.00', '2027-06-01'),
    policy('umbrella-1', 'umbrella', 'State Farm', '2000000.00', '395.00', '2027-03-01'),
  ];
  const estateDocuments: EstateDocument[] = [
    {
      id: 'estate-will',
      userId: USER,
      documentType: 'last_will',
      title: 'Wills of Marisol and Andrés Castellano',
      createdDate: '2020-02-10',
      lastUpdated: '2024-05-02',
      attorney: 'Hollis & Pratt',
      notes: null,
      status: 'active',
    },
    {
      id: 'estate-trust',
      userId: USER,
      documentType: 'revocable_trust',
      title: 'Castellano Family Trust',
      createdDate: '2020-02-10',
      lastUpdated: '2024-05-02',
      attorney: 'Hollis & Pratt',
      notes: null,
      status: 'active',
    },
  ];
  const beneficiaries: Beneficiary[] = [
    beneficiary('b-1', 'Andrés Castellano', 'Spouse', '60.00'),
    beneficiary('b-2', 'Diego Castellano', 'Son', '17.50'),
    beneficiary('b-3', 'Sofia Castellano', 'Daughter', '17.50'),
    beneficiary('b-4', 'Idaho Foodbank', 'Charity', '5.00'),
  ];
  const taxDocuments: TaxDocument[] = [
    taxReturn('tax-2024-fed', 2024, '1040', '312480.00', '58911.35'),
    taxReturn('tax-2024-id', 2024, 'ID-40', '312480.00', '17186.40'),
    taxReturn('tax-2025-fed', 2025, '1040', '334902.00', '64118.77'),
    taxReturn('tax-2025-id', 2025, 'ID-40', '334902.00', '18419.61'),
  ];
  const privatePlacements: PrivatePlacement[] = [
    {
      id: 'pp-sawtooth',
      userId: USER,
      name: 'Sawtooth Growth Partners II',
      investmentType: 'private_equity',
      sponsor: 'Sawtooth Capital',
      investmentDate: '2021-05-01',
      initialInvestment: '100000.00',
      currentValue: '138250.00',
      ownershipPercentage: '0.40',
      vintage: 2021,
      managementFee: '2.00',
      carriedInterest: '20.00',
      distributionsMade: '12500.00',
      capitalCalls: '100000.00',
      commitment: '100000.00',
      status: 'active',
      investmentPeriodYears: null,
      notes: null,
    },
    {
      id: 'pp-tvaf',
      userId: USER,
      name: 'Treasure Valley Apartments Fund',
      investmentType: 'real_estate_fund',
      sponsor: 'Treasure Valley Partners',
      investmentDate: '2022-09-15',
      initialInvestment: '75000.00',
      currentValue: '81420.00',
      ownershipPercentage: '1.10',
      vintage: 2022,
      managementFee: '1.50',
      carriedInterest: '15.00',
      distributionsMade: '9300.00',
      capitalCalls: '75000.00',
      commitment: '75000.00',
      status: 'active',
      investmentPeriodYears: null,
      notes: null,
    },
  ];
  const businesses: Business[] = [
    {
      id: 'biz-studio',
      userId: USER,
      name: 'Castellano Design Studio LLC',
      businessType: 'llc',
      ein: '82-4417720',
      foundedDate: '2016-01-04',
      ownershipPercentage: '100.00',
      currentValuation: '420000.00',
      annualRevenue: '610000.00',
      industry: 'Architecture and design',
      status: 'active',
      notes: null,
    },
  ];
  const k1Documents: K1Document[] = [
    k1('k1-24-saw', 'private_placement', 'pp-sawtooth', 2024, '4210.55', '12800.00', '610.20'),
    k1('k1-24-tvaf', 'private_placement', 'pp-tvaf', 2024, '2950.00', null, null),
    k1('k1-24-biz', 'business', 'biz-studio', 2024, '88400.00', null, null),
    k1('k1-25-saw', 'private_placement', 'pp-sawtooth', 2025, '5102.80', '9450.00', '702.15'),
    k1('k1-25-tvaf', 'private_placement', 'pp-tvaf', 2025, '3180.45', '0.00', null),
    k1('k1-25-biz', 'business', 'biz-studio', 2025, '94210.00', null, null),
  ];
  const recommendations: Recommendation[] = [
    recommendation('r-1', 'refinance', 'Refinance the U.S. Bank mortgage', 'new', '2140.00', 'high'),
    recommendation('r-2', 'tax_harvest', 'Harvest the losses in PFE, BA and SBUX', 'new', '3210.00'),
    recommendation('r-3', 'excess_cash', 'Invest cash beyond the emergency fund', 'new', null, 'low'),
    recommendation('r-4', 'insurance_review', 'Review life cover against income', 'reviewed', null),
    recommendation('r-5', 'estate_update', 'Add guardians to the wills', 'reviewed', null),
    recommendation('r-6', 'professional_referral', 'Find an estate planner', 'completed', null, 'low'),
  ];

  const habits: Habit[] = [
    { merchant: 'WinCo Foods', category: 'Groceries', accountId: 'freedom', perMonth: 4, low: 68, high: 164 },
    { merchant: 'Albertsons', category: 'Groceries', accountId: 'freedom', perMonth: 2, low: 24, high: 91 },
    {
      merchant: 'Costco Wholesale',
      category: 'Groceries',
      accountId: 'citi',
      perMonth: 2,
      low: 142,
      high: 388,
    },
    { merchant: 'Chipotle', category: 'Food & Dining', accountId: 'freedom', perMonth: 3, low: 14, high: 46 },
    {
      merchant: 'Bittercreek Alehouse',
      category: 'Food & Dining',
      accountId: 'freedom',
      perMonth: 2,
      low: 58,
      high: 142,
    },
    { merchant: 'Starbucks', category: 'Food & Dining', accountId: 'citi', perMonth: 5, low: 5, high: 14 },
    { merchant: 'Chevron', category: 'Transportation', accountId: 'citi', perMonth: 3, low: 38, high: 74 },
    { merchant: 'Shell', category: 'Transportation', accountId: 'freedom', perMonth: 1, low: 35, high: 68 },
    {
      merchant: 'Idaho Power',
      category: 'Utilities',
      accountId: 'wf-checking',
      perMonth: 1,
      low: 96,
      high: 241,
    },
    {
      merchant: 'Intermountain Gas',
      category: 'Utilities',
      accountId: 'wf-checking',
      perMonth: 1,
      low: 38,
      high: 162,
    },
    {
      merchant: 'Netflix',
      category: 'Entertainment',
      accountId: 'freedom',
      perMonth: 1,
      low: 22.99,
      high: 22.99,
    },
    {
      merchant: 'Regal Cinemas',
      category: 'Entertainment',
      accountId: 'freedom',
      perMonth: 1,
      low: 31,
      high: 78,
    },
    { merchant: 'Amazon', category: 'Shopping', accountId: 'freedom', perMonth: 4, low: 12, high: 139 },
    { merchant: 'Target', category: 'Shopping', accountId: 'citi', perMonth: 2, low: 27, high: 118 },
    {
      merchant: "St. Luke's Health",
      category: 'Healthcare',
      accountId: 'wf-checking',
      perMonth: 1,
      low: 40,
      high: 310,
    },
    { merchant: 'Walgreens', category: 'Healthcare', accountId: 'citi', perMonth: 1, low: 9, high: 52 },
    {
      merchant: 'Castellano Design Payroll',
      category: 'Income',
      accountId: 'wf-checking',
      perMonth: 2,
      low: 7850,
      high: 7850,
      type: 'income',
    },
    {
      merchant: 'N 9th Street Tenant Rent',
      category: 'Income',
      accountId: 'wf-checking',
      perMonth: 1,
      low: 2150,
      high: 2150,
      type: 'income',
    },
  ];
  const oneOff = (
    date: string,
    merchant: string,
    category: string,
    amount: string,
    accountId = 'freedom',
  ): Omit<Transaction, 'id' | 'notes'> => ({
    date,
    merchant,
    category,
    amount: `-${amount}`,
    accountId,
    transactionType: 'expense',
  });
  const rows = transactionsOf(20261118, '2025-11', today, habits, [
    oneOff('2025-12-19', 'Delta Air Lines', 'Travel', '1842.60'),
    oneOff('2026-03-09', 'Boise Auto Repair', 'Transportation', '2315.00', 'wf-checking'),
    oneOff('2026-07-03', 'REI Co-op', 'Shopping', '684.35'),
    oneOff('2026-07-21', 'Alaska Airlines', 'Travel', '1127.80'),
    oneOff('2026-10-12', 'Best Buy', 'Shopping', '1299.99', 'citi'),
    oneOff('2026-11-06', "St. Luke's Health", 'Healthcare', '935.00', 'wf-checking'),
  ]);
  const data: FamilyData = {
    today,
    accounts,
    holdings,
    budgets: budgetsFor(rows, today.slice(0, 7), {
      Groceries: '1400.00',
      'Food & Dining': '600.00',
      Entertainment: '120.00',
      Shopping: '700.00',
      Transportation: '350.00',
    }),
    properties,
    mortgages,
    insurance,
    estateDocuments,
    beneficiaries,
    taxDocuments,
    professionals: [],
    privatePlacements,
    businesses,
    k1Documents,
    recommendations,
    spending: snapshotSpending(rows, today),
  };
  return { name: 'Castellano (rich)', data, rows };
}

// ---------- Jordan Pike: small and plain ----------

function pike(): CorpusFamily {
  const today = CORPUS_TODAY;
  const habits: Habit[] = [
    {
      merchant: 'Maple Court Apartments',
      category: 'Housing',
      accountId: 'nf-checking',
      perMonth: 1,
      low: 1250,
      high: 1250,
    },
    {
      merchant: "Trader Joe's",
      category: 'Groceries',
      accountId: 'nf-checking',
      perMonth: 3,
      low: 31,
      high: 88,
    },
    {
      merchant: 'Taco Bell',
      category: 'Food & Dining',
      accountId: 'nf-checking',
      perMonth: 2,
      low: 8,
      high: 19,
    },
    {
      merchant: 'Speedway',
      category: 'Transportation',
      accountId: 'nf-checking',
      perMonth: 2,
      low: 29,
      high: 47,
    },
    {
      merchant: 'Acme Logistics Payroll',
      category: 'Income',
      accountId: 'nf-checking',
      perMonth: 2,
      low: 1862.5,
      high: 1862.5,
      type: 'income',
    },
  ];
  const rows = transactionsOf(58200, '2026-08', today, habits, []);
  const data: FamilyData = {
    today,
    accounts: [
      account('nf-checking', 'Free Active Duty Checking', 'checking', 'Navy Federal Credit Union', '3412.88'),
      account('nf-savings', 'Share Savings', 'savings', 'Navy Federal Credit Union', '9050.00'),
    ],
    holdings: [],
    budgets: budgetsFor(rows, today.slice(0, 7), { Groceries: '250.00' }),
    properties: [],
    mortgages: [],
    insurance: [policy('renters-1', 'property', 'Lemonade', '30000.00', '168.00', '2027-01-31')],
    estateDocuments: [],
    beneficiaries: [],
    taxDocuments: [{ ...taxReturn('tax-2025', 2025, '1040', '58200.00', '4911.00'), filingStatus: 'single' }],
    professionals: [],
    privatePlacements: [],
    businesses: [],
    k1Documents: [],
    recommendations: [recommendation('r-1', 'excess_cash', 'Build a six-month emergency fund', 'new', null)],
    spending: snapshotSpending(rows, today),
  };
  return { name: 'Pike (small)', data, rows };
}

export const castellanoFamily = castellanos();
export const pikeFamily = pike();
