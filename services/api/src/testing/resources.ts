// One valid example of every user-owned resource the API lets a client write, with the rows it needs
// to point at. The per-module suites, the cross-user walk and the bad-input tables all start here.
import type TestAgent from 'supertest/lib/agent';

export interface ResourceFixture {
  /** The collection path under /api ("accounts"); `aliases` answer the same rows. */
  path: string;
  aliases?: string[];
  /** The database table, to prove a refused write changed nothing. */
  table: string;
  /** A valid POST body; creates the rows it points at first, as the same user. */
  validBody(agent: TestAgent): Promise<Record<string, unknown>>;
  /** What the API answers for fields of the valid body it normalises. */
  expectCreated: Record<string, unknown>;
  /** A valid PATCH body and what the row then answers. */
  patch: Record<string, unknown>;
  expectPatched: Record<string, unknown>;
}

async function createdId(agent: TestAgent, path: string, body: object): Promise<string> {
  const response = await agent.post(`/api/${path}`).send(body).expect(201);
  return response.body.id as string;
}

const recommendationEvidence = {
  inputs: { balance: '412000.00', remainingMonths: 326, lender: 'Wells Fargo', propertyAddress: null },
  formula: 'breakEvenMonths = ceil(closingCosts / monthlySaving)',
  assumptions: { MARKET_MORTGAGE_RATE_PERCENT: '6.25% (the annual rate a refinance would get today)' },
};

const account = {
  name: 'Everyday Checking',
  accountType: 'checking',
  institution: 'Chase',
  balance: '1234.5',
  lastSync: '2025-03-01T10:00:00.000Z',
};
const property = {
  address: '12 Cherry Lane, Denver, CO',
  propertyType: 'primary_residence',
  purchasePrice: '500000',
  currentValue: 650000,
  purchaseDate: '2015-06-01',
  squareFeet: 2400,
  notes: '',
};
const placement = {
  userId: 'demo-user',
  name: 'Summit Growth Fund IV',
  sponsor: 'Summit Partners',
  investmentDate: '2021-05-01T00:00:00.000Z',
  initialInvestment: '100000',
  currentValue: '120000.5',
};

