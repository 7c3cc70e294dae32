import { api, dataOf } from '@heirloom/platform';
import { apiKey, filledIn, useRemove, useSave } from '@heirloom/ui';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';

export interface TransactionFilters {
  search?: string;
  from?: string;
  to?: string;
  category?: string;
}

const list = (filters: TransactionFilters, page: number, pageSize: number, signal: AbortSignal) =>
  dataOf(
    api.GET('/api/transactions', { params: { query: filledIn({ ...filters, page, pageSize }) }, signal }),
  );

/** One page of matching transactions, newest first (the Recent Transactions card). */
export function useTransactionPage(filters: TransactionFilters, pageSize: number) {
  return useQuery({
    queryKey: [...apiKey('/api/transactions'), 'page', filters, pageSize],
    queryFn: ({ signal }) => list(filters, 1, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every matching transaction, fetched a page at a time as the history scrolls. */
export function useTransactionHistory(filters: TransactionFilters, pageSize = 200) {
  return useInfiniteQuery({
    queryKey: [...apiKey('/api/transactions'), 'history', filters, pageSize],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => list(filters, pageParam, pageSize, signal),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** Income and expenses over a range (the page's two tiles and its category list). */
export function useTransactionSummary(range: { from?: string; to?: string }) {
  return useQuery({
    queryKey: [...apiKey('/api/transactions/summary'), range],
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/transactions/summary', { params: { query: filledIn(range) }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** A transaction changes the lists, the totals and the budgets' spending. */
const changed = [apiKey('/api/transactions'), apiKey('/api/transactions/summary'), apiKey('/api/budgets')];
export const useSaveTransaction = () => useSave('/api/transactions', changed);
export const useDeleteTransaction = () => useRemove('/api/transactions', changed);
