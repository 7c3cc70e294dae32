// The tables and indexes the runtime names in its own SQL (raw statements and index hints), beyond
// what an entity's decorators say. The migrations that made them keep their own literals, frozen as
// they were written: a migration never imports this. schema-names.spec checks every name here against
// a freshly migrated database.

/** Tables kept beside the rows (counts, tallies, sums, versions) and the one table hinted by name. */
export const TABLES = {
  transactions: 'transactions',
  /** Rows per user (migration 1796400000000): a page's total without filters. */
  transactionCounts: 'transaction_counts',
  /** Rows per user and merchant, category, (merchant, category) pair and day (migration 1796500000000). */
  transactionMerchants: 'transaction_merchants',
  transactionCategories: 'transaction_categories',
  transactionPairs: 'transaction_pairs',
  transactionDays: 'transaction_days',
  /** Whole cents and rows per user, day, type and category (migration 1796800000000). */
  transactionDaySums: 'transaction_day_sums',
  /** Holdings counted and summed per user (migration 1797000000000). */
  holdingTotals: 'holding_totals',
  /** One version per user, moved by triggers (migration 1796700000000). */
  familyVersions: 'family_versions',
} as const;

/** Indexes of `transactions` that queries name, because both planners would pick another. */
export const TRANSACTION_INDEXES = {
  /** (userId, date, id, merchant, category): the list's order, its entries holding a search's terms. */
  listOrder: 'IDX_transactions_user_date_terms',
  /** (userId, merchant, category): a search's rows found through their merchants. */
  search: 'IDX_transactions_user_search',
  /** (userId, merchant, date, ...): each merchant's range of a merchant summary. */
  merchantSummary: 'IDX_transactions_user_merchant_date',
  /** (userId, date, transactionType, category, amount): the summary's totals and largest expenses. */
  totals: 'IDX_transactions_user_date_totals',
} as const;
