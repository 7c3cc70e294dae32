import { jest } from '@jest/globals';
import { ApiError } from './api';
import { createSseParser, isAbortError, postEventStream, readEventStream, type ServerSentEvent } from './sse';

const encoder = new TextEncoder();

/** A body that hands out the given chunks one read at a time, then (unless `open`) ends. */
function bodyOf(chunks: (string | Uint8Array)[], { open = false } = {}): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) {
        const chunk = chunks[i++]!;
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      } else if (!open) {
        controller.close();
      }
      // open: never answers again, like a server still thinking.
    },
  });
}

async function collect(chunks: (string | Uint8Array)[]): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  await readEventStream(bodyOf(chunks), (e) => events.push(e));
  return events;
}

describe('createSseParser', () => {
  it('reads named events, joins data lines and skips comments', () => {
    const events: ServerSentEvent[] = [];
    const parser = createSseParser((e) => events.push(e));
    parser.push(': keep-alive\n\nevent: chunk\ndata: {"text":"a"}\n\ndata: one\ndata: two\n\n');
    expect(events).toEqual([
      { event: 'chunk', data: '{"text":"a"}' },
      { event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('accepts \\r\\n and \\r line ends, even a \\r\\n split between chunks', () => {
    const events: ServerSentEvent[] = [];
    const parser = createSseParser((e) => events.push(e));
    parser.push('event: a\r\ndata: 1\r');
    parser.push('\n\r\nevent: b\rdata: 2\r\r');
    parser.push('x');
    expect(events).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
  });

  it('drops an unterminated last block', () => {
    const events: ServerSentEvent[] = [];
    const parser = createSseParser((e) => events.push(e));
    parser.push('event: chunk\ndata: half');
    parser.end();
    expect(events).toEqual([]);
  });
});

describe('readEventStream', () => {
  it('puts together events split across chunks, anywhere', async () => {
    const text =
      'event: conversation\ndata: {"conversationId":"c1"}\n\nevent: chunk\ndata: {"text":"Hi"}\n\n';
    const pieces = [text.slice(0, 7), text.slice(7, 30), text.slice(30, 52), text.slice(52)];
    expect(await collect(pieces)).toEqual([
      { event: 'conversation', data: '{"conversationId":"c1"}' },
      { event: 'chunk', data: '{"text":"Hi"}' },
    ]);
  });

  it('keeps a multi-byte character split between chunks', async () => {
    const bytes = encoder.encode('event: chunk\ndata: {"text":"€"}\n\n');
    const cut = bytes.indexOf(0xe2) + 1; // inside the euro sign's three bytes
    expect(await collect([bytes.slice(0, cut), bytes.slice(cut)])).toEqual([
      { event: 'chunk', data: '{"text":"€"}' },
    ]);
  });

  it('reads to the done event and the end of the stream', async () => {
    const events = await collect([
      'event: chunk\ndata: {"text":"a"}\n\n',
      'event: done\ndata: {"response":"a","conversationId":"c1"}\n\n',
    ]);
    expect(events.map((e) => e.event)).toEqual(['chunk', 'done']);
  });

  it('hands an error event over like any other', async () => {
    const events = await collect([
      'event: error\ndata: {"message":"The answer could not be completed."}\n\n',
    ]);
    expect(events).toEqual([{ event: 'error', data: '{"message":"The answer could not be completed."}' }]);
  });

  it('rejects with an AbortError when stopped mid-stream, after the events already read', async () => {
    const controller = new AbortController();
    const events: ServerSentEvent[] = [];
    const reading = readEventStream(
      bodyOf(['event: chunk\ndata: {"text":"a"}\n\n'], { open: true }),
      (e) => {
        events.push(e);
        controller.abort();
      },
      controller.signal,
    );
    const error = await reading.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(events).toHaveLength(1);
  });
});

describe('postEventStream', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function answer(body: BodyInit | null, init: ResponseInit) {
    const fetchMock = jest.fn(async (..._args: unknown[]) => new Response(body, init));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  it('POSTs JSON with credentials and reads the events', async () => {
    const fetchMock = answer('event: chunk\ndata: {"text":"a"}\n\n', {
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
    });
    const events: ServerSentEvent[] = [];
    expect(await postEventStream('/api/x', { message: 'hi' }, (e) => events.push(e))).toBe('streamed');
    expect(events).toEqual([{ event: 'chunk', data: '{"text":"a"}' }]);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"message":"hi"}' });
  });

  it('rejects a non-ok answer with the API client error before any event', async () => {
    answer('{"message":"Too many AI requests. Please wait a moment and try again."}', {
      status: 429,
      headers: { 'Content-Type': 'application/json' },
    });
    const onEvent = jest.fn();
    const error = await postEventStream('/api/x', {}, onEvent).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('resolves null for an ok answer that is not an event stream', async () => {
    answer('{"response":"a"}', { headers: { 'Content-Type': 'application/json' } });
    expect(await postEventStream('/api/x', {}, jest.fn())).toBeNull();
  });
});
