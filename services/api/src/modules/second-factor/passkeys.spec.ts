import {
  RECOVERY_CODE_COUNT,
  secondFactorMessages,
  STEP_UP_MINUTES,
  PASSKEY_NAME_MAX,
} from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import { getRepositoryToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { Repository } from 'typeorm';
import { signIn, signUp, type SignedInAgent } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { hashToken } from '../auth/auth.service';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { SessionEntity } from '../auth/session.entity';
import { PasskeysService, PASSKEY_DUPLICATE } from './passkeys.service';
import { SoftAuthenticator } from './passkeys-testing';
import { AuthChallengeEntity, PasskeyEntity } from './second-factor.entities';

const RP_ID = 'heirloom.test';
const ORIGIN = 'https://heirloom.test';
const password = 'correct horse battery';

/** The session id of an agent's cookie (what the guard resolves a request by). */
function sessionIdOf(agent: SignedInAgent['agent']): string {
  const cookies = (agent as unknown as { jar: { getCookies(o: object): { name: string; value: string }[] } })
    .jar;
  const session = cookies
    .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
    .find((cookie) => cookie.name === SESSION_COOKIE);
  if (!session) throw new Error('no session cookie');
  return hashToken(session.value);
}

describe.each(testDatabaseKinds())('passkeys on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let service: PasskeysService;
  let passkeys: Repository<PasskeyEntity>;
  let challenges: Repository<AuthChallengeEntity>;
  let sessions: Repository<SessionEntity>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options, { webAuthnRpId: RP_ID, webAuthnOrigins: [ORIGIN] });
    service = app.get(PasskeysService);
    passkeys = app.get(getRepositoryToken(PasskeyEntity));
    challenges = app.get(getRepositoryToken(AuthChallengeEntity));
    sessions = app.get(getRepositoryToken(SessionEntity));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** Asks for registration options and answers them with the authenticator, expecting this status. */
  async function register(
    person: SignedInAgent,
    authenticator: SoftAuthenticator,
    status: number,
    name = 'Laptop',
  ) {
    const { body } = await person.agent.post('/api/auth/factors/passkeys/options').expect(200);
    return person.agent
      .post('/api/auth/factors/passkeys')
      .send({ challengeId: body.challengeId, name, response: authenticator.register(body.options) })
      .expect(status);
  }

  /** A person with one passkey registered. */
  async function withPasskey(username: string, authenticator = new SoftAuthenticator({ origin: ORIGIN })) {
    const person = await signUp(app, username, password);
    await register(person, authenticator, 201);
    return { person, authenticator };
  }

  /** Expects a 400 with exactly this field message. */
  async function refused(answer: Promise<unknown>, path: string, message: string) {
    await expect(answer).rejects.toMatchObject({
      status: 400,
      errors: [{ path, message }],
    });
  }

  describe('registration', () => {
    it('offers the configured relying party, attestation none, discoverable preferred', async () => {
      const person = await signUp(app, 'options', password);
      const { body } = await person.agent.post('/api/auth/factors/passkeys/options').expect(200);
      expect(body.challengeId).toEqual(expect.any(String));
      expect(body.options).toMatchObject({
        rp: { id: RP_ID, name: 'Heirloom' },
        user: { name: 'options' },
        attestation: 'none',
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      const row = await challenges.findOneByOrFail({ id: body.challengeId });
      expect(row).toMatchObject({
        purpose: 'passkey-register',
        userId: person.id,
        challenge: body.options.challenge,
      });
      expect(row.sessionId).toBe(sessionIdOf(person.agent));
    });

    it('needs a session', async () => {
      await request(app.getHttpServer()).post('/api/auth/factors/passkeys/options').expect(401);
    });

    it('stores the first passkey and answers recovery codes; the next gets none and excludes the first', async () => {
      const first = new SoftAuthenticator({ origin: ORIGIN });
      const person = await signUp(app, 'ada', password);
      const added = await register(person, first, 201, '  Laptop  ');
      expect(added.body.passkey).toEqual({
        id: expect.any(String),
        name: 'Laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
      });
      expect(added.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      const row = await passkeys.findOneByOrFail({ id: added.body.passkey.id });
      expect(row).toMatchObject({
        userId: person.id,
        credentialId: first.credentialId,
        counter: 0,
        transports: 'internal',
      });
      expect(row.publicKey).toMatch(/^[A-Za-z0-9_-]+$/);

      const { body } = await person.agent.post('/api/auth/factors/passkeys/options').expect(200);
      expect(body.options.excludeCredentials).toEqual([
        { id: first.credentialId, type: 'public-key', transports: ['internal'] },
      ]);
      const second = new SoftAuthenticator({ origin: ORIGIN });
      const next = await person.agent
        .post('/api/auth/factors/passkeys')
        .send({ challengeId: body.challengeId, name: 'Phone', response: second.register(body.options) })
        .expect(201);
      expect(next.body.recoveryCodes).toBeNull();
      expect((await service.list(person.id)).map((passkey) => passkey.name)).toEqual(['Laptop', 'Phone']);
      expect(await service.count(person.id)).toBe(2);
    });

    it(`stores a name of ${PASSKEY_NAME_MAX} characters and refuses one more, storing nothing`, async () => {
      const person = await signUp(app, 'names', password);
      const tooLong = await register(
        person,
        new SoftAuthenticator({ origin: ORIGIN }),
        400,
        'n'.repeat(PASSKEY_NAME_MAX + 1),
      );
      expect(tooLong.body.errors).toEqual([
        { path: 'name', message: `Use at most ${PASSKEY_NAME_MAX} characters` },
      ]);
      expect(await service.count(person.id)).toBe(0);
      const longest = 'n'.repeat(PASSKEY_NAME_MAX);
      await register(person, new SoftAuthenticator({ origin: ORIGIN }), 201, longest);
      expect((await service.list(person.id)).map((p) => p.name)).toEqual([longest]);
    });

    it('refuses the same authenticator twice', async () => {
      const { person, authenticator } = await withPasskey('twice');
      const again = await register(person, authenticator, 400);
      expect(again.body.errors).toEqual([{ path: 'response', message: PASSKEY_DUPLICATE }]);
      expect(await service.count(person.id)).toBe(1);
    });

    it('refuses an answer from another origin, changing nothing', async () => {
      const person = await signUp(app, 'phished', password);
      const answer = await register(
        person,
        new SoftAuthenticator({ origin: 'https://heirloom.example.evil' }),
        400,
      );
      expect(answer.body.errors).toEqual([
        { path: 'response', message: secondFactorMessages.passkeyRejected },
      ]);
      expect(await service.count(person.id)).toBe(0);
    });

    it("refuses another session's, another person's, a used or an unknown challenge", async () => {
      const person = await signUp(app, 'charles', password);
      const otherBrowser = await signIn(app, 'charles', password);
      const someoneElse = await signUp(app, 'mallory', password);
      const authenticator = new SoftAuthenticator({ origin: ORIGIN });
      const { body } = await person.agent.post('/api/auth/factors/passkeys/options').expect(200);
      const answer = {
        challengeId: body.challengeId,
        name: 'Key',
        response: authenticator.register(body.options),
      };
      const mismatch = [{ path: 'challengeId', message: secondFactorMessages.challengeMismatch }];

      for (const agent of [otherBrowser.agent, someoneElse.agent]) {
        const refusal = await agent.post('/api/auth/factors/passkeys').send(answer).expect(400);
        expect(refusal.body.errors).toEqual(mismatch);
      }
      const unknown = await person.agent
        .post('/api/auth/factors/passkeys')
        .send({ ...answer, challengeId: 'no-such-challenge' })
        .expect(400);
      expect(unknown.body.errors).toEqual(mismatch);

      // The rightful answer still passes once; its replay finds the challenge taken.
      await person.agent.post('/api/auth/factors/passkeys').send(answer).expect(201);
      const replay = await person.agent.post('/api/auth/factors/passkeys').send(answer).expect(400);
      expect(replay.body.errors).toEqual(mismatch);
    });

    it('refuses an expired challenge', async () => {
      const person = await signUp(app, 'late', password);
      const { body } = await person.agent.post('/api/auth/factors/passkeys/options').expect(200);
      await challenges.update({ id: body.challengeId }, { expiresAt: new Date(Date.now() - 1_000) });
      const answer = await person.agent
        .post('/api/auth/factors/passkeys')
        .send({
          challengeId: body.challengeId,
          name: 'Key',
          response: new SoftAuthenticator({ origin: ORIGIN }).register(body.options),
        })
        .expect(400);
      expect(answer.body.errors).toEqual([
        { path: 'challengeId', message: secondFactorMessages.challengeExpired },
      ]);
      expect(await service.count(person.id)).toBe(0);

      // Requests never answered do not pile up: the next one clears the lapsed.
      const { body: unanswered } = await person.agent.post('/api/auth/factors/passkeys/options').expect(200);
      await challenges.update({ id: unanswered.challengeId }, { expiresAt: new Date(Date.now() - 1_000) });
      await person.agent.post('/api/auth/factors/passkeys/options').expect(200);
      expect(await challenges.findOneBy({ id: unanswered.challengeId })).toBeNull();
    });

    it('answers a malformed registration with a 400, never a 500', async () => {
      const person = await signUp(app, 'garbled', password);
      const authenticator = new SoftAuthenticator({ origin: ORIGIN });
      const good = async () => {
        const { body } = await person.agent.post('/api/auth/factors/passkeys/options').expect(200);
        return { challengeId: body.challengeId, name: 'Key', response: authenticator.register(body.options) };
      };
      const broken = [
        (r: ReturnType<SoftAuthenticator['register']>) => ({ ...r, response: {} }),
        (r: ReturnType<SoftAuthenticator['register']>) => ({
          ...r,
          response: { ...r.response, attestationObject: '!!not base64!!' },
        }),
        (r: ReturnType<SoftAuthenticator['register']>) => ({
          ...r,
          response: { ...r.response, attestationObject: 'AAAA' },
        }),
        (r: ReturnType<SoftAuthenticator['register']>) => ({
          ...r,
          response: { ...r.response, clientDataJSON: 'e30' },
        }),
        (r: ReturnType<SoftAuthenticator['register']>) => ({
          ...r,
          id: 'not the same id',
          rawId: 'not the same id',
        }),
      ];
      for (const breakIt of broken) {
        const answer = await good();
        const refusal = await person.agent
          .post('/api/auth/factors/passkeys')
          .send({ ...answer, response: breakIt(answer.response) })
          .expect(400);
        expect(refusal.body.errors).toEqual([
          { path: 'response', message: secondFactorMessages.passkeyRejected },
        ]);
      }
      const noName = await person.agent
        .post('/api/auth/factors/passkeys')
        .send({ ...(await good()), name: ' ' })
        .expect(400);
      expect(noName.body.errors).toEqual([{ path: 'name', message: secondFactorMessages.passkeyName }]);
      expect(await service.count(person.id)).toBe(0);
    });
  });

  describe('authentication', () => {
    it("verifies a step-up or second step with the person's passkey, updating lastUsedAt", async () => {
      const { person, authenticator } = await withPasskey('grace');
      const sessionId = sessionIdOf(person.agent);
      const { challengeId, options } = await service.authenticationOptions(
        'passkey-step-up',
        person.id,
        sessionId,
      );
      expect(options).toMatchObject({
        rpId: RP_ID,
        userVerification: 'preferred',
        allowCredentials: [{ id: authenticator.credentialId, type: 'public-key', transports: ['internal'] }],
      });
      await expect(
        service.verifyAuthentication(
          'passkey-step-up',
          person.id,
          challengeId,
          authenticator.authenticate(options),
          sessionId,
        ),
      ).resolves.toBe(person.id);
      expect((await service.list(person.id))[0]!.lastUsedAt).toEqual(expect.any(String));

      // A security key that verifies no one is still a second factor.
      authenticator.userVerified = false;
      const second = await service.authenticationOptions('passkey-second-factor', person.id);
      await expect(
        service.verifyAuthentication(
          'passkey-second-factor',
          person.id,
          second.challengeId,
          authenticator.authenticate(second.options),
        ),
      ).resolves.toBe(person.id);
    });

    it('signs in with a passkey alone (discoverable, the person verified) and tells whose it is', async () => {
      const { person, authenticator } = await withPasskey('alone');
      const { challengeId, options } = await service.authenticationOptions('passkey-sign-in', null);
      expect(options).toMatchObject({ allowCredentials: [], userVerification: 'required' });
      expect((await challenges.findOneByOrFail({ id: challengeId })).userId).toBeNull();
      await expect(
        service.verifyAuthentication(
          'passkey-sign-in',
          null,
          challengeId,
          authenticator.authenticate(options),
        ),
      ).resolves.toBe(person.id);

      authenticator.userVerified = false;
      const unverified = await service.authenticationOptions('passkey-sign-in', null);
      await refused(
        service.verifyAuthentication(
          'passkey-sign-in',
          null,
          unverified.challengeId,
          authenticator.authenticate(unverified.options),
        ),
        'response',
        secondFactorMessages.passkeyRejected,
      );
    });

    it('refuses a challenge of another purpose, person or session, and an unknown one', async () => {
      const { person, authenticator } = await withPasskey('purposes');
      const other = await signUp(app, 'purposes.other', password);
      const mismatch = (answer: Promise<unknown>) =>
        refused(answer, 'challengeId', secondFactorMessages.challengeMismatch);

      const stepUp = await service.authenticationOptions('passkey-step-up', person.id, 'session-a');
      const answer = authenticator.authenticate(stepUp.options);
      await mismatch(
        service.verifyAuthentication('passkey-second-factor', person.id, stepUp.challengeId, answer),
      );
      await mismatch(service.verifyAuthentication('passkey-sign-in', null, stepUp.challengeId, answer));
      await mismatch(service.verifyAuthentication('passkey-step-up', other.id, stepUp.challengeId, answer));
      await mismatch(
        service.verifyAuthentication('passkey-step-up', person.id, stepUp.challengeId, answer, 'session-b'),
      );
      await mismatch(
        service.verifyAuthentication('passkey-step-up', person.id, 'unknown', answer, 'session-a'),
      );
      // None of those spent it.
      await expect(
        service.verifyAuthentication('passkey-step-up', person.id, stepUp.challengeId, answer, 'session-a'),
      ).resolves.toBe(person.id);
    });

    it('refuses an answer signed for another challenge', async () => {
      const { person, authenticator } = await withPasskey('crossed');
      const first = await service.authenticationOptions('passkey-second-factor', person.id);
      const second = await service.authenticationOptions('passkey-second-factor', person.id);
      await refused(
        service.verifyAuthentication(
          'passkey-second-factor',
          person.id,
          second.challengeId,
          authenticator.authenticate(first.options),
        ),
        'response',
        secondFactorMessages.passkeyRejected,
      );
    });

    it('refuses an expired challenge', async () => {
      const { person, authenticator } = await withPasskey('expired');
      const { challengeId, options } = await service.authenticationOptions(
        'passkey-second-factor',
        person.id,
      );
      await challenges.update({ id: challengeId }, { expiresAt: new Date(Date.now() - 1) });
      await refused(
        service.verifyAuthentication(
          'passkey-second-factor',
          person.id,
          challengeId,
          authenticator.authenticate(options),
        ),
        'challengeId',
        secondFactorMessages.challengeExpired,
      );
    });

    it('refuses a replayed assertion: its challenge is spent, and a fresh one does not match it', async () => {
      const { person, authenticator } = await withPasskey('replayed');
      const { challengeId, options } = await service.authenticationOptions(
        'passkey-second-factor',
        person.id,
      );
      const answer = authenticator.authenticate(options);
      await service.verifyAuthentication('passkey-second-factor', person.id, challengeId, answer);
      await refused(
        service.verifyAuthentication('passkey-second-factor', person.id, challengeId, answer),
        'challengeId',
        secondFactorMessages.challengeMismatch,
      );
      const fresh = await service.authenticationOptions('passkey-second-factor', person.id);
      await refused(
        service.verifyAuthentication('passkey-second-factor', person.id, fresh.challengeId, answer),
        'response',
        secondFactorMessages.passkeyRejected,
      );
    });

    it('refuses a counter that did not move forward, keeping the stored one', async () => {
      const { person, authenticator } = await withPasskey(
        'counted',
        new SoftAuthenticator({ origin: ORIGIN, counter: 10 }),
      );
      const ask = () => service.authenticationOptions('passkey-second-factor', person.id);
      const first = await ask();
      await service.verifyAuthentication(
        'passkey-second-factor',
        person.id,
        first.challengeId,
        authenticator.authenticate(first.options),
      );
      expect((await passkeys.findOneByOrFail({ userId: person.id })).counter).toBe(11);

      // A cloned authenticator answers with a counter behind the one seen.
      authenticator.counter = 5;
      const cloned = await ask();
      await refused(
        service.verifyAuthentication(
          'passkey-second-factor',
          person.id,
          cloned.challengeId,
          authenticator.authenticate(cloned.options),
        ),
        'response',
        secondFactorMessages.passkeyRejected,
      );
      // Equal is not forward either.
      authenticator.counter = 10;
      const equal = await ask();
      await refused(
        service.verifyAuthentication(
          'passkey-second-factor',
          person.id,
          equal.challengeId,
          authenticator.authenticate(equal.options),
        ),
        'response',
        secondFactorMessages.passkeyRejected,
      );
      expect((await passkeys.findOneByOrFail({ userId: person.id })).counter).toBe(11);
    });

    it("refuses another person's passkey for a second factor (it still signs in its owner)", async () => {
      const { person } = await withPasskey('victim');
      const { person: intruder, authenticator: intruderKey } = await withPasskey('intruder');
      const { challengeId, options } = await service.authenticationOptions(
        'passkey-second-factor',
        person.id,
      );
      await refused(
        service.verifyAuthentication(
          'passkey-second-factor',
          person.id,
          challengeId,
          intruderKey.authenticate(options),
        ),
        'response',
        secondFactorMessages.passkeyUnknown,
      );
      const alone = await service.authenticationOptions('passkey-sign-in', null);
      await expect(
        service.verifyAuthentication(
          'passkey-sign-in',
          null,
          alone.challengeId,
          intruderKey.authenticate(alone.options),
        ),
      ).resolves.toBe(intruder.id);
    });

    it('answers any malformed assertion with a 400, never a 500', async () => {
      const { person, authenticator } = await withPasskey('malformed');
      const good = async () => {
        const { challengeId, options } = await service.authenticationOptions(
          'passkey-second-factor',
          person.id,
        );
        return { challengeId, answer: authenticator.authenticate(options) };
      };
      type Answer = ReturnType<SoftAuthenticator['authenticate']>;
      const broken: ((answer: Answer) => unknown)[] = [
        () => null,
        () => 42,
        () => ({}),
        () => ({ id: 12 }),
        (a) => ({ id: a.id }),
        (a) => ({ ...a, response: null }),
        (a) => ({ ...a, response: { ...a.response, signature: '' } }),
        (a) => ({ ...a, response: { ...a.response, signature: '!!!' } }),
        (a) => ({ ...a, response: { ...a.response, authenticatorData: 'AAAA' } }),
        (a) => ({ ...a, response: { ...a.response, clientDataJSON: 'bm90IGpzb24' } }),
        (a) => ({ ...a, type: 'password' }),
      ];
      for (const breakIt of broken) {
        const { challengeId, answer } = await good();
        await expect(
          service.verifyAuthentication('passkey-second-factor', person.id, challengeId, breakIt(answer)),
        ).rejects.toMatchObject({ status: 400 });
      }
      await refused(
        service.verifyAuthentication(
          'passkey-second-factor',
          person.id,
          { id: 1 } as unknown as string,
          (await good()).answer,
        ),
        'challengeId',
        secondFactorMessages.challengeMismatch,
      );
    });
  });

  describe('removal', () => {
    it('asks for the factor again before a passkey is added or removed once the last check is old', async () => {
      const { person } = await withPasskey('stale');
      const [own] = await service.list(person.id);
      await sessions.update(
        { id: sessionIdOf(person.agent) },
        { verifiedAt: new Date(Date.now() - (STEP_UP_MINUTES + 1) * 60_000) },
      );
      for (const sent of [
        person.agent.post('/api/auth/factors/passkeys/options'),
        person.agent.delete(`/api/auth/factors/passkeys/${own!.id}`),
      ]) {
        const answer = await sent.expect(403);
        expect(answer.body).toMatchObject({ reason: 'step-up-required' });
      }
      expect(await service.count(person.id)).toBe(1);
    });

    it("removes the person's own passkey only; a removed one no longer authenticates", async () => {
      const { person, authenticator } = await withPasskey('removes');
      const { person: other } = await withPasskey('removes.other');
      const [own] = await service.list(person.id);
      const [theirs] = await service.list(other.id);

      await person.agent.delete(`/api/auth/factors/passkeys/${theirs!.id}`).expect(404);
      await person.agent.delete('/api/auth/factors/passkeys/no-such-passkey').expect(404);
      expect(await service.count(other.id)).toBe(1);

      const { challengeId, options } = await service.authenticationOptions('passkey-sign-in', null);
      await person.agent.delete(`/api/auth/factors/passkeys/${own!.id}`).expect(204);
      expect(await service.count(person.id)).toBe(0);
      // The last factor gone: its recovery codes go, and the session no longer counts as verified.
      const factors = (await person.agent.get('/api/auth/factors').expect(200)).body;
      expect([factors.recoveryCodesLeft, factors.verifiedAt]).toEqual([0, null]);
      await refused(
        service.verifyAuthentication(
          'passkey-sign-in',
          null,
          challengeId,
          authenticator.authenticate(options),
        ),
        'response',
        secondFactorMessages.passkeyUnknown,
      );
    });
  });
});
