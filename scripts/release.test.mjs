// node --test scripts/release.test.mjs: one team's release, end to end on the built site. A changed
// copy of mfe-wealth's build is released; the running gateway, started with the printed MFE_WEALTH_ENTRY,
// lists it in remotes.json, preloads it on a Wealth page and serves the changed file; started again
// with the printed rollback value, the change is gone. The shell's files never change. Needs the builds
// `npm test` makes before these tests (the gateway, the remote server, mfe-wealth and the shell); run
// alone, it builds what is missing first.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { parse as parseYaml } from 'yaml';
import { contentHash } from './release.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const at = (rel) => path.join(repoRoot, rel);
const gatewayBin = at('tools/serve/dist/gateway.cjs');
const remoteBin = at('tools/serve/dist/remote-server.cjs');
const wealthDist = at('mfe-wealth/dist');
const shellDist = at('shell/dist');

const tmp = mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
const releasesDir = path.join(tmp, 'releases');
const children = new Set();

before(() => {
  const built = [
    [gatewayBin, '@heirloom/serve'],
    [remoteBin, '@heirloom/serve'],
    [path.join(wealthDist, 'mf-manifest.json'), '@heirloom/mfe-wealth'],
    [path.join(shellDist, 'index.html'), '@heirloom/shell'],
  ];
  const missing = [...new Set(built.filter(([file]) => !existsSync(file)).map(([, project]) => project))];
  if (missing.length === 0) return;
  const nx = at('node_modules/nx/dist/bin/nx.js');
  const status = spawnSync(
    process.execPath,
    [nx, 'run-many', '-t', 'build', '-p', missing.join(','), '--output-style=static'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 2, 2],
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    },
  ).status;
  assert.equal(status, 0, `building ${missing.join(', ')}`);
});

after(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
});

/** `npm run release -- <args>`'s stdout (the build is skipped: --dist names the folder). */
function release(...args) {
  const run = spawnSync(
    process.execPath,
    [at('scripts/release.mjs'), ...args, '--releases-dir', releasesDir],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

/** The value a printed line sets `name` to: the first such line (pointing at the release) or the last (the rollback). */
function printedValues(output, name) {
  return [...output.matchAll(new RegExp(`^  ${name}=(\\S+)$`, 'gm'))].map((m) => m[1]);
}

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a built server and waits for its "listening" line. */
async function startServer(args, env) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(MFE_|RELEASES_DIR$|PORT$|SHELL_)/.test(k)),
  );
  const child = spawn(process.execPath, args, {
    env: { ...clean, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "listening" line within 10 s:\n${output}`)), 10_000);
    const seen = (chunk) => {
      output += chunk;
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }).then(() => children.delete(child)),
  };
}

async function startGateway(remotePort, wealthEntry) {
  const port = await freePort();
  const server = await startServer([gatewayBin], {
    HOST: '127.0.0.1',
    PORT: String(port),
    SHELL_DIST: shellDist,
    RELEASES_DIR: releasesDir,
    MFE_WEALTH_URL: `http://127.0.0.1:${remotePort}`,
    // The API is not running: a Wealth page's first paint gives up at once.
    API_URL: `http://127.0.0.1:${await freePort()}`,
    GATEWAY_FIRST_PAINT_TIMEOUT_MS: '200',
    ...(wealthEntry ? { MFE_WEALTH_ENTRY: wealthEntry } : {}),
  });
  const get = (p) => fetch(`http://127.0.0.1:${port}${p}`);
  return { ...server, get };
}

async function wealthEntryOf(gateway) {
  const res = await gateway.get('/remotes.json');
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('cache-control'), 'no-cache');
  return (await res.json()).remotes.find((r) => r.name === 'mfe_wealth').entry;
}

const folderOf = (entry) => entry.slice(0, entry.lastIndexOf('/') + 1);

