// Graceful shutdown, shared by the API and the AI service. On SIGTERM (a rolling deploy, a scale-down):
//   1. readiness turns false at once (ServiceLifecycle.draining), so probes and load balancers stop
//      sending new work; for `readinessDelayMs` the server still answers what they already send;
//   2. the listening socket closes (new connections are refused) and idle keep-alive connections are
//      closed; answers still in flight carry `Connection: close`;
//   3. in-flight requests (slow ones, event streams) finish, for at most `drainTimeoutMs`;
//   4. the modules close (the database last), and the process exits 0.
// SIGINT (Ctrl+C at a terminal) skips the readiness delay: nobody routes traffic by a dev's terminal.
import type http from 'node:http';
import { envVar, readConfig, type Env, type EnvValues, type EnvVar } from '@heirloom/contracts';
import type { INestApplication, LoggerService } from '@nestjs/common';
import { Global, Injectable, Logger, Module } from '@nestjs/common';

/** Whether this process is shutting down: its readiness probe answers 503 from then on. */
@Injectable()
export class ServiceLifecycle {
  private drainingSince: number | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  startDraining(now = Date.now()): void {
    this.drainingSince ??= now;
  }
}

/** Imported by each service's AppModule, so every module can inject ServiceLifecycle. */
@Global()
@Module({ providers: [ServiceLifecycle], exports: [ServiceLifecycle] })
export class LifecycleModule {}

export interface ShutdownOptions {
  /** How long readiness answers 503 while the server still serves (SHUTDOWN_READINESS_DELAY_MS). */
  readinessDelayMs: number;
  /** The most in-flight requests get to finish; later ones are cut (SHUTDOWN_DRAIN_TIMEOUT_MS). */
  drainTimeoutMs: number;
}

export const DEFAULT_SHUTDOWN: ShutdownOptions = { readinessDelayMs: 1_000, drainTimeoutMs: 10_000 };

/**
 * SHUTDOWN_READINESS_DELAY_MS and SHUTDOWN_DRAIN_TIMEOUT_MS, for each service's table
 * (`...shutdownEnv`), so a bad one is named at start with the rest.
 */
export const shutdownEnv = {
  SHUTDOWN_READINESS_DELAY_MS: milliseconds(DEFAULT_SHUTDOWN.readinessDelayMs),
  SHUTDOWN_DRAIN_TIMEOUT_MS: milliseconds(DEFAULT_SHUTDOWN.drainTimeoutMs),
};

function milliseconds(fallback: number): EnvVar<number> {
  return envVar.wholeNumber(fallback, {
    min: 0,
    max: Number.MAX_SAFE_INTEGER,
    must: 'must be a whole number of ms',
  });
}

/** The ShutdownOptions from a table read with shutdownEnv's variables. */
export function shutdownOptionsOf(values: EnvValues<typeof shutdownEnv>): ShutdownOptions {
  return {
    readinessDelayMs: values.SHUTDOWN_READINESS_DELAY_MS,
    drainTimeoutMs: values.SHUTDOWN_DRAIN_TIMEOUT_MS,
  };
}

export function shutdownOptionsFromEnv(env: Env = process.env): ShutdownOptions {
  return shutdownOptionsOf(readConfig(shutdownEnv, env));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Counts the server's in-flight requests and answers a function that drains the app: readiness off,
 * (wait), stop accepting, let in-flight requests finish within the timeout, then close the app.
 * Call before the server listens.
 */
export function gracefulShutdown(
  app: INestApplication,
  options: ShutdownOptions,
  logger: LoggerService = new Logger('Shutdown'),
): (reason: { readinessDelay: boolean }) => Promise<void> {
  const lifecycle = app.get(ServiceLifecycle, { strict: false });
  const server = app.getHttpServer() as http.Server;
  // No listener per request: a second listener on an answer's events makes Node keep them in an
  // array, and V8 allocates that array straight in the old generation (its allocation site is
  // pretenured: most such arrays, on sockets and servers, live long). The old array then holds each
  // answer's whole graph through every minor GC until the next full one: under load every answer was
  // promoted, and minor GC pauses went from 0.4 to 4 ms (docs/benchmarks.md, What each measure
  // bought). The server's own connection list tells what is still busy instead.
  server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    // The client opens a fresh connection for its next request, to a process that is staying.
    if (lifecycle.draining && !response.headersSent) response.setHeader('Connection', 'close');
  });
  const openConnections = () =>
    new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count ?? 0)));

  let drained: Promise<void> | undefined;
  const drain = async ({ readinessDelay }: { readinessDelay: boolean }) => {
    lifecycle.startDraining();
    logger.log(`Shutting down: readiness is now false (${await openConnections()} connection(s) open)`);
    if (readinessDelay && options.readinessDelayMs > 0) await sleep(options.readinessDelayMs);
    // The server calls back once every connection has ended: those with a request in flight end when
    // its answer (sent with Connection: close) is written; idle keep-alive ones are closed below.
    let closed = false;
    const allClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    void allClosed.then(() => (closed = true));
    const deadline = Date.now() + options.drainTimeoutMs;
    while (!closed && Date.now() < deadline) {
      server.closeIdleConnections();
      await sleep(25);
    }
    if (!closed) {
      logger.warn(
        `${await openConnections()} connection(s) still busy after ${options.drainTimeoutMs} ms: cut`,
      );
    }
    server.closeAllConnections();
    await allClosed;
    // Module hooks: the database and other stores close after the last request.
    await app.close();
    logger.log('Shut down cleanly');
  };
  return (reason) => (drained ??= drain(reason));
}

/** On SIGTERM/SIGINT: drain, then exit 0 (1 if closing failed or outlived its bound). */
export function exitOnSignals(
  drain: (reason: { readinessDelay: boolean }) => Promise<void>,
  options: ShutdownOptions,
  logger: LoggerService = new Logger('Shutdown'),
): void {
  const onSignal = (signal: NodeJS.Signals) => {
    // A second signal while draining changes nothing; the hard bound below still holds.
    const bound = options.readinessDelayMs + options.drainTimeoutMs + 5_000;
    setTimeout(() => {
      logger.error(`Shutdown did not finish within ${bound} ms: exiting`);
      process.exit(1);
    }, bound).unref();
    drain({ readinessDelay: signal === 'SIGTERM' }).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Shutdown failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
