import type { HoldingInput, HoldingRow } from '@heirloom/contracts';
import { figureKeys, paths } from './paths';
import { useApiQuery, useRemove, useSave } from '@heirloom/ui';

export const useHoldings = () => useApiQuery<HoldingRow[]>(paths.holdings);

const changed = [[paths.holdings], ...figureKeys];
export const useSaveHolding = () => useSave<HoldingInput, HoldingRow>(paths.holdings, changed);
export const useDeleteHolding = () => useRemove(paths.holdings, changed);
