// The calls of every area, one small hook per endpoint built on these. Keys are the API paths (the
// default query function GETs the key joined by '/'), so a write invalidates exactly the paths whose
// answers it changes: see the `invalidates` lists in each remote's data/ files.
import { apiRequest, apiSend } from '@heirloom/platform';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** GET a list (or any JSON answer) at `path`. */
export function useApiQuery<T>(path: string, options: { enabled?: boolean } = {}) {
  return useQuery<T>({ queryKey: [path], enabled: options.enabled });
}

function useInvalidate(keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export interface SaveVariables<Input> {
  /** Present when editing: PATCH path/id; absent: POST path. */
  id?: string;
  /** Parsed by the form's schema (an update sends only what it has). */
  values: Partial<Input>;
}

/** Create or update one row of `path`; resolves with the saved row as the API answers it. */
export function useSave<Input, Row>(path: string, invalidates: readonly QueryKey[]) {
  const invalidate = useInvalidate(invalidates);
  return useMutation<Row, Error, SaveVariables<Input>>({
    mutationFn: async ({ id, values }) => {
      const res = await apiRequest(id ? 'PATCH' : 'POST', id ? `${path}/${encodeURIComponent(id)}` : path, values);
      return (await res.json()) as Row;
    },
    onSuccess: invalidate,
  });
}

/** Delete one row of `path` by id. */
export function useRemove(path: string, invalidates: readonly QueryKey[]) {
  const invalidate = useInvalidate(invalidates);
  return useMutation<void, Error, string>({
    mutationFn: (id) => apiSend('DELETE', `${path}/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

/** A query string from defined, non-empty values: { a: 1, b: '' } -> '?a=1'. */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
