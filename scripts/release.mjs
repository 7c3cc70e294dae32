// `npm run release -- <app>`: one team's release, alone. It builds one remote or service, names the
// build by its version and the sha256 of its content, and prints the one change that points the site
// at it, and the one that points it back.
//   a remote (mfe-marketing, mfe-wealth, mfe-advisory): its dist is copied to
//     releases/<app>/<version>-<hash>/ (the gateway serves that folder under /releases/, a bucket can
//     hold the same layout) and the change is its MFE_<NAME>_ENTRY, which the gateway writes into
//     remotes.json;
//   a service (api, ai): the hash covers its bundle, its package.json and the lockfile entries it
//     installs; the change is its image tag heirloom/<app>:<version>-<hash> in a Kubernetes overlay.
// Every release leaves releases/<app>/<version>-<hash>.json (app, version, hash, files, createdAt),
// from which the next release finds the one before it, to roll back to.
//
// Options: --no-build (release the dist as it is), --dist <dir> (release that folder instead of the
// app's dist, no build), --releases-dir <dir> (default releases/, or RELEASES_DIR), --base-url <url>
// (where releases/ is served: /releases, the gateway's default, or a bucket's https URL),
// --env staging|production (the overlay a service's tag goes into; production by default).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';

const repoRoot = path.resolve(import.meta.dirname, '..');

export const APPS = {
  'mfe-marketing': { kind: 'remote', dir: 'mfe-marketing', key: 'marketing' },
  'mfe-wealth': { kind: 'remote', dir: 'mfe-wealth', key: 'wealth' },
  'mfe-advisory': { kind: 'remote', dir: 'mfe-advisory', key: 'advisory' },
  api: { kind: 'service', dir: 'services/api' },
  ai: { kind: 'service', dir: 'services/ai' },
};
const ALIASES = { marketing: 'mfe-marketing', wealth: 'mfe-wealth', advisory: 'mfe-advisory' };

/** Every file below `dir`, as sorted posix paths relative to it. */
export function listFiles(dir) {
  const out = [];
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

/**
 * sha256 over the sorted file paths and their contents (each path and length written before its
 * bytes, so no two layouts hash alike), plus any extra named parts; the first 12 hex digits.
 */
export function contentHash(dir, extra = {}) {
  const hash = createHash('sha256');
  for (const rel of listFiles(dir)) {
    const body = readFileSync(path.join(dir, rel));
    hash.update(`file ${rel} ${body.length}\n`).update(body);
  }
  for (const [name, text] of Object.entries(extra).sort(([a], [b]) => a.localeCompare(b))) {
    const body = Buffer.from(text);
    hash.update(`part ${name} ${body.length}\n`).update(body);
  }
  return hash.digest('hex').slice(0, 12);
}

/** Where npm installs `name` for the package at lockfile location `from` (node's lookup, upwards). */
function resolveInLock(packages, from, name) {
  let dir = from;
  for (;;) {
    const key = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[key]) return packages[key].link ? packages[key].resolved : key;
    if (!dir) return null;
    const nested = dir.lastIndexOf('/node_modules/');
    dir = nested >= 0 ? dir.slice(0, nested) : dir.startsWith('node_modules/') ? '' : path.posix.dirname(dir);
    if (dir === '.') dir = '';
  }
}

