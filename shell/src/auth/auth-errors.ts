// How a failed sign-in, sign-up or password change reaches the user: the API's own words for what the user can fix
// (beside the field, or above the form), a destructive toast for what they cannot (network, 5xx).
import { ApiError, toast } from '@heirloom/platform';
import { apiMessage, placeApiErrors, type ErrorTarget } from '@heirloom/ui/forms';

/** Statuses whose answer carries a message meant for the person at the keyboard. */
const userFacing = new Set([400, 401, 409, 429]);

const isUserFacing = (err: unknown): err is ApiError => err instanceof ApiError && userFacing.has(err.status);

/** The message for the alert above the form, or (for what the user cannot fix) a toast and nothing. */
export function alertMessage(err: unknown): string | undefined {
  const message = isUserFacing(err) ? apiMessage(err) : undefined;
  if (!message) {
    toast({
      title: 'Error',
      description: 'Something went wrong. Please try again.',
      variant: 'destructive',
    });
  }
  return message;
}

/**
 * Puts the API's field messages beside the form's `fields`; when none applies, answers the message for
 * the alert above the form (or raises the toast, see alertMessage).
 */
export function showAuthFailure(
  form: ErrorTarget<never>,
  err: unknown,
  fields: readonly string[],
): string | undefined {
  if (isUserFacing(err) && Object.keys(placeApiErrors(form, err, fields).fields).length > 0) return undefined;
  return alertMessage(err);
}
