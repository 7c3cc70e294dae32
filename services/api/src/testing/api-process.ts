// The API as production runs it, for the fault suites: its bundle (dist/main.cjs, built by Nx before the
// API's tests) in its own process on a free port, so a suite can signal it, kill it or pull its
// database away, which an in-process app cannot show.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@heirloom/server/src/testing/free-port';

export { freePort };

export const API_BUNDLE = path.resolve(import.meta.dirname, '../../dist/main.cjs');

export interface ApiProcess {
  /** e.g. http://127.0.0.1:41234 (no /api) */
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr so far (failures are explained with it). */
  stderr(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL if still running; safe to call twice. */
  kill(): Promise<void>;
}

/** Starts the built API with `env` (DATA_DIR or DATABASE_URL, ...) and waits until it is ready. */
export async function startApiProcess(
  env: Record<string, string>,
  readyWithinMs = 60_000,
): Promise<ApiProcess> {
  if (!existsSync(API_BUNDLE))
    throw new Error(`${API_BUNDLE} is missing: build the API first (nx build api)`);
  const port = await freePort();
  const child = spawn(process.execPath, [API_BUNDLE], {
    env: {
      PATH: process.env.PATH,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      REGISTER_LIMIT_PER_HOUR: '10000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    url,
    child,
    stderr: () => stderr,
    exited,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return api;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await api.kill();
      throw new Error(`the API was not ready on ${url} within ${readyWithinMs} ms: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Registers a user, signs them in and answers the Cookie header of their session. */
export async function registerUser(url: string, username: string): Promise<string> {
  const post = async (route: string) => {
    const response = await fetch(`${url}/api/auth/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'correct horse battery' }),
    });
    if (!response.ok) throw new Error(`${route} ${username}: ${response.status} ${await response.text()}`);
    return response;
  };
  await post('register');
  const response = await post('login');
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('hl_session='));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie.split(';')[0]!;
}
