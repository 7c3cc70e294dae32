import { passwordMessages } from '@heirloom/contracts';
import { CONFIRM_MISMATCH, changePasswordFormSchema } from './change-password-form';

// What the form sees: the parsed input, or the first message per field (as the form's resolver keeps).
const check = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => {
  const result = changePasswordFormSchema('ada').safeParse({ currentPassword, newPassword, confirmPassword });
  if (result.success) return { ok: true, input: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0])] ??= issue.message;
  return { ok: false, fields };
};

describe('changePasswordFormSchema', () => {
  it('accepts a good new password typed twice, and sends only what the API takes', () => {
    expect(check('old one', 'radium and polonium')).toEqual({
      ok: true,
      input: { currentPassword: 'old one', newPassword: 'radium and polonium' },
    });
  });

  it('asks for the current password and applies the API rules to the new one', () => {
    expect(check('', 'short')).toEqual({
      ok: false,
      fields: { currentPassword: 'Enter your current password', newPassword: passwordMessages.tooShort },
    });
  });

  it('refuses the username in the new password', () => {
    expect(check('x', 'hello ADA, again')).toEqual({
      ok: false,
      fields: { newPassword: passwordMessages.username },
    });
  });

  it('refuses a confirmation that differs', () => {
    expect(check('x', 'radium and polonium', 'radium and polonium!')).toEqual({
      ok: false,
      fields: { confirmPassword: CONFIRM_MISMATCH },
    });
  });

  it('asks for the current password and the matching confirmation together', () => {
    expect(check('', 'radium and polonium', '')).toEqual({
      ok: false,
      fields: { currentPassword: 'Enter your current password', confirmPassword: CONFIRM_MISMATCH },
    });
  });
});
