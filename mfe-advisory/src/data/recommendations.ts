import type {
  GenerateRecommendationsResult,
  RecommendationRow,
  UpdateRecommendationStatus,
} from '@heirloom/contracts';
import { apiRequest } from '@heirloom/platform';
import { useApiQuery, useSave } from '@heirloom/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from './paths';

/** GET /api/recommendations: every status, newest first. */
export const useRecommendations = () => useApiQuery<RecommendationRow[]>(paths.recommendations);

/** The dashboard lists the first five new ones, so a change of status or a new run changes it too. */
const changed = [[paths.recommendations], [paths.summary]] as const;

/** PATCH /api/recommendations/{id} with {status}: moves one recommendation along its workflow. */
export const useSetRecommendationStatus = () =>
  useSave<UpdateRecommendationStatus, RecommendationRow>(paths.recommendations, changed);

/**
 * POST /api/recommendations/generate (the gateway sends it to the AI service): one run of the analyst.
 * Resolves once the lists it changed have been fetched again, so the new rows are on screen by then.
 */
export function useGenerateRecommendations() {
  const queryClient = useQueryClient();
  return useMutation<GenerateRecommendationsResult, Error, { announce: boolean }>({
    mutationFn: async () => {
      const res = await apiRequest('POST', paths.generateRecommendations);
      return (await res.json()) as GenerateRecommendationsResult;
    },
    onSuccess: () =>
      Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined),
  });
}
