// Keeps in /repo/node_modules only what the named workspaces need at run time, removing the rest.
//   node deploy/docker/prune-deps.mjs services/ai            (--dry-run: only count)
// `npm ci --omit=dev --workspace <one>` installs every workspace's production packages (the AI image
// carried the API's typeorm, mysql2 and better-sqlite3). The bundles compile the workspace libraries
// in and require their npm packages, so what stays is the closure, by the lockfile, of the named
// workspaces' dependencies and those of the workspace libraries they use, resolved as Node resolves
// them (a package's own node_modules first, then each parent's).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const repo = process.cwd();
const lock = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8')).packages;
const dryRun = process.argv.includes('--dry-run');
const roots = process.argv.slice(2).filter((arg) => arg !== '--dry-run');
if (roots.length === 0 || roots.some((root) => !lock[root])) {
  console.error('usage: prune-deps.mjs <workspace dir>... (as package-lock.json names them)');
  process.exit(2);
}

/** Where `name` resolves from the package at `from`: its node_modules, then each parent's. */
function resolve(name, from) {
  for (let dir = from; ; dir = path.posix.dirname(dir)) {
    const base = dir.endsWith('/node_modules') ? dir : `${dir === '.' ? '' : `${dir}/`}node_modules`;
    const candidate = `${base}/${name}`;
    if (lock[candidate]) return candidate;
    if (dir === '.' || dir === '') return undefined;
  }
}

const keep = new Set();
const workspaces = new Set();
const visit = (location) => {
  const entry = lock[location];
  if (entry.link) return visitWorkspace(entry.resolved);
  if (keep.has(location)) return;
  keep.add(location);
  walk(location, entry);
};
const visitWorkspace = (dir) => {
  if (workspaces.has(dir)) return;
  workspaces.add(dir);
  walk(dir, lock[dir]);
};
function walk(location, entry) {
  const optional = new Set(Object.keys(entry.optionalDependencies ?? {}));
  const peers = Object.entries(entry.peerDependenciesMeta ?? {});
  for (const name of Object.keys({
    ...entry.dependencies,
    ...entry.optionalDependencies,
    ...entry.peerDependencies,
  })) {
    const found = resolve(name, location);
    const optionalPeer = peers.some(([peer, meta]) => peer === name && meta.optional);
    if (found) visit(found);
    else if (!optional.has(name) && !optionalPeer && !(entry.peerDependencies ?? {})[name])
      throw new Error(`${location} needs ${name}, which the lockfile does not install`);
  }
}
for (const root of roots) visitWorkspace(root);

let removed = 0;
for (const location of Object.keys(lock)) {
  if (!location.includes('node_modules/') || keep.has(location)) continue;
  // A package kept inside a removed one cannot be: its parent is in the closure too.
  if (existsSync(path.join(repo, location))) {
    if (!dryRun) rmSync(path.join(repo, location), { recursive: true, force: true });
    removed++;
  }
}
// Commands and the links to workspace folders: nothing at run time calls or follows them.
if (!dryRun) {
  rmSync(path.join(repo, 'node_modules/.bin'), { recursive: true, force: true });
  rmSync(path.join(repo, 'node_modules/@heirloom'), { recursive: true, force: true });
}
console.log(
  `[prune-deps] ${roots.join(', ')}: kept ${keep.size} packages (through ${[...workspaces].join(', ')}), removed ${removed}`,
);
