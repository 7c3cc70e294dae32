// The audit log's writer and its retention: entries are batched off the answer's path, a clean shutdown
// loses none, and entries older than AUDIT_RETENTION_DAYS go in bounded batches.
import { randomUUID } from 'node:crypto';
import { AUDIT_RETENTION_DAYS } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import { jest } from '@jest/globals';
import { getRepositoryToken } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { apiConfigFromEnv } from '../../config/api.config';
import { createTestApp } from '../../testing/test-app';
import { testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { People, sharedDatabase } from './access-testing';
import { AuditEntryEntity } from './audit-entry.entity';
import { AUDIT_BATCH, AUDIT_FLUSH_MS, AuditRecorder, auditAction } from './audit-recorder';
import { AuditRetention } from './audit-retention';

describe('auditAction', () => {
  it('names what a request did by its method and path', () => {
    expect(auditAction('GET', '/api/tax-documents')).toBe('read');
    expect(auditAction('HEAD', '/api/accounts/1')).toBe('read');
    expect(auditAction('GET', '/api/documents/1/download')).toBe('download');
    expect(auditAction('GET', '/api/exports/accounts')).toBe('export');
    expect(auditAction('POST', '/api/notes')).toBe('note');
    expect(auditAction('POST', '/api/tax-documents')).toBe('upload');
    expect(auditAction('POST', '/api/documents/')).toBe('upload');
    expect(auditAction('POST', '/api/accounts')).toBe('create');
    expect(auditAction('PATCH', '/api/accounts/1')).toBe('update');
    expect(auditAction('PUT', '/api/budgets/1')).toBe('update');
    expect(auditAction('DELETE', '/api/accounts/1')).toBe('delete');
  });
});

describe('AUDIT_RETENTION_DAYS', () => {
  it('is 400 days by default, and nonsense is refused', () => {
    expect(apiConfigFromEnv({}).auditRetentionDays).toBe(AUDIT_RETENTION_DAYS);
    expect(AUDIT_RETENTION_DAYS).toBe(400);
    expect(apiConfigFromEnv({ AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays).toBe(30);
    for (const value of ['0', '-1', '1.5', 'forever'])
      expect(() => apiConfigFromEnv({ AUDIT_RETENTION_DAYS: value })).toThrow('AUDIT_RETENTION_DAYS');
  });
});

const entry = (familyId: string, at: Date = new Date()) => ({
  familyId,
  actorId: randomUUID(),
  actorName: 'pat',
  role: 'professional' as const,
  action: 'read' as const,
  area: 'tax' as const,
  entityId: null,
  request: 'GET /api/tax-documents',
  address: '203.0.113.7',
  at,
});

describe.each(testDatabaseKinds())('the audit log on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let entries: Repository<AuditEntryEntity>;
  let recorder: AuditRecorder;

  beforeAll(async () => {
    database = await sharedDatabase(kind);
    app = await createTestApp(database.options);
    entries = app.get(getRepositoryToken(AuditEntryEntity));
    recorder = app.get(AuditRecorder);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('writes a batch once it is full, and a smaller one within AUDIT_FLUSH_MS', async () => {
    const familyId = randomUUID();
    const inserts = jest.spyOn(recorder, 'store');
    try {
      for (let i = 0; i < AUDIT_BATCH + 3; i++) recorder.record(entry(familyId));
      // The full batch went at once, in one statement; the rest waits for the timer.
      await new Promise((resolve) => setImmediate(resolve));
      await recorder.flush().catch(() => undefined);
      expect(inserts.mock.calls.map(([rows]) => (rows as unknown[]).length)).toEqual([AUDIT_BATCH, 3]);
      expect(await entries.countBy({ familyId })).toBe(AUDIT_BATCH + 3);

      inserts.mockClear();
      recorder.record(entry(familyId));
      expect(recorder.pending).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, AUDIT_FLUSH_MS + 150));
      expect(recorder.pending).toBe(0);
      expect(inserts).toHaveBeenCalledTimes(1);
      expect(await entries.countBy({ familyId })).toBe(AUDIT_BATCH + 4);
    } finally {
      inserts.mockRestore();
    }
  });

  it('keeps entries a failed write could not store, and writes them with the next batch', async () => {
    const familyId = randomUUID();
    const inserts = jest.spyOn(recorder, 'store').mockRejectedValueOnce(new Error('database away'));
    try {
      recorder.record(entry(familyId));
      await recorder.flush();
      expect(recorder.pending).toBe(1);
      recorder.record(entry(familyId));
      await recorder.flush();
      expect(recorder.pending).toBe(0);
      expect(await entries.countBy({ familyId })).toBe(2);
    } finally {
      inserts.mockRestore();
    }
  });

  it('deletes entries past the retention period in bounded batches, and keeps the rest', async () => {
    const familyId = randomUUID();
    const now = new Date('2026-11-27T12:00:00Z');
    const day = 24 * 3600_000;
    const old = Array.from({ length: 5 }, (_, i) =>
      entry(familyId, new Date(now.getTime() - (401 + i) * day)),
    );
    const kept = [entry(familyId, new Date(now.getTime() - 399 * day)), entry(familyId, now)];
    await entries.insert([...old, ...kept].map((e) => ({ id: randomUUID(), ...e })));
    const deletes = jest.spyOn(entries, 'delete');
    try {
      expect(await app.get(AuditRetention).sweep(now, 2)).toBe(5);
      // 2 + 2 + 1: never more than a batch per statement.
      expect(deletes).toHaveBeenCalledTimes(3);
    } finally {
      deletes.mockRestore();
    }
    const left = await entries.find({ where: { familyId }, order: { at: 'ASC' } });
    expect(left.map((e) => e.at.getTime())).toEqual(kept.map((e) => e.at.getTime()));
  });

  it('loses no entry on a clean shutdown', async () => {
    // Its own app on the same database, closed right after the requests were answered.
    const other = await createTestApp(database.options);
    const people = new People(other, `audit.${kind}.`);
    const owner = await people.family();
    const pro = await people.person('professional');
    await people.grant(owner.id, pro.id, { tax: 'read' });
    const agent = await people.signIn(pro.username);
    const otherRecorder = other.get(AuditRecorder);
    // Held in memory however slow the machine: only the shutdown writes them.
    otherRecorder.flushMs = 60_000;
    for (let i = 0; i < 25; i++) await agent.get('/api/tax-documents').expect(200);
    expect(otherRecorder.pending).toBe(25);
    await other.close();
    const db = app.get(DataSource);
    expect(await db.getRepository(AuditEntryEntity).countBy({ familyId: owner.id, actorId: pro.id })).toBe(
      25,
    );
  });
});
