// The fake API a synthetic family's facts read through: GET /transactions/summary answered from the
// family's plain rows, as the API sums them (testing/rows-summary.ts), an open end of the range being
// every day; and GET /family's "last 365 days" snapshot built the same way. With the family's lists:
// GET /private-placements/metrics as the API answers it once the ledger migration has turned each
// placement's totals into one dated entry each (the same engine, lp-returns.ts), and GET /retirement of a
// family that has entered no birth years (a synthetic family has none).
import {
  lpMetrics,
  programMetrics,
  type LedgerFlow,
  type LpPosition,
  type PrivatePlacement,
  type PrivateProgram,
  type Transaction,
  type TransactionSummary,
} from '@heirloom/contracts';
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

/** The migration's ledger of one placement: its calls and its distributions, each one entry on its investment date. */
function positionOf(p: PrivatePlacement): LpPosition {
  const ledger: LedgerFlow[] = [];
  const date = p.investmentDate;
  if (p.capitalCalls && Number(p.capitalCalls) !== 0)
    ledger.push({ date, type: 'capital_call', amount: p.capitalCalls });
  if (p.distributionsMade && Number(p.distributionsMade) !== 0)
    ledger.push({ date, type: 'distribution', amount: p.distributionsMade });
  return { commitment: p.commitment, nav: p.currentValue, ledger };
}

function programOf(placements: readonly PrivatePlacement[], today: string): PrivateProgram {
  return {
    asOf: today,
    placements: placements.map((p) => ({
      placementId: p.id,
      name: p.name,
      metrics: lpMetrics(positionOf(p), today),
      jCurve: [],
    })),
    program: programMetrics(placements.map(positionOf), today),
    jCurve: [],
  };
}

/**
 * Answers the summary reads (and, given the family's lists, the placements' measures and an empty
 * retirement plan); any other path is a read the fake does not serve (the answer then fails).
 */
export function rowsReader(
  rows: readonly Transaction[],
  family?: { today: string; privatePlacements: readonly PrivatePlacement[] },
): FactsReader {
  return {
    get: async <T>(path: string, query: Query = {}): Promise<T> => {
      if (path === '/transactions/summary') return summaryOf(rows, query) as T;
      if (family && path === '/private-placements/metrics')
        return programOf(family.privatePlacements, family.today) as T;
      if (family && path === '/retirement')
        return { year: Number(family.today.slice(0, 4)), scenario: { adults: [] }, projection: null } as T;
      throw new Error(`The corpus reader has no ${path}`);
    },
  };
}
