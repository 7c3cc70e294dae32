import type { TaxDocumentInput, TaxDocumentRow } from '@heirloom/contracts';
import { paths } from './paths';
import { useApiQuery, useRemove, useSave } from '@heirloom/ui';

/** The Tax page reads the spec's short path; the dashboard's summary lists the same rows. */
export const useTaxDocuments = () => useApiQuery<TaxDocumentRow[]>(paths.tax);

const changed = [[paths.tax], [paths.summary]];
export const useSaveTaxDocument = () => useSave<TaxDocumentInput, TaxDocumentRow>(paths.tax, changed);
export const useDeleteTaxDocument = () => useRemove(paths.tax, changed);
