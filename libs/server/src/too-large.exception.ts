import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * A 413 a route decides itself (an upload over its own limit), answered with its message. Other 413s
 * (the JSON body parser's) are answered with the JSON body limit instead.
 */
export class TooLargeException extends HttpException {
  constructor(message: string) {
    super({ message }, HttpStatus.PAYLOAD_TOO_LARGE);
  }
}
