// node --test scripts/openapi-client.test.mjs: `npm run lint:client` passes while the generated types
// match their documents, and names the file once a document changes (or the file is missing).
import assert from 'node:assert/strict';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { check, generate, targets } from './openapi-client.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
// The AI service's document: the smaller of the two, and a real one.
const target = targets.find((t) => t.document === 'services/ai/openapi.json');

async function tree() {
  const root = await mkdtemp(path.join(tmpdir(), 'openapi-client-'));
  await mkdir(path.join(root, path.dirname(target.document)), { recursive: true });
  await mkdir(path.join(root, path.dirname(target.output)), { recursive: true });
  await copyFile(path.join(repoRoot, target.document), path.join(root, target.document));
  return root;
}

test('a freshly generated file passes the check', async (t) => {
  const root = await tree();
  t.after(() => rm(root, { recursive: true, force: true }));
  assert.deepEqual(await generate([target], root), [target.output]);
  assert.match(await readFile(path.join(root, target.output), 'utf8'), /"\/api\/ai\/chat": \{/);
  assert.deepEqual(await check([target], root), []);
});

test('a changed document makes its file stale, and the check names the file', async (t) => {
  const root = await tree();
  t.after(() => rm(root, { recursive: true, force: true }));
  await generate([target], root);
  const documentPath = path.join(root, target.document);
  const document = JSON.parse(await readFile(documentPath, 'utf8'));
  document.paths['/api/ai/new-route'] = {
    get: { operationId: 'New_route', responses: { 204: { description: 'Nothing' } } },
  };
  await writeFile(documentPath, JSON.stringify(document, null, 2));
  const problems = await check([target], root);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^libs\/platform\/src\/openapi\/ai\.gen\.ts is stale/);
  assert.match(problems[0], /npm run openapi:client/);
  await generate([target], root);
  assert.deepEqual(await check([target], root), []);
});

test('a missing file is stale too', async (t) => {
  const root = await tree();
  t.after(() => rm(root, { recursive: true, force: true }));
  assert.equal((await check([target], root)).length, 1);
});
