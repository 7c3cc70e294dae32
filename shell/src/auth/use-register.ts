import type { RegisterInput, User } from '@heirloom/contracts';
import { apiRequest, apiSend, resetForSession } from '@heirloom/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/auth/register, then signs the new user in (registering alone sets no session). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      await apiSend('POST', '/api/auth/register', input);
      return (await (await apiRequest('POST', '/api/auth/login', input)).json()) as User;
    },
    onSuccess: (user) => resetForSession(queryClient, user),
  });
}
