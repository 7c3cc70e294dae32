import type { ChangePasswordInput } from '@heirloom/contracts';
import { api } from '@heirloom/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assistantTokenKeys } from './assistant-tokens-api';
import { secondFactorKeys } from './second-factor-api';

/**
 * POST /api/auth/password: 204; the API signs out the user's other sessions (this one stays) and
 * revokes their assistant tokens, so both lists on the page are read again.
 */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      await api.POST('/api/auth/password', { body: input });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: assistantTokenKeys.list });
      void client.invalidateQueries({ queryKey: secondFactorKeys.sessions });
    },
  });
}
