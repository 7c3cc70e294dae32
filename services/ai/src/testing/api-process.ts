// A real services/api for the AI suites: its production bundle (dist/main.cjs, built by Nx before these
// tests) in its own process on a free port, on a fresh SQLite file. The AI talks to it over HTTP with
// real session cookies, exactly as in production.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@heirloom/server/src/testing/free-port';

export { freePort };

const API_BUNDLE = path.resolve(import.meta.dirname, '../../../api/dist/main.cjs');

export interface ApiProcess {
  /** e.g. http://127.0.0.1:41234 (no /api) */
  url: string;
  /** Signs in and answers the Cookie header to forward. */
  signIn(username: string, password: string): Promise<string>;
  /** Registers a new user and answers their Cookie header. */
  register(username: string, password?: string): Promise<string>;
  stop(): Promise<void>;
}

export interface ApiProcessOptions {
  seedDemo?: boolean;
  /** More environment for the API (e.g. AI_CHAT_RATE_LIMIT, the AI quota it counts). */
  env?: Record<string, string>;
}

export async function startApiProcess({
  seedDemo = true,
  env = {},
}: ApiProcessOptions = {}): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'heirloom-ai-test-'));
  const child: ChildProcess = spawn(process.execPath, [API_BUNDLE], {
    env: {
      PATH: process.env.PATH,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: seedDemo ? 'true' : 'false',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      // The suites register many users, all from this one address.
      REGISTER_LIMIT_PER_HOUR: '10000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  await whenAnswering(child, `${url}/api/health`, 'the API', 60_000);

  const session = async (route: 'login' | 'register', username: string, password: string) => {
    const response = await fetch(`${url}/api/auth/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!response.ok) throw new Error(`${route} ${username}: ${response.status} ${await response.text()}`);
    return response;
  };
  const signIn = async (username: string, password: string) => {
    const response = await session('login', username, password);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('hl_session='));
    if (!cookie) throw new Error('login set no session cookie');
    return cookie.split(';')[0]!;
  };

  return {
    url,
    signIn,
    register: async (username, password = 'correct horse battery') => {
      await session('register', username, password);
      return signIn(username, password);
    },
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until `healthUrl` answers 2xx; throws, with what the process wrote to stderr, if it exits first
 * or does not answer within `timeoutMs` (then it is killed).
 */
export async function whenAnswering(
  child: ChildProcess,
  healthUrl: string,
  what: string,
  timeoutMs: number,
): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(healthUrl).then(
      (r) => r.ok,
      () => false, // not listening yet
    );
    if (ok) return;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${what} did not answer on ${healthUrl} within ${timeoutMs / 1000} s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGTERM, then SIGKILL after 5 s; safe to call again once the process is gone. */
export async function stopChild(child: ChildProcess): Promise<void> {
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  if (gone()) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, 5_000)));
  await Promise.race([exited, timedOut]);
  clearTimeout(timer);
  if (!gone()) {
    child.kill('SIGKILL');
    await exited;
  }
}
