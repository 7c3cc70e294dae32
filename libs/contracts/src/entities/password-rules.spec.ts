import { changePasswordSchema, registerSchema } from './users';
import { isTrivialPassword, passwordMessages, passwordProblem } from './password-rules';

const registerMessages = (username: string, password: string) =>
  registerSchema.safeParse({ username, password }).error?.issues.map((i) => [i.path.join('.'), i.message]) ??
  [];

describe('passwordProblem', () => {
  it.each([
    ['12345678', passwordMessages.tooShort],
    ['eleven char', passwordMessages.tooShort],
    ['p'.repeat(129), passwordMessages.tooLong],
    [' '.repeat(12), passwordMessages.trivial],
    ['aaaaaaaaaaaa', passwordMessages.trivial],
    ['AAAAaaaaAAAA', passwordMessages.trivial],
    ['123456789012', passwordMessages.trivial],
    ['abcdefghijkl', passwordMessages.trivial],
    ['lkjihgfedcba', passwordMessages.trivial],
    ['111122223333', passwordMessages.trivial],
    ['abcd1234efgh', passwordMessages.trivial],
    ['abcabcabcabc', passwordMessages.trivial],
    ['abababababab', passwordMessages.trivial],
    ['098765432109', passwordMessages.trivial],
  ])('refuses %p', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it.each(['correct horse battery', 'abcdefghijkX', 'a1b2c3d4e5f6', 'xxxxxxxxxxxy', 'ünïcödé pässwörd'])(
    'accepts %p',
    (password) => expect(passwordProblem(password)).toBeUndefined(),
  );

  it('accepts up to 128 characters', () => {
    expect(passwordProblem(Array.from({ length: 32 }, (_, i) => `w${i + 10}.`).join(''))).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('🔑'.repeat(6) + 'a b c d e f')).toBeUndefined();
    expect(passwordProblem('🔑🗝️🔒🔓')).toBe(passwordMessages.tooShort);
  });

  it('refuses a password containing the username, in any case', () => {
    expect(passwordProblem('my name is ADA.L, hi', 'ada.l')).toBe(passwordMessages.username);
    expect(passwordProblem('my name is someone', 'ada.l')).toBeUndefined();
  });
});

describe('isTrivialPassword', () => {
  it('looks at the whole password, not a part of it', () => {
    expect(isTrivialPassword('aaaaaaaaaaab')).toBe(false);
    expect(isTrivialPassword('1234567890ab')).toBe(false);
  });
});

describe('registerSchema', () => {
  it('accepts a good password', () => {
    expect(registerSchema.parse({ username: 'ada', password: 'analytical engine' })).toEqual({
      username: 'ada',
      password: 'analytical engine',
    });
  });

  it('answers one message per field', () => {
    expect(registerMessages('ada', 'short')).toEqual([['password', passwordMessages.tooShort]]);
    expect(registerMessages('ada', 'p'.repeat(129))).toEqual([['password', passwordMessages.tooLong]]);
    expect(registerMessages('ada', ' '.repeat(12))).toEqual([['password', passwordMessages.trivial]]);
    expect(registerMessages('ada.l', 'I am Ada.L, hello')).toEqual([['password', passwordMessages.username]]);
  });
});

describe('changePasswordSchema', () => {
  it('needs the current password and a new one under the same rules', () => {
    const issues = changePasswordSchema.safeParse({ currentPassword: '', newPassword: '12345678' }).error
      ?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['currentPassword', 'Enter your current password'],
      ['newPassword', passwordMessages.tooShort],
    ]);
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'a fine new one' }).success,
    ).toBe(true);
  });
});
