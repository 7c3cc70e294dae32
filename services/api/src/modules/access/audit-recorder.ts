// The audit log's writer (issue 31): every request of anyone but an owner who acts for a family is
// recorded, off the answer's path. The session guard queues an entry in memory and goes on; the queue
// is written in batches (every AUDIT_FLUSH_MS, or at once when AUDIT_BATCH entries wait), and a clean
// shutdown writes whatever is left before the database closes (beforeApplicationShutdown runs after
// the HTTP server drained its requests and before TypeORM closes the connection).
import {
  limits,
  uploadRoutes,
  type AccessArea,
  type AccessRole,
  type AuditAction,
} from '@heirloom/contracts';
import { randomBytes } from 'node:crypto';
import { describeError } from '@heirloom/server';
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { v7 } from 'uuid';
import { insertRows } from '../../database/bulk-insert';
import { AuditEntryEntity } from './audit-entry.entity';

/** Entries per INSERT, and the queue length that writes at once without waiting for the timer. */
export const AUDIT_BATCH = 200;
/** The longest an entry waits in memory before its batch is written. */
export const AUDIT_FLUSH_MS = 250;
/** Past this many waiting entries (the database down for a long while), the oldest are dropped, logged. */
export const AUDIT_QUEUE_MAX = 100_000;

type Entry = Omit<AuditEntryEntity, 'id'>;

/** The request as the guard saw it. */
export interface AuditedRequest {
  method: string;
  url: string;
  ip?: string;
  params?: unknown;
}

/** What a request did, for the log: its method and path (and the upload and note routes of the contract). */
export function auditAction(method: string, path: string): AuditAction {
  const verb = method.toUpperCase();
  const bare = path.replace(/\/+$/, '');
  if (bare === '/api/exports' || bare.startsWith('/api/exports/')) return 'export';
  if (bare.endsWith('/download')) return 'download';
  if (verb === 'GET' || verb === 'HEAD' || verb === 'OPTIONS') return 'read';
  if (verb === 'POST' && bare === '/api/notes') return 'note';
  if (uploadRoutes.includes(`${verb} ${bare}`)) return 'upload';
  if (verb === 'POST') return 'create';
  if (verb === 'DELETE') return 'delete';
  return 'update';
}

/**
 * An entry's id: time-ordered (UUIDv7), so each key lands at the end of the primary index rather than at
 * a random place in it, which made SQLite's insert of a row two and a half times dearer with the log at
 * 50,000 entries. The random part is drawn 256 ids at a time: one call into the system's random source
 * per id (uuid's own) cost more than the rest of the entry (BENCH_ONLY=api, professional / owner).
 */
const RANDOM_IDS = 256;
let randomPool = Buffer.alloc(0);
let randomNext = 0;
export function timeOrderedId(): string {
  if (randomNext + 16 > randomPool.length) {
    randomPool = randomBytes(16 * RANDOM_IDS);
    randomNext = 0;
  }
  const random = randomPool.subarray(randomNext, (randomNext += 16));
  return v7({ random });
}

const clip = (text: string, length: number) => (text.length > length ? text.slice(0, length) : text);

@Injectable()
export class AuditRecorder implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Audit');
  private queue: AuditEntryEntity[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** How long an entry may wait for its batch (AUDIT_FLUSH_MS; a test may hold entries longer). */
  flushMs = AUDIT_FLUSH_MS;
  /** The write in progress, if any: batches are written one after another, in order. */
  private writing: Promise<void> = Promise.resolve();

  constructor(@InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>) {}

  /** Queues the entry of a request the guard let through. */
  recordRequest(
    access: { familyId: string | null; personId: string; personName: string; role: AccessRole | null },
    request: AuditedRequest,
    area: AccessArea | null,
    at: Date = new Date(),
    action: AuditAction | null = null,
  ): void {
    if (access.familyId === null || access.role === null) return;
    const path = request.url.split('?')[0] ?? request.url;
    const params = request.params as Record<string, unknown> | undefined;
    const id = params?.['id'];
    this.record({
      familyId: access.familyId,
      actorId: access.personId,
      actorName: clip(access.personName, limits.username),
      role: access.role,
      action: action ?? auditAction(request.method, path),
      area,
      entityId: typeof id === 'string' && id ? clip(id, limits.id) : null,
      request: clip(`${request.method.toUpperCase()} ${path}`, 255),
      address: clip(request.ip ?? 'unknown', 64),
      at,
    });
  }

  record(entry: Entry): void {
    if (this.queue.length >= AUDIT_QUEUE_MAX) {
      const dropped = this.queue.splice(0, AUDIT_BATCH);
      this.logger.error(`Audit queue full: ${dropped.length} oldest entries dropped`);
    }
    this.queue.push({ id: timeOrderedId(), ...entry });
    if (this.queue.length >= AUDIT_BATCH) void this.flush();
    else this.schedule();
  }

  /** How many entries wait to be written (for tests and the logs). */
  get pending(): number {
    return this.queue.length;
  }

  /** Writes every queued entry; resolves once they are stored (or a failure was logged and they wait again). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
    if (this.queue.length)
      this.logger.error(`${this.queue.length} audit entries could not be written before shutdown`);
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.flushMs);
    // A pending write never keeps the process alive; a clean shutdown flushes it instead.
    this.timer.unref();
  }

  /**
   * One batch into the table, as plain multi-row INSERTs: the repository's insert spent more per row on
   * its bookkeeping than the database did, for every request of a professional (BENCH_ONLY=api).
   */
  async store(batch: readonly AuditEntryEntity[]): Promise<void> {
    await insertRows(this.entries.manager, AuditEntryEntity, batch as unknown as Record<string, unknown>[]);
  }

  private async write(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0, AUDIT_BATCH);
      try {
        await this.store(batch);
      } catch (error) {
        // Kept for the next try, ahead of what came since, so nothing is lost to a short outage.
        this.queue = batch.concat(this.queue);
        this.logger.error(`Audit entries not written yet (${batch.length}): ${describeError(error)}`);
        this.schedule();
        return;
      }
    }
  }
}
