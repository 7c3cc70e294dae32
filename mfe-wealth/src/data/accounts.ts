import { apiKey, useApiQuery, useRemove, useSave } from '@heirloom/ui';
import { figureKeys } from './summary';

/** `enabled: false` where the accounts are not shared with the person (the API would answer 403). */
export const useAccounts = (options: { enabled?: boolean } = {}) => useApiQuery('/api/accounts', options);

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
