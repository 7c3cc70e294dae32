// Signed-in people for the second factor's suites: registered over HTTP, with a session made in the
// database (the cookie's token, stored as its SHA-256, as sign-in makes it), so these suites do not
// depend on the shape sign-in answers while it grows its second step.
import type { AccountKind } from '@heirloom/contracts';
import type { HttpApp } from '@heirloom/server';
import { getRepositoryToken } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { Repository } from 'typeorm';
import { FamilyMemberEntity } from '../access/family.entity';
import { SessionEntity } from '../auth/session.entity';
import { SESSION_COOKIE } from '../auth/session-cookie';

export interface SignedInPerson {
  id: string;
  username: string;
  sessionId: string;
  /** Sends the session cookie with every request. */
  agent: TestAgent;
}

export async function signedIn(
  app: HttpApp,
  username: string,
  kind: AccountKind = 'family',
): Promise<SignedInPerson> {
  const registered = await request(app.getHttpServer())
    .post('/api/auth/register')
    .send({ username, password: 'correct horse battery', kind })
    .expect(201);
  const id: string = registered.body.id;
  const member = await app
    .get<Repository<FamilyMemberEntity>>(getRepositoryToken(FamilyMemberEntity))
    .findOneBy({ userId: id });
  const token = randomBytes(32).toString('base64url');
  const sessionId = createHash('sha256').update(token).digest('hex');
  const now = new Date();
  await app.get<Repository<SessionEntity>>(getRepositoryToken(SessionEntity)).insert({
    id: sessionId,
    userId: id,
    familyId: member?.familyId ?? null,
    expiresAt: new Date(now.getTime() + 24 * 60 * 60_000),
    lastSeenAt: now,
    verifiedAt: null,
    userAgent: null,
    address: null,
  });
  const agent = request.agent(app.getHttpServer()).set('Cookie', `${SESSION_COOKIE}=${token}`);
  return { id, username, sessionId, agent };
}
