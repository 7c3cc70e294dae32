// The "Notes" action of a row (issue 31): opens the notes left on it (libs/ui's NotesPanel, which asks
// for them only once opened) and, for whoever may write there, the form to add one.
import type { NoteEntityType } from '@heirloom/contracts';
import { Button, Dialog, NotesPanel } from '@heirloom/ui';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';

export interface NotesButtonProps {
  entityType: NoteEntityType;
  entityId: string;
  /** The row's name in words ("2024 1040"): the button says "Notes on 2024 1040". */
  label: string;
  /** Whether the person may add a note here (permissions.ts canWriteNotes). */
  canWrite: boolean;
}

export function NotesButton({ entityType, entityId, label, canWrite }: NotesButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Notes on ${label}`}
        title="Notes"
        aria-haspopup="dialog"
        data-testid="notes-action"
        onClick={() => setOpen(true)}
        css={{ '& svg': { width: '1rem', height: '1rem' } }}
      >
        <MessageSquare aria-hidden="true" />
      </Button>
      {open ? (
        <Dialog open onOpenChange={setOpen} title={`Notes on ${label}`} width="36rem">
          <NotesPanel entityType={entityType} entityId={entityId} canWrite={canWrite} />
        </Dialog>
      ) : null}
    </>
  );
}
