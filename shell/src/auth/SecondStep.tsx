// Sign-in's second step (issue 32): the password was right and the account has a second factor, so the
// API holds a pending sign-in (its httpOnly hl_pending cookie) until a code, a passkey or a recovery code
// answers it. The answer is the session, as a password alone would have been; a pending sign-in that
// lapses sends the person back to the password with the reason.
import { secondFactorMessages, type SignInNeedsSecondFactor } from '@heirloom/contracts';
import { useSignInWith } from '@heirloom/platform';
import { Button } from '@heirloom/ui/base';
import { useEffect } from 'react';
import { secondStep } from './second-factor-calls';
import { SecondFactorForm } from './SecondFactorForm';

export function SecondStep({
  pending,
  onExpired,
  onBack,
}: {
  pending: SignInNeedsSecondFactor['secondFactor'];
  /** Back to the password step, with this message above it. */
  onExpired: (message: string) => void;
  onBack: () => void;
}) {
  const verify = useSignInWith(secondStep.answer);

  // The API would refuse the answer after this anyway; saying so at once spares typing a code in vain.
  // A clock far off from the API's (the wait already negative) leaves it to the API's 401.
  useEffect(() => {
    const wait = Date.parse(pending.expiresAt) - Date.now();
    if (!(wait > 0)) return;
    const timer = window.setTimeout(() => onExpired(secondFactorMessages.pendingExpired), wait);
    return () => window.clearTimeout(timer);
  }, [pending.expiresAt, onExpired]);

  return (
    <SecondFactorForm
      methods={pending.methods}
      submit={(answer) => verify.mutateAsync(answer)}
      passkeyChallenge={secondStep.passkeyChallenge}
      onExpired={onExpired}
      actions={
        <Button variant="outline" size="lg" onClick={onBack}>
          Back
        </Button>
      }
    />
  );
}
