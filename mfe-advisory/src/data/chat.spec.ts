import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, isAbortError } from '@heirloom/platform';
import { askAdvisor, ChatStreamError, prepareAdvisor } from './chat';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const stream = (text: string) =>
  new Response(text, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** fetch answering each call with the next response, recording the URLs. */
function answers(...responses: Response[]) {
  const urls: string[] = [];
  globalThis.fetch = jest.fn(async (url: unknown) => {
    urls.push(String(url));
    return responses.shift()!;
  }) as unknown as typeof fetch;
  return urls;
}

describe('askAdvisor', () => {
  it('streams: the conversation, the chunks in order, then the whole answer', async () => {
    const urls = answers(
      stream(
        'event: conversation\ndata: {"conversationId":"c1"}\n\nevent: chunk\ndata: {"text":"**Yes**"}\n\n' +
          'event: chunk\ndata: {"text":", refinance."}\n\nevent: done\ndata: {"response":"**Yes**, refinance.","conversationId":"c1"}\n\n',
      ),
    );
    const chunks: string[] = [];
    const onConversation = jest.fn();
    const answer = await askAdvisor(
      { message: 'Refinance?' },
      { onChunk: (t) => chunks.push(t), onConversation },
    );
    expect(answer).toEqual({ response: '**Yes**, refinance.', conversationId: 'c1' });
    expect(chunks).toEqual(['**Yes**', ', refinance.']);
    expect(onConversation).toHaveBeenCalledWith('c1');
    expect(urls).toEqual(['/api/ai/chat/stream']);
  });

  it('rejects with the stream’s error message', async () => {
    answers(
      stream('event: chunk\ndata: {"text":"a"}\n\nevent: error\ndata: {"message":"Could not finish."}\n\n'),
    );
    const error = await askAdvisor({ message: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatStreamError);
    expect((error as Error).message).toBe('Could not finish.');
  });

  it('rejects a stream that ends without done', async () => {
    answers(stream('event: chunk\ndata: {"text":"a"}\n\n'));
    await expect(askAdvisor({ message: 'x' })).rejects.toBeInstanceOf(ChatStreamError);
  });

  it('falls back to POST /api/ai/chat when the stream route is missing', async () => {
    const urls = answers(
      new Response('Cannot POST /api/ai/chat/stream', { status: 404 }),
      json({ response: 'Plain answer', conversationId: 'c2' }),
    );
    const chunks: string[] = [];
    const answer = await askAdvisor({ message: 'x' }, { onChunk: (t) => chunks.push(t) });
    expect(answer).toEqual({ response: 'Plain answer', conversationId: 'c2' });
    expect(chunks).toEqual(['Plain answer']);
    expect(urls).toEqual(['/api/ai/chat/stream', '/api/ai/chat']);
  });

  it('falls back when the answer is not an event stream', async () => {
    const urls = answers(json({ unexpected: true }), json({ response: 'Plain', conversationId: 'c3' }));
    expect((await askAdvisor({ message: 'x' })).response).toBe('Plain');
    expect(urls).toHaveLength(2);
  });

  it('does not fall back for the API’s own errors (another user’s conversation, rate limit)', async () => {
    answers(json({ message: 'Conversation not found' }, 404));
    const error = await askAdvisor({ message: 'x', conversationId: 'other' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    answers(json({ message: 'Too many AI requests. Please wait a moment and try again.' }, 429));
    await expect(askAdvisor({ message: 'x' })).rejects.toMatchObject({ status: 429 });
  });

  it('rejects with an AbortError when stopped', async () => {
    const controller = new AbortController();
    globalThis.fetch = jest.fn(async () => {
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(new TextEncoder().encode('event: chunk\ndata: {"text":"a"}\n\n'));
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }) as unknown as typeof fetch;
    const error = await askAdvisor(
      { message: 'x' },
      { signal: controller.signal, onChunk: () => controller.abort() },
    ).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });
});

describe('prepareAdvisor', () => {
  it('asks the service to read the family ahead, and a failure is no one’s error', async () => {
    const urls = answers(new Response(null, { status: 204 }), json({ message: 'down' }, 503));
    prepareAdvisor();
    prepareAdvisor();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls).toEqual(['/api/ai/chat/prepare', '/api/ai/chat/prepare']);
  });
});
