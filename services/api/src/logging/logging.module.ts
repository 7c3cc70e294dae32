// Structured JSON logs (pino): one line per request with its id, method, path, status and time, and
// every application log line of that request carrying the same id. Secrets never reach a line: the
// cookie and authorization headers and Set-Cookie are redacted, and bodies (passwords) are not logged.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream, LevelWithSilent } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Paths whose values are replaced by "[Redacted]" in every line. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

/**
 * The caller's request id when it is a plausible one (the gateway or an ingress may set it, so one id
 * follows a request across services), else a fresh uuid. Echoed in the X-Request-Id answer header.
 */
export function requestId(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
  response.setHeader('X-Request-Id', id);
  return id;
}

export function loggingModule(level: LevelWithSilent, destination?: DestinationStream): DynamicModule {
  const options = {
    level,
    genReqId: requestId,
    redact: REDACTED_PATHS,
    // Probes poll health constantly; a line per probe drowns everything else.
    autoLogging: { ignore: (request: IncomingMessage) => request.url === '/api/health' },
    customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) =>
      error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
  } as const;
  return LoggerModule.forRoot({ pinoHttp: destination ? [options, destination] : options });
}
