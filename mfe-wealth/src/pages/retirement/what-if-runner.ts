// The what-ifs' runs, in order: each gets a sequence id when it is asked for (before the debounce), and
// an answer is delivered only while its id is still the latest, so a slow answer to an older scenario
// never overwrites a newer one. Runs go to the Web Worker; where none starts, or it fails (its script
// blocked or missing), they run on this thread by the same engine from then on.
import type { RetirementProjectionWire, RetirementScenario } from '@heirloom/contracts';
import type { WhatIfAnswer, WhatIfRequest } from './what-if';

/** Where a what-if was worked out: the Web Worker, or this page's thread. */
export type WhatIfEngine = 'worker' | 'page';

/** The part of a Worker the runner uses. */
export interface WhatIfWorker {
  onmessage: ((event: { data: WhatIfAnswer }) => void) | null;
  onerror: ((event: { preventDefault(): void }) => void) | null;
  postMessage(request: WhatIfRequest): void;
  terminate(): void;
}

export class WhatIfRunner {
  private worker: WhatIfWorker | null | undefined = undefined;
  private latest = 0;

  constructor(
    /** Starts the worker (once, when the first run is due); null when it cannot. */
    private readonly startWorker: () => WhatIfWorker | null,
    /** The engine on this thread. */
    private readonly compute: (scenario: RetirementScenario, year: number) => RetirementProjectionWire | null,
  ) {}

  /** A new what-if is asked for: its id. Every answer to an earlier one is dropped from now on. */
  next(): number {
    return ++this.latest;
  }

  /** Runs what-if `id`; `deliver` gets its answer if `id` is still the latest when it arrives. */
  run(
    id: number,
    scenario: RetirementScenario,
    year: number,
    deliver: (projection: RetirementProjectionWire | null, engine: WhatIfEngine) => void,
  ): void {
    const onThisThread = () => {
      if (id === this.latest) deliver(this.compute(scenario, year), 'page');
    };
    if (this.worker === undefined) this.worker = this.startWorker();
    const running = this.worker;
    if (!running) {
      onThisThread();
      return;
    }
    running.onmessage = (event) => {
      if (event.data.id === this.latest) deliver(event.data.projection, 'worker');
    };
    running.onerror = (event) => {
      event.preventDefault();
      running.terminate();
      this.worker = null;
      onThisThread();
    };
    running.postMessage({ id, scenario, year });
  }

  /** Ends the worker; a later run starts a new one. */
  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }
}
