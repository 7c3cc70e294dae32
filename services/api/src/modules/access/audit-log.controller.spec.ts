// Reading the audit log (issue 31) on SQLite and MariaDB: an owner's view of the family's entries with
// its filters and pages, anyone else's of only their own, the CSV (header, every matching row, no cell a
// spreadsheet would run), and no route that changes or deletes an entry.
import { randomUUID } from 'node:crypto';
import {
  accessMessages,
  auditActionLabels,
  type AccessArea,
  type AccessRole,
  type AuditAction,
  type AuditPage,
} from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import type TestAgent from 'supertest/lib/agent';
import { AccessFixtures, dayFromToday } from '../../testing/access-callers';
import { listRoutes } from '../../testing/routes';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { AUDIT_PAGE_SIZE } from './audit-log.service';
import { AuditEntryEntity } from './audit-entry.entity';
import { AuditRecorder } from './audit-recorder';

describe.each(testDatabaseKinds())('the audit log on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let fx: AccessFixtures;
  let familyId: string;
  let owner: TestAgent;
  let member: { id: string; agent: TestAgent };
  let pro: { id: string; agent: TestAgent };
  let otherFamily: string;

  const day = (offset: number, hour = 12) =>
    new Date(`${dayFromToday(offset)}T${String(hour).padStart(2, '0')}:00:00.000Z`);

  async function entry(
    actor: { id: string; name: string; role: AccessRole },
    at: Date,
    fields: Partial<{
      family: string;
      action: AuditAction;
      area: AccessArea | null;
      entityId: string | null;
      request: string;
      address: string;
    }> = {},
  ): Promise<string> {
    const id = randomUUID();
    await fx.db.getRepository(AuditEntryEntity).insert({
      id,
      familyId: fields.family ?? familyId,
      actorId: actor.id,
      actorName: actor.name,
      role: actor.role,
      action: fields.action ?? 'read',
      area: fields.area === undefined ? 'tax' : fields.area,
      entityId: fields.entityId ?? null,
      request: fields.request ?? 'GET /api/tax-documents',
      address: fields.address ?? '203.0.113.7',
      at,
    });
    return id;
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    fx = new AccessFixtures(app);
    familyId = await fx.family('Rivera family', 'rivera');
    owner = await fx.signIn('rivera', familyId, familyId);
    const memberId = await fx.person('sam');
    await fx.member(familyId, memberId, 'member');
    member = { id: memberId, agent: await fx.signIn('sam', memberId, familyId) };
    const professionalId = (
      await owner.post('/api/professionals').send({ name: 'Maria Chen', type: 'cpa' }).expect(201)
    ).body.id;
    const proId = await fx.person('maria', 'professional');
    await fx.grant({
      familyId,
      professionalId,
      granteeId: proId,
      areas: { tax: 'read' },
      endsAt: dayFromToday(30),
      createdBy: familyId,
    });
    pro = { id: proId, agent: await fx.signIn('maria', proId, familyId) };
    otherFamily = await fx.family('Other family', 'other');
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('shows an owner the family’s entries newest first, filtered by person, area and days, 50 a page', async () => {
    const maria = { id: pro.id, name: 'maria', role: 'professional' as const };
    const sam = { id: member.id, name: 'sam', role: 'member' as const };
    const old = await entry(maria, day(-10));
    const k1 = await entry(maria, day(-5), {
      area: 'private_investments',
      action: 'download',
      entityId: 'k1-1',
    });
    const recent = await entry(sam, day(-1, 23), { area: 'accounts' });
    await entry({ id: 'stranger', name: 'stranger', role: 'member' }, day(-1), { family: otherFamily });
    // 60 more by the professional, all on one day, to page through.
    for (let i = 0; i < 60; i++) await entry(maria, new Date(day(-20).getTime() + i * 1000));

    const all = (await owner.get('/api/access/audit').expect(200)).body as AuditPage;
    expect(all.total).toBeGreaterThanOrEqual(63);
    expect(all.pageSize).toBe(AUDIT_PAGE_SIZE);
    expect(all.entries).toHaveLength(AUDIT_PAGE_SIZE);
    const times = all.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.entries.some((e) => e.actorId === 'stranger')).toBe(false);

    const filtered = async (query: string) =>
      ((await owner.get(`/api/access/audit?${query}`).expect(200)).body as AuditPage).entries.map(
        (e) => e.id,
      );
    expect(await filtered(`actorId=${member.id}&from=${dayFromToday(-2)}`)).toEqual([recent]);
    expect(await filtered('area=private_investments')).toEqual([k1]);
    expect(await filtered(`from=${dayFromToday(-10)}&to=${dayFromToday(-5)}&actorId=${pro.id}`)).toEqual([
      k1,
      old,
    ]);
    expect(await filtered(`to=${dayFromToday(-1)}&from=${dayFromToday(-1)}&actorId=${member.id}`)).toEqual([
      recent,
    ]);

    const second = (
      await owner.get(`/api/access/audit?actorId=${pro.id}&to=${dayFromToday(-20)}&page=2`).expect(200)
    ).body as AuditPage;
    expect(second).toMatchObject({ total: 60, page: 2 });
    expect(second.entries).toHaveLength(10);

    const bad = await owner.get('/api/access/audit?area=everything&from=yesterday&page=0').expect(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['area', 'from', 'page']);
  });

  it('shows anyone else only their own entries, whatever person they ask for', async () => {
    await entry({ id: member.id, name: 'sam', role: 'member' }, day(-3), { area: 'estate' });
    for (const [caller, id] of [
      [member.agent, member.id],
      [pro.agent, pro.id],
    ] as const) {
      const page = (await caller.get(`/api/access/audit?actorId=${familyId}`).expect(200)).body as AuditPage;
      expect(page.entries.length).toBeGreaterThan(0);
      expect(new Set(page.entries.map((e) => e.actorId))).toEqual(new Set([id]));
      const csv = await caller.get('/api/access/audit.csv').expect(200);
      const rows = csv.text.trim().split('\r\n').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.split(',')[1]).toBe(id === member.id ? 'sam' : 'maria');
    }
  });

  it('exports the matching entries as a CSV attachment no spreadsheet runs formulas from', async () => {
    const at = day(-2, 9);
    await entry({ id: member.id, name: 'sam', role: 'member' }, at, {
      area: 'documents',
      action: 'upload',
      entityId: '=HYPERLINK("http://evil")',
      request: 'POST /api/documents',
      address: '@1.2.3.4',
    });
    const response = await owner
      .get(`/api/access/audit.csv?area=documents&from=${dayFromToday(-2)}&to=${dayFromToday(-2)}`)
      .expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="heirloom-audit.csv"');
    expect(response.text).toBe(
      'at,person,role,action,area,entity,request,address\r\n' +
        `${at.toISOString()},sam,member,upload,documents,"'=HYPERLINK(""http://evil"")",POST /api/documents,'@1.2.3.4\r\n`,
    );

    // Every matching row, past the 1000 a page the export reads at a time.
    const maria = { id: pro.id, name: 'maria', role: 'professional' as const };
    const base = day(-30).getTime();
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      id: randomUUID(),
      familyId,
      actorId: maria.id,
      actorName: maria.name,
      role: maria.role,
      action: 'read' as const,
      area: 'estate' as const,
      entityId: `e${i}`,
      request: 'GET /api/estate',
      address: '::1',
      at: new Date(base + Math.floor(i / 2) * 1000),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await fx.db.getRepository(AuditEntryEntity).insert(rows.slice(i, i + 200));
    const big = await owner.get(`/api/access/audit.csv?to=${dayFromToday(-30)}&area=estate`).expect(200);
    const lines = big.text.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 1203);
    expect(new Set(lines).size).toBe(1 + 1203); // no row written twice or skipped (two share each second)...
    const stamps = lines.slice(1).map((line) => line.split(',')[0]!);
    expect([...stamps].sort().reverse()).toEqual(stamps); // ...and newest first
  });

  it('holds what a person was refused (403) as well as what they did; an owner reads it as “Refused”', async () => {
    const notShared = await pro.agent.get('/api/accounts').expect(403);
    expect(notShared.body.message).toBe(accessMessages.notShared);
    const readOnly = await pro.agent.post('/api/tax-documents').send({}).expect(403);
    expect(readOnly.body.message).toBe(accessMessages.professionalsReadOnly);
    // The household's own pages are refused to a professional too, with no area.
    await pro.agent.get('/api/professionals').expect(403);
    await app.get(AuditRecorder).flush();
    const refused = await fx.db.getRepository(AuditEntryEntity).find({
      where: { familyId, actorId: pro.id, action: 'refused' },
      order: { at: 'ASC', id: 'ASC' },
    });
    expect(refused.map((e) => [e.role, e.area, e.request])).toEqual([
      ['professional', 'accounts', 'GET /api/accounts'],
      ['professional', 'tax', 'POST /api/tax-documents'],
      ['professional', null, 'GET /api/professionals'],
    ]);
    const page = (await owner.get(`/api/access/audit?actorId=${pro.id}`).expect(200)).body as AuditPage;
    expect(page.entries.filter((e) => e.action === 'refused')).toHaveLength(3);
    expect(auditActionLabels.refused).toBe('Refused');
  });

  it('has no route that changes or deletes an entry', () => {
    const writes = listRoutes(app).filter(
      (r) => r.path.startsWith('/api/access/audit') && r.method !== 'GET',
    );
    expect(writes).toEqual([]);
  });
});
