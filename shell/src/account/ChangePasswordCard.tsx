// Change password: current, new (with the strength meter) and the new one again. The API's field
// errors (a wrong current password, a common new one) come back beside their fields.
import { css } from '@emotion/react';
import { toast } from '@heirloom/platform';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, t } from '@heirloom/ui/base';
import { FormInput, FormProvider, useFieldValue, useSchemaForm } from '@heirloom/ui/forms';
import { useMemo, useState, type FormEvent } from 'react';
import { showAuthFailure } from '../auth/auth-errors';
import { FormAlert } from '../auth/FormAlert';
import { PasswordStrength } from '../auth/PasswordStrength';
import {
  changePasswordFields,
  changePasswordFormSchema,
  type ChangePasswordValues,
} from './change-password-form';
import { useChangePassword } from './use-change-password';

const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordCard({ username }: { username: string }) {
  const changePassword = useChangePassword();
  const schema = useMemo(() => changePasswordFormSchema(username), [username]);
  const form = useSchemaForm(schema, empty);
  const [alert, setAlert] = useState<string>();

  const submitChecked = form.handleSubmit(async (input) => {
    try {
      await changePassword.mutateAsync(input);
      form.reset();
      toast({
        title: 'Password changed',
        description: 'Your other devices have been signed out and your assistant tokens revoked.',
      });
    } catch (err) {
      setAlert(showAuthFailure(form, err, changePasswordFields));
    }
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (changePassword.isPending) return;
    setAlert(undefined);
    void submitChecked(e);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>
          At least 12 characters. A few unrelated words are easy to remember and hard to guess. Your other
          devices will be signed out and your assistant tokens revoked.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FormProvider {...form}>
          <form noValidate onSubmit={onSubmit} css={formStyle}>
            {/* For password managers: which account this password belongs to. */}
            <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
            <FormAlert message={alert} />
            <FormInput<ChangePasswordValues>
              name="currentPassword"
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
            />
            <div css={css({ display: 'grid', gap: t.space[2] })}>
              <FormInput<ChangePasswordValues>
                name="newPassword"
                label="New password"
                type="password"
                autoComplete="new-password"
                required
              />
              <NewPasswordStrength username={username} />
            </div>
            <FormInput<ChangePasswordValues>
              name="confirmPassword"
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              required
            />
            <Button
              type="submit"
              disabled={changePassword.isPending}
              aria-busy={changePassword.isPending || undefined}
              css={css({ justifySelf: 'start' })}
            >
              {changePassword.isPending ? 'Changing password...' : 'Change password'}
            </Button>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}

const formStyle = css({ display: 'grid', gap: t.space[4] });

/** The meter under the new password as it is typed. */
function NewPasswordStrength({ username }: { username: string }) {
  const password = useFieldValue<ChangePasswordValues, 'newPassword'>('newPassword');
  return <PasswordStrength password={password} username={username} />;
}
