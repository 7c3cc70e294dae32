import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@heirloom/platform';
import type { NewsletterSignupInput } from '@heirloom/contracts';

/** POST /api/newsletter/signup: only whether the answer is ok matters (spec section 7). */
export function useWaitlistSignup() {
  return useMutation({
    mutationFn: async ({ email, name }: NewsletterSignupInput) => {
      await apiSend('POST', '/api/newsletter/signup', { email, name });
    },
  });
}
