// HTTP client of spec section 7/8: credentials always sent, JSON bodies, and any non-ok answer becomes
// an ApiError whose message is "status: body" (or "status: statusText" when the body is empty).
import type { ApiErrorBody, SecondFactorReason } from '@heirloom/contracts';
import type { QueryFunction } from '@tanstack/react-query';
import { askStepUp, opensStepUp } from './step-up';

/** One entry of a 400's `errors` (libs/contracts' error body, as the OpenAPI documents describe it). */
export type FieldError = NonNullable<ApiErrorBody['errors']>[number];

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** Field messages of a 400 `{message, errors: [{path, message}]}` answer, if any. */
  get fieldErrors(): FieldError[] {
    const { errors } = jsonBody(this.body);
    return Array.isArray(errors) ? (errors as FieldError[]) : [];
  }

  /** What a 403 asks the browser to do (issue 32): enrol or prove a second factor, or confirm it again. */
  get reason(): SecondFactorReason | undefined {
    const { reason } = jsonBody(this.body);
    return reason === 'second-factor-required' || reason === 'step-up-required' ? reason : undefined;
  }
}

/** The answer's body as JSON, or nothing to read (an empty answer, a gateway's HTML or plain text). */
function jsonBody(body: string): { message?: unknown; errors?: unknown; reason?: unknown } {
  try {
    const parsed = JSON.parse(body) as unknown;
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * The `message` of a failed call's JSON body (`{message, errors?}`), trimmed: the one reader of it, for
 * the forms, the toasts and the AI's failure sentences. A list of strings (a framework's own validation
 * answer) reads as one sentence. Undefined for anything else than an ApiError, a body that is not JSON
 * (an empty answer, a gateway's HTML page, the edge's plain-text 413) or a blank message.
 */
export function apiMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  let { message } = jsonBody(error.body);
  if (Array.isArray(message)) message = message.filter((part) => typeof part === 'string').join(' ');
  return typeof message === 'string' && message.trim() ? message.trim() : undefined;
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, text, res.statusText);
  }
}

/**
 * Sends a request and answers it when ok; any other answer is thrown as an ApiError. A 403 asking for a
 * step-up (issue 32) first waits for the person to confirm their factor (step-up.ts) and then sends the
 * request once more; cancelled, the first answer's error is thrown, so the caller's usual failure shows.
 * `send` must be callable twice (its body kept as text). Only a 403's body is read before the caller's.
 */
export async function sendWithStepUp(path: string, send: () => Promise<Response>): Promise<Response> {
  const res = await send();
  if (res.status !== 403 || !opensStepUp(path)) {
    await throwIfResNotOk(res);
    return res;
  }
  const refused = new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  if (refused.reason !== 'step-up-required' || !(await askStepUp())) throw refused;
  const again = await send();
  await throwIfResNotOk(again);
  return again;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One request; the caller reads the Response (spec: some callers only read `ok`). */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  const body = data !== undefined ? JSON.stringify(data) : undefined;
  return sendWithStepUp(url, () =>
    fetch(url, {
      method,
      headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
      body,
      credentials: 'include',
    }),
  );
}

/**
 * A request whose answer is not read (only that it succeeded). The body is drained: API answers are
 * `no-store`, and the browser then holds the connection until someone reads the body, so six unread
 * answers would stall every later request to the site.
 */
export async function apiSend(method: HttpMethod, url: string, data?: unknown): Promise<void> {
  await discardBody(await apiRequest(method, url, data));
}

/** Lets go of an answer whose body nobody will read (see apiSend). */
export async function discardBody(res: Response): Promise<void> {
  await res.body?.cancel().catch(() => undefined);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default list loader: GET the path formed from the query key parts, parse JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) {
      await discardBody(res);
      return null;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
