import type { ChangePasswordInput } from '@heirloom/contracts';
import { api } from '@heirloom/platform';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/password: 204; the API signs out the user's other sessions, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      await api.POST('/api/auth/password', { body: input });
    },
  });
}
