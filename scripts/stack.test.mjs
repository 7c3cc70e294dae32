// node --test scripts/stack.test.mjs: the Stack restarts a process that dies, with backoff, and
// leaves a deliberately stopped one alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Stack } from './stack.mjs';

const node = process.execPath;
const crashing = { name: 'crashing', command: node, args: ['-e', 'process.exit(3)'], env: process.env };
const steady = {
  name: 'steady',
  command: node,
  args: ['-e', 'setInterval(() => {}, 1000)'],
  env: process.env,
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

test('restarts a process that dies, doubling the delay up to the maximum', async () => {
  const lines = [];
  const stack = new Stack([crashing], {
    quiet: true,
    restart: { initialMs: 50, maxMs: 200, resetAfterMs: 60_000 },
    log: (line) => lines.push(line),
  });
  const exits = [];
  stack.onUnexpectedExit = (name, code) => exits.push([name, code]);
  stack.start('crashing');
  const deadline = Date.now() + 5000;
  while (exits.length < 5 && Date.now() < deadline) await sleep(20);
  await stack.stopAll();
  assert.ok(exits.length >= 5, `restarted ${exits.length} times`);
  assert.deepEqual(exits[0], ['crashing', 3]);
  const delays = lines.map((l) => Number(/in (\d+) ms/.exec(l)?.[1])).filter(Boolean);
  assert.deepEqual(delays.slice(0, 5), [50, 100, 200, 200, 200]);
});

test('a process stopped on purpose is not restarted, and stopAll cancels a pending restart', async () => {
  const lines = [];
  const stack = new Stack([steady, crashing], {
    quiet: true,
    restart: { initialMs: 300, maxMs: 300, resetAfterMs: 60_000 },
    log: (line) => lines.push(line),
  });
  stack.start('steady');
  await sleep(200);
  await stack.stop('steady');
  stack.start('crashing');
  while (lines.length === 0) await sleep(10); // crashed, restart pending
  await stack.stopAll();
  await sleep(500);
  assert.equal(stack.children.size, 0);
  assert.equal(lines.length, 1, lines.join('\n'));
  assert.match(lines[0], /crashing will restart/);
});

test('the backoff starts over once the process has stayed up', async () => {
  const lines = [];
  const flaky = { ...crashing, args: ['-e', 'setTimeout(() => process.exit(1), 150)'] };
  const stack = new Stack([flaky], {
    quiet: true,
    restart: { initialMs: 20, maxMs: 1000, resetAfterMs: 100 },
    log: (line) => lines.push(line),
  });
  stack.start('crashing');
  const deadline = Date.now() + 5000;
  while (lines.length < 3 && Date.now() < deadline) await sleep(20);
  await stack.stopAll();
  const delays = lines.map((l) => Number(/in (\d+) ms/.exec(l)?.[1]));
  assert.deepEqual(delays.slice(0, 3), [20, 20, 20]);
});

test('without the restart option a dead process stays down (the e2e suites rely on it)', async () => {
  const stack = new Stack([crashing], { quiet: true, log: () => assert.fail('no restart expected') });
  let exited = 0;
  stack.onUnexpectedExit = () => exited++;
  stack.start('crashing');
  await sleep(400);
  assert.equal(exited, 1);
  assert.equal(stack.children.size, 0);
});
