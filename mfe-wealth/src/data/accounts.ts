import { apiKey, useApiQuery, useRemove, useSave } from '@heirloom/ui';
import { figureKeys } from './summary';

export const useAccounts = () => useApiQuery('/api/accounts');

const changed = [apiKey('/api/accounts'), ...figureKeys];
export const useSaveAccount = () => useSave('/api/accounts', changed);
/** An account's holdings and transactions go with it, and budgets' spending with those. */
export const useDeleteAccount = () =>
  useRemove('/api/accounts', [
    ...changed,
    apiKey('/api/holdings'),
    apiKey('/api/transactions'),
    apiKey('/api/transactions/summary'),
    apiKey('/api/budgets'),
  ]);
