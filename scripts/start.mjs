// `npm start`: build what changed (Nx cache), then run the whole site on http://localhost:3000.
// Ctrl+C stops everything. `--no-build` skips the build step (the e2e suites use it).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { portsFromEnv, repoRoot, Stack, stackProcesses } from './stack.mjs';

const skipBuild = process.argv.includes('--no-build') || process.env.SKIP_BUILD === '1';

if (!skipBuild) {
  console.log('Building (cached by Nx; the first build takes a minute or two)...');
  const nx = path.join(repoRoot, 'node_modules/nx/dist/bin/nx.js');
  const build = spawnSync(
    process.execPath,
    [nx, 'run-many', '-t', 'build', '--parallel=2', '--output-style=static'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    },
  );
  if (build.status !== 0) {
    console.error('Build failed; see the output above.');
    process.exit(build.status ?? 1);
  }
}

const ports = portsFromEnv();
// A process that dies is started again (1 s, doubling to 30 s; reset after a minute up).
const stack = new Stack(stackProcesses({ ports }), { restart: true });
stack.onUnexpectedExit = (name, code, signal) => {
  console.error(
    `\n${name} stopped unexpectedly (${signal ?? `exit ${code}`}); the other services keep running.`,
  );
};

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await stack.stopAll();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

stack.startAll();
try {
  await stack.waitReady(120_000);
  console.log(
    `\n  Heirloom is running at http://localhost:${ports.gateway}\n  Sign in with 'Explore the demo' (user demo, password demo1234). API docs: http://localhost:${ports.gateway}/api/docs\n  Ctrl+C stops everything.\n`,
  );
} catch (err) {
  console.error(`\n${err.message}`);
  await stack.stopAll();
  process.exit(1);
}
