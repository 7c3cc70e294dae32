// Where the bytes of uploaded documents live, behind one small interface: the rows say what a document
// is, the storage holds its content under a server-generated key (the row's id), never the user's file
// name. The default keeps files on local disk (DOCUMENTS_DIR, under the data folder); an S3-compatible
// store is the production option for several API replicas (docs/architecture.md#documents).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface DocumentStorage {
  /** Stores the content under `key`, replacing nothing (keys are fresh uuids); resolves once it is durable. */
  put(key: string, content: Readable): Promise<void>;
  /** The content of `key`; rejects with DocumentMissingError when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes `key`; nothing to remove is not an error. */
  delete(key: string): Promise<void>;
}

/** Injection token of the DocumentStorage the documents module uses. */
export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');

export class DocumentMissingError extends Error {
  constructor(key: string) {
    super(`No stored content for document ${key}`);
  }
}

/** Only our own uuids ever become paths: nothing a client sends can point outside the folder. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class LocalDiskStorage implements DocumentStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, content: Readable): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(this.dir, { recursive: true });
    // Written aside and renamed: a half-written file is never readable under its key.
    const partial = `${file}.part`;
    try {
      await pipeline(content, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const stream = createReadStream(this.fileOf(key));
    // Opening fails asynchronously: wait for it, so a missing file is an error here, not mid-answer.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'ENOENT' ? new DocumentMissingError(key) : error),
      );
    });
    return stream;
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  private fileOf(key: string): string {
    if (!KEY.test(key)) throw new Error('Invalid document storage key');
    return path.join(this.dir, key);
  }
}
