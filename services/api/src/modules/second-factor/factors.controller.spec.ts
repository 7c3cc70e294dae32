// The signed-in person's factors over HTTP (issue 32): enrolling the authenticator app, its secret kept
// encrypted and sent only once, recovery codes, removal. The clock is fake (Date only) so codes can be
// made for any step.
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN, secondFactorMessages } from '@heirloom/contracts';
import { jest } from '@jest/globals';
import type { HttpApp } from '@heirloom/server';
import { getRepositoryToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { Repository } from 'typeorm';
import { UserEntity } from '../auth/user.entity';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { RecoveryCodeEntity } from './second-factor.entities';
import { signedIn, type SignedInPerson as SignedInAgent } from './second-factor-testing';
import { totpCodeAt } from './totp';

const START = new Date('2026-05-04T09:00:05.000Z');
const STEP = 30_000;

describe.each(testDatabaseKinds())('the authenticator app on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let users: Repository<UserEntity>;
  let recoveryCodes: Repository<RecoveryCodeEntity>;
  let now = START;
  const setClock = (at: Date) => {
    now = at;
    jest.setSystemTime(at);
  };

  beforeAll(async () => {
    jest.useFakeTimers({
      now: START,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options, { secondFactorKey: randomBytes(32) });
    users = app.get(getRepositoryToken(UserEntity));
    recoveryCodes = app.get(getRepositoryToken(RecoveryCodeEntity));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    jest.useRealTimers();
  });

  beforeEach(() => setClock(new Date(now.getTime() + 60 * 60_000)));

  let counter = 0;
  const newPerson = () => signedIn(app, `totp.${kind}.${++counter}`);

  async function enrol(person: SignedInAgent) {
    const enrolment = await person.agent.post('/api/auth/factors/totp').expect(200);
    const secret: string = enrolment.body.secret;
    const confirmed = await person.agent
      .post('/api/auth/factors/totp/confirm')
      .send({ code: await totpCodeAt(secret, now) })
      .expect(200);
    return { secret, enrolment: enrolment.body, confirmed: confirmed.body };
  }

  it('needs a session', async () => {
    await request(app.getHttpServer()).get('/api/auth/factors').expect(401);
    await request(app.getHttpServer()).post('/api/auth/factors/totp').expect(401);
  });

  it('shows no factor at first', async () => {
    const person = await newPerson();
    const { body } = await person.agent.get('/api/auth/factors').expect(200);
    expect(body).toEqual({
      totp: { enabled: false, enabledAt: null },
      passkeys: [],
      recoveryCodesLeft: 0,
      requiredBecause: null,
      verifiedAt: null,
    });
  });

  it('says a professional must have one', async () => {
    const { agent } = await signedIn(app, `cpa.${kind}`, 'professional');
    const { body } = await agent.get('/api/auth/factors').expect(200);
    expect(body.requiredBecause).toBe(secondFactorMessages.professional);
  });

  it('enrols with a secret, an otpauth URL and a QR code, keeping the secret encrypted until confirmed', async () => {
    const person = await newPerson();
    const { body } = await person.agent.post('/api/auth/factors/totp').expect(200);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauthUrl);
    expect(url.searchParams.get('secret')).toBe(body.secret);
    expect(url.searchParams.get('issuer')).toBe('Heirloom');
    expect(decodeURIComponent(url.pathname)).toContain(person.username);
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const row = await users.findOneByOrFail({ id: person.id });
    expect(row.totpPendingSecret).toBeTruthy();
    expect(row.totpPendingSecret).not.toContain(body.secret);
    expect(row.totpSecret).toBeNull();
    // Not enabled until confirmed.
    expect((await person.agent.get('/api/auth/factors').expect(200)).body.totp.enabled).toBe(false);
  });

  it('refuses a wrong or malformed first code as a field error, enabling nothing', async () => {
    const person = await newPerson();
    const { body } = await person.agent.post('/api/auth/factors/totp').expect(200);
    const right = await totpCodeAt(body.secret, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const refused = await person.agent
      .post('/api/auth/factors/totp/confirm')
      .send({ code: wrong })
      .expect(400);
    expect(refused.body.errors).toEqual([{ path: 'code', message: secondFactorMessages.codeWrong }]);
    const malformed = await person.agent
      .post('/api/auth/factors/totp/confirm')
      .send({ code: '12ab' })
      .expect(400);
    expect(malformed.body.errors).toEqual([{ path: 'code', message: secondFactorMessages.codeFormat }]);
    expect((await users.findOneByOrFail({ id: person.id })).totpSecret).toBeNull();
  });

  it('refuses a confirmation with nothing being set up', async () => {
    const person = await newPerson();
    const { body } = await person.agent
      .post('/api/auth/factors/totp/confirm')
      .send({ code: '123456' })
      .expect(400);
    expect(body.message).toBe(secondFactorMessages.noEnrolment);
  });

  it('confirms with the first code: enabled, the session verified, recovery codes once, the secret never sent again', async () => {
    const person = await newPerson();
    const { secret, confirmed } = await enrol(person);

    expect(confirmed.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    const stored = await recoveryCodes.findBy({ userId: person.id });
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const row of stored) expect(confirmed.recoveryCodes).not.toContain(row.codeHash);

    const row = await users.findOneByOrFail({ id: person.id });
    expect(row.totpSecret).toBeTruthy();
    expect(row.totpSecret).not.toContain(secret);
    expect(row.totpPendingSecret).toBeNull();
    expect(row.totpEnabledAt?.toISOString()).toBe(now.toISOString());
    expect(row.totpLastStep).toBe(Math.floor(now.getTime() / STEP));

    const overview = await person.agent.get('/api/auth/factors').expect(200);
    expect(overview.body).toEqual({
      totp: { enabled: true, enabledAt: now.toISOString() },
      passkeys: [],
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
      requiredBecause: null,
      verifiedAt: now.toISOString(),
    });
    expect(JSON.stringify(overview.body)).not.toContain(secret);

    // A second app is refused while one is enabled (remove it first).
    const again = await person.agent.post('/api/auth/factors/totp').expect(409);
    expect(again.body.message).toBe(secondFactorMessages.alreadyEnrolled);
  });

  it('issues a new set of recovery codes on demand, the old ones gone', async () => {
    const person = await newPerson();
    const refused = await person.agent.post('/api/auth/factors/recovery-codes').expect(400);
    expect(refused.body.message).toBe(secondFactorMessages.notEnrolled);
    const { confirmed } = await enrol(person);
    const { body } = await person.agent.post('/api/auth/factors/recovery-codes').expect(200);
    expect(body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(body.recoveryCodes.filter((code: string) => confirmed.recoveryCodes.includes(code))).toEqual([]);
    expect(await recoveryCodes.countBy({ userId: person.id })).toBe(RECOVERY_CODE_COUNT);
  });

  it('removes the app, and with no factor left its recovery codes; it can then be set up again', async () => {
    const person = await newPerson();
    await enrol(person);
    await person.agent.delete('/api/auth/factors/totp').expect(204);
    const row = await users.findOneByOrFail({ id: person.id });
    expect([row.totpSecret, row.totpPendingSecret, row.totpEnabledAt, row.totpLastStep]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(await recoveryCodes.countBy({ userId: person.id })).toBe(0);
    const { body } = await person.agent.get('/api/auth/factors').expect(200);
    expect(body.totp).toEqual({ enabled: false, enabledAt: null });
    expect(body.recoveryCodesLeft).toBe(0);
    // With no factor left, no session of the person counts as having passed one any more.
    expect(body.verifiedAt).toBeNull();
    expect((await person.agent.get('/api/auth/me').expect(200)).body.secondFactor).toMatchObject({
      enrolled: false,
      verified: false,
    });
    setClock(new Date(now.getTime() + STEP));
    await enrol(person);
  });
});
