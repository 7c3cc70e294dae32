// What every error answer of the API and AI services looks like: `{ message }`, plus `errors` for
// validation failures and a 403's `reason` the browser acts on (issue 32). Nothing else leaves the
// server: no stack traces, no SQL, no driver messages.
import { secondFactorReasons, type SecondFactorReason } from '@heirloom/contracts';
import { HttpException, HttpStatus } from '@nestjs/common';
import { TooLargeException } from './too-large.exception';
import { ValidationFailedException, type FieldError } from './validation-failed.exception';

export interface ErrorBody {
  message: string;
  errors?: FieldError[];
  reason?: SecondFactorReason;
}

export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  /** Unexpected: the caller logs it with its stack. */
  unexpected: boolean;
}

export const INTERNAL_ERROR: ErrorBody = { message: 'Internal server error' };

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return exception.message;
}

export function toErrorAnswer(exception: unknown, jsonBodyLimit: string): ErrorAnswer {
  if (exception instanceof ValidationFailedException) {
    return {
      status: HttpStatus.BAD_REQUEST,
      body: { message: exception.summary, errors: exception.errors },
      unexpected: false,
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    // Fastify's body parser failures, which Nest wraps with the parser's own words: say it in ours.
    if (status === HttpStatus.BAD_REQUEST && codeOf(exception.cause) === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return { status, body: { message: 'Malformed JSON in request body' }, unexpected: false };
    }
    if (status === HttpStatus.PAYLOAD_TOO_LARGE && !(exception instanceof TooLargeException)) {
      return {
        status,
        body: { message: `Request body is too large (limit ${jsonBodyLimit})` },
        unexpected: false,
      };
    }
    const reason = reasonOf(exception);
    return {
      status,
      body: reason ? { message: messageOf(exception), reason } : { message: messageOf(exception) },
      unexpected: status >= 500,
    };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: INTERNAL_ERROR, unexpected: true };
}

/** A known `reason` the exception's body names (`new ForbiddenException({ message, reason })`). */
function reasonOf(exception: HttpException): SecondFactorReason | undefined {
  const response = exception.getResponse();
  const reason = typeof response === 'object' ? (response as { reason?: unknown }).reason : undefined;
  return (secondFactorReasons as readonly unknown[]).includes(reason)
    ? (reason as SecondFactorReason)
    : undefined;
}

/** The `code` of an error that has one (Fastify's errors: FST_...). */
function codeOf(error: unknown): unknown {
  return error instanceof Error ? (error as { code?: unknown }).code : undefined;
}

/** What the logs get for an unexpected failure: its stack when it has one. */
export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
