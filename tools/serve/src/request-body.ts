// The gateway receives a request body completely before it takes a socket to an upstream: a client
// that sends slowly (or never finishes) holds only its own connection, never the upstream's. Uploads
// are the exception (proxy.ts streams them, with the same limits).
import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-answers';

export interface BodyLimits {
  maxBodyBytes: number;
  bodyIdleTimeoutMs: number;
}

/** Whether the request announces a body (Content-Length or chunked). */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** A body announced larger than the limit is refused before a byte of it is read (413). */
export function checkDeclaredSize(req: IncomingMessage, maxBodyBytes: number): void {
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
    throw new HttpError(413, 'Request body too large', true);
  }
}

export function readBody(req: IncomingMessage, limits: BodyLimits): Promise<Buffer> {
  if (!hasBody(req)) {
    req.resume();
    return Promise.resolve(Buffer.alloc(0));
  }
  try {
    checkDeclaredSize(req, limits.maxBodyBytes);
  } catch (err) {
    return Promise.reject(err);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (err?: Error) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
      if (err) {
        req.pause();
        reject(err);
      } else resolve(Buffer.concat(chunks, size));
    };
    const armIdleTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => finish(new HttpError(408, 'Request body timed out', true)),
        limits.bodyIdleTimeoutMs,
      );
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxBodyBytes) return finish(new HttpError(413, 'Request body too large', true));
      chunks.push(chunk);
      armIdleTimer();
    };
    const onEnd = () => finish();
    const onError = () => finish(new HttpError(400, 'Bad request body', true));
    const onAborted = () => finish(new HttpError(400, 'Request aborted', true));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
    armIdleTimer();
  });
}
