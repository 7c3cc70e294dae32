import { apiKey, useApiQuery, useRemove, useSave } from '@heirloom/ui';

export const useBudgets = () => useApiQuery('/api/budgets');

const changed = [apiKey('/api/budgets')];
export const useSaveBudget = () => useSave('/api/budgets', changed);
export const useDeleteBudget = () => useRemove('/api/budgets', changed);
