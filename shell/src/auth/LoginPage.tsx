import { brand, loginSchema } from '@heirloom/contracts';
import { useSignIn } from '@heirloom/platform';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { demoButtons, divider, footnote } from './auth-styles';
import { AuthLayout } from './AuthLayout';
import { CredentialsForm } from './CredentialsForm';
import { DemoButton } from './DemoButton';
import { useAuthScreen } from './use-auth-screen';

const SESSION_ENDED = 'Your session has ended. Please sign in again to continue.';

export default function LoginPage() {
  const { next, nextQuery, signedIn } = useAuthScreen();
  const signIn = useSignIn();
  const [demoMessage, setDemoMessage] = useState<string>();
  const sessionEnded = (useLocation().state as { sessionEnded?: boolean } | null)?.sessionEnded;

  if (signedIn) return <Navigate to={next} replace />;

  return (
    <AuthLayout
      title={`Sign in to ${brand.productName}`}
      description="Your family's accounts, investments and documents, in one place."
    >
      <CredentialsForm
        schema={loginSchema}
        submit={(input) => {
          setDemoMessage(undefined);
          return signIn.mutateAsync(input);
        }}
        pending={signIn.isPending}
        submitLabel="Sign in"
        pendingLabel="Signing in..."
        passwordAutoComplete="current-password"
        externalMessage={demoMessage ?? (sessionEnded ? SESSION_ENDED : undefined)}
      >
        <div css={divider}>or</div>
        <div css={demoButtons}>
          <DemoButton onMessage={setDemoMessage} />
          <DemoButton account="professional" onMessage={setDemoMessage} />
        </div>
      </CredentialsForm>
      <p css={footnote}>
        New to {brand.productName}? <Link to={`/register${nextQuery}`}>Create an account</Link>
      </p>
    </AuthLayout>
  );
}
