// The hooks the pages read: the signed-in person's access (from the session, libs/platform) and the
// writes it allows on a collection (permissions.ts).
import { useAccessContext } from '@heirloom/platform';
import { rowPermissions, type RowPermissions } from './permissions';

export const useAccess = useAccessContext;

/** Which of POST `collection`, PATCH and DELETE `collection/{id}` this person may make. */
export function useRowPermissions(collection: string): RowPermissions {
  return rowPermissions(useAccessContext(), collection);
}

/** The opener of an add dialog when the person may add, a no-op otherwise (for useOpenFromLink). */
export const addIf = (may: boolean, add: () => void): (() => void) => (may ? add : () => undefined);