export const resources: ResourceFixture[] = [
  {
    path: 'accounts',
    table: 'accounts',
    validBody: async () => account,
    expectCreated: {
      balance: '1234.50',
      lastSync: '2025-03-01T10:00:00.000Z',
      accountType: 'checking',
      creditLimit: null,
    },
    patch: { balance: 99.5, name: 'Joint Checking' },
    expectPatched: { balance: '99.50', name: 'Joint Checking', institution: 'Chase' },
  },
  {
    path: 'holdings',
    table: 'holdings',
    validBody: async (agent) => ({
      accountId: await createdId(agent, 'accounts', { ...account, accountType: 'investment' }),
      symbol: 'vti',
      name: 'Vanguard Total Stock Market ETF',
      shares: '10.5',
      costBasis: '1000',
      currentValue: '1250',
    }),
    expectCreated: { symbol: 'VTI', shares: '10.500000', returnPercent: '25.00' },
    patch: { currentValue: '750' },
    expectPatched: { currentValue: '750.00', returnPercent: '-25.00' },
  },
  {
    path: 'transactions',
    table: 'transactions',
    validBody: async (agent) => ({
      accountId: await createdId(agent, 'accounts', account),
      merchant: 'Whole Foods',
      amount: '-84.2',
      category: 'Groceries',
      date: '2025-03-01T15:00:00.000Z',
      transactionType: 'expense',
    }),
    expectCreated: { amount: '-84.20', date: '2025-03-01', notes: null },
    patch: { category: 'Food & Dining' },
    expectPatched: { category: 'Food & Dining', merchant: 'Whole Foods' },
  },
  {
    path: 'budgets',
    table: 'budgets',
    // Old clients still send what was spent: accepted and ignored, it is computed from transactions.
    validBody: async () => ({
      category: 'Shopping',
      monthlyBudget: '500',
      currentSpent: '75.00',
      month: 3,
      year: 2025,
    }),
    expectCreated: { monthlyBudget: '500.00', currentSpent: '0.00', month: 3, year: 2025 },
    patch: { monthlyBudget: 650, currentSpent: '612.40' },
    expectPatched: { monthlyBudget: '650.00', currentSpent: '0.00' },
  },
  {
    path: 'properties',
    table: 'properties',
    validBody: async () => property,
    expectCreated: { purchasePrice: '500000.00', currentValue: '650000.00', squareFeet: 2400, notes: null },
    patch: { squareFeet: null, notes: 'New roof 2024' },
    expectPatched: { squareFeet: null, notes: 'New roof 2024' },
  },
  {
    path: 'mortgages',
    table: 'mortgages',
    validBody: async (agent) => ({
      propertyId: await createdId(agent, 'properties', property),
      lender: 'Wells Fargo',
      originalAmount: '400000',
      currentBalance: '300000',
      interestRate: '6.875',
      monthlyPayment: '2627.72',
      startDate: '2015-06-01',
      maturityDate: '2045-06-01',
      loanType: '30-year fixed',
    }),
    expectCreated: { interestRate: '6.875', monthlyPayment: '2627.72' },
    patch: { interestRate: 7.25 },
    expectPatched: { interestRate: '7.250' },
  },
  {
    path: 'insurance',
    table: 'insurance_policies',
    validBody: async () => ({
      policyType: 'life',
      provider: 'Northwestern Mutual',
      policyNumber: 'NM-204-118',
      coverageAmount: '2000000',
      annualPremium: '3120',
      startDate: '2018-04-01',
      expirationDate: null,
      beneficiaries: 'Claire Whitman',
    }),
    expectCreated: { coverageAmount: '2000000.00', expirationDate: null },
    patch: { expirationDate: '2038-04-01' },
    expectPatched: { expirationDate: '2038-04-01', startDate: '2018-04-01' },
  },
  {
    path: 'estate-documents',
    aliases: ['estate'],
    table: 'estate_documents',
    validBody: async () => ({
      documentType: 'last_will',
      title: 'Last Will and Testament',
      createdDate: '2017-03-01',
      lastUpdated: '2019-03-01',
    }),
    expectCreated: { status: 'active', attorney: null },
    patch: { status: 'outdated' },
    expectPatched: { status: 'outdated', title: 'Last Will and Testament' },
  },
  {
    path: 'beneficiaries',
    table: 'beneficiaries',
    validBody: async () => ({ name: 'Ethan Whitman', relationship: 'Son', percentage: '50' }),
    expectCreated: { percentage: '50.00', contactInfo: null, estateDocumentId: null },
    patch: { percentage: '' },
    expectPatched: { percentage: null },
  },
  {
    path: 'tax-documents',
    aliases: ['tax'],
    table: 'tax_documents',
    validBody: async () => ({
      taxYear: '2024',
      documentType: '1040',
      totalIncome: '412000',
      totalTax: '98000',
    }),
    expectCreated: { taxYear: 2024, totalIncome: '412000.00', filingStatus: null },
    patch: { filingStatus: 'Married filing jointly', uploadDate: '' },
    expectPatched: { filingStatus: 'Married filing jointly' },
  },
  {
    path: 'professionals',
    table: 'professionals',
    validBody: async () => ({ name: 'Maria Chen', type: 'cpa', email: 'Maria@Example.com', rating: 4.5 }),
    expectCreated: { email: 'maria@example.com', rating: '4.5', firm: null },
    patch: { firm: 'Chen & Partners CPA' },
    expectPatched: { firm: 'Chen & Partners CPA', type: 'cpa' },
  },
  {
    path: 'conversations',
    table: 'conversations',
    validBody: async () => ({ title: '  Should I refinance my mortgage?  ' }),
    expectCreated: { title: 'Should I refinance my mortgage?' },
    patch: { title: 'Refinancing the Denver house' },
    expectPatched: { title: 'Refinancing the Denver house' },
  },
  {
    path: 'private-placements',
    table: 'private_placements',
    validBody: async () => placement,
    expectCreated: {
      investmentType: 'private_equity',
      investmentDate: '2021-05-01',
      vintage: 2021,
      status: 'active',
      distributionsMade: '0.00',
      capitalCalls: '0.00',
      currentValue: '120000.50',
    },
    patch: { status: 'exited' },
    expectPatched: { status: 'exited' },
  },
  {
    path: 'businesses',
    table: 'businesses',
    validBody: async () => ({
      name: 'Whitman Family Dentistry',
      businessType: 'llc',
      ein: '841234567',
      foundedDate: '2010-01-01',
      ownershipPercentage: '100',
      currentValuation: '1800000',
      annualRevenue: '950000',
      industry: 'Healthcare',
    }),
    expectCreated: { ein: '84-1234567', status: 'active', ownershipPercentage: '100.00' },
    patch: { annualRevenue: '1000000' },
    expectPatched: { annualRevenue: '1000000.00' },
  },
  {
    path: 'k1-documents',
    table: 'k1_documents',
    validBody: async (agent) => ({
      entityType: 'private_placement',
      entityId: await createdId(agent, 'private-placements', placement),
      taxYear: 2024,
      fileUrl: 'k1-2024-summit.pdf',
      ordinaryIncome: '-1200.5',
    }),
    expectCreated: { ordinaryIncome: '-1200.50', capitalGains: null, taxYear: 2024 },
    patch: { capitalGains: '3400' },
    expectPatched: { capitalGains: '3400.00' },
  },
  {
    path: 'recommendations',
    table: 'recommendations',
    // About a row of its own each time: only one open recommendation per type and entity may exist,
    // and it must name one of the user's own rows.
    validBody: async (agent) => ({
      type: 'refinance',
      title: 'Refinance the rental mortgage',
      description: 'Rates are 1.4 points lower than yours.',
      potentialSavings: '4200',
      relatedEntityId: await createdId(agent, 'accounts', account),
      evidence: recommendationEvidence,
    }),
    expectCreated: {
      status: 'new',
      priority: 'medium',
      potentialSavings: '4200.00',
      relatedEntityId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      evidence: recommendationEvidence,
    },
    patch: { status: 'reviewed' },
    expectPatched: { status: 'reviewed' },
  },
  {
    path: 'recurring-items',
    table: 'recurring_items',
    validBody: async () => ({
      name: 'Salary',
      direction: 'income',
      amount: '6200',
      cadence: 'biweekly',
      nextDate: '2026-12-11',
    }),
    expectCreated: {
      amount: '6200.00',
      status: 'confirmed',
      source: 'manual',
      detectionKey: null,
      notes: null,
    },
    patch: { status: 'stopped' },
    expectPatched: { status: 'stopped' },
  },
  {
    path: 'planned-events',
    table: 'planned_events',
    validBody: async () => ({
      name: 'Tuition',
      date: '2027-08-20T00:00:00.000Z',
      direction: 'expense',
      amount: 31000,
    }),
    expectCreated: { date: '2027-08-20', amount: '31000.00', notes: null },
    patch: { amount: '29500.5' },
    expectPatched: { amount: '29500.50' },
  },
];

export function resourceFixture(path: string): ResourceFixture {
  const fixture = resources.find((r) => r.path === path);
  if (!fixture) throw new Error(`No test fixture for /api/${path}`);
  return fixture;
}
