// Running the corpus: the families as the analyst sees them (facts over a reader) and as the oracle
// sees them (the snapshot and every row), each entry asked of the analyst and judged, and the
// accuracy written as a compact table.
import type { FamilySnapshot, Transaction, TransactionPage } from '@heirloom/contracts';
import { defaultAssumptions } from '../analytics';
import { analystAnswer } from '../chat/analyst';
import { FamilyFacts } from '../facts/family-facts';
import { ApiClient } from '../data/api-client';
import { loadFamilyData } from '../data/family-data';
import type { ApiProcess } from '../testing/api-process';
import { castellanoFamily, pikeFamily, type CorpusFamily } from './families';
import { judge, judgeStrict, leadOf, type Verdict } from './judge';
import type { Expected, OracleFamily } from './oracle';
import { kinds, type CorpusEntry, type FamilyKey, type Kind } from './questions';
import { rowsReader } from './reader';

export interface LoadedFamily {
  key: FamilyKey;
  oracle: OracleFamily;
  facts: FamilyFacts;
  /** The API's own figures (GET /family), for the demo family: a check on the oracle. */
  apiFigures?: FamilySnapshot['figures'];
}

export function syntheticFamily(key: FamilyKey, family: CorpusFamily): LoadedFamily {
  return {
    key,
    oracle: { data: family.data, rows: family.rows },
    facts: new FamilyFacts(family.data, defaultAssumptions, rowsReader(family.rows, family.data)),
  };
}
export const syntheticFamilies = (): LoadedFamily[] => [
  syntheticFamily('rich', castellanoFamily),
  syntheticFamily('small', pikeFamily),
];

/**
 * The demo family through the real API (the built services/api, seeded): the snapshot the chat loads
 * (GET /family), every transaction row for the oracle (GET /transactions, page by page), and facts
 * that read further through the same session, as in production.
 */
export async function demoFamily(api: ApiProcess): Promise<LoadedFamily> {
  const cookie = await api.signIn('demo', 'demo1234');
  const user = new ApiClient({ baseUrl: api.url, timeoutMs: 10_000 }).forUser(cookie);
  const data = await loadFamilyData(user);
  const rows: Transaction[] = [];
  for (let page = 1; ; page++) {
    const p = await user.get<TransactionPage>('/transactions', { page, pageSize: 200 });
    rows.push(...p.items);
    if (rows.length >= p.total || p.items.length === 0) break;
  }
  const { figures } = await user.get<FamilySnapshot>('/family');
  return {
    key: 'demo',
    oracle: { data, rows },
    facts: new FamilyFacts(data, defaultAssumptions, user),
    apiFigures: figures,
  };
}

export interface Outcome<K extends string = Kind> {
  entry: CorpusEntry<K>;
  expected: Expected | null;
  answer: string;
  verdict: Verdict;
}

/**
 * Asks each entry of the analyst; an oracle that cannot compute (a mislabelled entry) fails loudly. A
 * turn of a conversation gets its earlier questions (`earlier`), else the one before it (`after`).
 * `strict`: judged by judgeStrict (the new corpus's semantics) rather than judge.
 */
export async function runCorpus<K extends string = Kind>(
  entries: readonly CorpusEntry<K>[],
  families: readonly LoadedFamily[],
  { strict = false }: { strict?: boolean } = {},
): Promise<Outcome<K>[]> {
  const byKey = new Map(families.map((f) => [f.key, f]));
  const outcomes: Outcome<K>[] = [];
  for (const entry of entries) {
    const family = byKey.get(entry.family);
    if (!family) continue;
    const expected = entry.expect(family.oracle);
    let answer: string;
    try {
      answer = await analystAnswer(entry.question, family.facts, entry.earlier ?? entry.after);
    } catch (error) {
      answer = `(threw: ${error instanceof Error ? error.message : String(error)})`;
    }
    outcomes.push({ entry, expected, answer, verdict: (strict ? judgeStrict : judge)(answer, expected) });
  }
  return outcomes;
}

export interface Accuracy<K extends string = Kind> {
  kind: K | 'overall';
  passed: number;
  total: number;
  percent: number;
  byFamily: Partial<Record<FamilyKey, { passed: number; total: number }>>;
}

/** Accuracy per kind (in `kindList`'s order, kinds with no entries left out) and overall. */
export function accuracy<K extends string = Kind>(
  outcomes: readonly Outcome<K>[],
  kindList: readonly K[] = kinds as unknown as readonly K[],
): Accuracy<K>[] {
  const of = (kind: K | 'overall', list: readonly Outcome<K>[]): Accuracy<K> => {
    const byFamily: Accuracy<K>['byFamily'] = {};
    for (const o of list) {
      const f = (byFamily[o.entry.family] ??= { passed: 0, total: 0 });
      f.total += 1;
      if (o.verdict.pass) f.passed += 1;
    }
    const passed = list.filter((o) => o.verdict.pass).length;
    return {
      kind,
      passed,
      total: list.length,
      percent: list.length === 0 ? 100 : Math.floor((1000 * passed) / list.length) / 10,
      byFamily,
    };
  };
  return [
    ...kindList
      .map((kind) =>
        of(
          kind,
          outcomes.filter((o) => o.entry.kind === kind),
        ),
      )
      .filter((a) => a.total > 0),
    of('overall', outcomes),
  ];
}

const FAMILIES: readonly FamilyKey[] = ['rich', 'small', 'demo'];

/** One line a kind: passed/total per family and overall, and the percentage. */
export function accuracyTable<K extends string>(rows: readonly Accuracy<K>[]): string {
  const cell = (x?: { passed: number; total: number }) => (x ? `${x.passed}/${x.total}` : '-');
  const line = (cols: string[]) => cols.map((c, i) => (i === 0 ? c.padEnd(20) : c.padStart(9))).join(' ');
  return [
    line(['kind', ...FAMILIES, 'all', 'accuracy']),
    ...rows.map((r) =>
      line([
        r.kind,
        ...FAMILIES.map((f) => cell(r.byFamily[f])),
        `${r.passed}/${r.total}`,
        `${r.percent.toFixed(1)}%`,
      ]),
    ),
  ].join('\n');
}

/** The failing questions, by kind: the question, its family, and why. */
export function failureList<K extends string = Kind>(
  outcomes: readonly Outcome<K>[],
  kindList: readonly K[] = kinds as unknown as readonly K[],
): string {
  return kindList
    .map((kind) => {
      const failed = outcomes.filter((o) => o.entry.kind === kind && !o.verdict.pass);
      if (failed.length === 0) return null;
      return [
        `${kind} (${failed.length} failing)`,
        ...failed.map((o) => `  [${o.entry.family}] "${o.entry.question}" -> ${o.verdict.why}`),
      ].join('\n');
    })
    .filter(Boolean)
    .join('\n');
}

export { leadOf };
