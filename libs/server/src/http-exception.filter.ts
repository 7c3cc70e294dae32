import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { describeError, toErrorAnswer } from './http-error';
import { DEFAULT_RETRY_AFTER_SECONDS, TooManyRequestsException } from './too-many-requests.exception';

/**
 * Answers the message a client should read when `exception` means a dependency is down (a lost
 * database connection), or undefined for any other failure.
 */
export type OutageClassifier = (exception: unknown) => string | undefined;

/** How long a client should wait before trying again after a 503 for a dependency that is down. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * Catches everything thrown while handling a request and answers it in the one error shape. A failure
 * the service's OutageClassifier recognises is a 503 with its message and a Retry-After, not a 500.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly jsonBodyLimit: string,
    private readonly outage: OutageClassifier = () => undefined,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const { httpAdapter } = this.adapterHost;
    const http = host.switchToHttp();
    const request = http.getRequest<{ method?: string; url?: string; id?: string }>();
    // The request's id, as in its request line, so the two lines can be found together.
    const which = `${request.method} ${request.url}${request.id ? ` (request ${request.id})` : ''}`;
    const response = http.getResponse<unknown>();
    const outageMessage = this.outage(exception);
    if (outageMessage !== undefined) {
      // One line, no stack: an outage fails every request the same way.
      const reason = exception instanceof Error ? exception.message : String(exception);
      this.logger.warn(`${which} answered 503: ${reason}`);
      if (httpAdapter.isHeadersSent(response)) return void httpAdapter.end(response);
      httpAdapter.setHeader(response, 'Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      httpAdapter.reply(response, { message: outageMessage }, 503);
      return;
    }
    const answer = toErrorAnswer(exception, this.jsonBodyLimit);
    if (answer.unexpected) {
      this.logger.error(`${which} failed: ${describeError(exception)}`);
    }
    if (httpAdapter.isHeadersSent(response)) {
      httpAdapter.end(response);
      return;
    }
    if (answer.status === 429) {
      const seconds =
        exception instanceof TooManyRequestsException
          ? exception.retryAfterSeconds
          : DEFAULT_RETRY_AFTER_SECONDS;
      httpAdapter.setHeader(response, 'Retry-After', String(seconds));
    }
    httpAdapter.reply(response, answer.body, answer.status);
  }
}
