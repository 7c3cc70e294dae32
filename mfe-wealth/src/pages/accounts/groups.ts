import type { AccountRow } from '@heirloom/contracts';

/** The page's three lists: banking and savings, investments, credit cards. */
export function accountGroups(accounts: readonly AccountRow[]) {
  return {
    banking: accounts.filter((a) => a.accountType === 'checking' || a.accountType === 'savings'),
    investment: accounts.filter((a) => a.accountType === 'investment'),
    credit: accounts.filter((a) => a.accountType === 'credit'),
  };
}
