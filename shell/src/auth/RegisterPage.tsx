import { css } from '@emotion/react';
import { brand, registerSchema } from '@heirloom/contracts';
import { t } from '@heirloom/ui/base';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { divider, footnote } from './auth-styles';
import { AuthLayout } from './AuthLayout';
import { CredentialsForm } from './CredentialsForm';
import { DemoButton } from './DemoButton';
import { useAuthScreen } from './use-auth-screen';
import { useRegister } from './use-register';

export const PROFESSIONAL_CHOICE = 'I am a professional (CPA, attorney, advisor)';

export default function RegisterPage() {
  const { next, nextQuery, signedIn } = useAuthScreen();
  const [params] = useSearchParams();
  // An invitation link's sign-up (issue 31): the new account joins that family; a professional's link
  // starts with the professional choice made.
  const invitation = params.get('invitation') || undefined;
  const professionalLink = params.get('kind') === 'professional';
  const [professional, setProfessional] = useState(professionalLink);
  const register = useRegister();
  const [demoMessage, setDemoMessage] = useState<string>();

  if (signedIn) return <Navigate to={next} replace />;

  return (
    <AuthLayout
      title="Create your account"
      description={
        invitation
          ? 'Creating your account accepts the invitation you were sent.'
          : `Set up ${brand.productName} for your family in under a minute.`
      }
    >
      <CredentialsForm
        schema={registerSchema}
        submit={(input) => {
          setDemoMessage(undefined);
          return register.mutateAsync({
            ...input,
            ...(professional ? { kind: 'professional' as const } : {}),
            ...(invitation ? { invitation } : {}),
          });
        }}
        pending={register.isPending}
        submitLabel="Create account"
        pendingLabel="Creating account..."
        passwordAutoComplete="new-password"
        usernameHint="3 to 32 characters: lowercase letters, digits and . _ -"
        passwordHint="At least 12 characters. A few unrelated words are easy to remember and hard to guess."
        showStrength
        externalMessage={demoMessage}
        extraFields={
          // An invitation's link decides the kind: a professional's shows the choice made (and fixed),
          // a household's makes a family account.
          invitation && !professionalLink ? undefined : (
            <label css={choiceCss}>
              <input
                type="checkbox"
                name="kind"
                data-testid="register-professional"
                checked={professional}
                disabled={!!invitation}
                onChange={(event) => setProfessional(event.target.checked)}
                aria-describedby="register-professional-hint"
              />
              <span css={css({ display: 'grid', gap: 2 })}>
                <span css={css({ fontWeight: 500 })}>{PROFESSIONAL_CHOICE}</span>
                <span
                  id="register-professional-hint"
                  css={css({ color: t.color.mutedFg, fontSize: t.text.xs })}
                >
                  A professional account holds no family data of its own: you see what families share with
                  you.
                </span>
              </span>
            </label>
          )
        }
      >
        {invitation ? null : (
          <>
            <div css={divider}>or</div>
            <DemoButton onMessage={setDemoMessage} />
          </>
        )}
      </CredentialsForm>
      <p css={footnote}>
        Already have an account?{' '}
        <Link
          to={
            invitation
              ? `/login?next=${encodeURIComponent(`/invite/${encodeURIComponent(invitation)}`)}`
              : `/login${nextQuery}`
          }
        >
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}

const choiceCss = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: t.space[3],
  padding: t.space[3],
  borderRadius: t.radius.md,
  border: `1px solid ${t.color.border}`,
  background: t.color.card,
  fontSize: t.text.sm,
  cursor: 'pointer',
  '& input': {
    width: '1.1rem',
    height: '1.1rem',
    marginTop: 2,
    flexShrink: 0,
    accentColor: t.color.primary,
    cursor: 'pointer',
  },
  '&:has(input:focus-visible)': { outline: `2px solid ${t.color.ring}`, outlineOffset: 2 },
  '&:has(input:disabled), & input:disabled': { cursor: 'default' },
});
