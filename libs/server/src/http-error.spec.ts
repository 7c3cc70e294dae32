import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { describeError, toErrorAnswer } from './http-error';
import { TooLargeException } from './too-large.exception';
import { ValidationFailedException } from './validation-failed.exception';

describe('toErrorAnswer', () => {
  it('keeps field errors for validation failures', () => {
    const answer = toErrorAnswer(new ValidationFailedException([{ path: 'email', message: 'Bad' }]), '100kb');
    expect(answer).toEqual({
      status: 400,
      body: { message: 'Validation failed', errors: [{ path: 'email', message: 'Bad' }] },
      unexpected: false,
    });
  });

  it('says which rule refused the request when a validation failure names one', () => {
    const lastOwner = new ValidationFailedException(
      [{ path: 'role', message: 'A family needs at least one owner' }],
      'A family needs at least one owner',
    );
    expect(toErrorAnswer(lastOwner, '100kb').body).toEqual({
      message: 'A family needs at least one owner',
      errors: [{ path: 'role', message: 'A family needs at least one owner' }],
    });
  });

  it('rewords body parser failures', () => {
    // What Nest's Fastify adapter makes of Fastify's error for a body that is not JSON.
    const parserError = Object.assign(
      new Error("Body is not valid JSON but content-type is set to 'application/json'"),
      {
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        statusCode: 400,
      },
    );
    const malformed = new BadRequestException(parserError.message, { cause: parserError });
    expect(toErrorAnswer(malformed, '100kb').body).toEqual({ message: 'Malformed JSON in request body' });
    expect(toErrorAnswer(new PayloadTooLargeException(), '100kb')).toMatchObject({
      status: 413,
      body: { message: 'Request body is too large (limit 100kb)' },
    });
  });

  it("keeps the message of a 413 a route decided itself (an upload over the route's own limit)", () => {
    expect(toErrorAnswer(new TooLargeException('The file is larger than 25 MB'), '100kb')).toEqual({
      status: 413,
      body: { message: 'The file is larger than 25 MB' },
      unexpected: false,
    });
  });

  it('answers HTTP exceptions with their message only', () => {
    expect(toErrorAnswer(new NotFoundException('Cannot GET /api/nope'), '100kb')).toEqual({
      status: 404,
      body: { message: 'Cannot GET /api/nope' },
      unexpected: false,
    });
    expect(toErrorAnswer(new HttpException({ message: ['a', 'b'], secret: 'x' }, 422), '1kb').body).toEqual({
      message: 'a; b',
    });
  });

  it("keeps a 403's reason the browser acts on (issue 32), and nothing else of the body", () => {
    const stepUp = new ForbiddenException({ message: 'Confirm it', reason: 'step-up-required', extra: 1 });
    expect(toErrorAnswer(stepUp, '100kb').body).toEqual({
      message: 'Confirm it',
      reason: 'step-up-required',
    });
    const unknown = new ForbiddenException({ message: 'No', reason: 'because' });
    expect(toErrorAnswer(unknown, '100kb').body).toEqual({ message: 'No' });
    expect(toErrorAnswer(new ForbiddenException({ message: 'No', reason: undefined }), '100kb').body).toEqual(
      {
        message: 'No',
      },
    );
  });

  it('hides anything unexpected behind a generic 500', () => {
    // A driver error (what TypeORM's QueryFailedError wraps) and a network error naming a secret.
    const sqlError = Object.assign(new Error('no such table: users'), { query: 'SELECT * FROM users' });
    const leaky = new Error('connect ECONNREFUSED 10.0.0.7:443 (api key sk-...)');
    for (const error of [sqlError, leaky, 'a thrown string']) {
      expect(toErrorAnswer(error, '100kb')).toEqual({
        status: 500,
        body: { message: 'Internal server error' },
        unexpected: true,
      });
    }
  });
});

describe('describeError', () => {
  it('gives the stack of errors and the text of anything else', () => {
    const error = new Error('boom');
    expect(describeError(error)).toBe(error.stack);
    expect(describeError(Object.assign(new Error('no stack'), { stack: undefined }))).toBe('no stack');
    expect(describeError(42)).toBe('42');
  });
});
