// Monthly budgets per spending category.
import { z } from '../zod';
import { decimalString, entityId, integerInput, limits, money, requiredText, yearInput } from './fields';

/** The categories the Budget page's sample data uses. */
export const sampleBudgetCategories = [
  'Food & Dining',
  'Transportation',
  'Entertainment',
  'Shopping',
  'Utilities',
  'Healthcare',
] as const;

export const budgetSchema = z.object({
  id: entityId,
  userId: entityId,
  category: z.string(),
  monthlyBudget: decimalString,
  /**
   * Computed, not stored: the sum of the month's expense transactions whose category is the budget's
   * (compared ignoring case and accents), as a positive amount.
   */
  currentSpent: decimalString,
  /** 1 (January) to 12. */
  month: z.number().int().min(1).max(12),
  year: z.number().int(),
});
export type Budget = z.infer<typeof budgetSchema>;

const budgetFields = {
  category: requiredText(limits.shortText, 'Category is required'),
  monthlyBudget: money('Monthly budget is required'),
  month: integerInput(1, 12, 'Month is required'),
  year: yearInput('Year is required'),
};

/**
 * Spending is derived from the month's transactions, so a sent value is accepted (older clients send
 * one) and dropped: whatever it is, it never reaches the database or answers 400.
 */
const ignoredCurrentSpent = z
  .unknown()
  .transform(() => undefined)
  .optional()
  .meta({
    deprecated: true,
    description: "Ignored: spending is computed from the month's expense transactions.",
  });

export const insertBudgetSchema = z.strictObject({ ...budgetFields, currentSpent: ignoredCurrentSpent });
export const updateBudgetSchema = z
  .strictObject(budgetFields)
  .partial()
  .extend({ currentSpent: ignoredCurrentSpent });
export type BudgetInput = z.input<typeof insertBudgetSchema>;
export type InsertBudget = z.output<typeof insertBudgetSchema>;
export type UpdateBudget = z.output<typeof updateBudgetSchema>;
