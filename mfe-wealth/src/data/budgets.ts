import type { BudgetInput, BudgetRow } from '@heirloom/contracts';
import { paths } from './paths';
import { useApiQuery, useRemove, useSave } from '@heirloom/ui';

export const useBudgets = () => useApiQuery<BudgetRow[]>(paths.budgets);

const changed = [[paths.budgets]];
export const useSaveBudget = () => useSave<BudgetInput, BudgetRow>(paths.budgets, changed);
export const useDeleteBudget = () => useRemove(paths.budgets, changed);
