// What a failed call to the AI service tells the user, in one sentence: its own message when it gave
// one (the API down, a rate limit), ours when the gateway answered for a stopped service or nothing
// answered at all. Never an empty panel, a stack or an HTML error page.
import { ApiError, apiMessage } from '@heirloom/platform';

const GATEWAY_UNAVAILABLE = 'Service unavailable, please try again shortly';

/** The service's own message; the gateway's sentence for a stopped service is not one. */
function ownMessage(error: ApiError): string | null {
  const message = apiMessage(error);
  return message && message !== GATEWAY_UNAVAILABLE ? message : null;
}

/** `what` names the thing that could not be made: "this review", "the refinance analysis". */
export function aiFailure(error: unknown, what: string): string {
  if (!(error instanceof ApiError))
    return `Could not reach the AI service, so ${what} could not be made. Check your connection and try again.`;
  const own = ownMessage(error);
  if (error.status === 401) return 'Your session has ended. Please sign in again.';
  if (error.status === 429) return own ?? 'Too many AI requests. Please wait a moment and try again.';
  if (error.status === 404) return own ?? `${what[0]!.toUpperCase()}${what.slice(1)} is no longer there.`;
  if (error.status === 502 || error.status === 503 || error.status === 504)
    return (
      own ??
      `The AI service is unavailable right now, so ${what} could not be made. Please try again in a few minutes.`
    );
  if (error.status >= 500) return 'Something went wrong on our side. Please try again.';
  return own ?? `${what[0]!.toUpperCase()}${what.slice(1)} could not be made. Please try again.`;
}
