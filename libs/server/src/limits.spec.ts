// createCounter on each store it can be given: memory here always, Redis when TEST_REDIS_URL is set
// (e.g. redis://127.0.0.1:6379). The SQL stores are covered by the API's suites on its database.
import { randomBytes } from 'node:crypto';
import {
  closeCounterStore,
  counterKey,
  createCounter,
  MEMORY_STORE,
  redisCounterStore,
  takePoint,
  type CounterStore,
} from './limits';

const redisUrl = process.env.TEST_REDIS_URL;

describe.each([
  ['memory', () => MEMORY_STORE],
  ...(redisUrl ? [['redis', () => redisCounterStore(redisUrl)] as const] : []),
] as const)('createCounter on %s', (_kind, makeStore) => {
  let store: CounterStore;
  beforeAll(() => {
    store = makeStore();
  });
  afterAll(async () => {
    await closeCounterStore(store);
  });

  it('allows `points` a window, then says how long to wait; counters given one store share counts', async () => {
    const name = `test-${randomBytes(4).toString('hex')}`;
    // Two counters with the same name on the same store: two replicas.
    const one = createCounter({ name, points: 2, windowSeconds: 30, store });
    const two = createCounter({ name, points: 2, windowSeconds: 30, store });
    expect(await takePoint(one, 'k')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    if (store.kind !== 'memory') {
      expect(await takePoint(two, 'k')).toEqual({ allowed: true, retryAfterSeconds: 0 });
      const refused = await takePoint(one, 'k');
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(29);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
    } else {
      await takePoint(one, 'k');
      expect((await takePoint(one, 'k')).allowed).toBe(false);
      // Memory is each counter's own: what the stores are for.
      expect((await takePoint(two, 'k')).allowed).toBe(true);
    }
  });
});

describe('counterKey', () => {
  it('keeps short parts and hashes long ones to a bounded length', () => {
    expect(counterKey('ada|127.0.0.1')).toBe('ada|127.0.0.1');
    const long = counterKey('x'.repeat(1_000));
    expect(long).toMatch(/^sha256:[\w-]{43}$/);
    expect(counterKey('x'.repeat(1_000))).toBe(long);
  });
});
