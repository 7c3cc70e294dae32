// The chat routes count in the chats-in-flight gauge (docs/deployment.md, "Scaling"): each chat, plain
// or streamed, while it is answered and not after; the metrics listener serves the figure in
// Prometheus's text format.
import { jest } from '@jest/globals';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import { CHATS_IN_FLIGHT_METRIC, ChatsInFlight, startMetricsServer } from '../metrics';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { rawText } from '../testing/sse';
import { createTestApp } from '../testing/test-app';
import { ChatService } from './chat.service';

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('timed out');
};

describe('the chat routes and the metrics listener', () => {
  let api: ApiProcess;
  let app: HttpApp;
  let cookie: string;
  let metrics: Server;

  beforeAll(async () => {
    api = await startApiProcess();
    cookie = await api.signIn('demo', 'demo1234');
    app = await createTestApp({ apiUrl: api.url, chatRateLimitPerMinute: 1000 });
    metrics = await startMetricsServer(app.get(ChatsInFlight).registry, 0, '127.0.0.1');
  }, 90_000);

  afterAll(async () => {
    metrics?.close();
    await app?.close();
    await api?.stop();
  });

  const scrape = async () => {
    const { port } = metrics.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const line = (await response.text()).split('\n').find((l) => l.startsWith(`${CHATS_IN_FLIGHT_METRIC} `));
    return Number(line?.split(' ')[1]);
  };

  /** Holds every answer of the built-in analyst until `release` is called. */
  const holdAnswers = () => {
    const chat = app.get(ChatService);
    const reply = chat.reply.bind(chat);
    const waiting: (() => void)[] = [];
    const spy = jest.spyOn(chat, 'reply').mockImplementation(async (...args) => {
      await new Promise<void>((resolve) => waiting.push(resolve));
      return reply(...args);
    });
    return {
      waiting,
      release: () => {
        waiting.splice(0).forEach((resolve) => resolve());
        spy.mockRestore();
      },
    };
  };

  it.each([
    ['POST /api/ai/chat', '/api/ai/chat'],
    ['POST /api/ai/chat/stream', '/api/ai/chat/stream'],
  ])('%s counts as one chat in flight while it is answered', async (_name, path) => {
    expect(await scrape()).toBe(0);
    const held = holdAnswers();
    const asks = [1, 2].map(() =>
      request(app.getHttpServer())
        .post(path)
        .set('Cookie', cookie)
        .buffer(true)
        .parse(rawText)
        .send({ message: 'What is our net worth?' })
        .then((r) => r),
    );
    try {
      await until(async () => held.waiting.length === 2);
      expect(await scrape()).toBe(2);
    } finally {
      held.release();
    }
    for (const answered of await Promise.all(asks)) {
      expect(answered.status).toBe(200);
      expect(String(answered.body)).toMatch(/net worth/i);
    }
    expect(await scrape()).toBe(0);
  });

  it('a chat refused before it is answered (no session) leaves the count at zero', async () => {
    await request(app.getHttpServer()).post('/api/ai/chat').send({ message: 'hello' }).expect(401);
    expect(await scrape()).toBe(0);
  });

  it('answers 404 to anything but GET /metrics', async () => {
    const { port } = metrics.address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
