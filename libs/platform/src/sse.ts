// Server-sent events read from a fetch answer (EventSource cannot POST a body or be cancelled with an
// AbortController). The parser follows the WHATWG event-stream format: lines end in \n, \r\n or \r,
// `event:` names the event, `data:` lines are joined with \n, a blank line dispatches, `:` starts a
// comment (heartbeats). Network chunks may split a line, an event or a multi-byte character anywhere.
import { throwIfResNotOk } from './api';

export interface ServerSentEvent {
  /** `message` when the block names none. */
  event: string;
  data: string;
}

/** An incremental parser: push text as it arrives, events come out whole. */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    // id and retry mean nothing to a one-shot POST stream.
  };

  return {
    push(text: string) {
      buffer += text;
      // A trailing \r may be the first half of \r\n: keep it until the next chunk says.
      let match: RegExpExecArray | null;
      const eol = /\r\n|\n|\r(?!$)/g;
      let start = 0;
      while ((match = eol.exec(buffer)) !== null) {
        line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
    /** The stream ended: an unterminated last block is dropped, as the format says. */
    end() {
      buffer = '';
      event = '';
      data = [];
    },
  };
}

/** Reads `body` to its end, calling `onEvent` for each event. Rejects with an AbortError when `signal` aborts. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const parser = createSseParser(onEvent);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  const abort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', abort, { once: true });
  try {
    for (;;) {
      if (signal?.aborted) throw abortError();
      const { done, value } = await reader.read();
      if (signal?.aborted) throw abortError();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    signal?.removeEventListener('abort', abort);
    reader.releaseLock();
  }
}

const abortError = () => new DOMException('The stream was stopped', 'AbortError');

/** True for the rejection of an aborted fetch or stream. */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * POSTs `data` as JSON (credentials included) asking for an event stream. A non-ok answer rejects with
 * the API client's ApiError before any event; an ok answer that is not an event stream (or has no
 * readable body) resolves `null` so the caller can fall back to a plain call.
 */
export async function postEventStream(
  url: string,
  data: unknown,
  onEvent: (event: ServerSentEvent) => void,
  signal?: AbortSignal,
): Promise<'streamed' | null> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(data),
    credentials: 'include',
    signal,
  });
  await throwIfResNotOk(res);
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.body || !type.includes('text/event-stream')) {
    await res.body?.cancel().catch(() => undefined);
    return null;
  }
  await readEventStream(res.body, onEvent, signal);
  return 'streamed';
}
