// FamilyFacts.read: transaction sums kept with the snapshot (every question on it shares them), other
// reads only for the question, and a failed read never kept.
import { defaultAssumptions } from '../analytics';
import { emptyFamily } from '../data/empty-family';
import { FamilyFacts, MAX_KEPT_READS, type FactsReader } from './family-facts';

function countingReader(fail = new Set<string>()) {
  const calls: string[] = [];
  const reader: FactsReader = {
    get: async <T>(path: string, query?: Record<string, string | number | undefined>) => {
      const key = `${path} ${JSON.stringify(query ?? {})}`;
      calls.push(key);
      if (fail.has(key)) throw new Error('down');
      return { path, query } as T;
    },
  };
  return { reader, calls };
}

describe('FamilyFacts.read', () => {
  const data = emptyFamily;

  it('keeps the sums of transactions for every question on the same snapshot', async () => {
    const { reader, calls } = countingReader();
    const derived = new Map<string, unknown>();
    const first = new FamilyFacts(data, defaultAssumptions, reader, derived);
    const second = new FamilyFacts(data, defaultAssumptions, reader, derived);
    const range = { from: '2026-01-01', to: '2026-03-31' };
    expect(await first.read('/transactions/summary', range)).toEqual(
      await second.read('/transactions/summary', range),
    );
    await second.read('/transactions/summary', { ...range, merchant: 'blue bottle' });
    expect(calls).toHaveLength(2);
    // Another snapshot (the family changed) reads again.
    await new FamilyFacts(data, defaultAssumptions, reader, new Map()).read('/transactions/summary', range);
    expect(calls).toHaveLength(3);
  });

  it('keeps at most MAX_KEPT_READS of them with a snapshot; the rest are read for the question', async () => {
    const { reader, calls } = countingReader();
    const derived = new Map<string, unknown>();
    const ask = (merchant: string) =>
      new FamilyFacts(data, defaultAssumptions, reader, derived).read('/transactions/summary', { merchant });
    for (let i = 0; i < MAX_KEPT_READS + 5; i++) await ask(`shop ${i}`);
    expect(calls).toHaveLength(MAX_KEPT_READS + 5);
    await ask('shop 0');
    expect(calls).toHaveLength(MAX_KEPT_READS + 5);
    await ask(`shop ${MAX_KEPT_READS + 1}`);
    expect(calls).toHaveLength(MAX_KEPT_READS + 6);
  });

  it('reads anything else once per question only', async () => {
    const { reader, calls } = countingReader();
    const derived = new Map<string, unknown>();
    const first = new FamilyFacts(data, defaultAssumptions, reader, derived);
    await first.read('/accounts');
    await first.read('/accounts');
    await new FamilyFacts(data, defaultAssumptions, reader, derived).read('/accounts');
    expect(calls).toEqual(['/accounts {}', '/accounts {}']);
  });

  it('keeps no failed read', async () => {
    const range = { from: '2026-01-01', to: '2026-03-31' };
    const failing = new Set([`/transactions/summary ${JSON.stringify(range)}`]);
    const { reader, calls } = countingReader(failing);
    const derived = new Map<string, unknown>();
    await expect(
      new FamilyFacts(data, defaultAssumptions, reader, derived).read('/transactions/summary', range),
    ).rejects.toThrow('down');
    failing.clear();
    await expect(
      new FamilyFacts(data, defaultAssumptions, reader, derived).read('/transactions/summary', range),
    ).resolves.toBeDefined();
    expect(calls).toHaveLength(2);
  });
});
