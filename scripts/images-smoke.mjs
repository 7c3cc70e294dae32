#!/usr/bin/env node
// npm run images:smoke: the proof that the images build and run (issue 34). Slow (the first build
// takes a quarter of an hour on two cores), so it is not part of npm test.
//   1. builds every image deploy/compose.yaml names, one at a time, from deploy/docker/Dockerfile on the
//      local Node base (scripts/images-local-base.sh, run first when the base is missing), from the
//      committed tree (git archive HEAD; --worktree: the working tree as it is);
//   2. starts deploy/compose.yaml's services with podman, read as Compose reads them (environment,
//      commands, volumes, read-only root, dropped capabilities, ports, depends_on conditions), on a
//      network of their own; MySQL and Redis are the machine's (no registry to pull mysql or redis
//      from): the host's MySQL/MariaDB through a relay on the network's gateway address, with a database
//      and user made for the run, and a redis-server started with the run's password;
//   3. checks through the gateway: health, pages, remotes.json, a remote's remoteEntry.js and a hashed
//      file with their cache headers, a refused cross-site sign-in (at the gateway and at the API
//      itself), the demo's sign-in, the dashboard's figures, a chat reply streamed in chunks, and a
//      remote that answers 503 while the rest of the site works; each container's health check, user
//      and read-only root;
//   4. stops and removes everything it started, and prints the figures (image sizes, times).
// Flags: --compose (podman-compose brings deploy/compose.yaml up itself instead of this script's podman
// runs; see startStackWithCompose), --no-build (the images already built), --worktree, --sqlite (the API on SQLite in its
// volume instead of MySQL), --keep (leave the stack running; `podman rm -f` the heirloom-smoke-*
// containers after). Env: SMOKE_MYSQL_URL (an admin URL; default TEST_MYSQL_URL or
// mysql://root@127.0.0.1:3306), NODE_IMAGE (default localhost/node:22-bookworm-slim),
// NODE_EXTRA_CA_CERTS (passed to the build as the build_ca secret when set: a TLS-intercepting proxy).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const PREFIX = 'heirloom-smoke';
// --compose: podman-compose (Debian's 1.0.3) brings deploy/compose.yaml up itself; its names are
// <project>_<service>_1 and the network <project>_default.
const COMPOSE = args.has('--compose');
const NETWORK = COMPOSE ? `${PREFIX}_default` : PREFIX;
/** The container of one compose service, as this run names it. */
const cname = (service) => (COMPOSE ? `${PREFIX}_${service}_1` : `${PREFIX}-${service}`);
const NODE_IMAGE = process.env.NODE_IMAGE || 'localhost/node:22-bookworm-slim';
const PODMAN = ['--runtime', 'runc', '--cgroup-manager=cgroupfs'];
const started = Date.now();
const figures = [];
const failures = [];

