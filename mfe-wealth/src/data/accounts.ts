import type { AccountInput, AccountRow } from '@heirloom/contracts';
import { figureKeys, paths } from './paths';
import { useApiQuery, useRemove, useSave } from '@heirloom/ui';

export const useAccounts = () => useApiQuery<AccountRow[]>(paths.accounts);

const changed = [[paths.accounts], ...figureKeys];
export const useSaveAccount = () => useSave<AccountInput, AccountRow>(paths.accounts, changed);
/** An account's holdings and transactions go with it, and budgets' spending with those. */
export const useDeleteAccount = () =>
  useRemove(paths.accounts, [
    ...changed,
    [paths.holdings],
    [paths.transactions],
    [paths.transactionSummary],
    [paths.budgets],
  ]);
