// What a failed save means for a form: the API's 400 field messages go onto their fields; anything
// else (a 404, a 409, a network failure) is one message for a destructive toast.
import { ApiError, apiMessage } from '@heirloom/platform';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface SaveFailure {
  /** Field path ("balance", "address.line1") -> message, for the fields the form has. */
  fields: Record<string, string>;
  /** The message to toast when no field took it (or alongside, for whole-body errors). */
  message: string | null;
}

/** What the API's field messages are put on: a react-hook-form form (useSchemaForm's, FormDialog's). */
export interface ErrorTarget<V extends FieldValues> {
  setError: UseFormSetError<V>;
}

export const NETWORK_FAILURE = 'Could not reach the server. Check your connection and try again.';
export const SERVER_FAILURE = 'Something went wrong on our side. Please try again.';

// The one reader of the API's message lives beside ApiError; the forms read it from there.
export { apiMessage };

/** The form field an API path belongs to: itself, or the known field it is inside ("message.0"). */
function fieldOf(path: string, knownFields: readonly string[]): string | undefined {
  for (let end = path.length; end > 0; end = path.lastIndexOf('.', end - 1)) {
    const candidate = path.slice(0, end);
    if (knownFields.includes(candidate)) return candidate;
  }
  return undefined;
}

/** Reads "400: {...}" / "409: {...}" bodies; `knownFields` are the form's own field names. */
export function explainSaveFailure(error: unknown, knownFields: readonly string[]): SaveFailure {
  if (!(error instanceof ApiError)) return { fields: {}, message: NETWORK_FAILURE };
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const { path, message } of error.fieldErrors) {
    const field = fieldOf(path, knownFields);
    if (field) fields[field] ??= message;
    else unplaced.push(path ? `${path}: ${message}` : message);
  }
  if (Object.keys(fields).length > 0) return { fields, message: unplaced[0] ?? null };
  return {
    fields,
    message: unplaced[0] ?? apiMessage(error) ?? (error.status >= 500 ? SERVER_FAILURE : error.message),
  };
}

export interface ApplyApiErrorsOptions {
  /** Moves focus to the fields that took a message, the last one keeping it (the dialogs do; the page forms never have). */
  focus?: boolean;
  /** The message for a failure no field takes (a 500, no connection), instead of the API's. */
  failedMessage?: string;
  /** The message once some field took one ("check the highlighted fields"), instead of none. */
  placedMessage?: string;
}

/** Puts a failed request's 400 field messages onto the form's fields (`fields`: the form's own names). */
export function placeApiErrors<V extends FieldValues>(
  form: ErrorTarget<V>,
  error: unknown,
  fields: readonly string[],
  focus = false,
): SaveFailure {
  const failure = explainSaveFailure(error, fields);
  for (const [field, message] of Object.entries(failure.fields)) {
    form.setError(field as Path<V>, { type: 'server', message }, { shouldFocus: focus });
  }
  return failure;
}

/**
 * Puts a failed request's 400 field messages onto the form's fields (`fields`: the form's own names)
 * and answers the message for what no field took, to toast (null: every message was placed).
 */
export function applyApiErrors<V extends FieldValues>(
  form: ErrorTarget<V>,
  error: unknown,
  fields: readonly string[],
  { focus = false, failedMessage, placedMessage }: ApplyApiErrorsOptions = {},
): string | null {
  const failure = placeApiErrors(form, error, fields, focus);
  if (Object.keys(failure.fields).length > 0) return placedMessage ?? failure.message;
  return failedMessage ?? failure.message;
}
