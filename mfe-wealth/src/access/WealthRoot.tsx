// Every page of this remote: its emotion cache (remoteRoot) and what the signed-in person may do with
// the family's uploaded documents (issue 31), so each upload dialog and file list on any page follows
// the same rules: upload by the category's area, delete only for those who may change the family's
// data, and a Notes action on every file.
import type { DocumentCategory, StoredDocument } from '@heirloom/contracts';
import { DocumentAccessContext, remoteRoot, type DocumentAccess } from '@heirloom/ui';
import { useMemo, type ReactNode } from 'react';
import { NotesButton } from './NotesButton';
import { canDeleteDocument, canUploadDocument, canWriteDocumentNotes } from './permissions';
import { useAccess } from './use-access';

const CacheRoot = remoteRoot('wlt');

function DocumentAccessProvider({ children }: { children: ReactNode }) {
  const access = useAccess();
  const value = useMemo<DocumentAccess>(
    () => ({
      canUpload: (category: DocumentCategory) => canUploadDocument(access, category),
      canDelete: () => canDeleteDocument(access),
      rowActions: (document: StoredDocument, category: DocumentCategory) => (
        <NotesButton
          entityType="document"
          entityId={document.id}
          label={document.fileName}
          canWrite={canWriteDocumentNotes(access, category)}
        />
      ),
    }),
    [access],
  );
  return <DocumentAccessContext value={value}>{children}</DocumentAccessContext>;
}

export function WealthRoot({ children }: { children: ReactNode }) {
  return (
    <CacheRoot>
      <DocumentAccessProvider>{children}</DocumentAccessProvider>
    </CacheRoot>
  );
}
