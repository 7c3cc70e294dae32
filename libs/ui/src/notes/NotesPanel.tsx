// The notes left on one thing (a document, a K-1, a tax document, a recommendation), each with its
// author, the author's role and when; and, for whoever may write (`canWrite`), a form to add one. The
// panel asks for its own notes. The form (react-hook-form and the contract's zod schema) is its own
// chunk, loaded only where someone can write: this file is in libs/ui's main entry, which every page
// loads, and must not bring the form kit with it.
import { css } from '@emotion/react';
import type { NoteEntityType } from '@heirloom/contracts';
import { AlertTriangle, MessageSquare } from 'lucide-react';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Skeleton, t } from '@heirloom/ui/base';
import { noteRoleLabels } from './note-access';
import { useNotes } from './use-notes';
import { madeOnFirstUse } from '@heirloom/contracts';

const loadForm = () => import(/* webpackChunkName: "note-form" */ './NoteForm');

export interface NotesPanelProps {
  entityType: NoteEntityType;
  entityId: string;
  /** Whether the person may add a note here (canWriteNotes with the thing's area). */
  canWrite: boolean;
  /** The heading, default 'Notes'. */
  title?: string;
  className?: string;
}

const panel = css({ display: 'flex', flexDirection: 'column', gap: t.space[3], minWidth: 0 });
const heading = css({
  display: 'flex',
  alignItems: 'center',
  gap: t.space[2],
  fontSize: t.text.sm,
  fontWeight: 600,
  '& svg': { width: '1rem', height: '1rem', color: t.color.mutedFg },
});
const list = css({ display: 'flex', flexDirection: 'column', gap: t.space[2] });
const item = css({
  padding: t.space[3],
  borderRadius: t.radius.md,
  border: `1px solid ${t.color.border}`,
  background: t.color.card,
  minWidth: 0,
});
const meta = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${t.space[2]}`,
  fontSize: t.text.xs,
  color: t.color.mutedFg,
});
const author = css({ fontWeight: 600, color: t.color.fg, overflowWrap: 'anywhere' });
const body = css({
  marginTop: t.space[1],
  fontSize: t.text.sm,
  lineHeight: 1.55,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
const quiet = css({ fontSize: t.text.sm, color: t.color.mutedFg });
const problem = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: t.space[2],
  padding: t.space[3],
  borderRadius: t.radius.md,
  background: `color-mix(in srgb, ${t.color.destructive} 10%, transparent)`,
  fontSize: t.text.sm,
  '& svg': { flexShrink: 0, width: '1rem', height: '1rem', color: t.color.destructive },
});

const timeFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
);

/** When a note was left, in the reader's own time zone ('Apr 2, 2026, 3:14 PM'). */
export function formatNoteTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : timeFormat().format(date);
}

export function NotesPanel({ entityType, entityId, canWrite, title = 'Notes', className }: NotesPanelProps) {
  const notes = useNotes(entityType, entityId);
  // A failed chunk is cached by React.lazy: Retry builds a fresh lazy component.
  const [NoteForm, setNoteForm] = useState(() => lazy(loadForm));
  const rows = notes.data ?? [];

  let content: ReactNode;
  if (notes.isPending) {
    content = (
      <div css={list} aria-busy="true" aria-label="Loading notes">
        <Skeleton height="3.5rem" />
      </div>
    );
  } else if (notes.isError) {
    content = (
      <div css={problem} role="alert" data-testid="notes-error">
        <AlertTriangle aria-hidden="true" />
        <div css={{ display: 'grid', gap: t.space[2] }}>
          <p>Could not load the notes.</p>
          <div>
            <Button size="sm" variant="outline" onClick={() => void notes.refetch()}>
              Retry
            </Button>
          </div>
        </div>
      </div>
    );
  } else if (rows.length === 0) {
    content = (
      <p css={quiet} data-testid="notes-empty">
        {canWrite ? 'No notes yet. Add the first one below.' : 'No notes yet.'}
      </p>
    );
  } else {
    content = (
      <ul css={list} data-testid="notes-list">
        {rows.map((note) => (
          <li key={note.id} css={item} data-testid="note-item" data-note-id={note.id}>
            <p css={meta}>
              <span css={author} data-testid="note-author">
                {note.authorName}
              </span>
              <span data-testid="note-role">{noteRoleLabels[note.authorRole] ?? note.authorRole}</span>
              <time dateTime={note.createdAt}>{formatNoteTime(note.createdAt)}</time>
            </p>
            <p css={body} data-testid="note-body">
              {note.body}
            </p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      css={panel}
      className={className}
      aria-label={title}
      data-testid="notes-panel"
      data-entity-type={entityType}
      data-entity-id={entityId}
    >
      <h4 css={heading}>
        <MessageSquare aria-hidden="true" />
        {title}
        {rows.length > 0 ? <span css={quiet}>({rows.length})</span> : null}
      </h4>
      {content}
      {canWrite ? (
        <FormBoundary onRetry={() => setNoteForm(() => lazy(loadForm))}>
          <Suspense fallback={<Skeleton height="7.5rem" />}>
            <NoteForm entityType={entityType} entityId={entityId} />
          </Suspense>
        </FormBoundary>
      ) : null}
    </section>
  );
}

/** The form's chunk failed to load (offline, a new deploy): say so, and offer to try again. */
class FormBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div css={problem} role="alert">
        <AlertTriangle aria-hidden="true" />
        <div css={{ display: 'grid', gap: t.space[2] }}>
          <p>Could not load the note form.</p>
          <div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                this.setState({ failed: false });
                this.props.onRetry();
              }}
            >
              Retry
            </Button>
          </div>
        </div>
      </div>
    );
  }
}
