// The document upload dialog (dashboard cards, property documents, tax documents).
import { z } from 'zod';
import { limits, optionalText, requiredText } from './fields';

export const acceptedUploadExtensions = ['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg'] as const;
/** For the file input's accept attribute. */
export const uploadAccept = acceptedUploadExtensions.map((ext) => `.${ext}`).join(',');

export function hasAcceptedExtension(fileName: string): boolean {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && (acceptedUploadExtensions as readonly string[]).includes(ext);
}

export const uploadFormSchema = z.strictObject({
  fileName: requiredText(255, 'Please select a file to upload').refine(
    // A missing file already has its message.
    (fileName) => fileName === '' || hasAcceptedExtension(fileName),
    {
      message: 'Accepted file types: PDF, DOC, DOCX, PNG, JPG, JPEG',
    },
  ),
  notes: optionalText(limits.notes),
  category: requiredText(limits.shortText, 'Category is required'),
});
export type UploadFormInput = z.input<typeof uploadFormSchema>;
export type UploadForm = z.output<typeof uploadFormSchema>;