test('a changed remote, released, is what the running site serves; pointing back removes it; the shell never changes', async () => {
  const shellBefore = contentHash(shellDist);
  const original = path.join(tmp, 'original');
  const changed = path.join(tmp, 'changed');
  cpSync(wealthDist, original, { recursive: true });
  cpSync(wealthDist, changed, { recursive: true });
  const marker = `/* released by release.test.mjs ${Date.now()} */`;
  appendFileSync(path.join(changed, 'remoteEntry.js'), `\n${marker}\n`);
  const originalEntryJs = readFileSync(path.join(original, 'remoteEntry.js'), 'utf8');

  // Two releases: the build as it is, then the changed one, whose rollback is the first.
  const first = release('mfe-wealth', '--dist', original);
  const [entryA, rollbackFromA] = printedValues(first, 'MFE_WEALTH_ENTRY');
  assert.match(entryA, /^\/releases\/mfe-wealth\/0\.1\.0-[0-9a-f]{12}\/mf-manifest\.json$/);
  assert.equal(rollbackFromA, '/remotes/wealth/mf-manifest.json');
  const second = release('mfe-wealth', '--dist', changed);
  const [entryB, rollbackFromB] = printedValues(second, 'MFE_WEALTH_ENTRY');
  assert.notEqual(entryB, entryA);
  assert.equal(rollbackFromB, entryA);
  assert.ok(second.includes(JSON.stringify({ name: 'mfe_wealth', entry: entryB })), second);
  // The same content is the same release, whatever the folder it came from.
  assert.equal(printedValues(release('mfe-wealth', '--dist', changed), 'MFE_WEALTH_ENTRY')[0], entryB);

  const remotePort = await freePort();
  const remote = await startServer([remoteBin, original, String(remotePort)], { MFE_HOST: '127.0.0.1' });
  try {
    // Pointed at the changed release: remotes.json lists it, a Wealth page preloads it, and its files
    // (the changed one too) come through the gateway, cached for good.
    let gateway = await startGateway(remotePort, entryB);
    try {
      assert.equal(await wealthEntryOf(gateway), entryB);
      const page = await gateway.get('/accounts');
      assert.equal(page.status, 200);
      assert.ok((await page.text()).includes(`<link rel="preload" href="${entryB}"`));
      const manifest = await gateway.get(entryB);
      assert.equal(manifest.status, 200);
      assert.equal((await manifest.json()).name, 'mfe_wealth');
      const entryJs = await gateway.get(`${folderOf(entryB)}remoteEntry.js`);
      assert.equal(entryJs.status, 200);
      assert.equal(entryJs.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.ok((await entryJs.text()).includes(marker));
      // Only release folders, and never source maps or the build's stats.
      const map = readdirMap(changed);
      if (map) assert.equal((await gateway.get(`${folderOf(entryB)}${map}`)).status, 404);
      assert.equal((await gateway.get(`${folderOf(entryB)}mf-manifest-stats.json`)).status, 404);
      // Each release is its own root: no way from one into another.
      const releaseA = path.posix.basename(folderOf(entryA));
      assert.equal((await gateway.get(`${folderOf(entryB)}..%2f${releaseA}%2fremoteEntry.js`)).status, 404);
      assert.equal((await gateway.get('/releases/mfe-wealth/not-a-release/remoteEntry.js')).status, 404);
    } finally {
      await gateway.stop();
    }

    // Pointed back with the printed rollback value: the change is gone from everything the site loads.
    gateway = await startGateway(remotePort, rollbackFromB);
    try {
      assert.equal(await wealthEntryOf(gateway), entryA);
      const page = await gateway.get('/accounts');
      const html = await page.text();
      assert.ok(html.includes(`<link rel="preload" href="${entryA}"`));
      assert.ok(!html.includes(folderOf(entryB)));
      const entryJs = await (await gateway.get(`${folderOf(entryA)}remoteEntry.js`)).text();
      assert.equal(entryJs, originalEntryJs);
      assert.ok(!entryJs.includes(marker));
    } finally {
      await gateway.stop();
    }

    // And back to the remote's own server, as before any release.
    gateway = await startGateway(remotePort, rollbackFromA);
    try {
      assert.equal(await wealthEntryOf(gateway), '/remotes/wealth/mf-manifest.json');
      assert.equal(await (await gateway.get('/remotes/wealth/remoteEntry.js')).text(), originalEntryJs);
    } finally {
      await gateway.stop();
    }
  } finally {
    await remote.stop();
  }
  assert.equal(contentHash(shellDist), shellBefore);
});

/** A source map of the build, if it has one. */
function readdirMap(dir) {
  return readdirSync(dir).find((name) => name.endsWith('.js.map'));
}

test('a service is released as an image tag from its bundle, package.json and lockfile entries', () => {
  const bundle = path.join(tmp, 'api-dist');
  mkdirSync(bundle);
  writeFileSync(path.join(bundle, 'main.cjs'), 'console.log("v1")\n');
  const first = release('api', '--dist', bundle);
  const tag = /heirloom\/api:(0\.1\.0-[0-9a-f]{12})/.exec(first)?.[1];
  assert.ok(tag, first);
  assert.ok(
    first.includes(
      `docker build -f deploy/docker/Dockerfile --target service --build-arg SERVICE=api -t heirloom/api:${tag} .`,
    ),
  );
  assert.ok(
    first.includes(
      `(cd deploy/k8s/overlays/production && kustomize edit set image heirloom/api=heirloom/api:${tag})`,
    ),
  );
  // The rollback is the tag the overlay names now.
  const overlay = parseYaml(readFileSync(at('deploy/k8s/overlays/production/kustomization.yaml'), 'utf8'));
  const current = overlay.images.find((i) => i.name === 'heirloom/api').newTag;
  assert.ok(
    first.trimEnd().endsWith(`kustomize edit set image heirloom/api=heirloom/api:${current})`),
    first,
  );
  // The same bundle is the same tag; one changed byte is another.
  assert.ok(release('api', '--dist', bundle).includes(`heirloom/api:${tag}`));
  writeFileSync(path.join(bundle, 'main.cjs'), 'console.log("v2")\n');
  assert.ok(!release('api', '--dist', bundle).includes(`heirloom/api:${tag}`));
  const staging = release('ai', '--dist', bundle, '--env', 'staging');
  assert.match(
    staging,
    /\(cd deploy\/k8s\/overlays\/staging && kustomize edit set image heirloom\/ai=heirloom\/ai:0\.1\.0-[0-9a-f]{12}\)/,
  );
});
