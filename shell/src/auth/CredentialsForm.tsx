// The username + password form both auth screens use: checks the fields with the contracts' schema
// before asking the API, then shows the API's answer beside the fields or above the form.
import { css } from '@emotion/react';
import type { LoginInput, loginSchema, registerSchema } from '@heirloom/contracts';
import { Button, Field, Input, t } from '@heirloom/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { feedbackFor, fieldMessages, type FormFeedback } from './auth-errors';
import { FormAlert } from './FormAlert';
import { PasswordStrength } from './PasswordStrength';

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
  children,
}: CredentialsFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [feedback, setFeedback] = useState<FormFeedback>({ fields: {} });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const parsed = schema.safeParse({ username, password });
    if (!parsed.success) {
      setFeedback({ fields: fieldMessages(parsed.error.issues) });
      return;
    }
    setFeedback({ fields: {} });
    try {
      await submit(parsed.data);
    } catch (err) {
      setFeedback(feedbackFor(err));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} css={css({ display: 'grid', gap: t.space[4] })}>
      <FormAlert message={feedback.form ?? externalMessage} />
      <Field label="Username" hint={usernameHint} error={feedback.fields.username}>
        <Input
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </Field>
      <div css={css({ display: 'grid', gap: t.space[2] })}>
        <Field label="Password" hint={passwordHint} error={feedback.fields.password}>
          <Input
            name="password"
            type="password"
            autoComplete={passwordAutoComplete}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        {showStrength ? <PasswordStrength password={password} username={username.trim()} /> : null}
      </div>
      <Button type="submit" size="lg" disabled={pending} aria-busy={pending || undefined}>
        {pending ? pendingLabel : submitLabel}
      </Button>
      {children}
    </form>
  );
}
