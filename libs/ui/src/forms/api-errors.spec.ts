import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@heirloom/platform';
import { createFormControl } from 'react-hook-form';
import {
  apiMessage,
  applyApiErrors,
  explainSaveFailure,
  NETWORK_FAILURE,
  SERVER_FAILURE,
} from './api-errors';

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

describe('explainSaveFailure, paths inside a field', () => {
  // From mfe-marketing's errorsByField, which the contact form used before it moved onto these forms.
  it("reads the API's dotted paths and drops fields the form does not have", () => {
    const failure = explainSaveFailure(
      badRequest({
        message: 'Validation failed',
        errors: [
          { path: 'email', message: 'Taken' },
          { path: 'email', message: 'Second' },
          { path: 'message.0', message: 'Nested' },
          { path: 'isAdmin', message: 'Unknown field' },
        ],
      }),
      ['firstName', 'email', 'message'],
    );
    expect(failure.fields).toEqual({ email: 'Taken', message: 'Nested' });
    expect(failure.message).toBe('isAdmin: Unknown field');
  });
});

describe('apiMessage', () => {
  it("reads the body's message, and nothing from bodies without one", () => {
    expect(apiMessage(new ApiError(409, '{"message":"That username is already taken"}', 'Conflict'))).toBe(
      'That username is already taken',
    );
    expect(apiMessage(new ApiError(401, '', 'Unauthorized'))).toBeUndefined();
    expect(apiMessage(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway'))).toBeUndefined();
    expect(apiMessage(new ApiError(400, '{"message":""}', 'Bad Request'))).toBeUndefined();
    expect(apiMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('applyApiErrors', () => {
  const fields = ['name', 'email'] as const;
  const newForm = () => createFormControl({ defaultValues: { name: '', email: '' } });
  const errorOf = (form: ReturnType<typeof newForm>, field: (typeof fields)[number]) =>
    form.getFieldState(field).error;

  it('puts the field errors of a 400 on their fields and leaves nothing to toast', () => {
    const form = newForm();
    const message = applyApiErrors(
      form,
      badRequest({
        message: 'Validation failed',
        errors: [
          { path: 'email', message: 'This address cannot receive mail' },
          { path: 'name', message: 'Name is required' },
        ],
      }),
      fields,
    );
    expect(message).toBeNull();
    expect(errorOf(form, 'email')).toMatchObject({
      type: 'server',
      message: 'This address cannot receive mail',
    });
    expect(errorOf(form, 'name')).toMatchObject({ type: 'server', message: 'Name is required' });
  });

  it('answers the message of a path no field shows, beside the ones placed', () => {
    const form = newForm();
    const message = applyApiErrors(
      form,
      badRequest({
        message: 'Validation failed',
        errors: [
          { path: 'email', message: 'Taken' },
          { path: 'userId', message: 'Not yours' },
        ],
      }),
      fields,
    );
    expect(message).toBe('userId: Not yours');
    expect(errorOf(form, 'email')?.message).toBe('Taken');
    expect(errorOf(form, 'name')).toBeUndefined();
  });

  it('answers the network message for a failure that is not an API answer, and places nothing', () => {
    const form = newForm();
    expect(applyApiErrors(form, new TypeError('Failed to fetch'), fields)).toBe(NETWORK_FAILURE);
    expect(form.getErrors()).toEqual({});
  });

  it("answers a 5xx's own message, or the server message when its body has none", () => {
    const form = newForm();
    expect(applyApiErrors(form, new ApiError(503, '', 'Service Unavailable'), fields)).toBe(SERVER_FAILURE);
    expect(applyApiErrors(form, new ApiError(500, 'boom', 'Internal Server Error'), fields)).toBe(
      SERVER_FAILURE,
    );
    expect(
      applyApiErrors(
        form,
        new ApiError(500, '{"message":"Internal server error"}', 'Internal Server Error'),
        fields,
      ),
    ).toBe('Internal server error');
    expect(form.getErrors()).toEqual({});
  });

  it("answers the form's own failure text when no field took a message", () => {
    const failedMessage = 'Something went wrong. Please try again.';
    const form = newForm();
    expect(
      applyApiErrors(form, new ApiError(500, '', 'Internal Server Error'), fields, { failedMessage }),
    ).toBe(failedMessage);
    expect(applyApiErrors(form, new TypeError('Failed to fetch'), fields, { failedMessage })).toBe(
      failedMessage,
    );
    const placed = applyApiErrors(
      form,
      badRequest({ message: 'Validation failed', errors: [{ path: 'name', message: 'Too long' }] }),
      fields,
      { failedMessage },
    );
    expect(placed).toBeNull();
    expect(errorOf(form, 'name')?.message).toBe('Too long');
  });

  it("answers the form's own text once a field took a message", () => {
    const placedMessage = 'Please check the highlighted fields and try again.';
    const form = newForm();
    const invalid = badRequest({
      message: 'Validation failed',
      errors: [
        { path: 'email', message: 'This address cannot receive mail' },
        { path: 'isAdmin', message: 'Unknown field' },
      ],
    });
    expect(applyApiErrors(form, invalid, fields, { placedMessage })).toBe(placedMessage);
    expect(errorOf(form, 'email')?.message).toBe('This address cannot receive mail');
    expect(
      applyApiErrors(form, new ApiError(503, 'down', 'Service Unavailable'), fields, { placedMessage }),
    ).toBe(SERVER_FAILURE);
  });
});
