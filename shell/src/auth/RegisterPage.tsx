import { brand, registerSchema } from '@heirloom/contracts';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { divider, footnote } from './auth-styles';
import { AuthLayout } from './AuthLayout';
import { CredentialsForm } from './CredentialsForm';
import { DemoButton } from './DemoButton';
import { useAuthScreen } from './use-auth-screen';
import { useRegister } from './use-register';

export default function RegisterPage() {
  const { next, nextQuery, signedIn } = useAuthScreen();
  const register = useRegister();
  const [demoMessage, setDemoMessage] = useState<string>();

  if (signedIn) return <Navigate to={next} replace />;

  return (
    <AuthLayout
      title="Create your account"
      description={`Set up ${brand.productName} for your family in under a minute.`}
    >
      <CredentialsForm
        schema={registerSchema}
        submit={(input) => {
          setDemoMessage(undefined);
          return register.mutateAsync(input);
        }}
        pending={register.isPending}
        submitLabel="Create account"
        pendingLabel="Creating account..."
        passwordAutoComplete="new-password"
        usernameHint="3 to 32 characters: lowercase letters, digits and . _ -"
        passwordHint="At least 12 characters. A few unrelated words are easy to remember and hard to guess."
        showStrength
        externalMessage={demoMessage}
      >
        <div css={divider}>or</div>
        <DemoButton onMessage={setDemoMessage} />
      </CredentialsForm>
      <p css={footnote}>
        Already have an account? <Link to={`/login${nextQuery}`}>Sign in</Link>
      </p>
    </AuthLayout>
  );
}
