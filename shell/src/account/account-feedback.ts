// How a failed change on /account is told: the API's own sentence when it has one ("That passkey answer
// does not belong to this request"), else the card's. A 401 is the sign-in screen's to explain.
import { ApiError, apiMessage, toast } from '@heirloom/platform';
import { NETWORK_FAILURE } from '@heirloom/ui/forms';

export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return NETWORK_FAILURE;
  if (error.status >= 500) return fallback;
  return apiMessage(error) ?? fallback;
}

export function toastFailure(error: unknown, fallback: string): void {
  if (error instanceof ApiError && error.status === 401) return;
  toast({ title: 'Error', description: failureText(error, fallback), variant: 'destructive' });
}
