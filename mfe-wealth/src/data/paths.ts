import { netWorthKeys } from '@heirloom/ui';

// The API paths the wealth remote reads, which double as query keys (see resource.ts).
export const paths = {
  summary: '/api/summary',
  accounts: '/api/accounts',
  holdings: '/api/holdings',
  budgets: '/api/budgets',
  transactions: '/api/transactions',
  transactionSummary: '/api/transactions/summary',
  documents: '/api/documents',
  tax: '/api/tax',
  estate: '/api/estate',
  beneficiaries: '/api/beneficiaries',
  insurance: '/api/insurance',
} as const;

/** Keys of the family's figures: the summary and the net-worth history (libs/ui's hook). */
export const figureKeys = [[paths.summary], netWorthKeys.all] as const;
