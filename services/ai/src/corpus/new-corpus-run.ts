// Running the new corpus (issue 33): each half through the built-in analyst, judged strictly. The dev
// half's report lists its failing questions; the held-out half's report gives only its score per kind
// and in total, never a question or an answer, so that the analyst can be worked on without reading
// what the held-out half catches.
import { newCorpusFamilies, newKinds, type NewEntry, type NewKind } from './new-corpus';
import { accuracy, accuracyTable, runCorpus, type Accuracy, type LoadedFamily, type Outcome } from './run';

export type NewOutcome = Outcome<NewKind>;

export async function runNewCorpus(
  entries: readonly NewEntry[],
  families: readonly LoadedFamily[] = newCorpusFamilies(),
): Promise<NewOutcome[]> {
  return runCorpus(entries, families, { strict: true });
}

export const newAccuracy = (outcomes: readonly NewOutcome[]): Accuracy<NewKind>[] =>
  accuracy(outcomes, newKinds);

/** "dev 61/93 (65.5%)": the overall score of a half, for bench.mjs and the docs. */
export function scoreOf(label: string, outcomes: readonly NewOutcome[]): string {
  const all = newAccuracy(outcomes).find((a) => a.kind === 'overall')!;
  return `${label} ${all.passed}/${all.total} (${all.percent.toFixed(1)}%)`;
}

/** The dev half: its table, then each failing question (with a conversation's earlier turns) and why. */
export function devReport(outcomes: readonly NewOutcome[], label = 'dev half'): string {
  const failing = newKinds
    .map((kind) => {
      const failed = outcomes.filter((o) => o.entry.kind === kind && !o.verdict.pass);
      if (failed.length === 0) return null;
      return [
        `${kind} (${failed.length} failing)`,
        ...failed.map((o) => {
          const before = o.entry.earlier?.map((q) => `"${q}" then `).join('') ?? '';
          return `  [${o.entry.family}] ${before}"${o.entry.question}" -> ${o.verdict.why}`;
        }),
      ].join('\n');
    })
    .filter(Boolean);
  return [
    `New corpus, ${label} (built-in analyst, ${outcomes.length} questions)`,
    accuracyTable(newAccuracy(outcomes)),
    '',
    failing.length > 0 ? `Failing questions:\n${failing.join('\n')}` : 'No failing questions.',
  ].join('\n');
}

/** The held-out half: its score per kind and in total, and nothing else. */
export function heldOutReport(outcomes: readonly NewOutcome[]): string {
  return [
    `New corpus, held-out half (built-in analyst, ${outcomes.length} questions; its failures are not shown)`,
    accuracyTable(newAccuracy(outcomes)),
  ].join('\n');
}
