import type { HttpApp } from '@heirloom/server';
import { getRepositoryToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { Repository } from 'typeorm';
import { signUp } from '../../testing/sessions';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { LOGIN_POLICIES } from './login-limiter';
import { SessionEntity } from './session.entity';

describe.each(testDatabaseKinds())('password change and other sessions on %s', (kind) => {
  let database: TestDatabase;
  let app: HttpApp;
  let sessions: Repository<SessionEntity>;
  const server = () => app.getHttpServer();
  const password = 'difference engine';

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await createTestApp(database.options);
    sessions = app.get(getRepositoryToken(SessionEntity));
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** Another browser of the same user. */
  async function signInAgain(username: string, pw = password) {
    const agent = request.agent(server());
    await agent.post('/api/auth/login').send({ username, password: pw }).expect(200);
    return agent;
  }

  describe('POST /api/auth/password', () => {
    it('needs a session', async () => {
      await request(server())
        .post('/api/auth/password')
        .send({ currentPassword: password, newPassword: 'a brand new one' })
        .expect(401);
    });

    it('refuses a wrong current password as a field error, changing nothing', async () => {
      const { agent, username } = await signUp(app, 'charles', password);
      const other = await signInAgain(username);
      const response = await agent
        .post('/api/auth/password')
        .send({ currentPassword: 'not my password', newPassword: 'a brand new one' })
        .expect(400);
      expect(response.body).toEqual({
        message: 'Validation failed',
        errors: [{ path: 'currentPassword', message: 'That is not your current password' }],
      });
      await other.get('/api/auth/me').expect(200);
      await signInAgain(username);
    });

    it('counts wrong current passwords like failed sign-ins: a borrowed session cannot guess freely', async () => {
      const { agent } = await signUp(app, 'borrowed', password);
      const guess = (i: number) =>
        agent
          .post('/api/auth/password')
          .send({ currentPassword: `guess number ${i}`, newPassword: 'a brand new one' });
      for (let i = 0; i < LOGIN_POLICIES.accountAtAddress.free + 1; i++) await guess(i).expect(400);
      const limited = await guess(99).expect(429);
      expect(limited.headers['retry-after']).toBe('1');
      expect(limited.body.message).toMatch(/^Too many sign-in attempts/);
    });

    it('keeps the new password under the sign-up rules, the username and the common list included', async () => {
      const { agent } = await signUp(app, 'augusta', password);
      const refused = async (newPassword: string, message: string) => {
        const response = await agent
          .post('/api/auth/password')
          .send({ currentPassword: password, newPassword })
          .expect(400);
        expect(response.body.errors).toEqual([{ path: 'newPassword', message }]);
      };
      await refused('12345678', 'Password must be at least 12 characters');
      await refused(
        'aaaaaaaaaaaa',
        'Password must not be only repeated or sequential characters, like aaaa or 1234',
      );
      await refused('password1234', 'This password is too common. Choose one that is harder to guess.');
      await refused('hello AUGUSTA ada', 'Password must not contain your username');
      await refused(password, 'Choose a password different from your current one');
      const missing = await agent
        .post('/api/auth/password')
        .send({ newPassword: 'a brand new one' })
        .expect(400);
      expect(missing.body.errors).toEqual([
        { path: 'currentPassword', message: 'Enter your current password' },
      ]);
    });

    it('changes it: 204, other sessions signed out, this one kept, new password works, old fails', async () => {
      const { agent, username, id } = await signUp(app, 'babbage', password);
      const laptop = await signInAgain(username);
      const phone = await signInAgain(username);
      const someoneElse = await signUp(app, 'someone.else', password);

      await agent
        .post('/api/auth/password')
        .send({ currentPassword: password, newPassword: 'a brand new one' })
        .expect(204);

      await agent.get('/api/auth/me').expect(200);
      await laptop.get('/api/auth/me').expect(401);
      await phone.get('/api/auth/me').expect(401);
      expect(await sessions.countBy({ userId: id })).toBe(1);
      await someoneElse.agent.get('/api/auth/me').expect(200);

      await request(server()).post('/api/auth/login').send({ username, password }).expect(401);
      await request(server())
        .post('/api/auth/login')
        .send({ username, password: 'a brand new one' })
        .expect(200);
    });
  });

  describe('POST /api/auth/sessions/sign-out-others', () => {
    it('needs a session', async () => {
      await request(server()).post('/api/auth/sessions/sign-out-others').expect(401);
    });

    it("signs out the user's other sessions and answers how many, keeping this one", async () => {
      const { agent, username } = await signUp(app, 'lovelace', password);
      const others = [await signInAgain(username), await signInAgain(username)];
      const someoneElse = await signUp(app, 'not.lovelace', password);

      const response = await agent.post('/api/auth/sessions/sign-out-others').expect(200);
      expect(response.body).toEqual({ signedOut: 2 });

      await agent.get('/api/auth/me').expect(200);
      for (const other of others) await other.get('/api/auth/me').expect(401);
      await someoneElse.agent.get('/api/auth/me').expect(200);
      expect((await agent.post('/api/auth/sessions/sign-out-others').expect(200)).body).toEqual({
        signedOut: 0,
      });
    });
  });
});
