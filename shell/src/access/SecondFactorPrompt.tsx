// What a person who must have a second factor is offered instead (issue 32): a button to set one up on
// /account, or, when one is enrolled but this session did not pass it, the step-up dialog to confirm it.
import { Button, ButtonLink, Dialog } from '@heirloom/ui/base';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { confirmSecondFactor } from '../auth/StepUpHost';
import { SET_UP_SECOND_FACTOR, type SecondFactorNeed } from './second-factor-need';

/** The one button of a need: to /account's second factor, or the confirmation. */
export function SecondFactorAction({
  need,
  onConfirmed,
  onLeave,
}: {
  need: SecondFactorNeed;
  /** After a confirmation that passed (the session is read again by then). */
  onConfirmed?: () => void;
  /** Before going to /account or opening the confirmation (a dialog closes: one dialog at a time). */
  onLeave?: () => void;
}) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (need.action === 'set-up') {
    return (
      <ButtonLink to={SET_UP_SECOND_FACTOR} data-testid="set-up-second-factor" onClick={onLeave}>
        <ShieldCheck aria-hidden />
        Set up a second factor
      </ButtonLink>
    );
  }
  return (
    <Button
      data-testid="confirm-second-factor"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => {
        onLeave?.();
        setBusy(true);
        void confirmSecondFactor(client)
          .then((confirmed) => {
            if (confirmed) onConfirmed?.();
          })
          .finally(() => setBusy(false));
      }}
    >
      <ShieldCheck aria-hidden />
      Confirm your second factor
    </Button>
  );
}

/** The client switcher's question before a professional without a verified factor switches. */
export function SecondFactorDialog({
  need,
  open,
  onOpenChange,
  onConfirmed,
}: {
  need: SecondFactorNeed;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The factor was confirmed: go on with the switch. */
  onConfirmed: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={need.action === 'set-up' ? 'Set up a second factor first' : 'Confirm your second factor first'}
      description={need.message}
      width="28rem"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <SecondFactorAction need={need} onLeave={() => onOpenChange(false)} onConfirmed={onConfirmed} />
        </>
      }
    />
  );
}
