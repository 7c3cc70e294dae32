// Properties and the mortgages on them: one hook per call, and the AI service's refinance analysis of
// one mortgage. A property deleted takes its mortgages with it (the API deletes them).
import type {
  MortgageInput,
  MortgageRefinanceAnswer,
  MortgageRow,
  PropertyInput,
  PropertyRow,
} from '@heirloom/contracts';
import { useApiQuery, useRemove, useSave } from '@heirloom/ui';
import { useQuery } from '@tanstack/react-query';
import { figureKeys } from './paths';

export const realEstatePaths = {
  properties: '/api/properties',
  mortgages: '/api/mortgages',
  refinance: '/api/ai/refinance',
} as const;

export const useProperties = () => useApiQuery<PropertyRow[]>(realEstatePaths.properties);
export const useMortgages = () => useApiQuery<MortgageRow[]>(realEstatePaths.mortgages);

/** Asked only while the refinance view of this mortgage is open; asked again when its figures change. */
export const useRefinance = (mortgageId: string | null) =>
  useQuery<MortgageRefinanceAnswer>({
    // The default query function GETs the key's parts joined by '/'.
    queryKey: [realEstatePaths.refinance, encodeURIComponent(mortgageId ?? '')],
    enabled: mortgageId !== null,
  });

const refinanceKeys = [[realEstatePaths.refinance]];
// A refinance view names the property, so an address change refreshes it.
const propertiesChanged = [[realEstatePaths.properties], ...figureKeys, ...refinanceKeys];
const mortgagesChanged = [[realEstatePaths.mortgages], ...figureKeys];

export const useSaveProperty = () =>
  useSave<PropertyInput, PropertyRow>(realEstatePaths.properties, propertiesChanged);
export const useDeleteProperty = () =>
  useRemove(realEstatePaths.properties, [...propertiesChanged, [realEstatePaths.mortgages]]);

export const useSaveMortgage = () =>
  useSave<MortgageInput, MortgageRow>(realEstatePaths.mortgages, [...mortgagesChanged, ...refinanceKeys]);
export const useDeleteMortgage = () =>
  useRemove(realEstatePaths.mortgages, [...mortgagesChanged, ...refinanceKeys]);
