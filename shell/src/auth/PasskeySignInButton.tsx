import { ApiError, useSignInWith } from '@heirloom/platform';
import { Button } from '@heirloom/ui/base';
import { KeyRound } from 'lucide-react';
import { useHydrated } from '../prerender/context';
import { alertMessage } from './auth-errors';
import { passkeyFailure, webAuthnAvailable } from './passkey';
import { signInWithPasskey } from './second-factor-calls';

/**
 * "Sign in with a passkey" (issue 32): a passkey is both factors, so no password is asked. Not offered
 * where the browser cannot use one. Reports what went wrong through `onMessage`, as the demo buttons do.
 */
export function PasskeySignInButton({ onMessage }: { onMessage: (message: string | undefined) => void }) {
  const signIn = useSignInWith(signInWithPasskey);
  // The prerendered screen offers it (nearly every browser can); once hydrated, one that cannot drops it.
  const hydrated = useHydrated();
  if (hydrated && !webAuthnAvailable()) return null;
  return (
    <Button
      variant="outline"
      size="lg"
      data-testid="passkey-sign-in"
      disabled={signIn.isPending}
      aria-busy={signIn.isPending || undefined}
      onClick={() => {
        onMessage(undefined);
        signIn.mutate(undefined, {
          onError: (err) => onMessage(passkeyFailure(err) ?? refusalMessage(err) ?? alertMessage(err)),
        });
      }}
    >
      <KeyRound aria-hidden />
      {signIn.isPending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
    </Button>
  );
}

/**
 * A refused passkey's 400 says why in its field message (a passkey no longer registered, an expired
 * request); the body's own message is only "Validation failed". There is no field here to put it by.
 */
function refusalMessage(err: unknown): string | undefined {
  return err instanceof ApiError && err.status === 400 ? err.fieldErrors[0]?.message : undefined;
}
