// The document upload dialog (dashboard cards, property documents, tax documents).
import { z } from '../zod';
import { hasAcceptedExtension } from './document-rules';
import { documentCategorySchema, documentMessages } from './documents';
import { limits, optionalText, requiredText } from './fields';

export const uploadFormSchema = z.strictObject({
  fileName: requiredText(255, documentMessages.noFile).refine(
    // A missing file already has its message.
    (fileName) => fileName === '' || hasAcceptedExtension(fileName),
    { message: documentMessages.type },
  ),
  notes: optionalText(limits.notes),
  category: documentCategorySchema,
});
export type UploadFormInput = z.input<typeof uploadFormSchema>;
export type UploadForm = z.output<typeof uploadFormSchema>;
