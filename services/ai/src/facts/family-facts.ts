// One family's data with everything computed from it, each piece computed once on first use. The
// built-in analyst, the area reviews and the tools all read from here. A tool that needs more than the
// snapshot (a spending period or a merchant) reads it through the user's own API session, once per query.
import {
  analyzeFamily,
  analyzeInvestment,
  netWorth,
  type Assumptions,
  type FamilyAnalysis,
  type InvestmentAnalysis,
} from '../analytics';
import type { FamilyData } from '../data/family-data';
import {
  accountFigures,
  budgetFigures,
  investmentFigures,
  netWorthFigures,
  privateInvestmentFigures,
  professionalFigures,
  realEstateFigures,
  spendingFigures,
  taxFigures,
  type AccountFigures,
  type BudgetFigures,
  type InvestmentFigures,
  type NetWorthFigures,
  type PrivateInvestmentFigures,
  type ProfessionalFigures,
  type RealEstateFigures,
  type SpendingFigures,
  type TaxFigures,
} from './figures';
import type { UserApi } from '../data/api-client';
import type { Derived } from '../data/family-snapshot-cache';

/** Reads through the API for the signed-in user; absent where the facts are fixed (tests, reviews). */
export type FactsReader = Pick<UserApi, 'get'>;

/**
 * Reads whose answer depends only on what GET /api/family's version covers (the transactions and the
 * accounts) and on the query: kept with the snapshot, not only for the question.
 */
const VERSIONED_READS = new Set(['/transactions/summary']);

/**
 * At most this many such reads are kept with one snapshot (a few kilobytes each): a family asking
 * about ever new merchants on unchanged data must not grow the cache past its AI_FAMILY_CACHE_MB.
 */
export const MAX_KEPT_READS = 100;

export class FamilyFacts {
  /** This question's reads through the API: each path and query once. */
  private readonly reads = new Map<string, unknown>();

  constructor(
    readonly data: FamilyData,
    readonly assumptions: Assumptions,
    private readonly api?: FactsReader,
    /**
     * What is computed from this snapshot of the family's data (and the process's fixed assumptions),
     * shared by every question asked of it (FamilySnapshotCache): nothing in it may be changed.
     */
    private readonly computed: Derived = new Map(),
  ) {}

  /**
   * GET through the API, each path and query read once per question (a tool may be called twice). The
   * sums of transactions are kept with the snapshot: its version moves with every change of a
   * transaction or an account, so they hold for every later question on it (a failed read is not kept).
   */
  read<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
    if (!this.api) return Promise.reject(new Error(`No API to read ${path} from`));
    const key = `${path} ${JSON.stringify(query)}`;
    const api = this.api;
    const snapshotReads = this.derived('reads', () => new Map<string, unknown>());
    const keepable =
      VERSIONED_READS.has(path) && (snapshotReads.has(key) || snapshotReads.size < MAX_KEPT_READS);
    const kept = keepable ? snapshotReads : this.reads;
    if (!kept.has(key)) {
      const reading = api.get<T>(path, query);
      kept.set(key, reading);
      reading.catch(() => {
        if (kept.get(key) === reading) kept.delete(key);
      });
    }
    return kept.get(key) as Promise<T>;
  }

  get today(): string {
    return this.data.today;
  }

  get analysis(): FamilyAnalysis {
    return this.once('analysis', () => analyzeFamily(this.data, this.assumptions));
  }
  // Net worth and spending need one analysis each, not all of them: the whole analysis of 10,000
  // holdings (tax harvesting above all) was most of a net-worth reply's time (docs/benchmarks.md).
  get netWorth(): NetWorthFigures {
    return this.once('netWorth', () => netWorthFigures(this.data, netWorth(this.data)));
  }
  get accounts(): AccountFigures {
    return this.once('accounts', () => accountFigures(this.data));
  }
  /** The investment analysis alone (idle cash, concentration), or the whole analysis's when it ran. */
  get investment(): InvestmentAnalysis {
    return this.once('investment', () =>
      this.computed.has('analysis')
        ? this.analysis.investment
        : analyzeInvestment(this.data, this.assumptions).analysis,
    );
  }
  get spending(): SpendingFigures {
    return this.once('spending', () => spendingFigures(this.data, this.investment));
  }
  get budgets(): BudgetFigures {
    return this.once('budgets', () => budgetFigures(this.data, this.spending));
  }
  get investments(): InvestmentFigures {
    return this.once('investments', () => investmentFigures(this.data));
  }
  get realEstate(): RealEstateFigures {
    return this.once('realEstate', () => realEstateFigures(this.data));
  }
  get taxes(): TaxFigures {
    return this.once('taxes', () => taxFigures(this.data));
  }
  get privateInvestments(): PrivateInvestmentFigures {
    return this.once('privateInvestments', () => privateInvestmentFigures(this.data));
  }
  get professionals(): ProfessionalFigures {
    return this.once('professionals', () => professionalFigures(this.data));
  }

  /**
   * A value computed from `data` alone (never from a read or the question), once per snapshot: every
   * later question about the same data reuses it. `key` names what it is.
   */
  derived<T>(key: string, compute: () => T): T {
    return this.once(`derived:${key}`, compute);
  }

  private once<T>(key: string, compute: () => T): T {
    if (!this.computed.has(key)) this.computed.set(key, compute());
    return this.computed.get(key) as T;
  }
}