const say = (text) => console.log(`[images:smoke] ${text}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function podman(argv, { input, allowFail = false, quiet = true } = {}) {
  const result = spawnSync('podman', [...PODMAN, ...argv], {
    input,
    encoding: 'utf8',
    stdio: [input === undefined ? 'ignore' : 'pipe', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0 && !allowFail)
    throw new Error(
      `podman ${argv.slice(0, 3).join(' ')} failed (${result.status}): ${result.stderr?.trim()}`,
    );
  return { code: result.status, out: (result.stdout ?? '').trim(), err: (result.stderr ?? '').trim() };
}

/** Runs a long podman command (a build) with its output streamed; resolves its exit code. */
function podmanStreamed(argv, logPrefix) {
  return new Promise((resolve) => {
    const child = spawn('nice', ['-n', '10', 'podman', ...PODMAN, ...argv], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail = [];
    const keep = (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        tail.push(line);
        if (tail.length > 40) tail.shift();
        if (/^\[\d+\/\d+\] STEP|^STEP|^COMMIT|error/i.test(line))
          console.log(`  ${logPrefix} ${line.slice(0, 160)}`);
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => resolve({ code, tail }));
  });
}

// --- Compose, read as Compose reads it ------------------------------------------------------------

/**
 * Compose's interpolation of one value: `${NAME}`, `${NAME:-default}` (the default when NAME is unset
 * or empty, itself interpolated, so defaults may nest) and `${NAME:?message}` (an error when unset);
 * the same rule as tools/deploy-check's, which checks compose.yaml against it.
 */
function interpolate(text, env) {
  if (typeof text !== 'string') return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('$$', i)) {
      out += '$';
      i += 2;
      continue;
    }
    if (!text.startsWith('${', i)) {
      out += text[i++];
      continue;
    }
    let depth = 0;
    let end = i;
    for (; end < text.length; end++) {
      if (text.startsWith('${', end)) {
        depth++;
        end++;
      } else if (text[end] === '}' && --depth === 0) break;
    }
    const body = text.slice(i + 2, end);
    const [, name, op, rest] = /^([A-Z_][A-Z0-9_]*)(?:(:-|:\?)([\s\S]*))?$/i.exec(body) ?? [];
    if (!name) throw new Error(`not an interpolation: \${${body}}`);
    const value = env[name];
    if (value) out += value;
    else if (op === ':-') out += interpolate(rest ?? '', env);
    else if (op === ':?') throw new Error(`${name} is required: ${rest}`);
    i = end + 1;
  }
  return out;
}

function readEnvSample() {
  const values = {};
  for (const line of readFileSync(path.join(root, 'deploy/env.sample'), 'utf8').split('\n')) {
    const assignment = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (assignment) values[assignment[1]] = assignment[2];
  }
  return values;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// --- 1. The images ---------------------------------------------------------------------------------

async function buildImages(compose, env) {
  const images = new Map();
  for (const service of Object.values(compose.services)) {
    if (!service.build) continue;
    const tag = interpolate(service.image, env);
    const buildArgs = Object.fromEntries(
      Object.entries(service.build.args ?? {}).map(([k, v]) => [k, interpolate(String(v), env)]),
    );
    images.set(tag, { tag, target: service.build.target, buildArgs });
  }
  if (!args.has('--no-build')) {
    if (podman(['image', 'exists', NODE_IMAGE], { allowFail: true }).code !== 0) {
      say(`no ${NODE_IMAGE}: building it (scripts/images-local-base.sh)`);
      execFileSync(path.join(root, 'scripts/images-local-base.sh'), { stdio: 'inherit' });
    }
    let context = root;
    let cleanup = () => {};
    if (!args.has('--worktree')) {
      context = mkdtempSync(path.join(os.tmpdir(), `${PREFIX}-context-`));
      execFileSync('sh', ['-c', `git -C "${root}" archive HEAD | tar -x -C "${context}"`]);
      cleanup = () => rmSync(context, { recursive: true, force: true });
      say(
        `building from HEAD (${execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()}), one image at a time`,
      );
    }
    try {
      for (const image of images.values()) {
        const argv = [
          'build',
          '--format',
          'docker',
          '--layers',
          '--ignorefile',
          'deploy/docker/Dockerfile.dockerignore',
        ];
        argv.push('-f', 'deploy/docker/Dockerfile', '--target', image.target, '-t', image.tag);
        for (const [k, v] of Object.entries({ ...image.buildArgs, NODE_IMAGE }))
          argv.push('--build-arg', `${k}=${v}`);
        if (process.env.NODE_EXTRA_CA_CERTS)
          argv.push('--secret', `id=build_ca,src=${process.env.NODE_EXTRA_CA_CERTS}`);
        argv.push(context);
        const t0 = Date.now();
        const { code, tail } = await podmanStreamed(argv, image.tag);
        if (code !== 0) {
          console.error(tail.join('\n'));
          throw new Error(`building ${image.tag} failed`);
        }
        image.buildMs = Date.now() - t0;
        say(`built ${image.tag} in ${seconds(image.buildMs)}`);
      }
    } finally {
      cleanup();
    }
  }
  for (const image of images.values()) {
    const [size, user, health] = podman([
      'image',
      'inspect',
      '--format',
      '{{.Size}}|{{.Config.User}}|{{json .Config.Healthcheck}}',
      image.tag,
    ]).out.split('|');
    image.sizeMb = Number(size) / 1e6;
    image.user = user;
    image.healthcheck = health !== 'null' && health !== '';
  }
  return [...images.values()];
}

// --- 2. The stack ----------------------------------------------------------------------------------

/** The host's MySQL/MariaDB and a redis-server, reachable from the network as `mysql` and `redis`. */
async function startBackingServices(gatewayIp, env) {
  const stops = [];
  const redisPassword = env.REDIS_PASSWORD;
  const redis = spawn(
    'redis-server',
    [
      '--bind',
      gatewayIp,
      '--port',
      '6379',
      '--requirepass',
      redisPassword,
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  stops.push(() => redis.kill('SIGTERM'));
  if (!args.has('--sqlite')) {
    const admin = new URL(
      process.env.SMOKE_MYSQL_URL || process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306',
    );
    const { default: mysql } = await import('mysql2/promise');
    const connection = await mysql.createConnection({
      host: admin.hostname,
      port: Number(admin.port || 3306),
      user: decodeURIComponent(admin.username),
      password: decodeURIComponent(admin.password),
    });
    const sql = async (statement) => connection.query(statement);
    await sql(`DROP DATABASE IF EXISTS heirloom_smoke`);
    await sql(`DROP USER IF EXISTS 'heirloom_smoke'@'%'`);
    await sql(`CREATE DATABASE heirloom_smoke CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await sql(`CREATE USER 'heirloom_smoke'@'%' IDENTIFIED BY '${env.MYSQL_PASSWORD}'`);
    await sql(`GRANT ALL ON heirloom_smoke.* TO 'heirloom_smoke'@'%'`);
    stops.push(async () => {
      await sql(`DROP DATABASE IF EXISTS heirloom_smoke`);
      await sql(`DROP USER IF EXISTS 'heirloom_smoke'@'%'`);
      await connection.end();
    });
    // The relay: containers reach the gateway address; the server may listen on loopback alone.
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(admin.port || 3306), admin.hostname);
      client.pipe(upstream).pipe(client);
      const close = () => (client.destroy(), upstream.destroy());
      client.on('error', close);
      upstream.on('error', close);
    });
    await new Promise((resolve, reject) => relay.once('error', reject).listen(3306, gatewayIp, resolve));
    stops.push(() => new Promise((resolve) => relay.close(() => resolve())));
  }
  // redis-server is up when it answers on its address.
  for (let i = 0; ; i++) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(6379, gatewayIp, () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    if (i > 50) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}

