import { FairLimiter } from './fair-limiter';

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

describe('FairLimiter', () => {
  it('runs at most `limit` tasks at once and starts the others in arrival order', async () => {
    const limiter = new FairLimiter(2);
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
    const limiter = new FairLimiter(1);
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
    const limiter = new FairLimiter(1);
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
    const limiter = new FairLimiter(3);
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
    expect(() => new FairLimiter(0)).toThrow('limit must be a positive whole number');
    expect(() => new FairLimiter(1.5)).toThrow(RangeError);
  });

  it("serves a second family before the rest of one family's burst", async () => {
    const limiter = new FairLimiter(2);
    const log: string[] = [];
    const burst = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((name) => gate(log, name));
    const runs = burst.map((t) => limiter.run(t.task, undefined, 'family-a'));
    await tick();
    const b = gate(log, 'b1');
    const runB = limiter.run(b.task, undefined, 'family-b');
    expect(log).toEqual(['start a1', 'start a2']);

    // The first slot freed goes to family B, not to the burst's third call.
    burst[0]!.finish();
    await tick();
    expect(log).toEqual(['start a1', 'start a2', 'start b1']);
    b.finish();
    await expect(runB).resolves.toBe('b1');
    // The burst then goes on in its own order.
    for (const t of burst.slice(1)) {
      t.finish();
      await tick();
    }
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
    expect(log.filter((line) => line.startsWith('start a'))).toEqual(
      ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((name) => `start ${name}`),
    );
    expect([limiter.running, limiter.queued]).toEqual([0, 0]);
  });

  it('takes waiting families in turn, one call each, who waited longest first', async () => {
    const limiter = new FairLimiter(1);
    const log: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const queue = (key: string, name: string) => {
      const g = gate(log, name);
      gates.set(name, g);
      return limiter.run(g.task, undefined, key);
    };
    const runs = [
      queue('x', 'x0'),
      queue('x', 'x1'),
      queue('x', 'x2'),
      queue('y', 'y1'),
      queue('y', 'y2'),
      queue('z', 'z1'),
    ];
    for (let i = 0; i < runs.length; i++) {
      await tick();
      gates.get(log.at(-1)!.replace('start ', ''))!.finish();
    }
    await Promise.all(runs);
    expect(log).toEqual(['x0', 'x1', 'y1', 'z1', 'x2', 'y2'].map((name) => `start ${name}`));
  });
});
