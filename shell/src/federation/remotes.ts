// Runtime discovery of the remotes: remotes.json is written from the environment at deploy time, so a
// remote can move or be redeployed without rebuilding the shell.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@heirloom/contracts';
import type { RemoteModule } from '@heirloom/platform';

interface RemotesConfig {
  remotes: { name: string; entry: string }[];
}

let config: Promise<RemotesConfig> | null = null;
const registered = new Set<string>();
/** Remotes whose last load failed: the next load re-registers them instead of replaying the failure. */
const failed = new Set<string>();

function loadConfig(): Promise<RemotesConfig> {
  config ??= fetch('/remotes.json')
    .then(async (res) => {
      if (!res.ok) throw new Error(`remotes.json: ${res.status}`);
      return (await res.json()) as RemotesConfig;
    })
    .catch((err: unknown) => {
      config = null; // a later Retry fetches it again
      throw err;
    });
  return config;
}

/**
 * Loads a remote's `./routes` module. After a failure the remote is registered again first, which drops
 * the federation runtime's cached (failed) container, so the next try really asks the server again.
 */
export async function loadRemoteModule(remote: RemoteName): Promise<RemoteModule> {
  const name = `mfe_${remote}`;
  const { remotes } = await loadConfig();
  const entry = remotes.find((r) => r.name === name)?.entry;
  if (!entry) throw new Error(`Remote ${name} is not listed in remotes.json`);
  if (!registered.has(name) || failed.has(name)) {
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.add(name);
  }
  try {
    const mod = await loadRemote<{ default: RemoteModule }>(`${name}/routes`);
    if (!mod?.default?.pages) throw new Error(`Remote ${name} did not provide its routes`);
    failed.delete(name);
    return mod.default;
  } catch (err) {
    failed.add(name);
    throw err;
  }
}
