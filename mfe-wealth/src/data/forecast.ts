// The cash-flow forecast's calls (issue 36 §2). The answers are typed by the contracts' zod types, the
// same schemas the API declares them with (and that its OpenAPI document is generated from).
import type {
  Forecast,
  ForecastSettings,
  ForecastSettingsInput,
  PlannedEventInput,
  PlannedEventRow,
  RecurringItemInput,
  RecurringItemRow,
  RecurringOverview,
} from '@heirloom/contracts';
import { apiRequest, apiSend, type HttpMethod } from '@heirloom/platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const forecastKey = ['/api/forecast'] as const;
export const recurringOverviewKey = ['/api/recurring-items/overview'] as const;
export const plannedEventsKey = ['/api/planned-events'] as const;

async function json<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

export const useForecast = () =>
  useQuery({ queryKey: forecastKey, queryFn: () => json<Forecast>('GET', '/api/forecast') });
export const useRecurringOverview = () =>
  useQuery({
    queryKey: recurringOverviewKey,
    queryFn: () => json<RecurringOverview>('GET', '/api/recurring-items/overview'),
  });
export const usePlannedEvents = () =>
  useQuery({
    queryKey: plannedEventsKey,
    queryFn: () => json<PlannedEventRow[]>('GET', '/api/planned-events'),
  });

/** Every write here changes the forecast; recurring items also change the suggestions. */
function useInvalidate(keys: readonly (readonly string[])[]) {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

interface Save<Input> {
  id?: string;
  values: Partial<Input>;
}

export function useSaveRecurringItem() {
  const invalidate = useInvalidate([forecastKey, recurringOverviewKey]);
  return useMutation({
    mutationFn: ({ id, values }: Save<RecurringItemInput>) =>
      id
        ? json<RecurringItemRow>('PATCH', `/api/recurring-items/${id}`, values)
        : json<RecurringItemRow>('POST', '/api/recurring-items', values),
    onSuccess: invalidate,
  });
}

export function useDeleteRecurringItem() {
  const invalidate = useInvalidate([forecastKey, recurringOverviewKey]);
  return useMutation({
    mutationFn: (id: string) => apiSend('DELETE', `/api/recurring-items/${id}`),
    onSuccess: invalidate,
  });
}

export function useSavePlannedEvent() {
  const invalidate = useInvalidate([forecastKey, plannedEventsKey]);
  return useMutation({
    mutationFn: ({ id, values }: Save<PlannedEventInput>) =>
      id
        ? json<PlannedEventRow>('PATCH', `/api/planned-events/${id}`, values)
        : json<PlannedEventRow>('POST', '/api/planned-events', values),
    onSuccess: invalidate,
  });
}

export function useDeletePlannedEvent() {
  const invalidate = useInvalidate([forecastKey, plannedEventsKey]);
  return useMutation({
    mutationFn: (id: string) => apiSend('DELETE', `/api/planned-events/${id}`),
    onSuccess: invalidate,
  });
}

export function useSaveForecastSettings() {
  const invalidate = useInvalidate([forecastKey]);
  return useMutation({
    mutationFn: (values: ForecastSettingsInput) =>
      json<ForecastSettings>('PATCH', '/api/forecast/settings', values),
    onSuccess: invalidate,
  });
}
