// A MariaDB server of a suite's own: a fresh data directory (mariadb-install-db), its own port and
// socket, started from the installed `mariadbd`. The fault suites kill and restart it; the machine's
// shared server is never touched.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { freePort } from './api-process';

const SEARCH = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin', '/usr/local/bin'];

function which(...names: string[]): string | undefined {
  for (const name of names) {
    for (const dir of SEARCH) {
      const file = path.join(dir, name);
      if (dir && existsSync(file)) return file;
    }
  }
  return undefined;
}

export interface MariadbBinaries {
  server: string;
  installDb: string;
}

/** The installed server and data-directory tool, or why a suite cannot start its own server. */
export function findMariadb(): MariadbBinaries | string {
  const server = which('mariadbd', 'mysqld');
  const installDb = which('mariadb-install-db', 'mysql_install_db');
  if (!server) return 'no mariadbd on this machine';
  if (!installDb) return 'no mariadb-install-db (or mysql_install_db) on this machine';
  return { server, installDb };
}

export interface PrivateMariadb {
  port: number;
  /** mysql://root@127.0.0.1:<port>/<database> */
  url(database: string): string;
  /** Starts the server on its data directory (again) and waits until it accepts connections. */
  start(): Promise<void>;
  /** SIGKILL, as a crash or a killed container would: nothing is flushed beyond what InnoDB committed. */
  kill(): Promise<void>;
  /**
   * SIGSTOP: the server keeps its connections and port but answers nothing (a hung host). Resolves once
   * every thread of the server is stopped: a loaded machine took the stop late enough for queries sent
   * after the signal to be answered (CI, 7 December 2026: three of six in 8-17 ms).
   */
  freeze(): Promise<void>;
  /** SIGCONT after freeze(). */
  thaw(): void;
  /** Kills the server and removes its data directory. */
  remove(): Promise<void>;
}

// Small and quiet: a test server needs little memory and no binary log.
const SERVER_OPTIONS = ['--innodb-buffer-pool-size=16M', '--innodb-log-file-size=8M', '--skip-log-bin'];

/** Each thread's state letter from /proc (T or t: stopped), or null where /proc does not say. */
function threadStates(pid: number): string[] | null {
  try {
    return readdirSync(`/proc/${pid}/task`).map((tid) => {
      // "tid (name) S ...": the state follows the last ')', the name may hold one.
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      return stat.charAt(stat.lastIndexOf(')') + 2);
    });
  } catch {
    return null;
  }
}

async function untilStopped(pid: number, withinMs = 5_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const states = threadStates(pid);
    if (states === null) return; // no /proc: the signal alone, as before
    if (states.every((state) => state === 'T' || state === 't')) return;
    if (Date.now() > deadline)
      throw new Error(`mariadbd ${pid} did not stop within ${withinMs} ms: ${states.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export async function startPrivateMariadb(
  { server, installDb }: MariadbBinaries,
  startWithinMs = 30_000,
): Promise<PrivateMariadb> {
  const dir = mkdtempSync(path.join(tmpdir(), 'heirloom-mariadb-'));
  const dataDir = path.join(dir, 'data');
  // mariadbd refuses to run as root unless told to.
  const user = process.getuid?.() === 0 ? ['--user=root'] : [];
  const install = spawnSync(
    installDb,
    ['--no-defaults', `--datadir=${dataDir}`, ...user, '--skip-test-db', ...SERVER_OPTIONS],
    { encoding: 'utf8', timeout: startWithinMs },
  );
  if (install.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${installDb} failed (${install.status}): ${install.stderr || install.stdout}`);
  }
  const port = await freePort();
  let child: ChildProcess | undefined;

  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const kill = async () => {
    if (!child || !running()) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  const start = async () => {
    await kill();
    child = spawn(
      server,
      [
        '--no-defaults',
        ...user,
        `--datadir=${dataDir}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--socket=${path.join(dir, 'mariadb.sock')}`,
        `--pid-file=${path.join(dir, 'mariadb.pid')}`,
        `--log-error=${path.join(dir, 'error.log')}`,
        // Only this suite reaches it, on loopback: root without a password is enough.
        '--skip-grant-tables',
        ...SERVER_OPTIONS,
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + startWithinMs;
    for (;;) {
      if (!running()) throw new Error(`mariadbd exited at start (see ${path.join(dir, 'error.log')})`);
      try {
        const connection = await createConnection({
          host: '127.0.0.1',
          port,
          user: 'root',
          connectTimeout: 1_000,
        });
        await connection.end();
        return;
      } catch {
        /* not accepting yet */
      }
      if (Date.now() > deadline) {
        await kill();
        throw new Error(`mariadbd did not accept connections within ${startWithinMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  try {
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    url: (database) => `mysql://root@127.0.0.1:${port}/${database}`,
    start,
    kill,
    freeze: async () => {
      if (!child?.pid) return;
      child.kill('SIGSTOP');
      await untilStopped(child.pid);
    },
    thaw: () => void child?.kill('SIGCONT'),
    remove: async () => {
      // SIGKILL ends even a stopped process; SIGCONT first all the same, in case it was frozen.
      child?.kill('SIGCONT');
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
