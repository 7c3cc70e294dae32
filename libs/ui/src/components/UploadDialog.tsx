// The upload dialog of every dashboard card and page (spec sections 2, 4, 5 and 8): choose a file of
// the accepted types, add notes if you like, upload with real progress, then the form resets and the
// file appears in the area's list below (download, delete). The spec's toasts are kept word for word.
import { css } from '@emotion/react';
import {
  documentCategoryLabels,
  MAX_DOCUMENT_SIZE_TEXT,
  uploadAccept,
  type DocumentCategory,
  type StoredDocument,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { FolderOpen, Upload } from 'lucide-react';
import {
  cloneElement,
  isValidElement,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
} from 'react';
import {
  errorText,
  fileFieldError,
  fileProblem,
  noFileToast,
  sessionEnded,
  uploadedToast,
} from '../documents/upload-rules';
import { useUploadDocument } from '../documents/use-documents';
import { Button, Dialog, Field, Input, t, Textarea } from '@heirloom/ui/base';
import { DocumentList, useDocumentAccess } from './DocumentList';
import { Progress } from './Progress';

type Trigger = ReactElement<{ onClick?: () => void; 'aria-haspopup'?: 'dialog' }>;

export interface UploadDialogProps {
  /** The area the documents belong to (and whose files the dialog lists). */
  category: DocumentCategory;
  /** Heading; "Upload {Area} Document" by default. */
  title?: string;
  /** Line under the heading; the accepted types and the size limit by default. */
  description?: string;
  /** Controlled use: the parent owns the open state (then `trigger` is usually left out). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (its onClick is set); an outline "Upload" button by default, none with null. */
  trigger?: Trigger | null;
  /** Called with the stored document after each successful upload (a K-1 takes its file from here). */
  onUploaded?: (document: StoredDocument) => void;
}

export function UploadDialog({
  category,
  title,
  description,
  open,
  onOpenChange,
  trigger,
  onUploaded,
}: UploadDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const upload = useUploadDocument(category);
  // Someone who may not upload here (a viewer, a professional with read only) still sees the files.
  const mayUpload = useDocumentAccess().canUpload(category);
  const uploading = upload.isPending;
  const setOpen = (next: boolean) => {
    if (uploading && !next) return;
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  const reset = () => {
    setFile(null);
    setNotes('');
    setProblem(null);
    setProgress(0);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onChoose = (chosen: File | null) => {
    setFile(chosen);
    // Told at once, beside the field; the API checks the content again.
    setProblem(chosen ? fileProblem(chosen) : null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    if (!file) {
      toast(noFileToast);
      return;
    }
    const refused = fileProblem(file);
    if (refused) {
      setProblem(refused);
      toast({ title: 'File not accepted', description: refused, variant: 'destructive' });
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, notes, onProgress: setProgress },
      {
        onSuccess: (document) => {
          reset();
          toast(uploadedToast(category));
          onUploaded?.(document);
        },
        onError: (error) => {
          setProgress(0);
          if (sessionEnded(error)) return;
          // The content check only the API can make: shown beside the field as well as in the toast.
          setProblem(fileFieldError(error));
          toast({ title: 'Upload failed', description: errorText(error), variant: 'destructive' });
        },
      },
    );
  };

  const label = documentCategoryLabels[category];
  const percent = Math.round(progress * 100);
  const opener =
    trigger === null ? null : isValidElement(trigger) ? (
      cloneElement(trigger, { onClick: () => setOpen(true), 'aria-haspopup': 'dialog' })
    ) : (
      <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {mayUpload ? <Upload aria-hidden /> : <FolderOpen aria-hidden />}
        {mayUpload ? 'Upload' : 'Documents'}
      </Button>
    );

  return (
    <>
      {opener}
      <Dialog
        open={isOpen}
        onOpenChange={setOpen}
        dismissible={!uploading}
        title={mayUpload ? (title ?? `Upload ${label} Document`) : `${label} Documents`}
        description={
          mayUpload
            ? (description ?? `PDF, DOC, DOCX, PNG, JPG or JPEG, up to ${MAX_DOCUMENT_SIZE_TEXT}.`)
            : undefined
        }
        width="36rem"
        footer={
          mayUpload ? undefined : (
            <Button variant="outline" onClick={() => setOpen(false)}>
              Close
            </Button>
          )
        }
      >
        {mayUpload ? (
          <form noValidate onSubmit={onSubmit} css={form}>
            <Field label="File" error={problem ?? undefined}>
              <Input
                ref={fileInput}
                type="file"
                name="file"
                accept={uploadAccept}
                disabled={uploading}
                onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
              />
            </Field>
            <Field label="Notes (optional)">
              <Textarea
                name="notes"
                rows={3}
                maxLength={2000}
                value={notes}
                disabled={uploading}
                onChange={(event) => setNotes(event.target.value)}
              />
            </Field>
            {uploading ? (
              <div css={progressRow} aria-live="polite">
                <Progress value={percent} label="Upload progress" />
                <span css={progressText}>
                  {percent < 100 ? `Uploading... ${percent}%` : 'Checking the file...'}
                </span>
              </div>
            ) : null}
            <div css={buttons}>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={uploading}>
                Close
              </Button>
              <Button type="submit" disabled={uploading} aria-busy={uploading || undefined}>
                <Upload aria-hidden />
                {uploading ? 'Uploading...' : 'Upload'}
              </Button>
            </div>
          </form>
        ) : null}
        <section css={mayUpload ? filesSection : filesOnly} aria-labelledby={`${id}-files`}>
          <h3 id={`${id}-files`} css={filesTitle}>
            {label} documents
          </h3>
          <DocumentList category={category} />
        </section>
      </Dialog>
    </>
  );
}

const form = css({ display: 'grid', gap: t.space[4] });
const progressRow = css({ display: 'grid', gap: t.space[2] });
const progressText = css({ fontSize: t.text.xs, color: t.color.mutedFg });
const buttons = css({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap-reverse',
  gap: t.space[2],
  '@media (max-width: 479.98px)': { '& > *': { flex: '1 1 100%' } },
});
const filesSection = css({
  display: 'grid',
  gap: t.space[3],
  paddingTop: t.space[4],
  borderTop: `1px solid ${t.color.border}`,
});
const filesOnly = css({ display: 'grid', gap: t.space[3] });
const filesTitle = css({ fontSize: t.text.sm, fontWeight: 600 });