/** The lockfile entries a workspace installs in production (itself and every runtime dependency). */
export function lockfileSlice(lock, workspace) {
  const packages = lock.packages ?? {};
  const slice = {};
  const queue = [workspace];
  while (queue.length) {
    const at = queue.shift();
    if (at in slice || !packages[at]) continue;
    const { version, resolved, integrity, dependencies, optionalDependencies, peerDependencies } =
      packages[at];
    slice[at] = { version, resolved, integrity, dependencies };
    for (const name of Object.keys({ ...dependencies, ...optionalDependencies, ...peerDependencies })) {
      const found = resolveInLock(packages, at, name);
      if (found) queue.push(found);
    }
  }
  return Object.fromEntries(Object.entries(slice).sort(([a], [b]) => a.localeCompare(b)));
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The releases of an app recorded here, newest first. */
export function recordedReleases(releasesDir, app) {
  const dir = path.join(releasesDir, app);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => readJson(path.join(dir, name)))
    .filter((m) => m.app === app && m.release)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function parseArgs(argv) {
  const opts = { build: true, env: 'production', baseUrl: '/releases', releasesDir: null, dist: null };
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === '--no-build') opts.build = false;
    else if (arg === '--dist') opts.dist = value();
    else if (arg === '--releases-dir') opts.releasesDir = value();
    else if (arg === '--base-url') opts.baseUrl = value().replace(/\/+$/, '');
    else if (arg === '--env') opts.env = value();
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else rest.push(arg);
  }
  if (rest.length !== 1) throw new Error('name one app');
  const app = ALIASES[rest[0]] ?? rest[0].replace(/^services\//, '');
  if (!APPS[app]) throw new Error(`unknown app "${rest[0]}"`);
  return { app, ...opts };
}

function build(packageName) {
  const nx = path.join(repoRoot, 'node_modules/nx/dist/bin/nx.js');
  // The build's own output goes to stderr: stdout is the release and its change.
  const status = spawnSync(process.execPath, [nx, 'run', `${packageName}:build`, '--output-style=static'], {
    cwd: repoRoot,
    stdio: ['ignore', 2, 2],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  }).status;
  if (status !== 0) throw new Error(`the build of ${packageName} failed`);
}

function fileList(dir) {
  return listFiles(dir).map((rel) => ({ path: rel, bytes: readFileSync(path.join(dir, rel)).length }));
}

function writeManifest(releasesDir, manifest) {
  const file = path.join(releasesDir, manifest.app, `${manifest.release}.json`);
  if (!existsSync(file)) writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return readJson(file);
}

const shown = (file) => path.relative(process.cwd(), file) || '.';

function releaseRemote({ app, version, dist, releasesDir, baseUrl, env }, print) {
  const { key } = APPS[app];
  const variable = `MFE_${key.toUpperCase()}_ENTRY`;
  const hash = contentHash(dist);
  const release = `${version}-${hash}`;
  const folder = path.join(releasesDir, app, release);
  mkdirSync(path.dirname(folder), { recursive: true });
  const earlier = existsSync(folder);
  if (!earlier) {
    // Copied beside it and renamed into place: the gateway never serves half a release.
    const partial = path.join(releasesDir, app, `.${release}.partial-${process.pid}`);
    rmSync(partial, { recursive: true, force: true });
    cpSync(dist, partial, { recursive: true });
    if (contentHash(partial) !== hash) throw new Error(`${shown(dist)} changed while it was copied`);
    renameSync(partial, folder);
  }
  const manifest = writeManifest(releasesDir, {
    app,
    kind: 'remote',
    version,
    hash,
    release,
    files: fileList(folder),
    createdAt: new Date().toISOString(),
  });
  const entryOf = (r) => `${baseUrl}/${app}/${r}/mf-manifest.json`;
  const entry = entryOf(release);
  const previous = recordedReleases(releasesDir, app).find((m) => m.release !== release);

  print(
    `${earlier ? 'Already released' : 'Released'} ${app} ${version} as ${shown(folder)}/ (${manifest.files.length} files, content ${hash})`,
  );
  print('');
  print("Point the site at it: set this in the gateway's environment and restart the gateway");
  print(`  ${variable}=${entry}`);
  print('remotes.json then lists');
  print(`  ${JSON.stringify({ name: `mfe_${key}`, entry })}`);
  if (/^https?:\/\//.test(baseUrl)) {
    print(`In Kubernetes (after uploading ${shown(folder)}/ to ${baseUrl}/${app}/${release}/):`);
    const namespace = overlayOf(env).kustomization.namespace ?? 'heirloom';
    print(
      `  kubectl -n ${namespace} patch configmap remotes --type merge -p '${JSON.stringify({ data: { [variable]: entry } })}'`,
    );
    print(`  kubectl -n ${namespace} rollout restart deployment/gateway`);
  } else {
    print(
      `(the gateway serves ${baseUrl}/ from RELEASES_DIR, ${shown(releasesDir)} here; for a bucket, upload the`,
    );
    print(`folder and run this again with --base-url https://<bucket>/releases)`);
  }
  print('');
  if (previous) {
    print(
      `Rollback: point it back at the release before this one (${previous.release}, ${previous.createdAt})`,
    );
    print(`  ${variable}=${entryOf(previous.release)}`);
  } else {
    print(`Rollback: point it back at the remote's own server (no earlier release of ${app} here)`);
    print(`  ${variable}=/remotes/${key}/mf-manifest.json`);
  }
  return { app, release, entry, variable };
}

