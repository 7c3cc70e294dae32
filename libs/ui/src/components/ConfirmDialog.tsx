// "Delete this?" asked once, the same way everywhere: the destructive action is named on the button,
// Cancel is the safe default focus, the dialog stays open (and says so) while the delete runs, and the
// outcome is toasted: the page's success toast, or a destructive one with the dialog left open.
import { toast, type ToastInput } from '@heirloom/platform';
import { useState, type ReactNode } from 'react';
import { Button, Dialog } from '@heirloom/ui/base';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The button's text, default 'Delete'. */
  confirmLabel?: string;
  /** The button's text while the action runs, default 'Deleting...'. */
  pendingLabel?: string;
  /** Runs the action; the dialog closes when it resolves and stays open when it rejects. */
  onConfirm: () => Promise<unknown>;
  /** Toasted when the action succeeds ('Account Deleted', ...). */
  done?: ToastInput;
  /** The destructive toast's text when it fails ('Could not delete ... Please try again.'). */
  failed?: string;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting...',
  onConfirm,
  done,
  failed,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      if (done) toast(done);
      onOpenChange(false);
    } catch {
      // The dialog stays for another try or Cancel.
      if (failed) toast({ title: 'Error', description: failed, variant: 'destructive' });
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
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
