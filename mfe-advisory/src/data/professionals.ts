import { apiKey, useApiQuery, useRemove, useSave } from '@heirloom/ui';

export const useProfessionals = () => useApiQuery('/api/professionals');

/** The dashboard's summary shows the first five professionals and their count, so it follows each change. */
const changed = [apiKey('/api/professionals'), apiKey('/api/summary')];
export const useSaveProfessional = () => useSave('/api/professionals', changed);
export const useDeleteProfessional = () => useRemove('/api/professionals', changed);
