import { HttpException, HttpStatus } from '@nestjs/common';

/** Answered 429 with `Retry-After` (whole seconds) by the shared exception filter. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** A 429 thrown without saying when to come back (a library's) still tells the client: a minute. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;
