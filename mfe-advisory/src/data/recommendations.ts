import { api, dataOf } from '@heirloom/platform';
import { apiKey, useApiQuery, useSave } from '@heirloom/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** GET /api/recommendations: every status, newest first. */
export const useRecommendations = () => useApiQuery('/api/recommendations');

/** The dashboard lists the first five new ones, so a change of status or a new run changes it too. */
const changed = [apiKey('/api/recommendations'), apiKey('/api/summary')] as const;

/** PATCH /api/recommendations/{id} with {status}: moves one recommendation along its workflow. */
export const useSetRecommendationStatus = () => useSave('/api/recommendations', changed);

/**
 * POST /api/recommendations/generate (the gateway sends it to the AI service): one run of the analyst.
 * Resolves once the lists it changed have been fetched again, so the new rows are on screen by then.
 */
export function useGenerateRecommendations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_variables: { announce: boolean }) => dataOf(api.POST('/api/recommendations/generate')),
    onSuccess: () =>
      Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
        () => undefined,
      ),
  });
}
