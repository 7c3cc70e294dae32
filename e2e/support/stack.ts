// A dedicated gateway + remote servers for tests that stop or redeploy a remote, on their own ports,
// sharing the main e2e stack's API (or with an API of their own, for a test that restarts it). Uses the same process definitions as `npm start`.
// @ts-expect-error: plain ESM script without types
import { Stack, stackProcesses } from '../../scripts/stack.mjs';
import { E2E_PORTS } from './ports';

export interface TestStack {
  stop(name: string): Promise<void>;
  start(name: string): Promise<void>;
  stopAll(): Promise<void>;
  baseURL: string;
}

export async function startRemotesStack(
  base: number,
  remoteDirs: Partial<Record<'marketing' | 'wealth' | 'advisory', string>> = {},
  /** An API of the stack's own on this data folder (one a test may kill), instead of the shared one. */
  ownApiDataDir?: string,
): Promise<TestStack> {
  const ports = {
    gateway: base,
    marketing: base + 1,
    wealth: base + 2,
    advisory: base + 3,
    api: ownApiDataDir ? base + 10 : E2E_PORTS.api,
    ai: E2E_PORTS.ai,
  };
  const only = ['marketing', 'wealth', 'advisory', 'gateway', ...(ownApiDataDir ? ['api'] : [])];
  const env = ownApiDataDir ? { ...process.env, DATA_DIR: ownApiDataDir, DATABASE_URL: '' } : process.env;
  const stack = new Stack(stackProcesses({ ports, env, remoteDirs, only }), { quiet: true });
  stack.startAll();
  await stack.waitReady(30_000);
  return {
    baseURL: `http://localhost:${ports.gateway}`,
    stop: (name) => stack.stop(name),
    start: async (name) => {
      stack.start(name);
      await stack.waitReady(30_000, [name]);
    },
    stopAll: () => stack.stopAll(),
  };
}
