import { useMutation } from '@tanstack/react-query';
import { api } from '@heirloom/platform';
import type { NewsletterSignupInput } from '@heirloom/contracts';

/** POST /api/newsletter/signup: only whether the answer is ok matters (spec section 7). */
export function useWaitlistSignup() {
  return useMutation({
    mutationFn: async ({ email, name }: NewsletterSignupInput) => {
      await api.POST('/api/newsletter/signup', { body: { email, name } });
    },
  });
}
