// Private placements, businesses and their K-1s: one hook per call. A placement or business deleted
// takes its K-1s with it (the API deletes them), so those deletes refresh the K-1 list too.
import type {
  BusinessInput,
  BusinessRow,
  K1DocumentInput,
  K1DocumentRow,
  PrivatePlacementInput,
  PrivatePlacementRow,
} from '@heirloom/contracts';
import { useApiQuery, useRemove, useSave } from '@heirloom/ui';
import { figureKeys } from './paths';

export const privatePaths = {
  placements: '/api/private-placements',
  businesses: '/api/businesses',
  k1Documents: '/api/k1-documents',
} as const;

export const usePlacements = () => useApiQuery<PrivatePlacementRow[]>(privatePaths.placements);
export const useBusinesses = () => useApiQuery<BusinessRow[]>(privatePaths.businesses);
export const useK1Documents = () => useApiQuery<K1DocumentRow[]>(privatePaths.k1Documents);

const placementsChanged = [[privatePaths.placements], ...figureKeys];
const businessesChanged = [[privatePaths.businesses], ...figureKeys];
const k1Changed = [[privatePaths.k1Documents]];

export const useSavePlacement = () =>
  useSave<PrivatePlacementInput, PrivatePlacementRow>(privatePaths.placements, placementsChanged);
export const useDeletePlacement = () =>
  useRemove(privatePaths.placements, [...placementsChanged, ...k1Changed]);

export const useSaveBusiness = () =>
  useSave<BusinessInput, BusinessRow>(privatePaths.businesses, businessesChanged);
export const useDeleteBusiness = () => useRemove(privatePaths.businesses, [...businessesChanged, ...k1Changed]);

export const useSaveK1 = () => useSave<K1DocumentInput, K1DocumentRow>(privatePaths.k1Documents, k1Changed);
export const useDeleteK1 = () => useRemove(privatePaths.k1Documents, k1Changed);
