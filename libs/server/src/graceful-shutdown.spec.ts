import type { AddressInfo } from 'node:net';
import {
  Controller,
  Get,
  HttpStatus,
  Injectable,
  Module,
  Res,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Test } from '@nestjs/testing';
import {
  gracefulShutdown,
  LifecycleModule,
  ServiceLifecycle,
  shutdownOptionsFromEnv,
} from './graceful-shutdown';
import {
  configureApp,
  globalHttpProviders,
  httpAdapter,
  NEST_APP_OPTIONS,
  type HttpApp,
  type HttpReply,
} from './http-app';
import { serviceConfigFromEnv } from './service-config';
import { EventStream } from './sse';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stands for the database: records when the app closed it. */
@Injectable()
class FakeDatabase implements OnApplicationShutdown {
  closedAt: number | null = null;
  onApplicationShutdown(): void {
    this.closedAt = Date.now();
  }
}

@Controller('work')
class WorkController {
  constructor(private readonly lifecycle: ServiceLifecycle) {}

  @Get('slow')
  async slow(): Promise<{ done: true; finishedAt: number }> {
    await sleep(600);
    return { done: true, finishedAt: Date.now() };
  }

  @Get('stream')
  async stream(@Res() response: HttpReply): Promise<void> {
    const events = new EventStream(response);
    for (let i = 0; i < 3; i++) {
      events.send('chunk', i);
      await sleep(200);
    }
    events.end();
  }

  @Get('hang')
  hang(): Promise<never> {
    return new Promise(() => undefined);
  }

  @Get('ready')
  ready(@Res({ passthrough: true }) response: HttpReply): { ready: boolean } {
    if (this.lifecycle.draining) void response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { ready: !this.lifecycle.draining };
  }
}

const config = serviceConfigFromEnv({}, { portVar: 'P', hostVar: 'H', defaultPort: 0 });

@Module({
  imports: [LifecycleModule],
  controllers: [WorkController],
  providers: [...globalHttpProviders(config), FakeDatabase],
})
class WorkModule {}

async function createApp(): Promise<HttpApp> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkModule] }).compile();
  const app = moduleRef.createNestApplication<HttpApp>(httpAdapter(config), {
    ...NEST_APP_OPTIONS,
    logger: false,
  });
  return configureApp(app);
}

const silent = { log: () => undefined, warn: () => undefined, error: () => undefined };

describe('graceful shutdown', () => {
  it('turns readiness false, refuses new connections, finishes in-flight requests, then closes', async () => {
    const app = await createApp();
    const drain = gracefulShutdown(app, { readinessDelayMs: 300, drainTimeoutMs: 5_000 }, silent);
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/api/work`;
    expect((await fetch(`${base}/ready`)).status).toBe(200);

    const slow = Array.from({ length: 5 }, () =>
      fetch(`${base}/slow`).then(async (r) => [r.status, await r.json()]),
    );
    const stream = fetch(`${base}/stream`).then(async (r) => [r.status, await r.text()] as const);
    await sleep(100);
    const signalledAt = Date.now();
    const drained = drain({ readinessDelay: true });

    // During the readiness delay the process still answers, but says it is not ready.
    const readiness = await fetch(`${base}/ready`);
    expect(readiness.status).toBe(503);
    expect(readiness.headers.get('connection')).toBe('close');

    for (const [status, body] of await Promise.all(slow)) {
      expect(status).toBe(200);
      expect(body).toEqual({ done: true, finishedAt: expect.any(Number) });
    }
    const [streamStatus, events] = await stream;
    expect(streamStatus).toBe(200);
    expect(events.match(/event: chunk/g)).toHaveLength(3);

    await sleep(400 - (Date.now() - signalledAt));
    // After the delay the listening socket is closed: new connections are refused.
    await expect(fetch(`${base}/ready`)).rejects.toThrow();

    await drained;
    const closedAt = app.get(FakeDatabase).closedAt;
    expect(closedAt).not.toBeNull();
    expect(closedAt! - signalledAt).toBeLessThan(5_000);
  }, 15_000);

  it('cuts a request that outlives the drain timeout, and still closes', async () => {
    const app = await createApp();
    const drain = gracefulShutdown(app, { readinessDelayMs: 0, drainTimeoutMs: 300 }, silent);
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/api/work`;
    const hanging = fetch(`${base}/hang`).then(
      (r) => r.status,
      () => 'cut',
    );
    await sleep(100);
    const started = Date.now();
    await drain({ readinessDelay: true });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await hanging).toBe('cut');
    expect(app.get(FakeDatabase).closedAt).not.toBeNull();
  }, 10_000);

  it('adds no listener to an answer (with one, every answer outlived the minor GCs under load)', async () => {
    /** The listeners each answer carries when it is written, with and without the shutdown set up. */
    const listenersOfAnAnswer = async (withShutdown: boolean) => {
      const app = await createApp();
      if (withShutdown) gracefulShutdown(app, { readinessDelayMs: 0, drainTimeoutMs: 1_000 }, silent);
      let listeners: Record<string, number> = {};
      app.getHttpServer().on('request', (_request: unknown, response: NodeJS.EventEmitter) => {
        const write = (response as unknown as { end: (...args: unknown[]) => unknown }).end;
        (response as unknown as { end: (...args: unknown[]) => unknown }).end = function (...args) {
          listeners = Object.fromEntries(
            response.eventNames().map((name) => [name, response.listenerCount(name)]),
          );
          return write.apply(this, args);
        };
      });
      await app.listen(0, '127.0.0.1');
      const port = (app.getHttpServer().address() as AddressInfo).port;
      expect((await fetch(`http://127.0.0.1:${port}/api/work/ready`)).status).toBe(200);
      await app.close();
      return listeners;
    };
    const without = await listenersOfAnAnswer(false);
    expect(Object.keys(without).length).toBeGreaterThan(0);
    expect(await listenersOfAnAnswer(true)).toEqual(without);
  });

  it('reads its bounds from the environment', () => {
    expect(shutdownOptionsFromEnv({})).toEqual({ readinessDelayMs: 1_000, drainTimeoutMs: 10_000 });
    expect(
      shutdownOptionsFromEnv({ SHUTDOWN_READINESS_DELAY_MS: '5000', SHUTDOWN_DRAIN_TIMEOUT_MS: '20000' }),
    ).toEqual({ readinessDelayMs: 5_000, drainTimeoutMs: 20_000 });
    expect(() => shutdownOptionsFromEnv({ SHUTDOWN_DRAIN_TIMEOUT_MS: 'soon' })).toThrow(
      'SHUTDOWN_DRAIN_TIMEOUT_MS must be a whole number of ms, got "soon"',
    );
  });

  it('names both bad bounds in one error, and takes 0 and blanks as they always were', () => {
    const start = () =>
      shutdownOptionsFromEnv({ SHUTDOWN_READINESS_DELAY_MS: '-1', SHUTDOWN_DRAIN_TIMEOUT_MS: '1.5' });
    expect(start).toThrow('SHUTDOWN_READINESS_DELAY_MS must be a whole number of ms, got "-1"');
    expect(start).toThrow('SHUTDOWN_DRAIN_TIMEOUT_MS must be a whole number of ms, got "1.5"');
    expect(
      shutdownOptionsFromEnv({ SHUTDOWN_READINESS_DELAY_MS: '0', SHUTDOWN_DRAIN_TIMEOUT_MS: ' ' }),
    ).toEqual({ readinessDelayMs: 0, drainTimeoutMs: 10_000 });
  });
});
