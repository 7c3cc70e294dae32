// What every error answer of the API and AI services looks like: `{ message }`, plus `errors` for
// validation failures. Nothing else leaves the server: no stack traces, no SQL, no driver messages.
import { HttpException, HttpStatus } from '@nestjs/common';
import { TooLargeException } from './too-large.exception';
import { ValidationFailedException, type FieldError } from './validation-failed.exception';

export interface ErrorBody {
  message: string;
  errors?: FieldError[];
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
      body: { message: 'Validation failed', errors: exception.errors },
      unexpected: false,
    };
  }
  // Fastify's own refusals of a request (its body parser, its URL checks; Nest wraps them), in our words.
  const fastify = fastifyClientError(exception instanceof HttpException ? exception.cause : exception);
  if (fastify) {
    if (fastify.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
      return { status: 400, body: { message: 'Malformed JSON in request body' }, unexpected: false };
    if (fastify.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return {
        status: 413,
        body: { message: `Request body is too large (limit ${jsonBodyLimit})` },
        unexpected: false,
      };
    return { status: fastify.statusCode, body: { message: fastify.message }, unexpected: false };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    // Body parser failures mapped by Nest: say what is wrong in our words, not the parser's.
    if (status === HttpStatus.BAD_REQUEST && exception.cause instanceof SyntaxError) {
      return { status, body: { message: 'Malformed JSON in request body' }, unexpected: false };
    }
    if (status === HttpStatus.PAYLOAD_TOO_LARGE && !(exception instanceof TooLargeException)) {
      return {
        status,
        body: { message: `Request body is too large (limit ${jsonBodyLimit})` },
        unexpected: false,
      };
    }
    return { status, body: { message: messageOf(exception) }, unexpected: status >= 500 };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: INTERNAL_ERROR, unexpected: true };
}

/** A client error Fastify raised itself (code FST_…, status 4xx), before any handler ran. */
function fastifyClientError(
  exception: unknown,
): { code: string; statusCode: number; message: string } | undefined {
  if (!(exception instanceof Error)) return undefined;
  const { code, statusCode } = exception as { code?: unknown; statusCode?: unknown };
  return typeof code === 'string' &&
    code.startsWith('FST_') &&
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500
    ? { code, statusCode, message: exception.message }
    : undefined;
}

/** What the logs get for an unexpected failure: its stack when it has one. */
export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
