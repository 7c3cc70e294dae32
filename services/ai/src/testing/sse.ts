// Reading a text/event-stream answer in tests: supertest buffers the body as text, these split it.
import type { Response, Test } from 'supertest';

type BodyParser = Extract<Parameters<Test['parse']>[0], (res: never, callback: never) => void>;

export interface SseEvent {
  event: string;
  data: unknown;
}

/** supertest parser that keeps the raw stream text (`.buffer(true).parse(rawText)`). */
export const rawText: BodyParser = (response, done) => {
  // supertest hands over the Node response stream, typed as superagent's Response.
  const res = response as unknown as NodeJS.ReadableStream;
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => done(null, text));
};

/** The events of a stream, in order; comments (keep-alives) are skipped. */
export function sseEvents(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: data ? JSON.parse(data) : null };
    });
}

export function sseEventsOf(response: Response): SseEvent[] {
  return sseEvents(response.body as string);
}
