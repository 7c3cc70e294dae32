import { apiKey, useApiQuery, useRemove, useSave } from '@heirloom/ui';

/** The Tax page reads the spec's short path; the dashboard's summary lists the same rows. */
export const useTaxDocuments = () => useApiQuery('/api/tax');

/**
 * Writes go to /api/tax-documents, the same rows under the name the access contract lists among a
 * professional's upload routes (issue 31): a CPA with upload on Tax adds a tax document there.
 */
export const taxDocumentsPath = '/api/tax-documents';

const changed = [apiKey('/api/tax'), apiKey('/api/tax-documents'), apiKey('/api/summary')];
export const useSaveTaxDocument = () => useSave(taxDocumentsPath, changed);
export const useDeleteTaxDocument = () => useRemove(taxDocumentsPath, changed);