/** depends_on, in an order that starts each service after the ones it needs. */
function startOrder(services) {
  const order = [];
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of Object.keys(services[name].depends_on ?? {})) if (services[dep]) visit(dep);
    order.push(name);
  };
  for (const name of Object.keys(services)) visit(name);
  return order;
}

/** `podman run` arguments for one compose service (the keys deploy/compose.yaml uses). */
function runArgs(name, service, env, hosts, overrides) {
  const argv = ['run', '-d', '--name', cname(name), '--network', NETWORK, '--network-alias', name];
  for (const [host, ip] of Object.entries(hosts)) argv.push('--add-host', `${host}:${ip}`);
  const environment = Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), env)]),
  );
  for (const [k, v] of Object.entries({ ...environment, ...(overrides[name] ?? {}) }))
    if (v !== undefined) argv.push('-e', `${k}=${v}`);
  for (const volume of service.volumes ?? []) {
    const [source, target, mode] = interpolate(volume, env).split(':');
    argv.push('-v', `${PREFIX}_${source}:${target}${mode ? `:${mode}` : ''}`);
  }
  if (service.read_only) argv.push('--read-only');
  for (const cap of service.cap_drop ?? []) argv.push('--cap-drop', cap);
  for (const opt of service.security_opt ?? []) argv.push('--security-opt', opt.replace(/:true$/, ''));
  for (const tmpfs of service.tmpfs ?? []) argv.push('--tmpfs', tmpfs);
  for (const port of service.ports ?? []) argv.push('-p', `127.0.0.1:${interpolate(port, env)}`);
  argv.push(interpolate(service.image, env));
  for (const part of service.command ?? []) argv.push(interpolate(part, env));
  return argv;
}

