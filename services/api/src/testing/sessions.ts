// Signed-in callers for integration suites.
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';

export interface SignedInAgent {
  id: string;
  username: string;
  /** A supertest agent that sends the user's session cookie with every request. */
  agent: TestAgent;
}

/** Registers `username` and signs in as them. */
export async function signUp(
  app: INestApplication,
  username: string,
  password = 'correct horse battery',
): Promise<SignedInAgent> {
  await request(app.getHttpServer()).post('/api/auth/register').send({ username, password }).expect(201);
  return signIn(app, username, password);
}

/** Signs in as an existing user (the demo family, say). */
export async function signIn(
  app: INestApplication,
  username: string,
  password: string,
): Promise<SignedInAgent> {
  const agent = request.agent(app.getHttpServer());
  const response = await agent.post('/api/auth/login').send({ username, password }).expect(200);
  return { id: response.body.id, username, agent };
}
