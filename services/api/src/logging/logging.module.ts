// Structured JSON logs (pino): one line per request with its id, method, path, status and time, and
// every application log line of that request carrying the same id. Secrets never reach a line: the
// cookie and authorization headers and Set-Cookie are redacted, and bodies (passwords) are not logged.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream, LevelWithSilent } from 'pino';

/** Paths whose values are replaced by "[Redacted]" in every line. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

export function loggingModule(level: LevelWithSilent, destination?: DestinationStream): DynamicModule {
  const options = {
    level,
    // The line's id is the request's own (Fastify's request.id: the caller's X-Request-Id when it is a
    // plausible one, else a fresh uuid; libs/server http-app.ts), echoed in the answer's X-Request-Id.
    redact: REDACTED_PATHS,
    // Probes poll health constantly; a line per probe drowns everything else.
    autoLogging: { ignore: (request: IncomingMessage) => request.url === '/api/health' },
    customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) =>
      error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
  } as const;
  return LoggerModule.forRoot({ pinoHttp: destination ? [options, destination] : options });
}
