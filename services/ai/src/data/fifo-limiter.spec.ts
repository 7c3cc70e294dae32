import { FifoLimiter } from './fifo-limiter';

/** A task that runs until its `finish` is called, recording when it started. */
function gate(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    task: () => {
      log.push(`start ${name}`);
      return done;
    },
    finish: () => finish(name),
    fail: (error: Error) => fail(error),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('FifoLimiter', () => {
  it('runs at most `limit` tasks at once and starts the others in arrival order', async () => {
    const limiter = new FifoLimiter(2);
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => gate(log, name));
    const results = tasks.map((t) => limiter.run(t.task));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect([limiter.running, limiter.queued]).toEqual([2, 3]);

    tasks[1]!.finish();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    tasks[0]!.finish();
    tasks[2]!.finish();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d', 'start e']);
    expect([limiter.running, limiter.queued]).toEqual([2, 0]);

    tasks[3]!.finish();
    tasks[4]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([limiter.running, limiter.queued]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails, and passes the error on', async () => {
    const limiter = new FifoLimiter(1);
    const log: string[] = [];
    const [first, second] = [gate(log, 'a'), gate(log, 'b')];
    const failed = limiter.run(first.task);
    const next = limiter.run(second.task);
    first.fail(new Error('API down'));
    await expect(failed).rejects.toThrow('API down');
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    second.finish();
    await expect(next).resolves.toBe('b');
    expect(limiter.running).toBe(0);
  });

  it('drops a waiting task whose signal aborts, without running it, and keeps the order of the rest', async () => {
    const limiter = new FifoLimiter(1);
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => gate(log, name));
    const controller = new AbortController();
    const runA = limiter.run(a!.task);
    const runB = limiter.run(b!.task, controller.signal);
    const runC = limiter.run(c!.task);
    controller.abort(new Error('timed out while waiting'));
    await expect(runB).rejects.toThrow('timed out while waiting');
    expect(limiter.queued).toBe(1);

    a!.finish();
    await tick();
    expect(log).toEqual(['start a', 'start c']);
    c!.finish();
    expect(await Promise.all([runA, runC])).toEqual(['a', 'c']);
    expect([limiter.running, limiter.queued]).toEqual([0, 0]);
  });

  it('refuses a task whose signal has already aborted, and a limit below 1', async () => {
    const limiter = new FifoLimiter(3);
    let ran = false;
    await expect(
      limiter.run(
        async () => {
          ran = true;
        },
        AbortSignal.abort(new Error('too late')),
      ),
    ).rejects.toThrow('too late');
    expect(ran).toBe(false);
    expect(() => new FifoLimiter(0)).toThrow('limit must be a positive whole number');
    expect(() => new FifoLimiter(1.5)).toThrow(RangeError);
  });
});
