// The username + password form both auth screens use: checks the fields with the contracts' schema
// before asking the API, then shows the API's answer beside the fields or above the form.
import { css } from '@emotion/react';
import type { LoginInput, loginSchema, registerSchema } from '@heirloom/contracts';
import { takeOverEarlyForm } from '@heirloom/platform';
import { Button, t } from '@heirloom/ui/base';
import { FormInput, FormProvider, useFieldValue, useSchemaForm } from '@heirloom/ui/forms';
import { useState, type FormEvent, type ReactNode } from 'react';
import { showAuthFailure } from './auth-errors';
import { FormAlert } from './FormAlert';
import { PasswordStrength } from './PasswordStrength';
import { loadPasswordStrength } from './use-password-strength';

const credentialFields = ['username', 'password'];
const empty: LoginInput = { username: '', password: '' };

export interface CredentialsFormProps {
  schema: typeof loginSchema | typeof registerSchema;
  submit: (input: LoginInput) => Promise<unknown>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  usernameHint?: string;
  passwordHint?: string;
  /** Shows the strength meter under the password (sign-up). */
  showStrength?: boolean;
  /** Form-level message raised outside the form (the demo button). */
  externalMessage?: string;
  /** Fields of the screen's own shown above the submit button (sign-up's account kind). */
  extraFields?: ReactNode;
  children?: ReactNode;
}

export function CredentialsForm({
  schema,
  submit,
  pending,
  submitLabel,
  pendingLabel,
  passwordAutoComplete,
  usernameHint,
  passwordHint,
  showStrength = false,
  externalMessage,
  extraFields,
  children,
}: CredentialsFormProps) {
  const form = useSchemaForm<LoginInput, LoginInput>(schema, empty);
  const [alert, setAlert] = useState<string>();

  const submitChecked = form.handleSubmit(async (input) => {
    try {
      await submit(input);
    } catch (err) {
      setAlert(showAuthFailure(form, err, credentialFields));
    }
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setAlert(undefined);
    void submitChecked(e);
  };

  return (
    <FormProvider {...form}>
      <form
        ref={takeOverEarlyForm}
        noValidate
        onSubmit={onSubmit}
        css={css({ display: 'grid', gap: t.space[4] })}
      >
        <FormAlert message={alert ?? externalMessage} />
        <FormInput<LoginInput>
          name="username"
          label="Username"
          hint={usernameHint}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        {/* Focusing the password starts loading the meter's estimator, before the first key. */}
        <div
          css={css({ display: 'grid', gap: t.space[2] })}
          onFocus={showStrength ? preloadStrength : undefined}
        >
          <FormInput<LoginInput>
            name="password"
            label="Password"
            hint={passwordHint}
            type="password"
            autoComplete={passwordAutoComplete}
            required
          />
          {showStrength ? <CredentialsStrength /> : null}
        </div>
        {extraFields}
        <Button type="submit" size="lg" disabled={pending} aria-busy={pending || undefined}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        {children}
      </form>
    </FormProvider>
  );
}

const preloadStrength = () => void loadPasswordStrength().catch(() => undefined);

/** The meter under the password as it is typed; the username typed so far counts against it. */
function CredentialsStrength() {
  const password = useFieldValue<LoginInput, 'password'>('password');
  const username = useFieldValue<LoginInput, 'username'>('username');
  return <PasswordStrength password={password} username={username.trim()} />;
}
