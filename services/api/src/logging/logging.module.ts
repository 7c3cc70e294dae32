// Structured JSON logs (pino): one line per answered request with its id, method, path, status and
// time, written by a Fastify hook when the answer's level is enabled, and the service's own lines
// (Nest's Logger) as JSON too. Secrets never reach a line: the cookie and authorization headers and
// Set-Cookie are redacted, and bodies (passwords) are not logged.
//
// Not pino-http behind Nest's middleware: that built a child logger (serialising and redacting the
// request) and an AsyncLocalStorage scope for every request, even when nothing was written, which cost a
// list read a fifth of its throughput (docs/benchmarks.md, What each measure bought). Lines about one
// request carry its id: the request line, and the error line of a failed one (libs/server
// http-exception.filter.ts).
import type { HttpApp } from '@heirloom/server';
import { Global, Module, type DynamicModule, type LoggerService } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Level, type LevelWithSilent, type Logger } from 'pino';

/** Paths whose values are replaced by "[Redacted]" in every line. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

/** The service's pino logger (one per app). */
export const PINO = Symbol('PINO');

/** Nest's logger writing pino's JSON lines, with the Nest context ("NetWorth") as `context`. */
export class JsonLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    // Nest passes the context last; error() may pass a stack before it.
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    const stack = level === 'error' && typeof rest[0] === 'string' && rest.length > 1 ? rest[0] : undefined;
    const bindings = { ...(context ? { context } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.pino[level]({ ...bindings, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.pino[level]({ ...bindings, ...message });
    else this.pino[level](bindings, String(message));
  }
}

export function loggingModule(level: LevelWithSilent, destination?: DestinationStream): DynamicModule {
  const options = { level, redact: REDACTED_PATHS };
  const logger = destination ? pino(options, destination) : pino(options);
  @Global()
  @Module({})
  class LoggingModule {}
  return {
    module: LoggingModule,
    providers: [
      { provide: PINO, useValue: logger },
      { provide: JsonLogger, useValue: new JsonLogger(logger) },
    ],
    exports: [PINO, JsonLogger],
  };
}

/** The level of an answer's line: errors for 5xx, warnings for 4xx. */
const levelOf = (status: number): Level => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info');

/** One line per answered request; nothing is built unless its level is enabled. */
export function logRequests(app: HttpApp): void {
  const logger = app.get<Logger>(PINO);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const level = levelOf(reply.statusCode);
      // Probes poll health constantly; a line per probe drowns everything else.
      if (request.url !== '/api/health' && logger.isLevelEnabled(level)) {
        logger[level](
          {
            req: {
              id: request.id,
              method: request.method,
              url: request.url,
              headers: request.headers,
              remoteAddress: request.ip,
            },
            res: { statusCode: reply.statusCode, headers: reply.getHeaders() },
            responseTime: Math.round(reply.elapsedTime),
          },
          'request completed',
        );
      }
      done();
    });
}
