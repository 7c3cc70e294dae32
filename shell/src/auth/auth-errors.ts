// How a failed sign-in or sign-up reaches the user: the API's own words for what the user can fix
// (beside the field, or above the form), a destructive toast for what they cannot (network, 5xx).
import { ApiError, toast } from '@heirloom/platform';

export type CredentialField = 'username' | 'password';
export type FieldMessages = Partial<Record<CredentialField, string>>;

export interface FormFeedback {
  fields: FieldMessages;
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

/** First zod-style issue per field. */
export function fieldMessages(issues: readonly { path: PropertyKey[] | string; message: string }[]) {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const key = Array.isArray(issue.path) ? issue.path[0] : String(issue.path).split('.')[0];
    if ((key === 'username' || key === 'password') && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}

/** Turns a failed request into form feedback, or raises a toast and returns no feedback. */
export function feedbackFor(err: unknown): FormFeedback {
  if (err instanceof ApiError && userFacing.has(err.status)) {
    const fields = fieldMessages(err.fieldErrors);
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
