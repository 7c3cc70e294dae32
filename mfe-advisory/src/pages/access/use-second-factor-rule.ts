// PUT /api/access/second-factor (issue 32): an owner requires a second factor of every member of the
// family, or stops. The overview shows the new value at once; the audit records the change, and the
// owner's own session says again why a factor is required of them.
import type { AccessOverview, FamilySecondFactorRule } from '@heirloom/contracts';
import { api, dataOf, sessionQueryKey } from '@heirloom/platform';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accessKey, auditKeyRoot } from '../../data/access';

export function useSecondFactorRule() {
  return useMutation(secondFactorRuleMutation(useQueryClient()));
}

/** The hook's mutation (its own function so a test runs the very same one). */
export const secondFactorRuleMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (required: boolean): Promise<FamilySecondFactorRule> =>
      dataOf(api.PUT('/api/access/second-factor', { body: { required } })),
    onSuccess: (rule) => {
      queryClient.setQueryData<AccessOverview>(accessKey, (overview) =>
        overview ? { ...overview, secondFactorRequired: rule.required } : overview,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: accessKey }),
        queryClient.invalidateQueries({ queryKey: auditKeyRoot }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]).then(() => undefined);
    },
  });
