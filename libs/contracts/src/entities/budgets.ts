// Monthly budgets per spending category.
import { z } from 'zod';
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
  currentSpent: decimalString,
  /** 1 (January) to 12. */
  month: z.number().int().min(1).max(12),
  year: z.number().int(),
});
export type Budget = z.infer<typeof budgetSchema>;

const budgetFields = {
  category: requiredText(limits.shortText, 'Category is required'),
  monthlyBudget: money('Monthly budget is required'),
  currentSpent: money('Amount spent is required'),
  month: integerInput(1, 12, 'Month is required'),
  year: yearInput('Year is required'),
};

export const insertBudgetSchema = z.strictObject({
  ...budgetFields,
  currentSpent: budgetFields.currentSpent.default('0.00'),
});
export const updateBudgetSchema = z.strictObject(budgetFields).partial();
export type BudgetInput = z.input<typeof insertBudgetSchema>;
export type InsertBudget = z.output<typeof insertBudgetSchema>;
export type UpdateBudget = z.output<typeof updateBudgetSchema>;
