// The documents of one area, newest first: name, kind, size, date and notes, a download link, and
// delete after an inline confirmation (a dialog inside the upload dialog would fight over focus).
import { css } from '@emotion/react';
import type { DocumentCategory, StoredDocument } from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { Download, FileText, Trash2 } from 'lucide-react';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { downloadUrl, useDeleteDocument, useDocuments } from '../documents/use-documents';
import { errorText, fileKindLabel, formatFileSize, sessionEnded } from '../documents/upload-rules';
import { Button, buttonStyles, mq, Spinner, t } from '@heirloom/ui/base';
import { madeOnFirstUse } from '@heirloom/contracts';

/**
 * What the signed-in person may do with the family's uploaded documents (issue 31), and any actions of
 * their own a remote adds to each row (its notes). A remote that provides none lets everyone upload
 * and delete, as before; the API decides in the end either way.
 */
export interface DocumentAccess {
  canUpload: (category: DocumentCategory) => boolean;
  canDelete: (category: DocumentCategory) => boolean;
  rowActions?: (document: StoredDocument, category: DocumentCategory) => ReactNode;
}

export const DocumentAccessContext = createContext<DocumentAccess>({
  canUpload: () => true,
  canDelete: () => true,
});

export const useDocumentAccess = (): DocumentAccess => useContext(DocumentAccessContext);

const dateFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
);

export function DocumentList({ category }: { category: DocumentCategory }) {
  const documents = useDocuments(category);
  if (documents.isPending) return <Spinner label="Loading documents" />;
  if (documents.isError) {
    return (
      <div css={notice} role="alert">
        <span>Could not load your documents.</span>
        <Button variant="outline" size="sm" onClick={() => void documents.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (documents.data.length === 0) return <p css={notice}>No documents uploaded here yet.</p>;
  return (
    <ul css={list} aria-label="Uploaded documents">
      {documents.data.map((document) => (
        <DocumentRow key={document.id} document={document} category={category} />
      ))}
    </ul>
  );
}

function DocumentRow({ document, category }: { document: StoredDocument; category: DocumentCategory }) {
  const remove = useDeleteDocument(category);
  const access = useDocumentAccess();
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // Focus follows the question: to Cancel when it is asked, back to Delete when it is withdrawn.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (asked.current) deleteRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  const onDelete = () =>
    remove.mutate(document.id, {
      onSuccess: () =>
        toast({ title: 'Document deleted', description: `${document.fileName} has been deleted.` }),
      onError: (error) => {
        setConfirming(false);
        if (sessionEnded(error)) return;
        toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
      },
    });

  const meta = [
    fileKindLabel(document.contentType),
    formatFileSize(document.size),
    dateFormat().format(new Date(document.createdAt)),
  ].join(' · ');

  return (
    <li css={row}>
      <FileText aria-hidden css={icon} />
      <div css={text}>
        <span css={name} title={document.fileName}>
          {document.fileName}
        </span>
        <span css={muted}>{meta}</span>
        {document.notes ? <span css={muted}>{document.notes}</span> : null}
      </div>
      {confirming ? (
        <div css={actions} role="group" aria-label={`Delete ${document.fileName}?`}>
          <span css={question}>Delete?</span>
          <Button
            ref={cancelRef}
            variant="outline"
            size="sm"
            onClick={() => setConfirming(false)}
            disabled={remove.isPending}
          >
            Cancel
          </Button>
          <Button
            variant="destructive"
            size="sm"
            onClick={onDelete}
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      ) : (
        <div css={actions}>
          <a
            href={downloadUrl(document.id)}
            download={document.fileName}
            css={buttonStyles('ghost', 'icon')}
            aria-label={`Download ${document.fileName}`}
            title="Download"
          >
            <Download aria-hidden />
          </a>
          {access.rowActions?.(document, category)}
          {access.canDelete(category) ? (
            <Button
              ref={deleteRef}
              variant="ghost"
              size="icon"
              aria-label={`Delete ${document.fileName}`}
              title="Delete"
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden />
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}

const list = css({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${t.color.border}`,
  borderRadius: t.radius.md,
  '& > li + li': { borderTop: `1px solid ${t.color.border}` },
});
const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[3],
  padding: `${t.space[2]} ${t.space[3]}`,
  minWidth: 0,
  [mq.mobile]: { flexWrap: 'wrap' },
});
const icon = css({ flexShrink: 0, width: '1.25rem', height: '1.25rem', color: t.color.mutedFg });
const text = css({ display: 'flex', flexDirection: 'column', gap: '0.125rem', flex: 1, minWidth: 0 });
const name = css({
  fontSize: t.text.sm,
  fontWeight: 500,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const muted = css({ fontSize: t.text.xs, color: t.color.mutedFg, overflowWrap: 'anywhere' });
const actions = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[1],
  flexShrink: 0,
  [mq.mobile]: { marginLeft: 'auto' },
});
const question = css({ fontSize: t.text.sm, fontWeight: 500, marginRight: t.space[1] });
const notice = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: t.space[2],
  fontSize: t.text.sm,
  color: t.color.mutedFg,
});
