import type {
  TransactionInput,
  TransactionPage,
  TransactionRow,
  TransactionSummary,
} from '@heirloom/contracts';
import { throwIfResNotOk } from '@heirloom/platform';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { paths } from './paths';
import { queryString, useRemove, useSave } from '@heirloom/ui';

export interface TransactionFilters {
  search?: string;
  from?: string;
  to?: string;
  category?: string;
}

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** One page of matching transactions, newest first (the Recent Transactions card). */
export function useTransactionPage(filters: TransactionFilters, pageSize: number) {
  return useQuery<TransactionPage>({
    queryKey: [paths.transactions, 'page', filters, pageSize],
    queryFn: ({ signal }) =>
      getJson(`${paths.transactions}${queryString({ ...filters, page: 1, pageSize })}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every matching transaction, fetched a page at a time as the history scrolls. */
export function useTransactionHistory(filters: TransactionFilters, pageSize = 200) {
  return useInfiniteQuery<TransactionPage>({
    queryKey: [paths.transactions, 'history', filters, pageSize],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      getJson(`${paths.transactions}${queryString({ ...filters, page: pageParam as number, pageSize })}`, signal),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** Income and expenses over a range (the page's two tiles and its category list). */
export function useTransactionSummary(range: { from?: string; to?: string }) {
  return useQuery<TransactionSummary>({
    queryKey: [paths.transactionSummary, range],
    queryFn: ({ signal }) => getJson(`${paths.transactionSummary}${queryString(range)}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** A transaction changes the lists, the totals and the budgets' spending. */
const changed = [[paths.transactions], [paths.transactionSummary], [paths.budgets]];
export const useSaveTransaction = () => useSave<TransactionInput, TransactionRow>(paths.transactions, changed);
export const useDeleteTransaction = () => useRemove(paths.transactions, changed);
