// The change-password form's own check: the contracts' schema (the API's), the username rule (the
// form knows who is signed in) and the confirmation, which only the form has.
import {
  changePasswordSchema,
  passwordMessages,
  passwordProblem,
  type ChangePasswordInput,
} from '@heirloom/contracts';
import { fieldMessages, type FieldMessages } from '../auth/auth-errors';

export const CONFIRM_MISMATCH = 'The two new passwords do not match';

export type ChangePasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
export const changePasswordFields: readonly ChangePasswordField[] = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
];

export interface ChangePasswordValues extends ChangePasswordInput {
  confirmPassword: string;
}

export type ChangePasswordCheck =
  { ok: true; input: ChangePasswordInput } | { ok: false; fields: FieldMessages<ChangePasswordField> };

export function checkChangePassword(
  username: string,
  { confirmPassword, ...values }: ChangePasswordValues,
): ChangePasswordCheck {
  const parsed = changePasswordSchema.safeParse(values);
  const fields = parsed.success ? {} : fieldMessages(parsed.error.issues, changePasswordFields);
  if (!fields.newPassword && passwordProblem(values.newPassword, username) === passwordMessages.username) {
    fields.newPassword = passwordMessages.username;
  }
  if (!fields.newPassword && confirmPassword !== values.newPassword)
    fields.confirmPassword = CONFIRM_MISMATCH;
  return parsed.success && Object.keys(fields).length === 0
    ? { ok: true, input: parsed.data }
    : { ok: false, fields };
}
