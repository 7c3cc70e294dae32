import type { SignedOutOthers } from '@heirloom/contracts';
import { api, dataOf } from '@heirloom/platform';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/sessions/sign-out-others: ends every other session of the user, says how many. */
export function useSignOutOthers() {
  return useMutation({
    mutationFn: (): Promise<SignedOutOthers> => dataOf(api.POST('/api/auth/sessions/sign-out-others')),
  });
}
