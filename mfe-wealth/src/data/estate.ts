import { apiKey, useApiQuery, useRemove, useSave } from '@heirloom/ui';

/** The Estate page reads the spec's short path; the dashboard's summary lists the same rows. */
export const useEstateDocuments = () => useApiQuery('/api/estate');
export const useBeneficiaries = () => useApiQuery('/api/beneficiaries');

const documentsChanged = [apiKey('/api/estate'), apiKey('/api/summary')];
export const useSaveEstateDocument = () => useSave('/api/estate', documentsChanged);
export const useDeleteEstateDocument = () => useRemove('/api/estate', documentsChanged);

const beneficiariesChanged = [apiKey('/api/beneficiaries')];
export const useSaveBeneficiary = () => useSave('/api/beneficiaries', beneficiariesChanged);
export const useDeleteBeneficiary = () => useRemove('/api/beneficiaries', beneficiariesChanged);
