// A fresh family of its own for a test: registered through the API with a unique name, so a test that
// adds, edits and deletes never changes the demo family other suites read.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from '@playwright/test';

export const NEW_USER_PASSWORD = 'a quiet harbor at dusk 42';

/** A signed-in browser context of a brand-new user (close it when done). */
export async function newFamilyContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const username = `family-${randomUUID().slice(0, 8)}`;
  const data = { username, password: NEW_USER_PASSWORD };
  for (const path of ['/api/auth/register', '/api/auth/login']) {
    const res = await context.request.post(path, { data });
    if (!res.ok()) throw new Error(`${path} failed: ${res.status()} ${await res.text()}`);
  }
  return context;
}
