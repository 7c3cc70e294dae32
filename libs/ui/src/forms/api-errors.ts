// What a failed save means for a form: the API's 400 field messages go onto their fields; anything
// else (a 404, a 409, a network failure) is one message for a destructive toast.
import { ApiError } from '@heirloom/platform';

export interface SaveFailure {
  /** Field path ("balance", "address.line1") -> message, for the fields the form has. */
  fields: Record<string, string>;
  /** The message to toast when no field took it (or alongside, for whole-body errors). */
  message: string | null;
}

/** Reads "400: {...}" / "409: {...}" bodies; `knownFields` are the form's own field names. */
export function explainSaveFailure(error: unknown, knownFields: readonly string[]): SaveFailure {
  if (!(error instanceof ApiError)) {
    return { fields: {}, message: 'Could not reach the server. Check your connection and try again.' };
  }
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const { path, message } of error.fieldErrors) {
    if (knownFields.includes(path) && !fields[path]) fields[path] = message;
    else unplaced.push(path ? `${path}: ${message}` : message);
  }
  if (Object.keys(fields).length > 0) return { fields, message: unplaced[0] ?? null };
  return { fields, message: unplaced[0] ?? bodyMessage(error) };
}

function bodyMessage(error: ApiError): string {
  try {
    const parsed = JSON.parse(error.body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // not JSON: fall through to the status line
  }
  return error.status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message;
}
