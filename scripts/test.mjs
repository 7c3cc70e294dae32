// `npm test`: every jest suite (through Nx), then the build and the Playwright suites, then one
// closing line with the counts of both. Exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './stack.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const run = (cmd, args) => spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', env }).status ?? 1;
// Each phase's wall time, printed at the end: CI has a 30-minute budget, and this says where it goes.
const phases = [];
let phaseStart = Date.now();
const endPhase = (name) => {
  const now = Date.now();
  phases.push(`${name} ${((now - phaseStart) / 60_000).toFixed(1)} min`);
  phaseStart = now;
};
const nx = [path.join(repoRoot, 'node_modules/nx/dist/bin/nx.js')];
const projects = [
  'libs/contracts',
  'libs/platform',
  'libs/ui',
  'libs/server',
  'shell',
  'mfe-marketing',
  'mfe-wealth',
  'mfe-advisory',
  'services/api',
  'services/ai',
  'tools/serve',
  'tools/deploy-check',
];

for (const p of projects) rmSync(path.join(repoRoot, p, '.jest-summary.json'), { force: true });
const e2eResults = path.join(repoRoot, 'e2e/test-results/results.json');
rmSync(e2eResults, { force: true });

// The jest suites and the build in one Nx run, two tasks at a time (the machine has 2 cores): the API's
// and AI's suites run in band and mostly wait on databases and the processes they start (a third to
// half of one core), so the API's suites (the longest task) run beside the AI's, the other projects'
// and the builds instead of after them. No two projects share a database (every MariaDB suite creates
// its own, SQLite is in memory or in a temp folder, Redis keys are random) or a port (free ports only).
// Its output is also kept in a file, so the tasks Nx names as failed (a build, or a suite that never
// wrote its counts) can be named again in the closing lines.
const nxLog = path.join(repoRoot, 'e2e/test-results/nx-test-build.log');
mkdirSync(path.dirname(nxLog), { recursive: true });
const unitStatus =
  spawnSync(
    'bash',
    [
      '-c',
      'set -o pipefail; "$0" "$@" 2>&1 | tee "$NX_LOG"',
      process.execPath,
      ...nx,
      'run-many',
      '-t',
      'test',
      'build',
      '--parallel=2',
      '--output-style=static',
    ],
    { cwd: repoRoot, stdio: 'inherit', env: { ...env, NX_LOG: nxLog } },
  ).status ?? 1;
/** The tasks Nx lists under "Failed tasks:" at the end of its run. */
const failedNxTasks = () => {
  if (!existsSync(nxLog)) return [];
  const text = readFileSync(nxLog, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
  const at = text.lastIndexOf('Failed tasks:');
  if (at < 0) return [];
  return [...text.slice(at).matchAll(/^\s*-\s+(\S+:\S+)/gm)].map((m) => m[1]);
};
endPhase('jest + build');
// The scripts' own tests (the process supervisor `npm start` uses) run on node's test runner.
const scriptTests = readdirSync(path.join(repoRoot, 'scripts'))
  .filter((name) => name.endsWith('.test.mjs'))
  .map((name) => path.join('scripts', name));
const scripts = spawnSync(process.execPath, ['--test', '--test-reporter=tap', ...scriptTests], {
  cwd: repoRoot,
  env,
  encoding: 'utf8',
});
process.stdout.write(scripts.stdout ?? '');
process.stderr.write(scripts.stderr ?? '');
const tapCount = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(scripts.stdout ?? '')?.[1] ?? 0);
const scriptsStatus = scripts.status ?? 1;

endPhase('script tests');
// Built above (Nx replays it from its cache): this says whether every build succeeded, whatever the suites did.
const buildStatus = run(process.execPath, [
  ...nx,
  'run-many',
  '-t',
  'build',
  '--parallel=2',
  '--output-style=static',
]);
let e2eStatus = buildStatus;
if (buildStatus === 0) {
  e2eStatus =
    spawnSync('npx', ['playwright', 'test', '--reporter=list,json'], {
      cwd: path.join(repoRoot, 'e2e'),
      stdio: 'inherit',
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eResults },
    }).status ?? 1;
}

endPhase('playwright');

let passed = 0;
let failed = 0;
let skipped = 0;
const slowest = [];
const failures = [];
for (const p of projects) {
  const file = path.join(repoRoot, p, '.jest-summary.json');
  // No file: no spec files (mfe-marketing), or its suites never ran; Nx's failed tasks name the latter.
  if (!existsSync(file)) continue;
  const s = JSON.parse(readFileSync(file, 'utf8'));
  for (const f of s.slowest ?? []) slowest.push({ file: path.join(p, f.file), seconds: f.seconds });
  passed += s.passed;
  failed += s.failed;
  skipped += s.skipped;
  for (const f of s.failures ?? []) failures.push(`${path.join(p, f.file)}: ${f.name}`);
}
passed += tapCount('pass');
failed += tapCount('fail') + tapCount('cancelled');
skipped += tapCount('skipped') + tapCount('todo');
if (existsSync(e2eResults)) {
  const { stats, suites } = JSON.parse(readFileSync(e2eResults, 'utf8'));
  for (const suite of suites ?? []) {
    // A file's suite nests its describe blocks' suites.
    const ms = (s) =>
      (s.specs ?? [])
        .flatMap((spec) => spec.tests ?? [])
        .flatMap((t) => t.results ?? [])
        .reduce((sum, r) => sum + (r.duration ?? 0), 0) + (s.suites ?? []).reduce((sum, c) => sum + ms(c), 0);
    const seconds = ms(suite) / 1000;
    slowest.push({ file: path.join('e2e/tests', suite.file), seconds: Math.round(seconds * 10) / 10 });
    const failedIn = (s, title) =>
      (s.specs ?? [])
        .filter((spec) => (spec.tests ?? []).some((t) => t.status === 'unexpected'))
        .map((spec) => [...title, spec.title].join(' › '))
        .concat((s.suites ?? []).flatMap((c) => failedIn(c, [...title, c.title])));
    for (const name of failedIn(suite, [])) failures.push(`${path.join('e2e/tests', suite.file)}: ${name}`);
  }
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}
// A build that failed (Nx then skips the suites that depend on it) or a suite that exited non-zero
// without a failed test, named here rather than only in Nx's output far above the tail CI keeps.
for (const task of failedNxTasks()) failures.push(`${task}: failed (Nx's "Failed tasks")`);
if (scriptsStatus !== 0 && tapCount('fail') + tapCount('cancelled') === 0)
  failures.push(`scripts/*.test.mjs: node --test exited ${scriptsStatus} with no failed test`);
if (buildStatus !== 0) failures.push(`the build before Playwright: exited ${buildStatus}`);
else if (e2eStatus !== 0 && failures.every((f) => !f.startsWith('e2e/')))
  failures.push(`Playwright: exited ${e2eStatus} with no failed test (its setup or teardown)`);
const ok = unitStatus === 0 && scriptsStatus === 0 && e2eStatus === 0;
if (!ok && failed === 0) failed = 1; // a crash before any count
console.log(`\nTime: ${phases.join(', ')}`);
console.log('Slowest files:');
for (const f of slowest.sort((a, b) => b.seconds - a.seconds).slice(0, 12))
  console.log(`  ${f.seconds} s  ${f.file}`);
if (failures.length > 0) {
  console.log('Failed:');
  for (const f of failures) console.log(`  ${f}`);
}
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
