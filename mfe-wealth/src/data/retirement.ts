// Retirement odds' calls (issue 36 §3), and the what-ifs: run in a Web Worker on the same engine the
// API runs (libs/contracts/src/planning), which measures faster than asking the server for every drag
// (no round trip; `BENCH_ONLY=montecarlo npm run bench` times both engines), and falls back to this
// thread where a worker cannot start.
import type {
  RetirementInputsInput,
  RetirementPlan,
  RetirementProjectionWire,
  RetirementScenario,
} from '@heirloom/contracts';
import { apiRequest } from '@heirloom/platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { projectionWire, type WhatIfRequest, type WhatIfAnswer } from '../pages/retirement/what-if';

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

/** Milliseconds a what-if waits for the slider to rest before it runs. */
export const WHAT_IF_DEBOUNCE_MS = 120;

function startWorker(): Worker | null {
  try {
    return new Worker(new URL('../pages/retirement/what-if.worker.ts', import.meta.url));
  } catch {
    return null;
  }
}

/**
 * The projection of `scenario` (null: none asked), recomputed as it changes: debounced, one run at a
 * time, the latest scenario winning. `pending` while a newer one is being computed.
 */
export function useWhatIf(scenario: RetirementScenario | null, year: number) {
  const [answer, setAnswer] = useState<{ key: string; projection: RetirementProjectionWire | null } | null>(
    null,
  );
  const worker = useRef<Worker | null | undefined>(undefined);
  const latest = useRef(0);
  const key = scenario ? JSON.stringify(scenario) : '';

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = undefined;
    },
    [],
  );

  useEffect(() => {
    if (!scenario) return;
    const id = ++latest.current;
    const timer = setTimeout(() => {
      const request: WhatIfRequest = { id, scenario, year };
      const done = (data: WhatIfAnswer) => {
        if (data.id === latest.current) setAnswer({ key, projection: data.projection });
      };
      if (worker.current === undefined) worker.current = startWorker();
      const running = worker.current;
      if (!running) {
        done({ id, projection: projectionWire(scenario, year) });
        return;
      }
      running.onmessage = (event: MessageEvent<WhatIfAnswer>) => done(event.data);
      running.onerror = () => {
        // A worker that cannot load (a blocked chunk): compute here from now on.
        running.terminate();
        worker.current = null;
        done({ id, projection: projectionWire(scenario, year) });
      };
      running.postMessage(request);
    }, WHAT_IF_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `key` stands for the scenario's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, year]);

  const current = answer && answer.key === key ? answer.projection : undefined;
  return {
    projection: current ?? answer?.projection ?? null,
    pending: Boolean(scenario) && current === undefined,
  };
}
