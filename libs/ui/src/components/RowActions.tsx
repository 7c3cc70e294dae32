// Edit and delete buttons of one row, named for the row so a screen reader says "Edit Chase Checking".
import { css } from '@emotion/react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button, t } from '@heirloom/ui/base';

const wrap = css({
  display: 'flex',
  gap: t.space[1],
  '& svg': { width: '1rem', height: '1rem' },
});

export interface RowActionsProps {
  /** The row's name in words ("Chase Checking"). */
  label: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function RowActions({ label, onEdit, onDelete }: RowActionsProps) {
  return (
    <div css={wrap}>
      {onEdit ? (
        <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} title="Edit" onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
      ) : null}
      {onDelete ? (
        <Button variant="ghost" size="icon" aria-label={`Delete ${label}`} title="Delete" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
