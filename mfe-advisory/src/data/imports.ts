// The CSV import calls: upload for a preview (with upload progress), a new mapping, the import itself
// (progress as server-sent events, plain JSON where a proxy does not pass a stream), and discard.
import type {
  AccountRow,
  ImportKind,
  ImportPreview,
  ImportProgress,
  ImportRow,
  UpdateImportInput,
} from '@heirloom/contracts';
import { apiRequest, apiSend, postEventStream, uploadForm } from '@heirloom/platform';
import { useApiQuery } from '@heirloom/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paths } from './paths';

const importPath = (id: string) => `${paths.imports}/${encodeURIComponent(id)}`;

/** GET /api/accounts: the accounts a transaction file may go to. */
export const useAccounts = () => useApiQuery<AccountRow[]>(paths.accounts);

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
  return uploadForm<ImportPreview>(paths.imports, form, { onProgress, signal });
}

export async function updateImport(id: string, patch: UpdateImportInput): Promise<ImportPreview> {
  const res = await apiRequest('PATCH', importPath(id), patch);
  return (await res.json()) as ImportPreview;
}

export const discardImport = (id: string) => apiSend('DELETE', importPath(id));

/** The import's own failure, sent as the stream's `error` event. */
export class ImportFailed extends Error {}

/** Imports, reporting progress; resolves with the finished import. */
export async function commitImport(
  id: string,
  onProgress: (progress: ImportProgress) => void,
  signal?: AbortSignal,
): Promise<ImportRow> {
  let done: ImportRow | null = null;
  let failure: string | null = null;
  const streamed = await postEventStream(
    `${importPath(id)}/commit/stream`,
    {},
    (event) => {
      const data = JSON.parse(event.data) as unknown;
      if (event.event === 'progress') onProgress(data as ImportProgress);
      else if (event.event === 'done') done = data as ImportRow;
      else if (event.event === 'error') failure = (data as { message?: string }).message ?? 'The import failed';
    },
    signal,
  );
  if (failure) throw new ImportFailed(failure);
  if (done) return done;
  if (streamed === null) {
    const res = await apiRequest('POST', `${importPath(id)}/commit`);
    return (await res.json()) as ImportRow;
  }
  throw new ImportFailed('The connection was lost during the import. Reload the page to see whether it finished.');
}

/** After an import: every list the new rows appear in is read again. */
export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}
