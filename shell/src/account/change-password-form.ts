// The change-password form's own schema: the contracts' (the API's), the username rule (the form knows
// who is signed in) and the confirmation, which only the form has; it sends only what the API takes.
import {
  changePasswordSchema,
  passwordMessages,
  passwordProblem,
  type ChangePasswordInput,
} from '@heirloom/contracts';
import type { FormSchema } from '@heirloom/ui/forms';

export const CONFIRM_MISMATCH = 'The two new passwords do not match';

export interface ChangePasswordValues extends ChangePasswordInput {
  confirmPassword: string;
}

export const changePasswordFields: readonly (keyof ChangePasswordValues)[] = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
];

export function changePasswordFormSchema(
  username: string,
): FormSchema<ChangePasswordValues, ChangePasswordInput> {
  const schema = changePasswordSchema
    // The confirmation passes the API's strict object here and is checked just below.
    .loose()
    .superRefine((values, ctx) => {
      const { newPassword, confirmPassword } = values;
      // The schema has already named any other problem of the new password; the two below come after it.
      const problem = passwordProblem(newPassword, username);
      if (problem === passwordMessages.username) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
      } else if (!problem && confirmPassword !== newPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: CONFIRM_MISMATCH });
      }
    })
    .transform(({ currentPassword, newPassword }): ChangePasswordInput => ({ currentPassword, newPassword }));
  return schema as unknown as FormSchema<ChangePasswordValues, ChangePasswordInput>;
}
