import type { InsurancePolicyInput, InsurancePolicyRow } from '@heirloom/contracts';
import { paths } from './paths';
import { useApiQuery, useRemove, useSave } from '@heirloom/ui';

export const useInsurancePolicies = () => useApiQuery<InsurancePolicyRow[]>(paths.insurance);

/** Coverage is one of the family's figures (the dashboard's summary); net worth does not count it. */
const changed = [[paths.insurance], [paths.summary]];
export const useSaveInsurancePolicy = () =>
  useSave<InsurancePolicyInput, InsurancePolicyRow>(paths.insurance, changed);
export const useDeleteInsurancePolicy = () => useRemove(paths.insurance, changed);
