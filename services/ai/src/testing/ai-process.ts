// The built AI service (dist/main.cjs, built by Nx before these tests) in a process of its own on a
// free port, talking to an API process: what production runs, for the suites that need real processes
// (replicas sharing a limit, a SIGTERM mid-stream).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './api-process';

const AI_BUNDLE = path.resolve(import.meta.dirname, '../../dist/main.cjs');

export interface AiProcess {
  /** e.g. http://127.0.0.1:41235 (no /api) */
  url: string;
  child: ChildProcess;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL after 5 s; safe to call once the process is gone. */
  stop(): Promise<void>;
}

export interface AiProcessOptions {
  /** The API's base URL (no /api). */
  apiUrl: string;
  /** More environment (e.g. AI_CHAT_RATE_LIMIT, OPENAI_*). */
  env?: Record<string, string>;
}

export async function startAiProcess({ apiUrl, env = {} }: AiProcessOptions): Promise<AiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [AI_BUNDLE], {
    env: {
      PATH: process.env.PATH,
      AI_PORT: String(port),
      AI_HOST: '127.0.0.1',
      API_URL: apiUrl,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
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
  const gone = () => child.exitCode !== null || child.signalCode !== null;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (gone()) throw new Error(`the AI service exited (${child.exitCode}): ${stderr}`);
    const ready = await fetch(`${url}/api/ai/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the AI service was not ready on ${url} within 30 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    child,
    exited,
    stop: async () => {
      if (gone()) return;
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => (timer = setTimeout(resolve, 5_000)));
      await Promise.race([exited, timedOut]);
      clearTimeout(timer);
      if (!gone()) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
