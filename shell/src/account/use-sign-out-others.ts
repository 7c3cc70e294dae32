import type { SignedOutOthers } from '@heirloom/contracts';
import { api, dataOf } from '@heirloom/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { secondFactorKeys } from './second-factor-api';

/** POST /api/auth/sessions/sign-out-others: ends every other session of the user, says how many. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<SignedOutOthers> => dataOf(api.POST('/api/auth/sessions/sign-out-others')),
    // The sessions list loses every row but this browser's.
    onSettled: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.sessions }),
  });
}
