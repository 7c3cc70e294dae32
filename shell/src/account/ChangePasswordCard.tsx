// Change password: current, new (with the strength meter) and the new one again. The API's field
// errors (a wrong current password, a common new one) come back beside their fields.
import { css } from '@emotion/react';
import { toast } from '@heirloom/platform';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  t,
} from '@heirloom/ui';
import { useState, type FormEvent } from 'react';
import { feedbackFor, type FormFeedback } from '../auth/auth-errors';
import { FormAlert } from '../auth/FormAlert';
import { PasswordStrength } from '../auth/PasswordStrength';
import {
  changePasswordFields,
  checkChangePassword,
  type ChangePasswordField,
  type ChangePasswordValues,
} from './change-password-form';
import { useChangePassword } from './use-change-password';

const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard({ username }: { username: string }) {
  const changePassword = useChangePassword();
  const [values, setValues] = useState(empty);
  const [feedback, setFeedback] = useState<FormFeedback<ChangePasswordField>>({ fields: {} });
  const { fields } = feedback;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (changePassword.isPending) return;
    const checked = checkChangePassword(username, values);
    if (!checked.ok) {
      setFeedback({ fields: checked.fields });
      return;
    }
    setFeedback({ fields: {} });
    try {
      await changePassword.mutateAsync(checked.input);
      setValues(empty);
      toast({ title: 'Password changed', description: 'Your other devices have been signed out.' });
    } catch (err) {
      setFeedback(feedbackFor(err, changePasswordFields));
    }
  };

  const input = (field: ChangePasswordField, autoComplete: string) => (
    <Input
      name={field}
      type="password"
      autoComplete={autoComplete}
      required
      value={values[field]}
      onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>
          At least 12 characters. A few unrelated words are easy to remember and hard to guess. Your other
          devices will be signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} css={form}>
          {/* For password managers: which account this password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <FormAlert message={feedback.form} />
          <Field label="Current password" error={fields.currentPassword}>
            {input('currentPassword', 'current-password')}
          </Field>
          <div css={css({ display: 'grid', gap: t.space[2] })}>
            <Field label="New password" error={fields.newPassword}>
              {input('newPassword', 'new-password')}
            </Field>
            <PasswordStrength password={values.newPassword} username={username} />
          </div>
          <Field label="Confirm new password" error={fields.confirmPassword}>
            {input('confirmPassword', 'new-password')}
          </Field>
          <Button
            type="submit"
            disabled={changePassword.isPending}
            aria-busy={changePassword.isPending || undefined}
            css={css({ justifySelf: 'start' })}
          >
            {changePassword.isPending ? 'Changing password...' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

const form = css({ display: 'grid', gap: t.space[4] });
