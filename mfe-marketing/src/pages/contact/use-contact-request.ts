import type { ContactRequest, StoredContactRequest } from '@heirloom/contracts';
import { api, dataOf } from '@heirloom/platform';
import { useMutation } from '@tanstack/react-query';

/**
 * The spec's contact submit takes 1 s (section 9). The real call is usually faster; holding the
 * 'Submitting...' state for at least that long keeps the feedback readable instead of a flicker.
 */
export const MIN_SUBMIT_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /api/contact-requests: stores the request; answers the stored row. */
export function useContactRequest() {
  return useMutation({
    mutationFn: async (input: ContactRequest): Promise<StoredContactRequest> => {
      const [stored] = await Promise.all([
        dataOf(api.POST('/api/contact-requests', { body: input })),
        wait(MIN_SUBMIT_MS),
      ]);
      return stored;
    },
  });
}
