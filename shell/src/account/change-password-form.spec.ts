import { passwordMessages } from '@heirloom/contracts';
import { checkChangePassword, CONFIRM_MISMATCH } from './change-password-form';

const check = (currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
  checkChangePassword('ada', { currentPassword, newPassword, confirmPassword });

describe('checkChangePassword', () => {
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
});
