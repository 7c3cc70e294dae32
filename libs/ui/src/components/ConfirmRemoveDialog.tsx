// Removing one of a list's items behind a question (a passkey, an assistant token, the authenticator
// app on /account): the row's ghost "Remove" button that names the item for a screen reader, the
// question asked about the item picked (the dialog stays open, and says why, when the removal fails),
// and the plain ruled list those rows stand in.
import { css } from '@emotion/react';
import type { ToastInput } from '@heirloom/platform';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, t } from '@heirloom/ui/base';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmRemoveDialogProps<T> {
  /** The item asked about; null while the dialog is closed. */
  item: T | null;
  /** Cancel, Esc, the backdrop, or the removal done. */
  onClose: () => void;
  /** The question, or how it is asked about the item ("Remove “MacBook”?"). */
  title: ReactNode | ((item: T) => ReactNode);
  description: ReactNode;
  /** The button's text, default 'Remove'. */
  confirmLabel?: string;
  /** The button's text while the removal runs, default 'Removing...'. */
  pendingLabel?: string;
  /** Toasted when it is removed. */
  done: ToastInput;
  /** Removes it; the dialog closes when this resolves. */
  onRemove: (item: T) => Promise<unknown>;
  /** Tells a failed removal (the dialog stays open for another try or Cancel). */
  onError: (error: unknown) => void;
}

export function ConfirmRemoveDialog<T>({
  item,
  onClose,
  title,
  description,
  confirmLabel = 'Remove',
  pendingLabel = 'Removing...',
  done,
  onRemove,
  onError,
}: ConfirmRemoveDialogProps<T>) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={typeof title !== 'function' ? title : item !== null ? title(item) : null}
      description={description}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      done={done}
      onConfirm={() =>
        onRemove(item!).catch((error: unknown) => {
          onError(error);
          throw error;
        })
      }
    />
  );
}

export interface RemoveButtonProps {
  /** The button's word, default 'Remove'. */
  label?: string;
  /** What a screen reader hears, naming the item ("Remove passkey MacBook"). */
  'aria-label': string;
  onClick: () => void;
  'data-testid'?: string;
}

/** A row's ghost remove button; on a phone the icon alone says it (the aria-label names the item). */
export function RemoveButton({ label = 'Remove', ...props }: RemoveButtonProps) {
  return (
    <Button variant="ghost" size="sm" {...props}>
      <Trash2 aria-hidden /> <span css={phoneHidden}>{label}</span>
    </Button>
  );
}

const phoneHidden = css({ '@media (max-width: 480px)': { display: 'none' } });

/** A list without markers whose rows (ruledRow) have a rule between them. */
export const ruledList = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

/** One row of a ruledList: its parts centred and spaced, small text, a rule above all but the first. */
export const ruledRow = css({
  alignItems: 'center',
  gap: t.space[3],
  padding: `${t.space[3]} 0`,
  fontSize: t.text.sm,
  '& + &': { borderTop: `1px solid ${t.color.border}` },
});

/** A ruledRow whose item (name, details) stands at the start and whose action at the end. */
export const ruledItemRow = css(ruledRow, { display: 'flex', justifyContent: 'space-between' });

/** A ruledRow's details under its name: small, muted, wrapping between items. */
export const ruledRowDetails = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: t.space[3],
  rowGap: t.space[1],
  marginTop: t.space[1],
  color: t.color.mutedFg,
  fontSize: t.text.xs,
});

/** The round, muted icon that begins a ruledRow laid out as a grid (icon, text, action). */
export const ruledRowIcon = css({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: t.radius.full,
  background: t.color.muted,
  color: t.color.mutedFg,
  '& svg': { width: '1.125rem', height: '1.125rem' },
});
