import { apiKey, useApiQuery, useRemove, useSave } from '@heirloom/ui';

export const useInsurancePolicies = () => useApiQuery('/api/insurance');

/** Coverage is one of the family's figures (the dashboard's summary); net worth does not count it. */
const changed = [apiKey('/api/insurance'), apiKey('/api/summary')];
export const useSaveInsurancePolicy = () => useSave('/api/insurance', changed);
export const useDeleteInsurancePolicy = () => useRemove('/api/insurance', changed);
