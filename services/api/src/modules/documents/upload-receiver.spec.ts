// The multipart receiver on its own, with small limits: what it keeps, and where it stops reading.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { TooLargeException } from '@heirloom/server';
import { receiveUpload, UploadCutOffException } from './upload-receiver';

const BOUNDARY = 'heirloom-boundary';

function multipart(parts: { name: string; value: string | Buffer; fileName?: string }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName ? `; filename="${part.fileName}"` : ''}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A request whose body arrives in small chunks, with or without a Content-Length. */
function requestOf(body: Buffer, { length = true } = {}): IncomingMessage & { sent: () => number } {
  const stream = new PassThrough();
  let sent = 0;
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  if (length) headers['content-length'] = String(body.length);
  else headers['transfer-encoding'] = 'chunked';
  const write = (at: number) => {
    if (at >= body.length) return void stream.end();
    const chunk = body.subarray(at, at + 1024);
    sent += chunk.length;
    if (stream.write(chunk)) setImmediate(() => write(at + 1024));
    else stream.once('drain', () => write(at + 1024));
  };
  setImmediate(() => write(0));
  return Object.assign(stream, { headers, sent: () => sent }) as unknown as IncomingMessage & {
    sent: () => number;
  };
}

describe('receiveUpload', () => {
  const spoolDir = mkdtempSync(path.join(tmpdir(), 'heirloom-spool-'));
  const limits = { spoolDir, maxFileBytes: 4096, maxRequestBytes: 8192 };

  it('spools the file part to disk and keeps the first value of each field', async () => {
    const content = Buffer.alloc(4096, 0x41);
    const received = await receiveUpload(
      requestOf(
        multipart([
          { name: 'category', value: 'tax' },
          { name: 'category', value: 'estate' },
          { name: 'file', value: content, fileName: 'return %22final%22.pdf' },
          { name: 'file', value: 'second file ignored', fileName: 'b.pdf' },
        ]),
      ),
      limits,
    );
    expect(received.fields).toEqual({ category: 'tax' });
    expect(received.file).toMatchObject({ fileName: 'return "final".pdf', size: 4096 });
    expect(readFileSync(received.file!.spoolPath).equals(content)).toBe(true);
    await received.discard();
    expect(existsSync(received.file!.spoolPath)).toBe(false);
  });

  it('answers a file one byte over the limit with 413 and keeps nothing', async () => {
    const upload = receiveUpload(
      requestOf(multipart([{ name: 'file', value: Buffer.alloc(4097), fileName: 'a.pdf' }])),
      limits,
    );
    await expect(upload).rejects.toBeInstanceOf(TooLargeException);
    await expect(upload).rejects.toThrow('The file is larger than 25 MB');
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it('stops reading a body sent without a length once it passes the request limit', async () => {
    const request = requestOf(
      multipart([{ name: 'file', value: Buffer.alloc(64 * 1024), fileName: 'a.pdf' }]),
      {
        length: false,
      },
    );
    await expect(receiveUpload(request, limits)).rejects.toBeInstanceOf(UploadCutOffException);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Read up to the chunk that passed the limit, then no more: the sender is left stalled.
    const stream = request as unknown as PassThrough;
    const read = request.sent() - stream.readableLength - stream.writableLength;
    expect(read).toBeGreaterThanOrEqual(8192 - 1024);
    expect(read).toBeLessThanOrEqual(8192 + 1024);
    expect(request.sent()).toBeLessThan(64 * 1024);
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it('refuses a body announced too large before reading any of it', async () => {
    const request = requestOf(multipart([{ name: 'file', value: Buffer.alloc(10_000), fileName: 'a.pdf' }]));
    await expect(receiveUpload(request, limits)).rejects.toBeInstanceOf(UploadCutOffException);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Everything sent is still waiting in the stream: nobody read a byte.
    const stream = request as unknown as PassThrough;
    expect(request.sent()).toBeGreaterThan(0);
    expect(stream.readableLength + stream.writableLength).toBe(request.sent());
    expect(readdirSync(spoolDir)).toEqual([]);
  });
});
