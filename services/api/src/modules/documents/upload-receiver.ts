// Receives one multipart upload (a `file` part and text fields) by streaming the file to a spool file
// on disk: never held in memory, and cut off as soon as it passes the size limit. What it received is
// checked afterwards (documents.service.ts) and only then stored.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { documentMessages, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_REQUEST_BYTES } from '@heirloom/contracts';
import { TooLargeException, ValidationFailedException } from '@heirloom/server';
import busboy from 'busboy';

/** The multipart field that carries the file. */
export const FILE_FIELD = 'file';

export interface ReceivedFile {
  /** The name the file had on the client (only ever shown back, never a path). */
  fileName: string;
  /** Where its bytes were spooled; the caller removes it (discard()). */
  spoolPath: string;
  size: number;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | null;
  /** Removes the spool file, whatever happened to it. */
  discard(): Promise<void>;
}

export interface ReceiveOptions {
  spoolDir: string;
  maxFileBytes?: number;
  maxRequestBytes?: number;
  /** The 413 message (the document rules' by default). */
  tooLargeMessage?: string;
  /** What the file is, in the message for a body that is not multipart ("document"). */
  what?: string;
}

/** Thrown when the upload is too large and the rest of the request was not read: the caller closes the connection. */
export class UploadCutOffException extends TooLargeException {}

/** How long the rest of a body the parser did not need is read (and dropped) before the answer goes anyway. */
export const DRAIN_REST_MS = 5_000;

/**
 * An answer sent before the request's body was read to its end must end the connection: the rest of
 * the body is still on it, and a keep-alive client (the gateway's pool) would send the next request,
 * anyone's, behind bytes nobody reads (issue 34). Call it with the answer to any failed upload.
 */
export function closeIfBodyUnread(
  request: IncomingMessage,
  reply: { header(name: string, value: string): unknown },
): void {
  if (!request.complete) void reply.header('Connection', 'close');
}

/**
 * The name as the user's machine had it: browsers escape `"`, CR and LF in a multipart file name as
 * %22, %0D and %0A (HTML's form-data encoding), which is undone here.
 */
export function originalName(sent: string | undefined): string {
  return (sent ?? '').replace(/%22|%0D|%0A/gi, (escape) => decodeURIComponent(escape));
}

const notMultipart = (what: string) =>
  new ValidationFailedException([
    { path: '', message: `Send the ${what} as multipart/form-data with a "${FILE_FIELD}" part` },
  ]);

export async function receiveUpload(
  request: IncomingMessage,
  {
    spoolDir,
    maxFileBytes = MAX_DOCUMENT_BYTES,
    maxRequestBytes = MAX_DOCUMENT_REQUEST_BYTES,
    tooLargeMessage = documentMessages.tooLarge,
    what = 'document',
  }: ReceiveOptions,
): Promise<ReceivedUpload> {
  const declared = Number(request.headers['content-length'] ?? 0);
  // Announced too large: answered at once, without reading a byte of it.
  if (declared > maxRequestBytes) throw new UploadCutOffException(tooLargeMessage);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      // busboy reports its limit when a file reaches it: one byte more than we accept.
      limits: { files: 1, fileSize: maxFileBytes + 1, fields: 10, fieldSize: 16 * 1024, parts: 16 },
      // Browsers send file names as UTF-8.
      defParamCharset: 'utf8',
    });
  } catch {
    throw notMultipart(what);
  }

  await mkdir(spoolDir, { recursive: true });
  const spoolPath = path.join(spoolDir, `${randomUUID()}.upload`);
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let writing: Promise<void> | undefined;
  let tooLarge = false;
  const discard = () => rm(spoolPath, { force: true });

  try {
    await new Promise<void>((resolve, reject) => {
      let received = 0;
      let settled = false;
      // The parser may finish (or give up on a malformed part header) before the body ends: the rest is
      // read and dropped, within the request limit and a deadline, before the answer goes out. Answering
      // with it unread would leave it on the connection, in front of the next request (issue 34).
      const settleAfterBody = (settle: () => void) => {
        if (settled) return;
        settled = true;
        request.unpipe(parser);
        if (request.complete) return settle();
        const timer = setTimeout(settle, DRAIN_REST_MS);
        request.once('end', () => {
          clearTimeout(timer);
          settle();
        });
        request.resume();
      };
      const cutOff = (error: Error) => {
        settled = true;
        request.unpipe(parser);
        request.pause();
        request.off('data', count);
        // Ends the file part too, so its spool file is closed before it is removed.
        parser.destroy();
        reject(error);
      };
      // A body without a length (chunked) is counted as it comes, and cut off past the limit.
      const count = (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxRequestBytes) cutOff(new UploadCutOffException(tooLargeMessage));
      };
      request.on('data', count);
      request.once('aborted', () =>
        cutOff(new ValidationFailedException([{ path: '', message: 'Upload aborted' }])),
      );

      parser.on('field', (name, value) => {
        if (!(name in fields)) fields[name] = value;
      });
      parser.on('file', (name, stream, info) => {
        if (name !== FILE_FIELD || file) {
          stream.resume();
          return;
        }
        const received: ReceivedFile = { fileName: originalName(info.filename), spoolPath, size: 0 };
        file = received;
        stream.on('data', (chunk: Buffer) => (received.size += chunk.length));
        // busboy stops passing bytes on at the limit and discards the rest of the part as it streams.
        stream.once('limit', () => (tooLarge = true));
        writing = pipeline(stream, createWriteStream(spoolPath, { mode: 0o600 }));
        writing.catch((error: unknown) => {
          if (!settled) reject(error);
        });
      });
      // `on`, not `once`: a parser destroyed mid-part may report more than one error.
      parser.on('error', () => {
        parser.destroy();
        settleAfterBody(() => reject(notMultipart(what)));
      });
      parser.once('close', () => settleAfterBody(resolve));
      request.pipe(parser);
    });
    await writing;
  } catch (error) {
    await discard();
    throw error;
  }
  if (tooLarge) {
    await discard();
    throw new TooLargeException(tooLargeMessage);
  }
  return { fields, file, discard };
}
