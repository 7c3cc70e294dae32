// Properties and the mortgages on them: one hook per call, and the AI service's refinance analysis of
// one mortgage. A property deleted takes its mortgages with it (the API deletes them).
import { api, dataOf } from '@heirloom/platform';
import { apiKey, useApiQuery, useRemove, useSave } from '@heirloom/ui';
import { useQuery } from '@tanstack/react-query';
import { figureKeys } from './summary';

export const useProperties = () => useApiQuery('/api/properties');
export const useMortgages = () => useApiQuery('/api/mortgages');

/** Every mortgage's refinance answer is keyed under this prefix, then the mortgage's id. */
const refinanceKeys = [['/api/ai/refinance']] as const;

/** Asked only while the refinance view of this mortgage is open; asked again when its figures change. */
export const useRefinance = (mortgageId: string | null) =>
  useQuery({
    queryKey: [...refinanceKeys[0], encodeURIComponent(mortgageId ?? '')],
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/ai/refinance/{mortgageId}', { params: { path: { mortgageId: mortgageId! } }, signal }),
      ),
    enabled: mortgageId !== null,
  });

// A refinance view names the property, so an address change refreshes it.
const propertiesChanged = [apiKey('/api/properties'), ...figureKeys, ...refinanceKeys];
const mortgagesChanged = [apiKey('/api/mortgages'), ...figureKeys];

export const useSaveProperty = () => useSave('/api/properties', propertiesChanged);
export const useDeleteProperty = () =>
  useRemove('/api/properties', [...propertiesChanged, apiKey('/api/mortgages')]);

export const useSaveMortgage = () => useSave('/api/mortgages', [...mortgagesChanged, ...refinanceKeys]);
export const useDeleteMortgage = () => useRemove('/api/mortgages', [...mortgagesChanged, ...refinanceKeys]);
