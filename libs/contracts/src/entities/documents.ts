// Uploaded documents (statements, returns, wills, policies, photos of a deed): one stored file each,
// filed under the area of the site it belongs to. The accepted types and the size limit are stated once
// here, so the upload dialog refuses what the API would refuse, with the same words.
import { z } from '../zod';
import { documentCategories, documentMessages } from './document-rules';
import { entityId, limits, optionalText, ownedRowFields } from './fields';

export * from './document-rules';

export const documentCategorySchema = z.enum(documentCategories, { error: documentMessages.category });

/** The text fields of the multipart upload (the file is its own part). */
export const uploadDocumentFieldsSchema = z.strictObject({
  category: documentCategorySchema,
  notes: optionalText(limits.notes),
});
export type UploadDocumentFields = z.output<typeof uploadDocumentFieldsSchema>;

/** GET /api/documents?category=: one area's documents, or all of them. */
export const documentQuerySchema = z.strictObject({ category: documentCategorySchema.optional() });
export type DocumentQuery = z.output<typeof documentQuerySchema>;

/** A stored document; as a row it also answers userId, createdAt (when it was uploaded) and updatedAt. */
export const documentSchema = z.object({
  id: entityId,
  category: z.enum(documentCategories),
  /** The name the file had on the user's machine (only ever shown and sent back in downloads). */
  fileName: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  notes: z.string().nullable(),
});

/** A document as the API answers it, with its owner and timestamps (createdAt: when it was uploaded). */
export const documentRowSchema = documentSchema.extend(ownedRowFields).meta({ id: 'Document' });
export type StoredDocument = z.infer<typeof documentRowSchema>;
