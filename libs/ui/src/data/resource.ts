// The calls of every area, one small hook per endpoint built on these, through libs/platform's typed
// client: the answer's type comes from the OpenAPI documents, so a wrong path or field fails the
// typecheck. Keys are the API paths, so a write invalidates exactly the paths whose answers it
// changes: see the `invalidates` lists in each remote's data/ files (and the remotes' prefetch).
import { api, dataOf, type ApiAnswer, type ApiGetPath, type ApiPaths } from '@heirloom/platform';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** The GET paths that take no parameters: a list, or one answer, named by its path alone. */
export type ApiListPath = {
  [P in ApiGetPath]: ApiPaths[P]['get'] extends { parameters: { path?: never; query?: never } } ? P : never;
}[ApiGetPath];

// openapi-fetch types an answer from a literal path; for a path type parameter TypeScript cannot
// settle its init types, so the helpers below call it as one path of the union and name the answer
// of `P` (ApiAnswer, from the same documents) themselves.
const getAnswer = <P extends ApiListPath>(path: P, signal: AbortSignal) =>
  dataOf(api.GET(path as ApiListPath, { signal })) as Promise<ApiAnswer<P>>;

/** GET `path`, keyed by the path: for useQuery, and for a remote's prefetch of the same answer. */
export const apiQuery = <P extends ApiListPath>(path: P) =>
  queryOptions({ queryKey: [path] as const, queryFn: ({ signal }) => getAnswer(path, signal) });

/** The query key of GET `path`: what a write names in its `invalidates` list. */
export const apiKey = <P extends ApiGetPath>(path: P) => [path] as const;

/** GET a list (or any JSON answer) at `path`; its type is the documents' answer. */
export function useApiQuery<P extends ApiListPath>(path: P, options: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQuery(path), enabled: options.enabled });
}

/** The paths that answer `method`. */
type PathsWith<Method extends string> = {
  [P in keyof ApiPaths]: ApiPaths[P] extends { [M in Method]: object } ? P : never;
}[keyof ApiPaths];
type Operation<P, Method extends string> = P extends keyof ApiPaths
  ? ApiPaths[P] extends { [M in Method]: infer O }
    ? O
    : never
  : never;
type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never;

/** A collection: POST `path` creates a row, PATCH `path/{id}` changes one. */
export type ApiCollectionPath = {
  [P in PathsWith<'post'>]: `${P}/{id}` extends PathsWith<'patch'> ? P : never;
}[PathsWith<'post'>];
/** A collection whose rows are deleted by DELETE `path/{id}`. */
export type ApiRemovablePath = {
  [P in keyof ApiPaths]: `${P}/{id}` extends PathsWith<'delete'> ? P : never;
}[keyof ApiPaths];

/** What POST `path` takes: the row's fields as the documents describe them. */
export type ApiInput<P extends ApiCollectionPath> =
  Operation<P, 'post'> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;
/** The row POST `path` answers with (PATCH `path/{id}` answers the same row). */
export type ApiRow<P extends ApiCollectionPath> =
  Operation<P, 'post'> extends { responses: { 201: infer Created } } ? JsonOf<Created> : never;

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

/** POST `path` (no id) or PATCH `path/{id}`; resolves with the saved row as the API answers it. */
export function saveRow<P extends ApiCollectionPath>(
  path: P,
  { id, values }: SaveVariables<ApiInput<P>>,
): Promise<ApiRow<P>> {
  // As for GET above: the call is made as one path of the union, its types named by ApiInput/ApiRow.
  // Not every POST of the union answers the row its PATCH does (POST /api/access/grants answers the
  // grant and its link), so the union's answer is read as unknown and named ApiRow<P> below.
  const saved: Promise<{ data?: unknown; response: Response }> = id
    ? api.PATCH(`${path}/{id}` as `${ApiCollectionPath}/{id}` & PathsWith<'patch'>, {
        params: { path: { id } },
        body: values as never,
      })
    : api.POST(path as ApiCollectionPath, { body: values as never });
  return dataOf(saved) as Promise<ApiRow<P>>;
}

/** DELETE `path/{id}`. */
export async function removeRow(path: ApiRemovablePath, id: string): Promise<void> {
  await api.DELETE(`${path}/{id}` as `${ApiRemovablePath}/{id}` & PathsWith<'delete'>, {
    params: { path: { id } },
  });
}

/** Create or update one row of `path`; resolves with the saved row as the API answers it. */
export function useSave<P extends ApiCollectionPath>(path: P, invalidates: readonly QueryKey[]) {
  const invalidate = useInvalidate(invalidates);
  return useMutation<ApiRow<P>, Error, SaveVariables<ApiInput<P>>>({
    mutationFn: (variables) => saveRow(path, variables),
    onSuccess: invalidate,
  });
}

/** Delete one row of `path` by id. */
export function useRemove(path: ApiRemovablePath, invalidates: readonly QueryKey[]) {
  const invalidate = useInvalidate(invalidates);
  return useMutation<void, Error, string>({
    mutationFn: (id) => removeRow(path, id),
    onSuccess: invalidate,
  });
}

/** The defined, non-empty values of `params` (a filter left empty is not sent): { a: 1, b: '' } -> { a: 1 }. */
export function filledIn<T extends Record<string, unknown>>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
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
