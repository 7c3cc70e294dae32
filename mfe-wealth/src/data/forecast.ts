// The cash-flow forecast's calls (issue 36 §2), one hook per call through the typed client: the answers'
// types come from the API's OpenAPI document. Every write changes the forecast; a recurring item also
// changes the detector's suggestions (a confirmed or stopped detection is not suggested again).
import type { UpdateForecastSettings } from '@heirloom/contracts';
import { api, dataOf } from '@heirloom/platform';
import { apiKey, useApiQuery, useRemove, useSave } from '@heirloom/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const useForecast = () => useApiQuery('/api/forecast');
export const useRecurringOverview = () => useApiQuery('/api/recurring-items/overview');
export const usePlannedEvents = () => useApiQuery('/api/planned-events');

const recurringChanged = [apiKey('/api/forecast'), apiKey('/api/recurring-items/overview')];
const eventsChanged = [apiKey('/api/forecast'), apiKey('/api/planned-events')];

export const useSaveRecurringItem = () => useSave('/api/recurring-items', recurringChanged);
export const useDeleteRecurringItem = () => useRemove('/api/recurring-items', recurringChanged);

export const useSavePlannedEvent = () => useSave('/api/planned-events', eventsChanged);
export const useDeletePlannedEvent = () => useRemove('/api/planned-events', eventsChanged);

/** The floor and the assumptions: one row per family, so not a collection. */
export function useSaveForecastSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UpdateForecastSettings) =>
      dataOf(api.PATCH('/api/forecast/settings', { body: values })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey('/api/forecast') }),
  });
}
