// Crafted families for the analytics' unit tests: every row complete, with only the fields a test
// cares about given. Not used by the service itself.
import type {
  Account,
  Beneficiary,
  Business,
  EstateDocument,
  Holding,
  InsurancePolicy,
  Mortgage,
  PrivatePlacement,
  Professional,
  Property,
  TaxDocument,
  Transaction,
  TransactionSummary,
} from '@heirloom/contracts';
import type { FamilyData } from '../data/family-data';

const USER = 'user-1';

export function emptySpending(from = '2025-01-01', to = '2025-12-31'): TransactionSummary {
  return { from, to, income: '0.00', expenses: '0.00', count: 0, byMonth: [], byCategory: [] };
}

export function family(today: string, rows: Partial<Omit<FamilyData, 'today'>> = {}): FamilyData {
  return {
    today,
    accounts: [],
    holdings: [],
    budgets: [],
    properties: [],
    mortgages: [],
    insurance: [],
    estateDocuments: [],
    beneficiaries: [],
    taxDocuments: [],
    professionals: [],
    privatePlacements: [],
    businesses: [],
    k1Documents: [],
    recommendations: [],
    spending: emptySpending(),
    ...rows,
  };
}

export const account = (
  id: string,
  accountType: Account['accountType'],
  balance: string,
  name = id,
): Account => ({
  id,
  userId: USER,
  name,
  accountType,
  institution: 'Bank',
  balance,
  lastSync: null,
  creditLimit: null,
});

export const holding = (
  id: string,
  accountId: string,
  symbol: string,
  costBasis: string,
  currentValue: string,
  name = `${symbol} Inc.`,
): Holding => ({
  id,
  accountId,
  symbol,
  name,
  shares: '1.000000',
  costBasis,
  currentValue,
  returnPercent: '0.00',
});

export const property = (id: string, currentValue: string, address = `${id} Main Street`): Property => ({
  id,
  userId: USER,
  address,
  propertyType: 'primary_residence',
  purchasePrice: currentValue,
  currentValue,
  purchaseDate: '2015-01-01',
  squareFeet: null,
  notes: null,
});

export const mortgage = (
  id: string,
  fields: Pick<Mortgage, 'currentBalance' | 'interestRate' | 'monthlyPayment' | 'maturityDate'> &
    Partial<Mortgage>,
): Mortgage => ({
  propertyId: `property-of-${id}`,
  lender: 'Lender',
  originalAmount: fields.currentBalance,
  startDate: '2020-01-01',
  loanType: '30-year fixed',
  ...fields,
  id,
});

export const policy = (
  id: string,
  policyType: InsurancePolicy['policyType'],
  coverageAmount: string,
  expirationDate: string | null = null,
  provider = 'Insurer',
): InsurancePolicy => ({
  id,
  userId: USER,
  policyType,
  provider,
  policyNumber: `PN-${id}`,
  coverageAmount,
  annualPremium: '1200.00',
  startDate: '2020-01-01',
  expirationDate,
  beneficiaries: null,
});

export const estateDocument = (
  id: string,
  documentType: string,
  lastUpdated: string,
  status: EstateDocument['status'] = 'active',
  title = documentType.replace(/_/g, ' '),
): EstateDocument => ({
  id,
  userId: USER,
  documentType,
  title,
  createdDate: '2010-01-01',
  lastUpdated,
  attorney: null,
  notes: null,
  status,
});

export const beneficiary = (
  id: string,
  percentage: string | null,
  estateDocumentId: string | null = null,
): Beneficiary => ({
  id,
  userId: USER,
  name: id,
  relationship: 'Child',
  percentage,
  contactInfo: null,
  estateDocumentId,
});

export const taxDocument = (
  id: string,
  taxYear: number,
  documentType: string,
  totalIncome: string | null,
  uploadDate = `${taxYear + 1}-04-01T12:00:00.000Z`,
): TaxDocument => ({
  id,
  userId: USER,
  taxYear,
  documentType,
  filingStatus: 'married_filing_jointly',
  totalIncome,
  totalTax: null,
  uploadDate,
  preparer: null,
});

export const professional = (
  id: string,
  type: Professional['type'],
  specialty: string | null = null,
): Professional => ({
  id,
  userId: USER,
  name: id,
  type,
  firm: null,
  email: null,
  phone: null,
  specialty,
  rating: null,
  notes: null,
});

export const placement = (id: string, currentValue: string): PrivatePlacement =>
  ({ id, userId: USER, name: id, currentValue }) as PrivatePlacement;

export const business = (id: string, currentValuation: string): Business =>
  ({ id, userId: USER, name: id, currentValuation }) as Business;

/** An expense of the family's checking account: `amount` spent at `merchant` on `date`. */
export const expenseRow = (
  date: string,
  merchant: string,
  amount: string,
  category = 'Groceries',
): Transaction => ({
  id: `${date}-${merchant}`,
  accountId: 'chk',
  merchant,
  amount: `-${amount}`,
  category,
  date,
  transactionType: 'expense',
  notes: null,
});