function overlayOf(env) {
  const dir = path.join(repoRoot, 'deploy/k8s/overlays', env);
  const file = path.join(dir, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`no overlay deploy/k8s/overlays/${env}`);
  return { dir, kustomization: parseYaml(readFileSync(file, 'utf8')) };
}

function releaseService({ app, version, dist, releasesDir, env }, print) {
  const workspace = APPS[app].dir;
  const packageJson = readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8');
  const lock = readJson(path.join(repoRoot, 'package-lock.json'));
  const hash = contentHash(dist, {
    'package.json': packageJson,
    'package-lock.json': JSON.stringify(lockfileSlice(lock, workspace)),
  });
  const release = `${version}-${hash}`;
  const image = `heirloom/${app}`;
  const tag = `${image}:${release}`;
  mkdirSync(path.join(releasesDir, app), { recursive: true });
  writeManifest(releasesDir, {
    app,
    kind: 'service',
    version,
    hash,
    release,
    image: tag,
    files: fileList(dist),
    createdAt: new Date().toISOString(),
  });
  const { dir, kustomization } = overlayOf(env);
  const current = (kustomization.images ?? []).find((i) => i.name === image)?.newTag;
  const overlay = path.relative(repoRoot, dir);
  const setImage = (t) => `(cd ${overlay} && kustomize edit set image ${image}=${image}:${t})`;

  print(
    `Released ${app} ${version} as the image ${tag} (content ${hash}: its bundle, package.json and lockfile entries)`,
  );
  print('');
  print('Build it from the repository root (nothing is pushed here; push it to your registry):');
  print(`  docker build -f deploy/docker/Dockerfile --target service --build-arg SERVICE=${app} -t ${tag} .`);
  print(
    `  podman --runtime runc --cgroup-manager=cgroupfs build --ignorefile deploy/docker/Dockerfile.dockerignore -f deploy/docker/Dockerfile --target service --build-arg SERVICE=${app} -t ${tag} .`,
  );
  print(`Point the site at it (${overlay}, then apply as in docs/deployment.md#a-release):`);
  print(`  ${setImage(release)}`);
  print(`  images: - { name: ${image}, newTag: '${release}' }`);
  print('');
  if (current) {
    print(`Rollback: point it back at the tag ${overlay} names now`);
    print(`  ${setImage(current)}`);
  } else {
    print(`Rollback: ${overlay} names no tag for ${image} yet; remove the line the change adds`);
  }
  return { app, release, image: tag };
}

export function main(argv, print = (line) => console.log(line)) {
  const opts = parseArgs(argv);
  const { kind, dir } = APPS[opts.app];
  const pkg = readJson(path.join(repoRoot, dir, 'package.json'));
  if (opts.build && !opts.dist) build(pkg.name);
  const dist = path.resolve(opts.dist ?? path.join(repoRoot, dir, 'dist'));
  if (!existsSync(dist) || listFiles(dist).length === 0) throw new Error(`nothing built in ${shown(dist)}`);
  const releasesDir = path.resolve(
    opts.releasesDir ?? process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'),
  );
  const args = { ...opts, version: pkg.version, dist, releasesDir };
  return kind === 'remote' ? releaseRemote(args, print) : releaseService(args, print);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    console.error(`release: ${err.message}`);
    console.error(
      `usage: npm run release -- <${Object.keys(APPS).join('|')}> [--no-build] [--dist <dir>] [--releases-dir <dir>] [--base-url <url>] [--env staging|production]`,
    );
    process.exit(1);
  }
}
