// The API's OpenAPI examples: the demo family loaded on a frozen clock, captured as the API answers it
// (libs/server/src/testing/openapi-examples.ts). src/openapi.spec.ts runs this; `npm run openapi`
// writes the result to openapi.examples.json.
import { captureExamples, type Capture } from '@heirloom/server/src/testing/openapi-examples';
import type { OpenApiDocument } from '@heirloom/server/src/testing/openapi-conformance';
import type { HttpApp } from '@heirloom/server';
import request from 'supertest';
import { buildDemoFamily } from '../seed/demo-family';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../seed/seed.service';
import { exampleRequests } from './example-requests';

import { EXAMPLE_CLOCK, EXAMPLE_WRITE_CLOCK } from './example-clock';

export { EXAMPLE_CLOCK, EXAMPLE_WRITE_CLOCK } from './example-clock';

/** Where a missing example is added: the end of the message of src/openapi.spec.ts. */
export const HOW_TO_ADD_AN_EXAMPLE =
  'Examples are captured from the demo family: a GET, a POST to a listed collection and a PATCH of ' +
  'one of its rows get theirs automatically; for any other route add its request to ' +
  'services/api/src/testing/example-requests.ts, then run `npm run openapi` and review the diff.';

/** The demo user's session cookie on `server`. */
export async function demoCookie(server: Parameters<typeof request>[0]): Promise<string> {
  const response = await request(server)
    .post('/api/auth/login')
    .send({ username: DEMO_USERNAME, password: DEMO_PASSWORD })
    .expect(200);
  return String(response.headers['set-cookie']?.[0]).split(';')[0]!;
}

/** The ids the demo family fixes (the same on every run); others in the examples are replaced. */
export function demoFamilyIds(): Set<string> {
  const family = buildDemoFamily({ today: EXAMPLE_CLOCK }) as unknown as Record<string, { id: string }[]>;
  return new Set(Object.values(family).flatMap((rows) => rows.map((row) => row.id)));
}

/** `setClock` moves the test's frozen clock (jest.setSystemTime). */
export async function captureApiExamples(
  app: HttpApp,
  document: OpenApiDocument,
  setClock: (now: Date) => void,
): Promise<Capture> {
  const server = app.getHttpServer();
  return captureExamples(server, document, {
    cookie: await demoCookie(server),
    requests: exampleRequests,
    fixedIds: demoFamilyIds(),
    beforeWrites: () => setClock(EXAMPLE_WRITE_CLOCK),
    howToAdd: HOW_TO_ADD_AN_EXAMPLE,
  });
}
