// Private placements, businesses and their K-1s: one hook per call. A placement or business deleted
// takes its K-1s with it (the API deletes them), so those deletes refresh the K-1 list too.
import { apiKey, useApiQuery, useRemove, useSave } from '@heirloom/ui';
import { figureKeys } from './summary';

export const usePlacements = () => useApiQuery('/api/private-placements');
export const useBusinesses = () => useApiQuery('/api/businesses');
export const useK1Documents = () => useApiQuery('/api/k1-documents');

const placementsChanged = [apiKey('/api/private-placements'), ...figureKeys];
const businessesChanged = [apiKey('/api/businesses'), ...figureKeys];
const k1Changed = [apiKey('/api/k1-documents')];

export const useSavePlacement = () => useSave('/api/private-placements', placementsChanged);
export const useDeletePlacement = () =>
  useRemove('/api/private-placements', [...placementsChanged, ...k1Changed]);

export const useSaveBusiness = () => useSave('/api/businesses', businessesChanged);
export const useDeleteBusiness = () => useRemove('/api/businesses', [...businessesChanged, ...k1Changed]);

export const useSaveK1 = () => useSave('/api/k1-documents', k1Changed);
export const useDeleteK1 = () => useRemove('/api/k1-documents', k1Changed);
