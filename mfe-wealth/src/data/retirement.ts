// Retirement odds' calls (issue 36 §3), and the what-ifs: worked out on this page, debounced, by the
// same engine the API runs (libs/contracts/src/planning), with no round trip to the server for every
// drag. A Web Worker was measured (`BENCH_ONLY=montecarlo npm run bench`: the engine takes as long
// there as in Node) but a worker chunk of a federated remote gets the Module Federation runtime, which
// fails outside a page ("setGlobalFederationConstructor" of undefined); see the README.
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

/**
 * The projection of `scenario` (null: none asked), recomputed as it changes, once the slider rests;
 * `pending` while the shown projection is not yet the latest scenario's.
 */
export function useWhatIf(scenario: RetirementScenario | null, year: number) {
  const [answer, setAnswer] = useState<{ key: string; projection: RetirementProjectionWire | null } | null>(
    null,
  );
  const key = scenario ? JSON.stringify(scenario) : '';

  useEffect(() => {
    if (!scenario) return;
    const timer = setTimeout(
      () => setAnswer({ key, projection: projectionWire(scenario, year) }),
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
  };
}
