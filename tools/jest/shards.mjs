// Runs one project's jest suites as N shards side by side (`node shards.mjs <N> [jest args...]`, from the
// project's folder), each shard in band in its own process, and prints each shard's output whole when it
// ends. For suites that mostly wait (on databases and the processes they start, as the API's do), two
// shards finish in little more than half the time of one in-band run on the same two cores. Exits
// non-zero if any shard failed; writes the project's one .jest-summary.json from the shards' own.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jest = path.join(root, 'node_modules/jest/bin/jest.js');
const [count = '2', ...jestArgs] = process.argv.slice(2);
const shards = Number(count);
if (!Number.isInteger(shards) || shards < 1) {
  console.error(`usage: node shards.mjs <shards> [jest args...] (got "${count}")`);
  process.exit(2);
}
const heapMb = process.env.JEST_SHARD_HEAP_MB ?? '8192';
const summaryOf = (index) => path.resolve(`.jest-summary.shard-${index}.json`);

function runShard(index) {
  rmSync(summaryOf(index), { force: true });
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        `--max-old-space-size=${heapMb}`,
        '--experimental-vm-modules',
        jest,
        '--runInBand',
        `--shard=${index}/${shards}`,
        ...jestArgs,
      ],
      // The summary reporter writes where JEST_SUMMARY_FILE says, so the shards do not overwrite one file.
      { env: { ...process.env, JEST_SUMMARY_FILE: summaryOf(index) }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => {
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      process.stdout.write(
        `\n===== jest shard ${index}/${shards}: exit ${code ?? signal} after ${minutes} min =====\n`,
      );
      process.stdout.write(Buffer.concat(chunks));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));

const total = { passed: 0, failed: 0, skipped: 0, slowest: [], failures: [] };
for (let i = 1; i <= shards; i++) {
  const file = summaryOf(i);
  if (!existsSync(file)) {
    total.failed += 1; // a shard that crashed before its reporter ran
    total.failures.push({ file: `shard ${i}`, name: '(crashed before its reporter ran)' });
    continue;
  }
  const s = JSON.parse(readFileSync(file, 'utf8'));
  total.passed += s.passed;
  total.failed += s.failed;
  total.skipped += s.skipped;
  total.slowest.push(...(s.slowest ?? []));
  total.failures.push(...(s.failures ?? []));
  rmSync(file);
}
total.slowest = total.slowest.sort((a, b) => b.seconds - a.seconds).slice(0, 5);
writeFileSync('.jest-summary.json', JSON.stringify(total) + '\n');
process.exit(results.every(Boolean) ? 0 : 1);
