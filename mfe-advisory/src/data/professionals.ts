import type { ProfessionalInput, ProfessionalRow } from '@heirloom/contracts';
import { useApiQuery, useRemove, useSave } from '@heirloom/ui';
import { paths } from './paths';

export const useProfessionals = () => useApiQuery<ProfessionalRow[]>(paths.professionals);

/** The dashboard's summary shows the first five professionals and their count, so it follows each change. */
const changed = [[paths.professionals], [paths.summary]];
export const useSaveProfessional = () => useSave<ProfessionalInput, ProfessionalRow>(paths.professionals, changed);
export const useDeleteProfessional = () => useRemove(paths.professionals, changed);
