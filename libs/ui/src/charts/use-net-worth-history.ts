// GET /api/net-worth/history, one cached answer per range. Neither libs/platform nor libs/ui kept data
// hooks before this one, so it sits beside the chart that reads it.
import type { NetWorthHistory, NetWorthRange } from '@heirloom/contracts';
import { api, dataOf } from '@heirloom/platform';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * Query keys of the net-worth history. Cached answers never go stale (spec section 9), so a screen
 * that changes accounts, properties, mortgages, placements or businesses invalidates `netWorthKeys.all`.
 */
export const netWorthKeys = {
  all: ['net-worth'] as const,
  history: (range: NetWorthRange) => ['net-worth', 'history', range] as const,
};

export function fetchNetWorthHistory(range: NetWorthRange, signal?: AbortSignal): Promise<NetWorthHistory> {
  return dataOf(api.GET('/api/net-worth/history', { params: { query: { range } }, signal }));
}

/** The user's net worth over `range`; the previous range's line stays up while the next one loads. */
export function useNetWorthHistory(range: NetWorthRange) {
  return useQuery({
    queryKey: netWorthKeys.history(range),
    queryFn: ({ signal }) => fetchNetWorthHistory(range, signal),
    placeholderData: keepPreviousData,
  });
}
