// Retirement odds' calls (issue 36 §3), and the what-ifs: run in a Web Worker on the same engine the
// API runs (libs/contracts/src/planning), debounced, with no round trip to the server for every drag.
// `BENCH_ONLY=montecarlo npm run bench` measures the worker against POST /api/retirement/simulate,
// back to back: the worker is the faster (see the README's "Retirement odds"). The worker is a bundle
// of its own, built outside Module Federation (tools/rspack/worker-bundle.mjs).
import type {
  RetirementInputsInput,
  RetirementPlan,
  RetirementProjectionWire,
  RetirementScenario,
} from '@heirloom/contracts';
import { apiRequest } from '@heirloom/platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { projectionWire } from '../pages/retirement/what-if';
import { WhatIfRunner, type WhatIfEngine, type WhatIfWorker } from '../pages/retirement/what-if-runner';

export const retirementKey = ['/api/retirement'] as const;

export const useRetirementPlan = () =>
  useQuery({
    queryKey: retirementKey,
    queryFn: async () => (await (await apiRequest('GET', '/api/retirement')).json()) as RetirementPlan,
  });

export function useSaveRetirementPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RetirementInputsInput) =>
      (await (await apiRequest('PUT', '/api/retirement', body)).json()) as RetirementPlan,
    onSuccess: (plan) => client.setQueryData(retirementKey, plan),
  });
}

/** Milliseconds a what-if waits for the slider to rest before it runs (one run takes ~40-80 ms). */
export const WHAT_IF_DEBOUNCE_MS = 150;

// The worker's file name, relative to this remote's public path: defined by the remote's build
// (tools/rspack/worker-bundle.mjs), absent elsewhere (the prerender's Node bundle, the unit tests).
declare const WHAT_IF_WORKER: string;
declare const __webpack_public_path__: string;

/**
 * The what-ifs' worker, loaded relative to the remote's public path (behind the gateway at
 * /remotes/wealth/, from a release's folder, from the remote's own server alike). Null when it cannot
 * start: no Worker here, no worker built, or a remote served from another origin than the page (a
 * worker's script must come from the page's origin; the site's CSP allows 'self' and nothing else).
 */
function startWorker(): WhatIfWorker | null {
  if (typeof Worker === 'undefined' || typeof WHAT_IF_WORKER === 'undefined') return null;
  try {
    return new Worker(
      new URL(WHAT_IF_WORKER, new URL(__webpack_public_path__, window.location.href)),
    ) as unknown as WhatIfWorker;
  } catch {
    return null;
  }
}

/**
 * The projection of `scenario` (null: none asked), recomputed as it changes, once the slider rests;
 * `pending` while the shown projection is not yet the latest scenario's; `engine`, where the shown one
 * was worked out. WhatIfRunner keeps a slow answer to an older scenario from overwriting a newer one,
 * and runs on this thread where the worker cannot start or fails: slower to the touch, the same figures.
 */
export function useWhatIf(scenario: RetirementScenario | null, year: number) {
  const [answer, setAnswer] = useState<{
    key: string;
    projection: RetirementProjectionWire | null;
    engine: WhatIfEngine;
  } | null>(null);
  const [runner] = useState(() => new WhatIfRunner(startWorker, projectionWire));
  const key = scenario ? JSON.stringify(scenario) : '';

  useEffect(() => () => runner.dispose(), [runner]);

  useEffect(() => {
    if (!scenario) return;
    const id = runner.next();
    const timer = setTimeout(
      () => runner.run(id, scenario, year, (projection, engine) => setAnswer({ key, projection, engine })),
      WHAT_IF_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
    // `key` stands for the scenario's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, year]);

  const current = answer && answer.key === key ? answer.projection : undefined;
  return {
    projection: current ?? answer?.projection ?? null,
    pending: Boolean(scenario) && current === undefined,
    engine: answer?.engine ?? null,
  };
}
