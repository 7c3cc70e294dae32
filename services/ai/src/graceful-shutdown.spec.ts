// SIGTERM on the built AI service while an answer is streaming (a rolling deploy): readiness answers
// 503 at once, the stream runs to its `done` event, and the process exits 0. The answer comes from a
// local fake OpenAI-compatible server that streams slowly, so the stream is surely in flight.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startAiProcess } from './testing/ai-process';
import { startApiProcess, type ApiProcess } from './testing/api-process';
import { sseEvents } from './testing/sse';

const WORDS = ['Your ', 'family ', 'is ', 'doing ', 'fine ', 'today.'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Streams WORDS one every 300 ms as chat.completion.chunk events. */
function slowOpenAi(): http.Server {
  return http.createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta: Record<string, unknown>, finish: string | null) =>
        `data: ${JSON.stringify({
          id: 'chatcmpl-slow',
          object: 'chat.completion.chunk',
          created: 1_700_000_000,
          model: 'slow-model',
          choices: [{ index: 0, delta, finish_reason: finish }],
        })}\n\n`;
      res.write(chunk({ role: 'assistant', content: '' }, null));
      for (const word of WORDS) {
        await sleep(300);
        res.write(chunk({ content: word }, null));
      }
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
}

describe('the built AI service on SIGTERM', () => {
  let api: ApiProcess;
  let openai: http.Server;

  beforeAll(async () => {
    api = await startApiProcess({ seedDemo: false });
    openai = slowOpenAi();
    await new Promise<void>((resolve) => openai.listen(0, '127.0.0.1', resolve));
  }, 90_000);

  afterAll(async () => {
    openai?.closeAllConnections();
    await new Promise((resolve) => openai?.close(resolve));
    await api?.stop();
  }, 30_000);

  it('turns unready, lets a streaming answer finish, and exits 0', async () => {
    const cookie = await api.register('streaming');
    const ai = await startAiProcess({
      apiUrl: api.url,
      env: {
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: `http://127.0.0.1:${(openai.address() as AddressInfo).port}/v1`,
        OPENAI_MODEL: 'slow-model',
        SHUTDOWN_READINESS_DELAY_MS: '500',
        SHUTDOWN_DRAIN_TIMEOUT_MS: '8000',
      },
    });
    const { child, exited } = ai;
    try {
      const base = `${ai.url}/api/ai`;
      const response = await fetch(`${base}/chat/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ message: 'How is my family doing?' }),
      });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      // The first words have arrived: the stream is in flight.
      while (!text.includes('event: chunk')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      const signalledAt = Date.now();
      child.kill('SIGTERM');

      // The signal lands asynchronously: readiness turns 503 within moments, well inside the delay.
      let readiness = await fetch(`${base}/health/ready`);
      while (readiness.status === 200 && Date.now() - signalledAt < 400) {
        await sleep(20);
        readiness = await fetch(`${base}/health/ready`);
      }
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toEqual({ status: 'shutting-down' });

      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      const events = sseEvents(text);
      expect(events.at(-1)).toEqual({
        event: 'done',
        data: { response: WORDS.join(''), conversationId: expect.any(String) },
      });

      expect(await exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalledAt).toBeLessThan(8_000);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});
