// Playwright's `test` with one automatic check: every /api/* answer the browser receives is one the
// committed OpenAPI documents describe (status and JSON body; the same checker as the API's suites).
// A mismatch fails the test that saw it, after the test body ran.
import { createRequire } from 'node:module';
import { expect, test as base, type Response } from '@playwright/test';

// libs/server is CommonJS to Playwright's loader (its package.json has no "type": "module").
const { conformanceTo } = createRequire(import.meta.url)(
  '../../libs/server/src/testing/openapi-conformance.ts',
) as typeof import('../../libs/server/src/testing/openapi-conformance.ts');

const api = conformanceTo(new URL('../../services/api/openapi.json', import.meta.url));
const ai = conformanceTo(new URL('../../services/ai/openapi.json', import.meta.url));

/** The AI service's routes (the gateway sends these there): tools/serve/src/routing.ts. */
const isAiRoute = (method: string, path: string) =>
  path.startsWith('/api/ai/') || (method === 'POST' && path === '/api/recommendations/generate');

async function problemsOf(response: Response): Promise<string[]> {
  const url = new URL(response.url());
  if (!url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/docs')) return [];
  // Answers a test fakes with page.route come from no server: they are the test's, not the API's.
  if ((await response.serverAddr()) === null) return [];
  const method = response.request().method();
  const headers = await response.allHeaders();
  const type = headers['content-type'] ?? '';
  let body: unknown;
  try {
    if (type.includes('json')) body = await response.json();
  } catch {
    return []; // the page navigated away before the body arrived
  }
  const document = isAiRoute(method, url.pathname) ? ai : api;
  return document.problemsOf(method, url.pathname, response.status(), headers, body) ?? [];
}

export const test = base.extend<{ apiConformance: void }>({
  apiConformance: [
    async ({ page }, use) => {
      const checks: Promise<string[]>[] = [];
      page.on('response', (response) => checks.push(problemsOf(response)));
      await use();
      const problems = (await Promise.all(checks)).flat();
      expect(problems, 'answers not described by the OpenAPI documents').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
