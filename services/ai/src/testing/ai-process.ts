// The built AI service (dist/main.cjs, built by Nx before these tests) in a process of its own on a
// free port, talking to an API process: what production runs, for the suites that need real processes
// (replicas sharing a limit, a SIGTERM mid-stream).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, stopChild, whenAnswering } from './api-process';

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
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  await whenAnswering(child, `${url}/api/ai/health/ready`, 'the AI service', 30_000);

  return {
    url,
    child,
    exited,
    stop: () => stopChild(child),
  };
}
