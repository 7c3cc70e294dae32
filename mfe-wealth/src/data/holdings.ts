import { apiKey, useApiQuery, useRemove, useSave } from '@heirloom/ui';
import { figureKeys } from './summary';

export const useHoldings = () => useApiQuery('/api/holdings');

const changed = [apiKey('/api/holdings'), ...figureKeys];
export const useSaveHolding = () => useSave('/api/holdings', changed);
export const useDeleteHolding = () => useRemove('/api/holdings', changed);
