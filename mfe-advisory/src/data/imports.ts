// The import calls: upload a bank file for a preview (with upload progress), a new mapping or answers to
// the file's questions, the import itself (all rows or, explicitly, the valid ones only; progress as
// server-sent events, plain JSON where a proxy does not pass a stream), the skipped rows, and discard.
import type {
  CommitImport,
  ImportKind,
  ImportPreview,
  ImportProgress,
  ImportRow,
  UpdateImportInput,
} from '@heirloom/contracts';
import { api, apiUrl, dataOf, postEventStream, uploadForm, type ApiPostAnswer } from '@heirloom/platform';
import { useApiQuery } from '@heirloom/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

const byId = (id: string) => ({ params: { path: { id } } });

/** GET /api/accounts: the accounts a transaction file may go to. */
export const useAccounts = () => useApiQuery('/api/accounts');

export function uploadImport(
  file: File,
  kind: ImportKind,
  accountId: string | null,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<ImportPreview> {
  const form = new FormData();
  form.append('kind', kind);
  if (accountId) form.append('accountId', accountId);
  form.append('file', file);
  // Typed by the documents' answer to POST /api/imports (uploadForm sends it with upload progress).
  return uploadForm<ApiPostAnswer<'/api/imports'>>(apiUrl('/api/imports'), form, { onProgress, signal });
}

export const updateImport = (id: string, patch: UpdateImportInput) =>
  dataOf(api.PATCH('/api/imports/{id}', { ...byId(id), body: patch }));

export const discardImport = async (id: string): Promise<void> => {
  await api.DELETE('/api/imports/{id}', byId(id));
};

/** The import's own failure, sent as the stream's `error` event. */
export class ImportFailed extends Error {}

/** Imports, reporting progress; resolves with the finished import. */
export async function commitImport(
  id: string,
  choice: CommitImport,
  onProgress: (progress: ImportProgress) => void,
  signal?: AbortSignal,
): Promise<ImportRow> {
  let done: ImportRow | null = null;
  let failure: string | null = null;
  const streamed = await postEventStream(
    apiUrl('/api/imports/{id}/commit/stream', { path: { id } }),
    choice,
    (event) => {
      const data = JSON.parse(event.data) as unknown;
      if (event.event === 'progress') onProgress(data as ImportProgress);
      else if (event.event === 'done') done = data as ImportRow;
      else if (event.event === 'error')
        failure = (data as { message?: string }).message ?? 'The import failed';
    },
    signal,
  );
  if (failure) throw new ImportFailed(failure);
  if (done) return done;
  if (streamed === null) {
    return dataOf(api.POST('/api/imports/{id}/commit', { ...byId(id), body: choice }));
  }
  throw new ImportFailed(
    'The connection was lost during the import. Reload the page to see whether it finished.',
  );
}

/** GET /api/imports/{id}/skipped: the rows with errors as a CSV (those an import would leave, or left). */
export const skippedRowsUrl = (id: string) => apiUrl('/api/imports/{id}/skipped', { path: { id } });

/** After an import: every list the new rows appear in is read again. */
export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}
