// What the upload dialog decides without drawing anything: whether a chosen file may be sent (the same
// rules and words as the API, from libs/contracts), the spec's toasts, and what an error tells the user.
import {
  documentCategoryLabels,
  documentFileProblem,
  documentMessages,
  type DocumentCategory,
} from '@heirloom/contracts';
import { ApiError, apiMessage } from '@heirloom/platform';
import type { ToastInput } from '@heirloom/platform';

/** Spec section 8: submitting without a file. */
export const noFileToast: ToastInput = {
  title: 'No file selected',
  description: 'Please select a file to upload',
  variant: 'destructive',
};

/** Spec section 8: the upload's success toast ("Your tax document has been uploaded..."). */
export function uploadedToast(category: DocumentCategory): ToastInput {
  return {
    title: 'Document uploaded successfully',
    description: `Your ${documentCategoryLabels[category].toLowerCase()} document has been uploaded and is being processed.`,
  };
}

/** The accept-list check before sending: null when the file may go, else why not (the API's words). */
export function fileProblem(file: { name: string; size: number } | null | undefined): string | null {
  return documentFileProblem(file);
}

/** A 401: the session is over and the shell already sends the user to sign in, so no toast. */
export function sessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/**
 * What a failed upload (or delete) says: the field messages of a 400 ("The file is a program, not a
 * document"), the API's message of a 413; the edge's plain-text 413 becomes the size message.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return error instanceof TypeError
      ? 'The upload could not reach the server. Please try again.'
      : SOMETHING_WRONG;
  }
  const fields = error.fieldErrors.map((field) => field.message);
  if (fields.length) return fields.join(' ');
  const message = apiMessage(error);
  if (error.status === 413) return message ?? documentMessages.tooLarge;
  if (message !== undefined && error.status < 500) return message;
  return SOMETHING_WRONG;
}

/** The API's message for the file itself (a 400 on `file`), to show beside the field as well. */
export function fileFieldError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.fieldErrors.find((field) => field.path === 'file')?.message ?? null;
}

const units = ['bytes', 'KB', 'MB', 'GB'];

/** "812 bytes", "1.2 MB": sizes in the list (1024 per step, as the 25 MB limit counts). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  return `${value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value)} ${units[unit]}`;
}

/** "PDF", "DOCX", "JPEG" for the list, from the stored content type. */
export function fileKindLabel(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  if (contentType === 'application/msword') return 'DOC';
  if (contentType.includes('wordprocessingml')) return 'DOCX';
  if (contentType === 'image/png') return 'PNG';
  if (contentType === 'image/jpeg') return 'JPEG';
  return 'File';
}
