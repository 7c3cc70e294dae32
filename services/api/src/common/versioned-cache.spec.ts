import { VersionedCache } from './versioned-cache';

describe('VersionedCache', () => {
  const counting = () => {
    const calls: string[] = [];
    const compute = (value: string) => () => {
      calls.push(value);
      return Promise.resolve(value);
    };
    return { calls, compute };
  };

  it('answers what it kept while the tag is the same, and computes anew under another tag', async () => {
    const cache = new VersionedCache<string>(10);
    const { calls, compute } = counting();
    expect(await cache.get('family', '1.2026-11-26', compute('a'))).toBe('a');
    expect(await cache.get('family', '1.2026-11-26', compute('b'))).toBe('a');
    expect(await cache.get('family', '2.2026-11-26', compute('c'))).toBe('c');
    expect(await cache.get('family', '2.2026-11-27', compute('d'))).toBe('d');
    // An older tag is not the kept one either: computed, not answered from another version.
    expect(await cache.get('family', '1.2026-11-26', compute('e'))).toBe('e');
    expect(calls).toEqual(['a', 'c', 'd', 'e']);
  });

  it('keeps each key apart', async () => {
    const cache = new VersionedCache<string>(10);
    const { compute } = counting();
    await cache.get('one', '1', compute('one’s'));
    expect(await cache.get('two', '1', compute('two’s'))).toBe('two’s');
    expect(await cache.get('one', '1', compute('never'))).toBe('one’s');
  });

  it('shares one computation among reads that miss at once', async () => {
    const cache = new VersionedCache<string>(10);
    let release!: (value: string) => void;
    let calls = 0;
    const compute = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const reads = [cache.get('family', '1', compute), cache.get('family', '1', compute)];
    release('summary');
    expect(await Promise.all(reads)).toEqual(['summary', 'summary']);
    expect(calls).toBe(1);
  });

  it('keeps no failure: the next read computes again', async () => {
    const cache = new VersionedCache<string>(10);
    await expect(cache.get('family', '1', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(cache.size).toBe(0);
    expect(await cache.get('family', '1', () => Promise.resolve('back'))).toBe('back');
  });

  it('drops the least recently read key past its bound', async () => {
    const cache = new VersionedCache<string>(2);
    const { calls, compute } = counting();
    await cache.get('a', '1', compute('a'));
    await cache.get('b', '1', compute('b'));
    await cache.get('a', '1', compute('a again')); // a is now the most recent
    await cache.get('c', '1', compute('c')); // b goes
    expect(cache.size).toBe(2);
    await cache.get('a', '1', compute('a recomputed'));
    await cache.get('b', '1', compute('b recomputed'));
    expect(calls).toEqual(['a', 'b', 'c', 'b recomputed']);
  });
});
