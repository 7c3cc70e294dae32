// Account transactions.
import { z } from '../zod';
import {
  dateInput,
  decimalString,
  entityId,
  enumInput,
  integerInput,
  isoDate,
  limits,
  optionalDateInput,
  optionalText,
  ownedRowFields,
  requiredText,
  signedMoney,
} from './fields';

export const transactionTypes = ['income', 'expense'] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** The categories the Transactions page's sample rows use. */
export const sampleTransactionCategories = [
  'Groceries',
  'Entertainment',
  'Income',
  'Transportation',
  'Shopping',
  'Food & Dining',
] as const;

export const transactionSchema = z.object({
  id: entityId,
  accountId: entityId,
  merchant: z.string(),
  /** Signed as the institution reports it; the type says whether it is income or an expense. */
  amount: decimalString,
  category: z.string(),
  date: isoDate,
  transactionType: z.enum(transactionTypes),
  notes: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

const transactionFields = {
  accountId: entityId,
  merchant: requiredText(limits.name, 'Merchant is required'),
  amount: signedMoney('Amount is required'),
  category: requiredText(limits.shortText, 'Category is required'),
  date: dateInput('Date is required'),
  transactionType: enumInput(transactionTypes, 'Choose income or expense'),
  notes: optionalText(limits.notes),
};

export const insertTransactionSchema = z.strictObject(transactionFields);
export const updateTransactionSchema = insertTransactionSchema.partial();
export type TransactionInput = z.input<typeof insertTransactionSchema>;
export type InsertTransaction = z.output<typeof insertTransactionSchema>;
export type UpdateTransaction = z.output<typeof updateTransactionSchema>;

/** GET /api/transactions: a page of the user's transactions, newest first. */
export const transactionQuerySchema = z
  .strictObject({
    page: integerInput(1, 1_000_000, 'Page is required').default(1),
    pageSize: integerInput(1, 200, 'Page size is required').default(50),
    /** Case-insensitive substring of the merchant or the category. */
    search: optionalText(limits.shortText),
    /** Inclusive date range ("YYYY-MM-DD"). */
    from: optionalDateInput(),
    to: optionalDateInput(),
    /** One category, matched whole and case-insensitively ("groceries" finds "Groceries"). */
    category: optionalText(limits.shortText),
    accountId: entityId.optional(),
  })
  .refine((q) => q.from === null || q.to === null || q.from <= q.to, {
    path: ['to'],
    message: 'The end date cannot be before the start date',
  });
export type TransactionQueryInput = z.input<typeof transactionQuerySchema>;
export type TransactionQuery = z.output<typeof transactionQuerySchema>;

/** A transaction as the API answers it (with its owner and timestamps). */
export const transactionRowSchema = transactionSchema.extend(ownedRowFields).meta({ id: 'Transaction' });
export type TransactionRow = z.infer<typeof transactionRowSchema>;

export const transactionPageSchema = z
  .object({
    items: z.array(transactionRowSchema),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(200),
    /** Matching transactions on all pages. */
    total: z.number().int().min(0),
  })
  .meta({ id: 'TransactionPage' });
export type TransactionPage = z.infer<typeof transactionPageSchema>;

/**
 * GET /api/transactions/summary: totals over an inclusive date range (default: the last 365 days), of
 * one account's rows and of one merchant's when asked, summed by the database.
 */
export const transactionSummaryQuerySchema = z
  .strictObject({
    from: optionalDateInput(),
    to: optionalDateInput(),
    accountId: entityId.optional(),
    /** Case-insensitive substring of the merchant ("whole foods" sums every Whole Foods Market row). */
    merchant: optionalText(limits.shortText),
    /** With N above 0, the range's N largest expenses too (`largestExpenses`): "my biggest expense in May". */
    largest: integerInput(0, 20, 'Largest is required').default(0),
    /**
     * With N above 0 and no `merchant`, the N merchants the range spent most at (`byMerchant`), largest
     * expenses first: "which merchant did we spend the most at this year?".
     */
    topMerchants: integerInput(0, 50, 'Top merchants is required').default(0),
  })
  .refine((q) => q.from === null || q.to === null || q.from <= q.to, {
    path: ['to'],
    message: 'The end date cannot be before the start date',
  });
export type TransactionSummaryQueryInput = z.input<typeof transactionSummaryQuerySchema>;
export type TransactionSummaryQuery = z.output<typeof transactionSummaryQuerySchema>;

/** Income and expenses as positive decimal strings (expenses are the absolute value of expense rows). */
const transactionTotalsFields = {
  income: z.string().regex(/^\d+\.\d{2}$/),
  expenses: z.string().regex(/^\d+\.\d{2}$/),
  count: z.number().int().min(0),
};
export type TransactionTotals = z.infer<z.ZodObject<typeof transactionTotalsFields>>;

export const transactionSummarySchema = z
  .object({
    ...transactionTotalsFields,
    /** The inclusive range summed ("YYYY-MM-DD"). */
    from: isoDate,
    to: isoDate,
    /** Oldest month first ("YYYY-MM"); months without transactions are left out. */
    byMonth: z.array(z.object({ ...transactionTotalsFields, month: z.string().regex(/^\d{4}-\d{2}$/) })),
    /** Largest expenses first. */
    byCategory: z.array(z.object({ ...transactionTotalsFields, category: z.string() })),
    /** With `merchant`: each matching merchant's totals; with `topMerchants`: the N largest. Largest expenses first. */
    byMerchant: z.array(z.object({ ...transactionTotalsFields, merchant: z.string() })).optional(),
    /** With `largest`: the range's largest expense rows, largest first (amount as a positive decimal). */
    largestExpenses: z
      .array(
        z.object({
          id: entityId,
          date: isoDate,
          merchant: z.string(),
          category: z.string(),
          accountId: entityId,
          amount: z.string().regex(/^\d+\.\d{2}$/),
        }),
      )
      .optional(),
  })
  .meta({ id: 'TransactionSummary' });
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;
