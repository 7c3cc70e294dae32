// The documents calls, one hook each: the area's list, upload (with progress) and delete.
import type { DocumentCategory, StoredDocument } from '@heirloom/contracts';
import { api, apiUrl, dataOf, uploadForm, type ApiPostAnswer } from '@heirloom/platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentKeys } from './document-keys';

export const downloadUrl = (id: string) => apiUrl('/api/documents/{id}/download', { path: { id } });

/** GET /api/documents?category=: the area's documents, newest first. */
export function useDocuments(category: DocumentCategory | 'all') {
  return useQuery({
    queryKey: documentKeys.list(category),
    queryFn: ({ signal }): Promise<StoredDocument[]> =>
      dataOf(
        api.GET('/api/documents', { params: { query: category === 'all' ? {} : { category } }, signal }),
      ),
  });
}

/** After a change in one area: its list and the all-areas list are fetched again. */
function useRefresh(category: DocumentCategory) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: documentKeys.list(category), exact: true }),
      client.invalidateQueries({ queryKey: documentKeys.list('all'), exact: true }),
    ]);
}

export interface UploadInput {
  file: File;
  notes: string;
  onProgress?: (fraction: number) => void;
}

/** POST /api/documents (multipart): 201 with the stored document. */
export function useUploadDocument(category: DocumentCategory) {
  const refresh = useRefresh(category);
  return useMutation({
    mutationFn: ({ file, notes, onProgress }: UploadInput) => {
      const form = new FormData();
      form.append('category', category);
      if (notes.trim()) form.append('notes', notes);
      form.append('file', file, file.name);
      const stored: Promise<StoredDocument> = uploadForm<ApiPostAnswer<'/api/documents'>>(
        apiUrl('/api/documents'),
        form,
        {
          onProgress,
        },
      );
      return stored;
    },
    onSuccess: refresh,
  });
}

/** DELETE /api/documents/:id: 204; the row and its stored file are gone. */
export function useDeleteDocument(category: DocumentCategory) {
  const refresh = useRefresh(category);
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/api/documents/{id}', { params: { path: { id } } });
    },
    onSuccess: refresh,
  });
}
