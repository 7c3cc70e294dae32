// How a failed sign-in, sign-up or password change reaches the user: the API's own words for what the user can fix
// (beside the field, or above the form), a destructive toast for what they cannot (network, 5xx).
import { ApiError, toast } from '@heirloom/platform';

export type CredentialField = 'username' | 'password';
export type FieldMessages<F extends string = CredentialField> = Partial<Record<F, string>>;

const credentialFields: readonly CredentialField[] = ['username', 'password'];

export interface FormFeedback<F extends string = CredentialField> {
  fields: FieldMessages<F>;
  /** Shown in the alert above the form. */
  form?: string;
}

/** Statuses whose answer carries a message meant for the person at the keyboard. */
const userFacing = new Set([400, 401, 409, 429]);

function messageOf(err: ApiError): string | undefined {
  try {
    const { message } = JSON.parse(err.body) as { message?: unknown };
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}

/** First zod-style issue per field, for the form's `fields` (the credentials by default). */
export function fieldMessages<F extends string = CredentialField>(
  issues: readonly { path: PropertyKey[] | string; message: string }[],
  fields: readonly F[] = credentialFields as readonly string[] as readonly F[],
): FieldMessages<F> {
  const messages: FieldMessages<F> = {};
  for (const issue of issues) {
    const key = Array.isArray(issue.path) ? issue.path[0] : String(issue.path).split('.')[0];
    const field = fields.find((f) => f === key);
    if (field && !messages[field]) messages[field] = issue.message;
  }
  return messages;
}

/** Turns a failed request into form feedback, or raises a toast and returns no feedback. */
export function feedbackFor<F extends string = CredentialField>(
  err: unknown,
  names: readonly F[] = credentialFields as readonly string[] as readonly F[],
): FormFeedback<F> {
  if (err instanceof ApiError && userFacing.has(err.status)) {
    const fields = fieldMessages(err.fieldErrors, names);
    const message = messageOf(err);
    if (Object.keys(fields).length > 0) return { fields };
    if (message) return { fields: {}, form: message };
  }
  toast({
    title: 'Error',
    description: 'Something went wrong. Please try again.',
    variant: 'destructive',
  });
  return { fields: {} };
}
