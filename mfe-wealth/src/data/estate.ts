import { apiKey, useApiQuery, useRemove, useSave } from '@heirloom/ui';

/** The Estate page reads the spec's short path; the dashboard's summary lists the same rows. */
export const useEstateDocuments = () => useApiQuery('/api/estate');
export const useBeneficiaries = () => useApiQuery('/api/beneficiaries');

/**
 * Writes go to /api/estate-documents, the same rows under the name the access contract lists among a
 * professional's upload routes (issue 31).
 */
export const estateDocumentsPath = '/api/estate-documents';

const documentsChanged = [apiKey('/api/estate'), apiKey('/api/estate-documents'), apiKey('/api/summary')];
export const useSaveEstateDocument = () => useSave(estateDocumentsPath, documentsChanged);
export const useDeleteEstateDocument = () => useRemove(estateDocumentsPath, documentsChanged);

const beneficiariesChanged = [apiKey('/api/beneficiaries')];
export const useSaveBeneficiary = () => useSave('/api/beneficiaries', beneficiariesChanged);
export const useDeleteBeneficiary = () => useRemove('/api/beneficiaries', beneficiariesChanged);
