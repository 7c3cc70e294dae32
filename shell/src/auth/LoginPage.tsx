import { brand, loginSchema, type SignInNeedsSecondFactor } from '@heirloom/contracts';
import { needsSecondFactor, useSignIn } from '@heirloom/platform';
import { useCallback, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { demoButtons, divider, footnote } from './auth-styles';
import { AuthLayout } from './AuthLayout';
import { CredentialsForm } from './CredentialsForm';
import { DemoButton } from './DemoButton';
import { PasskeySignInButton } from './PasskeySignInButton';
import { SecondStep } from './SecondStep';
import { useAuthScreen } from './use-auth-screen';

const SESSION_ENDED = 'Your session has ended. Please sign in again to continue.';

export default function LoginPage() {
  const { next, nextQuery, signedIn } = useAuthScreen();
  const signIn = useSignIn();
  const [message, setMessage] = useState<string>();
  // The password was right and a second factor is enrolled: the second step shows until it is answered.
  const [pending, setPending] = useState<SignInNeedsSecondFactor['secondFactor'] | null>(null);
  const sessionEnded = (useLocation().state as { sessionEnded?: boolean } | null)?.sessionEnded;
  const backToPassword = useCallback((reason?: string) => {
    setPending(null);
    setMessage(reason);
  }, []);

  if (signedIn) return <Navigate to={next} replace />;

  if (pending) {
    return (
      <AuthLayout
        title="Confirm it’s you"
        description="Your account has a second factor. Use it to finish signing in."
      >
        <SecondStep pending={pending} onExpired={backToPassword} onBack={() => backToPassword()} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={`Sign in to ${brand.productName}`}
      description="Your family's accounts, investments and documents, in one place."
    >
      <CredentialsForm
        schema={loginSchema}
        submit={async (input) => {
          setMessage(undefined);
          const answer = await signIn.mutateAsync(input);
          if (needsSecondFactor(answer)) setPending(answer.secondFactor);
        }}
        pending={signIn.isPending}
        submitLabel="Sign in"
        pendingLabel="Signing in..."
        passwordAutoComplete="current-password"
        externalMessage={message ?? (sessionEnded ? SESSION_ENDED : undefined)}
      >
        <div css={divider}>or</div>
        <PasskeySignInButton onMessage={setMessage} />
        <div css={demoButtons}>
          <DemoButton onMessage={setMessage} />
          <DemoButton account="professional" onMessage={setMessage} />
        </div>
      </CredentialsForm>
      <p css={footnote}>
        New to {brand.productName}? <Link to={`/register${nextQuery}`}>Create an account</Link>
      </p>
    </AuthLayout>
  );
}
