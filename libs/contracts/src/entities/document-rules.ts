// What a document may be (areas, types, size) and the checks on a chosen file, apart from the zod
// schemas: the upload dialog of every dashboard card needs them on pages where zod is not loaded.
import { limits } from './limits';

/** The areas the dashboard cards and pages upload into. */
export const documentCategories = [
  'accounts',
  'investments',
  'private_investments',
  'real_estate',
  'tax',
  'estate',
  'insurance',
  'professionals',
  'recommendations',
  'general',
] as const;
export type DocumentCategory = (typeof documentCategories)[number];

export const documentCategoryLabels: Record<DocumentCategory, string> = {
  accounts: 'Accounts',
  investments: 'Investments',
  private_investments: 'Private Investments',
  real_estate: 'Real Estate',
  tax: 'Tax',
  estate: 'Estate',
  insurance: 'Insurance',
  professionals: 'Professionals',
  recommendations: 'Recommendations',
  general: 'General',
};

/** The spec's accepted types (section 5). */
export const acceptedUploadExtensions = ['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg'] as const;

/** 25 MB (MiB): the API answers 413 above it, the dialog refuses the file before sending it. */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
export const MAX_DOCUMENT_SIZE_TEXT = '25 MB';
/**
 * The largest upload request: the file plus 1 MB for the multipart envelope (boundaries, part headers,
 * the notes). The edge (the gateway's GATEWAY_MAX_UPLOAD_BYTES) lets this much through to
 * POST /api/documents, so a file just over the limit gets the API's clear 413 rather than the edge's.
 */
export const MAX_DOCUMENT_REQUEST_BYTES = MAX_DOCUMENT_BYTES + 1024 * 1024;

export type DocumentExtension = (typeof acceptedUploadExtensions)[number];

/** What a download says it is, by extension (the API checks the content agrees before storing). */
export const documentContentTypes: Record<DocumentExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

export const documentMessages = {
  noFile: 'Please select a file to upload',
  type: 'Accepted file types: PDF, DOC, DOCX, PNG, JPG, JPEG',
  empty: 'The file is empty',
  tooLarge: `The file is larger than ${MAX_DOCUMENT_SIZE_TEXT}`,
  category: 'Choose where this document belongs',
  fileName: `The file name must be at most ${limits.name} characters`,
} as const;

/** The accepted extension of a file name, lower-cased, or null ("run.exe", "README"). */
export function documentExtension(fileName: string): DocumentExtension | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return (acceptedUploadExtensions as readonly string[]).includes(ext) ? (ext as DocumentExtension) : null;
}

/**
 * What is wrong with a chosen file before its content is read, or null: the check the dialog makes
 * before sending and the API makes again on what it received (its content signature comes after).
 */
export function documentFileProblem(file: { name: string; size: number } | null | undefined): string | null {
  if (!file || file.name.trim() === '') return documentMessages.noFile;
  if (file.name.length > limits.name) return documentMessages.fileName;
  if (!documentExtension(file.name)) return documentMessages.type;
  if (file.size === 0) return documentMessages.empty;
  if (file.size > MAX_DOCUMENT_BYTES) return documentMessages.tooLarge;
  return null;
}

/** For the file input's accept attribute. */
export const uploadAccept = acceptedUploadExtensions.map((ext) => `.${ext}`).join(',');

export function hasAcceptedExtension(fileName: string): boolean {
  return documentExtension(fileName) !== null;
}
