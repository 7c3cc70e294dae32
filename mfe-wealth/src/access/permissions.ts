// What the person may do on this remote's pages (issue 31), decided by the contract's decideAccess,
// the function the API's guard answers with, so a button is shown exactly when the API would take its
// call. The family-scoped routes (documents, notes) leave the area to their handler; for those the
// same handler rule is read here with `grants` / `levelAllows` from the contract.
import {
  decideAccess,
  documentCategoryArea,
  grants,
  levelAllows,
  type AccessArea,
  type AccessContext,
  type DocumentCategory,
} from '@heirloom/contracts';

type Access = Pick<AccessContext, 'role' | 'areas'>;

const allowed = (access: Access, method: string, path: string) => decideAccess(access, method, path).allowed;

/** Which of a collection's writes the person may make: POST path, PATCH and DELETE path/{id}. */
export interface RowPermissions {
  add: boolean;
  edit: boolean;
  remove: boolean;
}

/** The writes on `collection` ('/api/accounts', ...) the API would take from this person. */
export function rowPermissions(access: Access, collection: string): RowPermissions {
  const one = `${collection}/{id}`;
  return {
    add: allowed(access, 'POST', collection),
    edit: allowed(access, 'PATCH', one),
    remove: allowed(access, 'DELETE', one),
  };
}

/** Whether POST `path` (an AI review, a refinance analysis...) would be answered. */
export const mayPost = (access: Access, path: string): boolean => allowed(access, 'POST', path);

/**
 * Whether the person may upload a document of `category`: POST /api/documents, and for a professional
 * the upload level on the category's area (what the documents handler checks).
 */
export function canUploadDocument(access: Access, category: DocumentCategory): boolean {
  return (
    allowed(access, 'POST', '/api/documents') &&
    grants(access.areas, documentCategoryArea[category], 'upload')
  );
}

/** Whether the person may delete an uploaded document (DELETE /api/documents/{id}). */
export const canDeleteDocument = (access: Access): boolean =>
  allowed(access, 'DELETE', '/api/documents/{id}');

/**
 * Whether the person may leave a note on something of `area`: POST /api/notes, and for a
 * professional the notes level on that area.
 */
export function canWriteNotes(access: Access, area: AccessArea): boolean {
  return (
    allowed(access, 'POST', '/api/notes') &&
    (access.role !== 'professional' || levelAllows(access.areas?.[area], 'notes'))
  );
}

/** Whether the person may leave a note on an uploaded document of `category`. */
export const canWriteDocumentNotes = (access: Access, category: DocumentCategory): boolean =>
  canWriteNotes(access, documentCategoryArea[category]);
