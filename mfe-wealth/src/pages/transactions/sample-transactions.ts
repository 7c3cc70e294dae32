// The Transactions page's fixed sample rows (spec section 3: no server call). Amounts are signed
// (negative for expenses); the page shows absolute values with the sign taken from `type`.

export type TransactionType = 'income' | 'expense';

export type TransactionCategory =
  'Groceries' | 'Entertainment' | 'Income' | 'Transportation' | 'Shopping' | 'Food & Dining';

export interface SampleTransaction {
  id: number;
  merchant: string;
  category: TransactionCategory;
  amount: number;
  /** Display text, already formatted. */
  date: string;
  type: TransactionType;
}

export const sampleTransactions: readonly SampleTransaction[] = [
  {
    id: 1,
    merchant: 'Whole Foods Market',
    category: 'Groceries',
    amount: -142.37,
    date: 'Nov 20, 2025',
    type: 'expense',
  },
  {
    id: 2,
    merchant: 'Payroll Deposit',
    category: 'Income',
    amount: 6250.0,
    date: 'Nov 19, 2025',
    type: 'income',
  },
  {
    id: 3,
    merchant: 'Netflix',
    category: 'Entertainment',
    amount: -22.99,
    date: 'Nov 18, 2025',
    type: 'expense',
  },
  {
    id: 4,
    merchant: 'Shell',
    category: 'Transportation',
    amount: -58.4,
    date: 'Nov 18, 2025',
    type: 'expense',
  },
  { id: 5, merchant: 'Amazon', category: 'Shopping', amount: -89.99, date: 'Nov 17, 2025', type: 'expense' },
  {
    id: 6,
    merchant: 'The Capital Grille',
    category: 'Food & Dining',
    amount: -186.5,
    date: 'Nov 16, 2025',
    type: 'expense',
  },
  {
    id: 7,
    merchant: "Trader Joe's",
    category: 'Groceries',
    amount: -76.12,
    date: 'Nov 15, 2025',
    type: 'expense',
  },
  {
    id: 8,
    merchant: 'Vanguard Dividend',
    category: 'Income',
    amount: 412.85,
    date: 'Nov 14, 2025',
    type: 'income',
  },
  {
    id: 9,
    merchant: 'Uber',
    category: 'Transportation',
    amount: -24.75,
    date: 'Nov 13, 2025',
    type: 'expense',
  },
  {
    id: 10,
    merchant: 'Spotify',
    category: 'Entertainment',
    amount: -11.99,
    date: 'Nov 12, 2025',
    type: 'expense',
  },
  {
    id: 11,
    merchant: 'Target',
    category: 'Shopping',
    amount: -134.28,
    date: 'Nov 11, 2025',
    type: 'expense',
  },
  {
    id: 12,
    merchant: 'Blue Bottle Coffee',
    category: 'Food & Dining',
    amount: -14.5,
    date: 'Nov 10, 2025',
    type: 'expense',
  },
  {
    id: 13,
    merchant: 'Oak Street Rental Income',
    category: 'Income',
    amount: 2400.0,
    date: 'Nov 1, 2025',
    type: 'income',
  },
];
