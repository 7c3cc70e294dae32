import { apiKey, useApiQuery, useRemove, useSave } from '@heirloom/ui';

/** The Tax page reads the spec's short path; the dashboard's summary lists the same rows. */
export const useTaxDocuments = () => useApiQuery('/api/tax');

const changed = [apiKey('/api/tax'), apiKey('/api/summary')];
export const useSaveTaxDocument = () => useSave('/api/tax', changed);
export const useDeleteTaxDocument = () => useRemove('/api/tax', changed);
