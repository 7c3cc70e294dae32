// The fake API a synthetic family's facts read through: GET /transactions/summary answered from the
// family's plain rows, as the API sums them (testing/rows-summary.ts), an open end of the range being
// every day; and GET /family's "last 365 days" snapshot built the same way.
import type { Transaction, TransactionSummary } from '@heirloom/contracts';
import type { FactsReader } from '../facts/family-facts';
import { rowsSummary } from '../testing/rows-summary';

type Query = Record<string, string | number | undefined>;

export function summaryOf(rows: readonly Transaction[], query: Query): TransactionSummary {
  return rowsSummary(rows, {
    ...query,
    from: query.from === undefined ? '0000-01-01' : String(query.from),
    to: query.to === undefined ? '9999-12-31' : String(query.to),
  });
}

/** Answers the summary reads; any other path is a read the fake does not serve (the answer then fails). */
export function rowsReader(rows: readonly Transaction[]): FactsReader {
  return {
    get: async <T>(path: string, query: Query = {}): Promise<T> => {
      if (path !== '/transactions/summary') throw new Error(`The corpus reader has no ${path}`);
      return summaryOf(rows, query) as T;
    },
  };
}
