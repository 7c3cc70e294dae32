import { ApiError, useToastStore } from '@heirloom/platform';
import { alertMessage, showAuthFailure } from './auth-errors';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Status');

/** What the user sees of a failure on the credentials form: messages beside fields, one above the form. */
function feedbackFor(err: unknown, names: readonly string[] = ['username', 'password']) {
  const fields: Record<string, string> = {};
  const form = showAuthFailure(
    { setError: (name: string, { message }: { message?: string }) => (fields[name] = message ?? '') },
    err,
    names,
  );
  return form === undefined ? { fields } : { fields, form };
}

describe('showAuthFailure', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it.each([
    [401, 'Invalid username or password'],
    [409, 'That username is already taken'],
    [429, 'Too many sign-in attempts. Please wait a minute and try again.'],
  ])('shows the API message of a %i above the form', (status, message) => {
    expect(feedbackFor(apiError(status, { message }))).toEqual({ fields: {}, form: message });
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('puts the field messages of a 400 beside their fields', () => {
    const err = apiError(400, {
      message: 'Validation failed',
      errors: [
        { path: 'username', message: 'Username must be at least 3 characters' },
        { path: 'password', message: 'Password must be at least 8 characters' },
      ],
    });
    expect(feedbackFor(err)).toEqual({
      fields: {
        username: 'Username must be at least 3 characters',
        password: 'Password must be at least 8 characters',
      },
    });
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it.each([
    ['a 5xx', apiError(500, { message: 'Internal server error' })],
    ['a network failure', new TypeError('Failed to fetch')],
    ['a 401 without a body', apiError(401, '')],
  ])('raises a destructive toast for %s', (_, err) => {
    expect(feedbackFor(err)).toEqual({ fields: {} });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: 'destructive' });
  });

  it("keeps the first message per field and leaves the form's other fields alone", () => {
    const err = apiError(400, {
      message: 'Validation failed',
      errors: [
        { path: 'username', message: 'first' },
        { path: 'username', message: 'second' },
        { path: 'password', message: 'pw' },
        { path: 'other', message: 'ignored' },
      ],
    });
    expect(feedbackFor(err)).toEqual({ fields: { username: 'first', password: 'pw' } });
  });

  it("places the change-password form's own fields", () => {
    const err = apiError(400, {
      message: 'Validation failed',
      errors: [{ path: 'currentPassword', message: 'That is not your current password' }],
    });
    expect(feedbackFor(err, ['currentPassword', 'newPassword', 'confirmPassword'])).toEqual({
      fields: { currentPassword: 'That is not your current password' },
    });
  });
});

describe('alertMessage', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it("answers what the demo button shows: the API's words, or a toast for the rest", () => {
    expect(alertMessage(apiError(429, { message: 'Too many sign-in attempts.' }))).toBe(
      'Too many sign-in attempts.',
    );
    expect(useToastStore.getState().toasts).toHaveLength(0);
    expect(alertMessage(apiError(503, ''))).toBeUndefined();
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      variant: 'destructive',
      description: 'Something went wrong. Please try again.',
    });
  });
});
