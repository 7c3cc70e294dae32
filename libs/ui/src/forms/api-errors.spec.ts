import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@heirloom/platform';
import { explainSaveFailure } from './api-errors';

const badRequest = (body: object) => new ApiError(400, JSON.stringify(body), 'Bad Request');

describe('explainSaveFailure', () => {
  it('puts field messages on the form fields it knows', () => {
    const failure = explainSaveFailure(
      badRequest({
        message: 'Validation failed',
        errors: [
          { path: 'balance', message: 'Must be a number' },
          { path: 'name', message: 'Name is required' },
        ],
      }),
      ['name', 'balance'],
    );
    expect(failure).toEqual({
      fields: { balance: 'Must be a number', name: 'Name is required' },
      message: null,
    });
  });

  it('keeps a message for errors no field can show', () => {
    const failure = explainSaveFailure(
      badRequest({
        message: 'Validation failed',
        errors: [{ path: 'accountId', message: 'No such account' }],
      }),
      ['amount'],
    );
    expect(failure).toEqual({ fields: {}, message: 'accountId: No such account' });
  });

  it('uses the body message of other errors', () => {
    expect(
      explainSaveFailure(new ApiError(404, '{"message":"Account not found"}', 'Not Found'), []).message,
    ).toBe('Account not found');
    expect(explainSaveFailure(new ApiError(500, '', 'Internal Server Error'), []).message).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(explainSaveFailure(new TypeError('Failed to fetch'), []).message).toMatch(
      /Could not reach the server/,
    );
  });
});
