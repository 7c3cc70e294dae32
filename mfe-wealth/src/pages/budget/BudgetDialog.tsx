// Create Budget (and edit): category, monthly budget, month and year, validated with the contracts
// schema. Spending is not asked for: the API computes it from the month's transactions.
import { insertBudgetSchema, sampleBudgetCategories, type BudgetRow } from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { FormDialog, FormInput, FormSelect } from '@heirloom/ui/forms';
import { useId, useMemo } from 'react';
import type { z } from 'zod';
import { useSaveBudget } from '../../data/budgets';
import { monthLabel, monthNames, type BudgetMonth } from './month';

/** What the form sends: never currentSpent. */
const budgetFormSchema = insertBudgetSchema.pick({
  category: true,
  monthlyBudget: true,
  month: true,
  year: true,
});
type BudgetFormInput = z.input<typeof budgetFormSchema>;

const monthOptions = monthNames.map((name, i) => ({ value: String(i + 1), label: name }));
const sameCategory = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface BudgetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The budget being edited; absent to create one. */
  budget?: BudgetRow;
  /** A new budget's month (the month on screen). */
  month: BudgetMonth;
  /** Every budget of the user: suggests categories and refuses a second budget for one category and month. */
  budgets: readonly BudgetRow[];
  onSaved?: (budget: BudgetRow) => void;
}

export function BudgetDialog({ open, onOpenChange, budget, month, budgets, onSaved }: BudgetDialogProps) {
  const save = useSaveBudget();
  const listId = useId();

  const schema = useMemo(
    () =>
      budgetFormSchema.superRefine((values, ctx) => {
        const taken = budgets.some(
          (other) =>
            other.id !== budget?.id &&
            other.month === values.month &&
            other.year === values.year &&
            sameCategory(other.category, values.category),
        );
        if (taken) {
          ctx.addIssue({
            code: 'custom',
            path: ['category'],
            message: `${values.category} already has a budget for ${monthLabel(values)}. Edit that one instead.`,
          });
        }
      }),
    [budgets, budget?.id],
  );

  const categories = useMemo(
    () =>
      [...new Set([...sampleBudgetCategories, ...budgets.map((b) => b.category)])].sort((a, b) =>
        a.localeCompare(b),
      ),
    [budgets],
  );

  const defaultValues: BudgetFormInput = budget
    ? {
        category: budget.category,
        monthlyBudget: budget.monthlyBudget,
        month: String(budget.month),
        year: String(budget.year),
      }
    : { category: '', monthlyBudget: '', month: String(month.month), year: String(month.year) };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={budget ? 'Edit Budget' : 'Create Budget'}
      description="Set a monthly limit for a spending category. Spending is added up from your transactions."
      schema={schema}
      defaultValues={defaultValues}
      submitLabel={budget ? 'Save Changes' : 'Create Budget'}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({ id: budget?.id, values });
        toast({
          title: budget ? 'Budget Updated' : 'Budget Created',
          description: `${saved.category} budget has been ${budget ? 'updated' : 'created'} successfully.`,
        });
        onSaved?.(saved);
      }}
    >
      <FormInput<BudgetFormInput>
        name="category"
        label="Category"
        list={listId}
        autoComplete="off"
        placeholder="e.g. Food & Dining"
        wide
      />
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <FormInput<BudgetFormInput>
        name="monthlyBudget"
        label="Monthly budget"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0.00"
        wide
      />
      <FormSelect<BudgetFormInput> name="month" label="Month" options={monthOptions} />
      <FormInput<BudgetFormInput>
        name="year"
        label="Year"
        type="number"
        inputMode="numeric"
        min={1900}
        max={2200}
        step={1}
      />
    </FormDialog>
  );
}
