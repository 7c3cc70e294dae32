// "Delete this?" asked once, the same way everywhere: the destructive action is named on the button,
// Cancel is the safe default focus, and the dialog stays open (and says so) while the delete runs.
import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The button's text, default 'Delete'. */
  confirmLabel?: string;
  /** Runs the action; the dialog closes when it resolves and stays open when it rejects. */
  onConfirm: () => Promise<unknown>;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  onConfirm,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller's mutation shows what went wrong; the dialog stays for another try or Cancel.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      dismissible={!pending}
      width="28rem"
      footer={
        <>
          <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={pending} aria-busy={pending || undefined} onClick={confirm}>
            {pending ? 'Deleting...' : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
