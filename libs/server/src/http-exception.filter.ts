import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { describeError, toErrorAnswer } from './http-error';
import { DEFAULT_RETRY_AFTER_SECONDS, TooManyRequestsException } from './too-many-requests.exception';

/** Catches everything thrown while handling a request and answers it in the one error shape. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly jsonBodyLimit: string,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const { httpAdapter } = this.adapterHost;
    const http = host.switchToHttp();
    const request = http.getRequest<{ method?: string; url?: string }>();
    const response = http.getResponse<unknown>();
    const answer = toErrorAnswer(exception, this.jsonBodyLimit);
    if (answer.unexpected) {
      this.logger.error(`${request.method} ${request.url} failed: ${describeError(exception)}`);
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
