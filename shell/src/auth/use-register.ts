import type { RegisterInput, User } from '@heirloom/contracts';
import { api, dataOf, needsSecondFactor, resetForSession } from '@heirloom/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * POST /api/auth/register, then signs the new user in (registering alone sets no session) with the
 * credentials only: the account's kind and invitation belong to registering.
 */
export async function registerAndSignIn(input: RegisterInput): Promise<User> {
  await api.POST('/api/auth/register', { body: input });
  const { username, password } = input;
  const answer = await dataOf(api.POST('/api/auth/login', { body: { username, password } }));
  // An account made a moment ago has no second factor yet, so its sign-in is never pending.
  if (needsSecondFactor(answer)) throw new Error('A new account asked for a second factor');
  return answer;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAndSignIn,
    onSuccess: (user) => resetForSession(queryClient, user),
  });
}
