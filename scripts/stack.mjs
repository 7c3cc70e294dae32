// The processes of the local site, shared by `npm start` and the Playwright suites:
// API, AI, one static server per remote, and the shell's gateway (one origin for the browser).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const defaultPorts = {
  gateway: 3000,
  marketing: 3001,
  wealth: 3002,
  advisory: 3003,
  api: 3100,
  ai: 3200,
};

/** Ports from the environment (ARCHITECTURE.md): PORT, MFE_*_PORT, API_PORT, AI_PORT. */
export function portsFromEnv(env = process.env) {
  const num = (v, d) => (v ? Number(v) : d);
  return {
    gateway: num(env.PORT, defaultPorts.gateway),
    marketing: num(env.MFE_MARKETING_PORT, defaultPorts.marketing),
    wealth: num(env.MFE_WEALTH_PORT, defaultPorts.wealth),
    advisory: num(env.MFE_ADVISORY_PORT, defaultPorts.advisory),
    api: num(env.API_PORT, defaultPorts.api),
    ai: num(env.AI_PORT, defaultPorts.ai),
  };
}

/**
 * @param {{ ports?: typeof defaultPorts, env?: Record<string,string|undefined>,
 *           remoteDirs?: Partial<Record<'marketing'|'wealth'|'advisory', string>>,
 *           only?: string[] }} [opts]
 */
export function stackProcesses({ ports = portsFromEnv(), env = process.env, remoteDirs = {}, only } = {}) {
  const node = process.execPath;
  const shared = {
    ...env,
    API_PORT: String(ports.api),
    AI_PORT: String(ports.ai),
    API_URL: env.API_URL ?? `http://127.0.0.1:${ports.api}`,
    AI_URL: env.AI_URL ?? `http://127.0.0.1:${ports.ai}`,
    MFE_MARKETING_URL: `http://127.0.0.1:${ports.marketing}`,
    MFE_WEALTH_URL: `http://127.0.0.1:${ports.wealth}`,
    MFE_ADVISORY_URL: `http://127.0.0.1:${ports.advisory}`,
    PORT: String(ports.gateway),
  };
  const remote = (key) => ({
    name: key,
    command: node,
    args: [
      path.join(repoRoot, 'tools/serve/dist/remote-server.cjs'),
      remoteDirs[key] ?? path.join(repoRoot, `mfe-${key}/dist`),
      String(ports[key]),
    ],
    env: shared,
    url: `http://127.0.0.1:${ports[key]}/mf-manifest.json`,
  });
  const all = [
    {
      name: 'api',
      command: node,
      args: [path.join(repoRoot, 'services/api/dist/main.cjs')],
      env: shared,
      url: `http://127.0.0.1:${ports.api}/api/health`,
    },
    {
      name: 'ai',
      command: node,
      args: [path.join(repoRoot, 'services/ai/dist/main.cjs')],
      env: shared,
      url: `http://127.0.0.1:${ports.ai}/api/ai/health`,
    },
    remote('marketing'),
    remote('wealth'),
    remote('advisory'),
    {
      name: 'gateway',
      command: node,
      args: [path.join(repoRoot, 'tools/serve/dist/gateway.cjs')],
      env: shared,
      url: `http://127.0.0.1:${ports.gateway}/remotes.json`,
    },
  ];
  return only ? all.filter((p) => only.includes(p.name)) : all;
}

const colors = { api: 36, ai: 35, marketing: 33, wealth: 32, advisory: 34, gateway: 37 };

/** Restart delays for a process that died: initialMs, doubling up to maxMs; back to initialMs once it
 *  has stayed up for resetAfterMs. */
export const defaultRestart = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

/** Runs processes, prefixes their output, stops them together. With `restart`, a process that dies
 *  on its own is started again with backoff; one stopped with stop()/stopAll() stays stopped. */
export class Stack {
  /** @param {ReturnType<typeof stackProcesses>} specs
   *  @param {{ quiet?: boolean, restart?: boolean | Partial<typeof defaultRestart>,
   *            log?: (line: string) => void }} [opts] */
  constructor(specs, opts = {}) {
    this.specs = new Map(specs.map((s) => [s.name, s]));
    this.children = new Map();
    this.quiet = opts.quiet ?? false;
    this.restart = opts.restart
      ? { ...defaultRestart, ...(opts.restart === true ? {} : opts.restart) }
      : null;
    this.log = opts.log ?? ((line) => console.error(line));
    /** name -> { failures, timer } for processes that died and wait for their restart. */
    this.restarts = new Map();
    this.onUnexpectedExit = null;
    // Never leave servers behind: if this process ends for any reason, its children end too.
    process.once('exit', () => {
      for (const child of this.children.values()) child.kill('SIGKILL');
    });
  }

  /** Schedules the restart of a process that died unexpectedly (no-op without `restart`). */
  scheduleRestart(name, upForMs) {
    if (!this.restart) return;
    const { initialMs, maxMs, resetAfterMs } = this.restart;
    const previous = this.restarts.get(name);
    const failures = upForMs >= resetAfterMs ? 0 : (previous?.failures ?? 0);
    const delay = Math.min(initialMs * 2 ** failures, maxMs);
    this.log(`${name} will restart in ${delay} ms (restart ${failures + 1} since it last ran steadily)`);
    const timer = setTimeout(() => {
      this.start(name);
    }, delay);
    this.restarts.set(name, { failures: failures + 1, timer, delay });
  }

  cancelRestart(name) {
    const pending = this.restarts.get(name);
    if (pending) clearTimeout(pending.timer);
    this.restarts.delete(name);
  }

  start(name) {
    const spec = this.specs.get(name);
    if (!spec) throw new Error(`unknown process ${name}`);
    const child = spawn(spec.command, spec.args, { env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `\x1b[${colors[name] ?? 37}m${name.padEnd(9)}\x1b[0m| `;
    const pipe = (stream, out) => {
      let buf = '';
      stream.on('data', (chunk) => {
        buf += chunk;
        const lines = buf.split('\n');
        buf = lines.pop() ?? '';
        if (!this.quiet) for (const line of lines) out.write(prefix + line + '\n');
      });
    };
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
    const startedAt = Date.now();
    // A command that cannot be spawned reports here, then exits; the exit decides.
    child.on('error', (err) => this.log(`${name} could not run: ${err.message}`));
    child.on('exit', (code, signal) => {
      if (this.children.get(name) === child) {
        this.children.delete(name);
        if (!child.stopping) {
          this.onUnexpectedExit?.(name, code, signal);
          this.scheduleRestart(name, Date.now() - startedAt);
        }
      }
    });
    this.children.set(name, child);
    return child;
  }

  startAll() {
    for (const name of this.specs.keys()) this.start(name);
  }

  /** Waits until every started process answers its health URL. */
  async waitReady(timeoutMs = 60_000, names = [...this.children.keys()]) {
    const deadline = Date.now() + timeoutMs;
    for (const name of names) {
      const { url } = this.specs.get(name);
      for (;;) {
        if (!this.children.has(name)) throw new Error(`${name} exited before it was ready`);
        try {
          const res = await fetch(url);
          if (res.ok) break;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`${name} was not ready at ${url} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  }

  async stop(name) {
    this.cancelRestart(name);
    const child = this.children.get(name);
    if (!child) return;
    child.stopping = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }

  async stopAll() {
    for (const name of [...this.restarts.keys()]) this.cancelRestart(name);
    await Promise.all([...this.children.keys()].map((name) => this.stop(name)));
  }
}
