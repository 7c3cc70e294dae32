import { ApiError, useToastStore } from '@heirloom/platform';
import { feedbackFor, fieldMessages } from './auth-errors';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Status');

describe('feedbackFor', () => {
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
  });

  it.each([
    ['a 5xx', apiError(500, { message: 'Internal server error' })],
    ['a network failure', new TypeError('Failed to fetch')],
    ['a 401 without a body', apiError(401, '')],
  ])('raises a destructive toast for %s', (_, err) => {
    expect(feedbackFor(err)).toEqual({ fields: {} });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: 'destructive' });
  });
});

describe('fieldMessages', () => {
  it('keeps the first message per field, from zod paths or API paths', () => {
    expect(
      fieldMessages([
        { path: ['username'], message: 'first' },
        { path: ['username'], message: 'second' },
        { path: 'password', message: 'pw' },
        { path: ['other'], message: 'ignored' },
      ]),
    ).toEqual({ username: 'first', password: 'pw' });
  });
});
