// Server-sent events on a Fastify reply, taken over from Fastify and written to the Node response:
// `event: <name>` / `data: <json>` blocks, headers that stop proxies from buffering or compressing, a
// comment every 15 s so idle connections stay open, and an AbortSignal that fires when the client goes
// away.
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

export const SSE_HEARTBEAT_MS = 15_000;

export class EventStream {
  private readonly heartbeat: NodeJS.Timeout;
  private readonly aborter = new AbortController();

  private readonly response: ServerResponse;

  constructor(reply: FastifyReply) {
    // Fastify no longer answers this request: the stream writes it until end().
    reply.hijack();
    const response = reply.raw;
    this.response = response;
    // The headers set so far (security headers, no-store) go with the stream's own.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) response.setHeader(name, value);
    response.statusCode = 200;
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    // no-store: a stream carries the user's own figures, kept by no cache; no-transform: intermediaries
    // must not compress or rewrite it.
    response.setHeader('Cache-Control', 'no-store, no-transform');
    response.setHeader('Connection', 'keep-alive');
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), SSE_HEARTBEAT_MS);
    this.heartbeat.unref();
    response.on('close', () => {
      clearInterval(this.heartbeat);
      if (!response.writableFinished) this.aborter.abort();
    });
  }

  /** Aborted when the client disconnects before the end. */
  get signal(): AbortSignal {
    return this.aborter.signal;
  }

  send(event: string, data: unknown): void {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  end(): void {
    clearInterval(this.heartbeat);
    if (!this.response.writableEnded) this.response.end();
  }

  private write(text: string): void {
    if (!this.response.writableEnded && !this.response.destroyed) this.response.write(text);
  }
}
