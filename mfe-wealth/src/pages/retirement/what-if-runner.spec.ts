import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_RETIREMENT_ASSUMPTIONS,
  type RetirementProjectionWire,
  type RetirementScenario,
} from '@heirloom/contracts';
import type { WhatIfRequest } from './what-if';
import { WhatIfRunner, type WhatIfEngine, type WhatIfWorker } from './what-if-runner';

const scenario = (annualSpending: string): RetirementScenario => ({
  adults: [
    {
      name: 'Alex',
      birthYear: 1976,
      retirementAge: 62,
      lifeExpectancy: 95,
      benefitAnnual: '0.00',
      benefitStartAge: 67,
    },
  ],
  startingWealth: '1000000.00',
  annualSavings: '20000.00',
  annualSpending,
  mix: { stocks: 60, bonds: 40, cash: 0 },
  assumptions: DEFAULT_RETIREMENT_ASSUMPTIONS,
});

/** A projection that says which scenario it answers (its spending) and where it was worked out. */
const projection = (spending: string, where: string) =>
  ({ seed: Number(spending), paths: where === 'worker' ? 1 : 2 }) as unknown as RetirementProjectionWire;

/** A worker that holds its requests until the test answers them, in any order. */
class FakeWorker implements WhatIfWorker {
  onmessage: WhatIfWorker['onmessage'] = null;
  onerror: WhatIfWorker['onerror'] = null;
  requests: WhatIfRequest[] = [];
  terminated = false;
  postMessage(request: WhatIfRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(id: number) {
    const request = this.requests.find((r) => r.id === id)!;
    this.onmessage?.({ data: { id, projection: projection(request.scenario.annualSpending, 'worker') } });
  }
  fail() {
    this.onerror?.({ preventDefault: () => {} });
  }
}

function setUp(start: () => WhatIfWorker | null) {
  const delivered: { spending: number; engine: WhatIfEngine }[] = [];
  let starts = 0;
  const runner = new WhatIfRunner(
    () => {
      starts++;
      return start();
    },
    (s) => projection(s.annualSpending, 'page'),
  );
  const ask = (spending: string, run = true) => {
    const id = runner.next();
    if (run)
      runner.run(id, scenario(spending), 2026, (p, engine) => delivered.push({ spending: p!.seed, engine }));
    return id;
  };
  return { runner, delivered, ask, starts: () => starts };
}

describe('the what-if runner', () => {
  it('shows only the latest what-if, however the worker’s answers come back', () => {
    const worker = new FakeWorker();
    const { delivered, ask, starts } = setUp(() => worker);
    const first = ask('100000');
    const second = ask('90000');
    const third = ask('80000');
    expect(worker.requests.map((r) => r.id)).toEqual([first, second, third]);
    // The newest first, then the older two late: they are dropped.
    worker.answer(third);
    worker.answer(first);
    worker.answer(second);
    expect(delivered).toEqual([{ spending: 80000, engine: 'worker' }]);
    expect(starts()).toBe(1);
  });

  it('drops an answer once a newer what-if is asked for, before that one has even run', () => {
    const worker = new FakeWorker();
    const { delivered, ask } = setUp(() => worker);
    const first = ask('100000');
    ask('90000', false); // still waiting for the slider to rest
    worker.answer(first);
    expect(delivered).toEqual([]);
  });

  it('runs on this thread where no worker starts, and asks for one only once', () => {
    const { delivered, ask, starts } = setUp(() => null);
    ask('100000');
    ask('70000');
    expect(delivered).toEqual([
      { spending: 100000, engine: 'page' },
      { spending: 70000, engine: 'page' },
    ]);
    expect(starts()).toBe(1);
  });

  it('moves to this thread when the worker fails, for the pending what-if and every later one', () => {
    const worker = new FakeWorker();
    const { delivered, ask, starts } = setUp(() => worker);
    ask('100000');
    worker.fail();
    expect(worker.terminated).toBe(true);
    expect(delivered).toEqual([{ spending: 100000, engine: 'page' }]);
    ask('60000');
    expect(delivered.at(-1)).toEqual({ spending: 60000, engine: 'page' });
    expect(worker.requests).toHaveLength(1);
    expect(starts()).toBe(1);
  });

  it('starts a new worker after being disposed', () => {
    const workers: FakeWorker[] = [];
    const { runner, ask, starts } = setUp(() => {
      workers.push(new FakeWorker());
      return workers.at(-1)!;
    });
    ask('100000');
    runner.dispose();
    expect(workers[0]!.terminated).toBe(true);
    ask('90000');
    expect(starts()).toBe(2);
    expect(workers[1]!.requests).toHaveLength(1);
  });
});
