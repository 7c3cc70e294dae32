// The second factor's answer (issue 32), shared by sign-in's second step and the step-up dialog: the
// authenticator app's code, a passkey, or a recovery code, whichever this person has. One way shows at a
// time, the others are offered as links under it; switching moves the focus to the new field. Enter
// sends a code. The caller says where the answer goes (`submit`, `passkeyChallenge`).
import { css } from '@emotion/react';
import type { PasskeyChallenge, SecondFactorAnswer, SecondFactorMethod } from '@heirloom/contracts';
import { Button, CodeField, Field, Input, t } from '@heirloom/ui/base';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from './FormAlert';
import { answerPasskey, webAuthnAvailable } from './passkey';
import {
  cleanCode,
  codeProblem,
  factorFailure,
  firstMethod,
  methodLinks,
  otherMethods,
  usableMethods,
} from './second-factor-answer';

export interface SecondFactorFormProps {
  /** The methods this person has (SignInNeedsSecondFactor's, or read from GET /api/auth/factors). */
  methods: readonly SecondFactorMethod[];
  /** Sends the answer; resolves once it was accepted. */
  submit: (answer: SecondFactorAnswer) => Promise<unknown>;
  /** Asks the API for a passkey challenge for this person. */
  passkeyChallenge: () => Promise<PasskeyChallenge>;
  /** A 401: the pending sign-in lapsed (sign-in goes back to the password). Otherwise shown above the form. */
  onExpired?: (message: string) => void;
  /** The code's button ("Verify", "Confirm"). */
  submitLabel?: string;
  /** Buttons beside the submit (Cancel, Back). */
  actions?: ReactNode;
  /** A message raised outside the form, shown above it. */
  externalMessage?: string;
}

export function SecondFactorForm({
  methods: offered,
  submit,
  passkeyChallenge,
  onExpired,
  submitLabel = 'Verify',
  actions,
  externalMessage,
}: SecondFactorFormProps) {
  const methods = usableMethods(offered, webAuthnAvailable());
  const [method, setMethod] = useState(() => firstMethod(methods));
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Remounts the field on each switch, so it takes the focus (autoFocus) and starts empty.
  const [shown, setShown] = useState(0);

  const send = async (answer: () => Promise<SecondFactorAnswer>, used: SecondFactorMethod) => {
    setBusy(true);
    setAlert(undefined);
    setFieldError(undefined);
    try {
      await submit(await answer());
    } catch (error) {
      const failure = factorFailure(error, used);
      if (failure.kind === 'expired' && onExpired) onExpired(failure.message);
      else if (failure.kind === 'field') setFieldError(failure.message);
      else setAlert(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !method) return;
    if (method === 'passkey') {
      void send(
        async () => ({ method: 'passkey', ...(await answerPasskey(await passkeyChallenge())) }),
        method,
      );
      return;
    }
    const cleaned = cleanCode(method, code);
    const problem = codeProblem(method, cleaned);
    if (problem) {
      setFieldError(problem);
      return;
    }
    void send(async () => ({ method, code: cleaned }), method);
  };

  const choose = (next: SecondFactorMethod) => {
    setMethod(next);
    setCode('');
    setFieldError(undefined);
    setAlert(undefined);
    setShown((n) => n + 1);
  };

  if (!method) {
    return (
      <FormAlert message="This browser cannot use your passkey. Sign in from a browser that can, or use a recovery code." />
    );
  }
  const others = otherMethods(methods, method);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      data-testid="second-factor-form"
      css={css({ display: 'grid', gap: t.space[4] })}
    >
      <FormAlert message={alert ?? externalMessage} />
      {method === 'totp' ? (
        <CodeField
          key={shown}
          name="code"
          data-testid="second-factor-code"
          autoFocus
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setFieldError(undefined);
          }}
          error={fieldError}
          hint="The 6-digit code your authenticator app shows for Heirloom."
          required
        />
      ) : method === 'recovery' ? (
        <Field
          key={shown}
          label="Recovery code"
          hint="One of the codes you saved when you set up your second factor, like k3f9q-2mx7z. Each works once."
          error={fieldError}
        >
          <Input
            name="recovery-code"
            data-testid="second-factor-recovery"
            autoFocus
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setFieldError(undefined);
            }}
            required
          />
        </Field>
      ) : (
        <p css={css({ margin: 0, fontSize: t.text.sm, color: t.color.mutedFg })}>
          Your browser will ask for the passkey you saved for Heirloom: your fingerprint, face, screen lock or
          security key.
        </p>
      )}
      <div css={actionsRow}>
        {actions}
        {method === 'passkey' ? (
          <Button
            key={shown}
            type="submit"
            size="lg"
            autoFocus
            data-testid="second-factor-passkey"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            <KeyRound aria-hidden />
            {busy ? 'Waiting for your passkey...' : 'Use your passkey'}
          </Button>
        ) : (
          <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Checking...' : submitLabel}
          </Button>
        )}
      </div>
      {others.length > 0 ? (
        <ul aria-label="Other ways to confirm" css={otherList}>
          {others.map((other) => (
            <li key={other}>
              <Button
                variant="link"
                size="sm"
                data-testid={`second-factor-use-${other}`}
                disabled={busy}
                onClick={() => choose(other)}
              >
                {methodLinks[other]}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

const actionsRow = css({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  gap: t.space[2],
  justifyContent: 'flex-end',
  '& > button': { flex: '1 1 10rem' },
});

const otherList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${t.space[1]} ${t.space[4]}`,
  justifyContent: 'center',
});
