// The notes of one thing (a document, a K-1, a tax document, a recommendation): GET /api/notes by
// entity, and POST /api/notes, which refreshes that list. Keyed by the path and the entity, so each
// panel on a page reads its own list and a new note refreshes only its own.
//
// The calls go through apiRequest with the contract's types for now: the OpenAPI documents (and the
// typed client generated from them) get /api/notes with the API's side of issue 31. Once they do, these
// two calls move to `api.GET('/api/notes', ...)` / `api.POST('/api/notes', ...)`; nothing else changes.
import type { CreateNoteInput, Note, NoteEntityType } from '@heirloom/contracts';
import { apiRequest, throwIfResNotOk } from '@heirloom/platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryString } from '../data/resource';

/** The query key of one entity's notes; every entity's list starts with notesKeyRoot. */
export const notesKeyRoot = ['/api/notes'] as const;
export const notesKey = (entityType: NoteEntityType, entityId: string) =>
  [...notesKeyRoot, { entityType, entityId }] as const;

export function useNotes(entityType: NoteEntityType, entityId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notesKey(entityType, entityId),
    queryFn: async ({ signal }) => {
      const url = `/api/notes${queryString({ entityType, entityId })}`;
      const res = await fetch(url, { credentials: 'include', signal });
      await throwIfResNotOk(res);
      return (await res.json()) as Note[];
    },
    enabled: options.enabled,
  });
}

/** POST /api/notes: resolves with the stored note once its entity's list was asked for again. */
export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateNoteInput): Promise<Note> =>
      (await (await apiRequest('POST', '/api/notes', input)).json()) as Note,
    onSuccess: (note) =>
      queryClient.invalidateQueries({ queryKey: notesKey(note.entityType, note.entityId) }),
  });
}