async function waitFor(what, check, timeoutMs) {
  const t0 = Date.now();
  for (;;) {
    const result = await check();
    if (result) return Date.now() - t0;
    if (Date.now() - t0 > timeoutMs) throw new Error(`${what}: not within ${seconds(timeoutMs)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const containerState = (name) =>
  podman(['inspect', '--format', '{{.State.Status}}|{{.State.ExitCode}}', cname(name)], {
    allowFail: true,
  }).out.split('|');
const healthy = (name) => podman(['healthcheck', 'run', cname(name)], { allowFail: true }).code === 0;

async function startStack(compose, env, hosts, overrides) {
  const services = Object.fromEntries(
    Object.entries(compose.services).filter(([name]) => name !== 'mysql' && name !== 'redis'),
  );
  for (const name of startOrder(services)) {
    const service = services[name];
    for (const [dep, { condition }] of Object.entries(service.depends_on ?? {})) {
      if (!services[dep]) continue; // mysql and redis: the machine's, already up
      if (condition === 'service_completed_successfully') {
        const ms = await waitFor(`${dep} to complete`, () => containerState(dep)[0] === 'exited', 180_000);
        const [, code] = containerState(dep);
        if (code !== '0') {
          console.error(podman(['logs', '--tail', '40', cname(dep)], { allowFail: true }).err);
          throw new Error(`${dep} exited with ${code}`);
        }
        figures.push([`${name} waited for ${dep} to complete`, seconds(ms)]);
      } else if (condition === 'service_healthy') {
        const ms = await waitFor(`${dep} healthy`, () => healthy(dep), 180_000);
        figures.push([`${name} waited for ${dep} healthy (its HEALTHCHECK)`, seconds(ms)]);
      }
    }
    podman(runArgs(name, service, env, hosts, overrides));
    say(`started ${name}`);
  }
}

/**
 * --compose: podman-compose brings deploy/compose.yaml up itself, with an override file for what
 * Debian's podman-compose 1.0.3 cannot do or reads wrong (docs/deployment.md):
 * - no mysql or redis image can be pulled: those two services run the Node base as a TCP relay to the
 *   machine's servers on the network's gateway address (the same ones the default mode uses);
 * - nested and empty defaults (`${PUBLIC_ORIGIN:-http://localhost:${GATEWAY_PORT:-3000}}`,
 *   `${OPENAI_API_KEY:-}`) are left as text, so the override gives those values as Compose computes them;
 * - `depends_on` conditions are ignored (every container starts at once, in order of its number of
 *   dependencies), so the stack comes up in two `up`s: first `migrate` and `shell` (and `mysql`), whose
 *   successful exit this script waits for, then the rest (the second `up` starts those two again:
 *   no migration is pending, the shell's files are published again).
 * The images are this script's (`--no-build`): podman-compose's build would be OCI, without HEALTHCHECK.
 */
async function startStackWithCompose(env, gatewayIp, databaseUrl, origin) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${PREFIX}-compose-`));
  const relay = (port) => [
    'node',
    '-e',
    `const n=require('node:net');n.createServer((c)=>{const u=n.connect(${port},'${gatewayIp}');c.pipe(u).pipe(c);c.on('error',()=>u.destroy());u.on('error',()=>c.destroy())}).listen(${port})`,
  ];
  const override = {
    services: {
      mysql: { image: NODE_IMAGE, entrypoint: relay(3306) },
      redis: { image: NODE_IMAGE, entrypoint: relay(6379) },
      migrate: { environment: { DATABASE_URL: databaseUrl ?? '' } },
      api: {
        environment: { DATABASE_URL: databaseUrl ?? '', PUBLIC_ORIGINS: origin, WEBAUTHN_ORIGINS: origin },
      },
      ai: { environment: { PUBLIC_ORIGINS: origin, OPENAI_API_KEY: '' } },
      gateway: { environment: { PUBLIC_ORIGINS: origin } },
    },
  };
  const overrideFile = path.join(dir, 'compose.smoke.yaml');
  writeFileSync(overrideFile, stringify(override));
  // 1.0.3 reads `${X:-default}` with X set but empty as empty (Compose: the default): leave empties out.
  const composeEnv = Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined && v !== ''),
  );
  const log = [];
  const compose = (argv) => {
    const result = spawnSync(
      'nice',
      [
        '-n',
        '10',
        'podman-compose',
        `--podman-args=${PODMAN.join(' ')}`,
        '-p',
        PREFIX,
        '-f',
        path.join(root, 'deploy/compose.yaml'),
        '-f',
        overrideFile,
        ...argv,
      ],
      { env: composeEnv, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    log.push(`$ podman-compose ${argv.join(' ')}`, result.stdout ?? '', result.stderr ?? '');
    if (result.status !== 0) {
      console.error(log.join('\n').split('\n').slice(-60).join('\n'));
      throw new Error(`podman-compose ${argv.join(' ')} failed (${result.status})`);
    }
    return result;
  };
  try {
    const version = spawnSync('podman-compose', ['version'], { encoding: 'utf8' });
    say(`podman-compose ${/podman-composer? version\s+(\S+)/.exec(version.stdout ?? '')?.[1] ?? '?'}`);
    let t0 = Date.now();
    compose(['up', '-d', '--no-build', 'migrate', 'shell']);
    say('podman-compose up -d migrate shell');
    for (const once of ['migrate', 'shell']) {
      await waitFor(`${once} to complete`, () => containerState(once)[0] === 'exited', 180_000);
      const [, code] = containerState(once);
      if (code !== '0') {
        console.error(podman(['logs', '--tail', '40', cname(once)], { allowFail: true }).err);
        throw new Error(`${once} exited with ${code}`);
      }
    }
    figures.push(['podman-compose up -d migrate shell, both exited 0', seconds(Date.now() - t0)]);
    t0 = Date.now();
    compose(['up', '-d', '--no-build']);
    say('podman-compose up -d');
    figures.push(['podman-compose up -d (the rest: api, ai, remotes, gateway)', seconds(Date.now() - t0)]);
    const running = podman([
      'ps',
      '--filter',
      `label=io.podman.compose.project=${PREFIX}`,
      '--format',
      '{{.Names}}',
    ]).out.split('\n');
    figures.push(['containers podman-compose runs', running.filter(Boolean).sort().join(', ')]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// --- 3. The checks, through the gateway ------------------------------------------------------------

function request(base, pathname, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const req = http.request(new URL(pathname, base), { method, headers }, (res) => {
      const chunks = [];
      let firstChunkMs;
      res.on('data', (chunk) => {
        firstChunkMs ??= Date.now() - t0;
        chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
          chunks: chunks.length,
          firstChunkMs,
          ms: Date.now() - t0,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

function check(what, ok, detail) {
  figures.push([what, `${ok ? 'ok' : 'FAILED'}${detail ? `: ${detail}` : ''}`]);
  if (!ok) failures.push(what);
}

async function smoke(base, origin, images) {
  const health = await request(base, '/api/health');
  check(
    'GET /api/health through the gateway',
    health.status === 200,
    `${health.status} in ${health.ms} ms, ${health.text.slice(0, 80)}`,
  );
  const aiHealth = await request(base, '/api/ai/health');
  check(
    'GET /api/ai/health through the gateway',
    aiHealth.status === 200,
    `${aiHealth.status} in ${aiHealth.ms} ms`,
  );

  for (const page of ['/', '/login']) {
    const res = await request(base, page);
    check(
      `GET ${page} (the shell's page)`,
      res.status === 200 &&
        /text\/html/.test(res.headers['content-type'] ?? '') &&
        /<div id="root"|<html/i.test(res.text),
      `${res.status}, ${res.text.length} bytes, cache-control ${res.headers['cache-control']}, CSP ${res.headers['content-security-policy'] ? 'set' : 'missing'}`,
    );
  }
  const remotes = await request(base, '/remotes.json');
  check(
    'GET /remotes.json',
    remotes.status === 200 && /no-cache/.test(remotes.headers['cache-control'] ?? ''),
    `${remotes.status}, ${remotes.text.replace(/\s+/g, '')}`,
  );

  const entry = await request(base, '/remotes/wealth/remoteEntry.js');
  check(
    "GET /remotes/wealth/remoteEntry.js (the remote's image)",
    entry.status === 200 && /no-cache/.test(entry.headers['cache-control'] ?? ''),
    `${entry.status}, ${entry.text.length} bytes, cache-control "${entry.headers['cache-control']}"`,
  );
  const manifest = await request(base, '/remotes/wealth/mf-manifest.json');
  const asset = JSON.parse(manifest.text).exposes?.flatMap((e) => e.assets?.js?.sync ?? [])[0];
  const hashed = asset ? await request(base, `/remotes/wealth/${asset}`) : { status: 0, headers: {} };
  check(
    `GET /remotes/wealth/${asset} (a hashed file)`,
    hashed.status === 200 &&
      /max-age=31536000/.test(hashed.headers['cache-control'] ?? '') &&
      /immutable/.test(hashed.headers['cache-control'] ?? ''),
    `${hashed.status}, cache-control "${hashed.headers['cache-control']}"`,
  );

  const login = JSON.stringify({ username: 'demo', password: 'demo1234' });
  const json = { 'Content-Type': 'application/json' };
  // DNS rebinding: a foreign name as both Host and Origin. The gateway refuses it, and so does the API
  // on its own (asked from inside the network, past the gateway).
  const rebound = await request(base, '/api/auth/login', {
    method: 'POST',
    headers: { ...json, Host: 'rebind.example', Origin: 'http://rebind.example' },
    body: login,
  });
  check(
    'a rebound sign-in (Host and Origin rebind.example) at the gateway',
    rebound.status === 403,
    `${rebound.status}`,
  );
  const direct = podman(
    [
      'exec',
      cname('gateway'),
      'node',
      '-e',
      `const h=require('node:http');const r=h.request('http://api:3100/api/auth/login',{method:'POST',headers:{'content-type':'application/json',host:'rebind.example',origin:'http://rebind.example'}},(s)=>{console.log(s.statusCode);s.resume()});r.end(${JSON.stringify(login)})`,
    ],
    { allowFail: true },
  );
  check(
    'the same sign-in sent to the API directly (its own CSRF check, PUBLIC_ORIGINS)',
    direct.out === '403',
    direct.out || direct.err,
  );

  const signIn = await request(base, '/api/auth/login', {
    method: 'POST',
    headers: { ...json, Origin: origin },
    body: login,
  });
  const cookie = (signIn.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('hl_session='));
  check(
    'sign in as demo through the gateway',
    signIn.status === 200 && Boolean(cookie),
    `${signIn.status} in ${signIn.ms} ms`,
  );
  if (!cookie) return;
  const signedIn = { Cookie: cookie, Origin: origin };

  const summary = await request(base, '/api/summary', { headers: signedIn });
  const netWorth = summary.status === 200 ? JSON.parse(summary.text).figures?.netWorth : undefined;
  check(
    "the dashboard's figures (GET /api/summary)",
    /^-?\d+\.\d{2}$/.test(String(netWorth)),
    `net worth ${netWorth} in ${summary.ms} ms`,
  );
  const dashboard = await request(base, '/dashboard', { headers: { Cookie: cookie } });
  check(
    'GET /dashboard (first paint from the API)',
    dashboard.status === 200,
    `${dashboard.status}, ${dashboard.text.length} bytes in ${dashboard.ms} ms`,
  );

  const chat = await request(base, '/api/ai/chat/stream', {
    method: 'POST',
    headers: { ...json, ...signedIn, Accept: 'text/event-stream' },
    body: JSON.stringify({ message: 'What is our net worth?' }),
  });
  const events = chat.text
    .split('\n')
    .filter((l) => l.startsWith('event:'))
    .map((l) => l.slice(6).trim());
  const chunkEvents = events.filter((e) => e === 'chunk').length;
  check(
    'an advisor reply streamed in chunks (POST /api/ai/chat/stream)',
    chat.status === 200 && chunkEvents > 1 && events.includes('done'),
    `${chat.status}, ${chunkEvents} chunk events over ${chat.chunks} reads, first bytes after ${chat.firstChunkMs} ms, done after ${chat.ms} ms, cache-control "${chat.headers['cache-control']}"`,
  );

  // A remote that is down answers 503 while the rest of the site works.
  podman(['stop', '-t', '5', cname('mfe-advisory')]);
  const down = await request(base, '/remotes/advisory/remoteEntry.js');
  const stillHealth = await request(base, '/api/health');
  const stillPage = await request(base, '/');
  const stillWealth = await request(base, '/remotes/wealth/remoteEntry.js');
  check(
    'mfe-advisory stopped: its remote answers 503, the rest works',
    down.status === 503 &&
      stillHealth.status === 200 &&
      stillPage.status === 200 &&
      stillWealth.status === 200,
    `advisory ${down.status} (Retry-After ${down.headers['retry-after']}), /api/health ${stillHealth.status}, / ${stillPage.status}, wealth ${stillWealth.status}`,
  );
  podman(['start', cname('mfe-advisory')]);
  const backMs = await waitFor(
    'mfe-advisory back',
    async () => (await request(base, '/remotes/advisory/remoteEntry.js')).status === 200,
    30_000,
  );
  check('mfe-advisory started again: its remote answers', true, `200 after ${seconds(backMs)}`);

  // Every running container: its HEALTHCHECK passes, it runs as uid 1000, its root is read-only.
  for (const name of ['gateway', 'api', 'ai', 'mfe-marketing', 'mfe-wealth', 'mfe-advisory']) {
    const uid = podman(['exec', cname(name), 'node', '-p', 'process.getuid()'], {
      allowFail: true,
    }).out;
    const ro = podman(
      ['exec', cname(name), 'sh', '-c', 'touch /app/x 2>/dev/null && echo writable || echo read-only'],
      { allowFail: true },
    ).out;
    const ok = healthy(name);
    check(
      `${name}: health check, user, root`,
      ok && uid === '1000' && ro === 'read-only',
      `health ${ok ? 'passes' : 'fails'}, uid ${uid}, ${ro}`,
    );
  }
  for (const image of images)
    check(
      `${image.tag}: non-root user and a HEALTHCHECK`,
      image.user === 'node' && image.healthcheck,
      `USER ${image.user}`,
    );
}

// --- main ------------------------------------------------------------------------------------------

async function main() {
  const compose = parse(readFileSync(path.join(root, 'deploy/compose.yaml'), 'utf8'), { merge: true });
  const port = await freePort();
  const env = {
    ...readEnvSample(),
    MYSQL_PASSWORD: randomBytes(12).toString('hex'),
    MYSQL_ROOT_PASSWORD: randomBytes(12).toString('hex'),
    REDIS_PASSWORD: randomBytes(12).toString('hex'),
    SECOND_FACTOR_KEY: randomBytes(32).toString('base64'),
    GATEWAY_PORT: String(port),
    NODE_IMAGE,
    // The demo family, to sign in (the stack is reachable from this machine alone).
    SEED_DEMO: 'true',
  };
  const images = await buildImages(compose, env);

  const teardown = [];
  const stopAll = async () => {
    if (args.has('--keep')) return say(`left running: http://127.0.0.1:${port}`);
    for (const name of Object.keys(compose.services))
      for (const container of [`${PREFIX}-${name}`, `${PREFIX}_${name}_1`])
        podman(['rm', '-f', '-t', '5', container], { allowFail: true });
    podman(['rm', '-f', '-t', '5', `${PREFIX}-net`], { allowFail: true });
    for (const volume of Object.keys(compose.volumes ?? {}))
      podman(['volume', 'rm', '-f', `${PREFIX}_${volume}`], { allowFail: true });
    podman(['network', 'rm', '-f', NETWORK], { allowFail: true });
    for (const step of teardown.reverse()) await step();
  };
  process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));
  try {
    await stopAll(); // what a run that was killed left behind
    podman(['network', 'create', NETWORK]);
    // Holds the network's bridge (and its gateway address) up for the relays from the start.
    podman(['run', '-d', '--name', `${PREFIX}-net`, '--network', NETWORK, NODE_IMAGE, 'sleep', 'infinity']);
    const gatewayIp = JSON.parse(podman(['network', 'inspect', NETWORK]).out)[0].subnets[0].gateway;
    teardown.push(await startBackingServices(gatewayIp, env));
    // What differs from deploy/compose.yaml: the database is the run's own on the machine's server.
    const databaseUrl = args.has('--sqlite')
      ? undefined
      : `mysql://heirloom_smoke:${env.MYSQL_PASSWORD}@mysql:3306/heirloom_smoke`;
    const overrides = { migrate: { DATABASE_URL: databaseUrl }, api: { DATABASE_URL: databaseUrl } };
    const t0 = Date.now();
    if (COMPOSE) await startStackWithCompose(env, gatewayIp, databaseUrl, `http://localhost:${port}`);
    else await startStack(compose, env, { mysql: gatewayIp, redis: gatewayIp }, overrides);
    const base = `http://127.0.0.1:${port}`;
    // Ready when the gateway reaches both services (compose starts the gateway once the AI has started,
    // not once it listens).
    const answers = async (route) => (await request(base, route).catch(() => ({}))).status === 200;
    await waitFor(
      'the site',
      async () => (await answers('/api/health')) && (await answers('/api/ai/health')),
      120_000,
    );
    figures.unshift([
      'stack up, from the first container (migrations, api, ai, remotes, shell, gateway)',
      seconds(Date.now() - t0),
    ]);
    await smoke(base, `http://localhost:${port}`, images);
  } catch (error) {
    failures.push(error.message);
    for (const name of ['migrate', 'api', 'ai', 'gateway'])
      console.error(`--- ${name}\n${podman(['logs', '--tail', '15', cname(name)], { allowFail: true }).out}`);
    console.error(error);
  } finally {
    await stopAll();
  }

  console.log('\nimage                           size      built in');
  for (const image of images)
    console.log(
      `${image.tag.padEnd(30)}  ${`${image.sizeMb.toFixed(0)} MB`.padStart(7)}   ${image.buildMs ? seconds(image.buildMs) : '(already built)'}`,
    );
  console.log('');
  for (const [what, result] of figures) console.log(`${what.padEnd(72)} ${result}`);
  console.log(
    `\n${failures.length ? `FAILED: ${failures.join('; ')}` : 'all checks passed'} (${seconds(Date.now() - started)} in all, ${args.has('--sqlite') ? 'SQLite' : 'MySQL/MariaDB'}, ${COMPOSE ? 'started by podman-compose' : 'started by podman run'})`,
  );
  process.exit(failures.length ? 1 : 0);
}

await main();
