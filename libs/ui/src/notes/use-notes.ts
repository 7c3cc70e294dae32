// The notes of one thing (a document, a K-1, a tax document, a recommendation): GET /api/notes by
// entity, and POST /api/notes, which refreshes that list. Keyed by the path and the entity, so each
// panel on a page reads its own list and a new note refreshes only its own.
// Both calls go through the typed client, so a wrong path or field fails the typecheck.
import type { CreateNoteInput, Note, NoteEntityType } from '@heirloom/contracts';
import { api, dataOf } from '@heirloom/platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The query key of one entity's notes; every entity's list starts with notesKeyRoot. */
export const notesKeyRoot = ['/api/notes'] as const;
export const notesKey = (entityType: NoteEntityType, entityId: string) =>
  [...notesKeyRoot, { entityType, entityId }] as const;

export function useNotes(entityType: NoteEntityType, entityId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notesKey(entityType, entityId),
    queryFn: ({ signal }): Promise<Note[]> =>
      dataOf(api.GET('/api/notes', { params: { query: { entityType, entityId } }, signal })),
    enabled: options.enabled,
  });
}

/** POST /api/notes: resolves with the stored note once its entity's list was asked for again. */
export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateNoteInput): Promise<Note> => dataOf(api.POST('/api/notes', { body: input })),
    onSuccess: (note) =>
      queryClient.invalidateQueries({ queryKey: notesKey(note.entityType, note.entityId) }),
  });
}
