// Signs in as the demo family once, through the API, and saves the cookie: every suite's pages start
// signed in (the wealth and advisory routes need a session). Runs after the web server is up.
import { request, type FullConfig } from '@playwright/test';
import { DEMO, demoStatePath } from './session.ts';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const api = await request.newContext({ baseURL });
  try {
    const res = await api.post('/api/auth/login', { data: DEMO });
    if (!res.ok()) throw new Error(`Demo sign-in failed: ${res.status()} ${await res.text()}`);
    await api.storageState({ path: demoStatePath() });
  } finally {
    await api.dispose();
  }
}
