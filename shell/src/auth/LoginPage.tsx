import { brand, loginSchema } from '@heirloom/contracts';
import { useSignIn } from '@heirloom/platform';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { divider, footnote } from './auth-styles';
import { AuthLayout } from './AuthLayout';
import { CredentialsForm } from './CredentialsForm';
import { DemoButton } from './DemoButton';
import { useAuthScreen } from './use-auth-screen';

export default function LoginPage() {
  const { next, nextQuery, signedIn } = useAuthScreen();
  const signIn = useSignIn();
  const [demoMessage, setDemoMessage] = useState<string>();

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
        externalMessage={demoMessage}
      >
        <div css={divider}>or</div>
        <DemoButton onMessage={setDemoMessage} />
      </CredentialsForm>
      <p css={footnote}>
        New to {brand.productName}? <Link to={`/register${nextQuery}`}>Create an account</Link>
      </p>
    </AuthLayout>
  );
}
