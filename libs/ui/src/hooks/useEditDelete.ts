// The add / edit / delete state every list page keeps: which row its form dialog edits ('new' to add
// one), which row waits for the delete confirmation, and that confirmation's ConfirmDialog props (the
// remove call and its toasts), so a page only says what its texts are.
import type { ToastInput } from '@heirloom/platform';
import { useState, type ReactNode } from 'react';
import type { ConfirmDialogProps } from '../components/ConfirmDialog';

/** What a form dialog is open for: a row to edit, 'new' to add one, null when closed. */
export type Editing<Row> = Row | 'new' | null;

/** The row a form dialog edits; undefined when it adds one or is closed. */
export function editedRow<Row>(editing: Editing<Row>): Row | undefined {
  return editing === 'new' || editing === null ? undefined : editing;
}

export interface EditingState<Row> {
  editing: Editing<Row>;
  /** The row being edited; undefined while adding (the dialog's `row` prop). */
  row: Row | undefined;
  /** Opens the dialog to add a row. */
  add: () => void;
  /** Opens the dialog on `row`. */
  edit: (row: Row) => void;
  close: () => void;
  /** The form dialog's `open` and `onOpenChange`. */
  dialog: { open: boolean; onOpenChange: (open: boolean) => void };
}

/** Which row one form dialog adds or edits. */
export function useEditing<Row>(): EditingState<Row> {
  const [editing, setEditing] = useState<Editing<Row>>(null);
  const close = () => setEditing(null);
  return {
    editing,
    row: editedRow(editing),
    add: () => setEditing('new'),
    edit: (row) => setEditing(() => row),
    close,
    dialog: { open: editing !== null, onOpenChange: (open) => !open && close() },
  };
}

/** A delete confirmation's action and texts, each of the row being deleted. */
export interface DeleteConfirmation<Row> {
  /** Deletes the row (a remove mutation's mutateAsync with the row's id, say). */
  remove: (row: Row) => Promise<unknown>;
  title: (row: Row) => ReactNode;
  description?: (row: Row) => ReactNode;
  /** The success toast ('Account Deleted', '... has been deleted.'). */
  done: (row: Row) => ToastInput;
  /** The destructive toast's text when the delete fails. */
  failed: (row: Row) => string;
}

/** ConfirmDialog's props while `row` waits for confirmation; closed when `row` is null. */
export function confirmDeleteProps<Row>(
  row: Row | null,
  onOpenChange: (open: boolean) => void,
  confirmation: DeleteConfirmation<Row>,
): ConfirmDialogProps {
  if (row === null) return { open: false, onOpenChange, title: '', onConfirm: async () => undefined };
  return {
    open: true,
    onOpenChange,
    title: confirmation.title(row),
    description: confirmation.description?.(row),
    onConfirm: () => confirmation.remove(row),
    done: confirmation.done(row),
    failed: confirmation.failed(row),
  };
}

export interface DeleteState<Row> {
  /** The row waiting for confirmation, or null. */
  deleting: Row | null;
  /** Asks to confirm deleting `row`. */
  ask: (row: Row) => void;
  /** Spread onto <ConfirmDialog>. */
  confirm: ConfirmDialogProps;
}

/** Delete after a confirmation: the row asked about and the ConfirmDialog that deletes it. */
export function useConfirmDelete<Row>(confirmation: DeleteConfirmation<Row>): DeleteState<Row> {
  const [deleting, setDeleting] = useState<Row | null>(null);
  return {
    deleting,
    ask: (row) => setDeleting(() => row),
    confirm: confirmDeleteProps(deleting, (open) => !open && setDeleting(null), confirmation),
  };
}

/** One form dialog (add and edit) and one delete confirmation over the same rows. */
export function useEditDelete<Row>(
  confirmation: DeleteConfirmation<Row>,
): EditingState<Row> & DeleteState<Row> {
  return { ...useEditing<Row>(), ...useConfirmDelete(confirmation) };
}
