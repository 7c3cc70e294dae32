// Query keys of the documents lists: one per area, so an upload or delete refreshes exactly that
// area's list (and the list of every area, when a screen shows one).
import type { DocumentCategory } from '@heirloom/contracts';

export const documentKeys = {
  all: ['documents'] as const,
  /** One area's list; `'all'` for every area's. */
  list: (category: DocumentCategory | 'all') => ['documents', category] as const,
};
