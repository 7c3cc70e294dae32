import type { SignedOutOthers } from '@heirloom/contracts';
import { apiRequest } from '@heirloom/platform';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/sessions/sign-out-others: ends every other session of the user, says how many. */
export function useSignOutOthers() {
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', '/api/auth/sessions/sign-out-others')).json()) as SignedOutOthers,
  });
}
