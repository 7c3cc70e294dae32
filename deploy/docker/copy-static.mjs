// Publishes this image's static files (/srv/app) into a shared volume, replacing what was there:
// the shell image does this for the gateway, which serves the shell's files from SHELL_DIST.
//   node tools/copy-static.mjs /srv/shell
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const target = process.argv[2];
if (!target) {
  console.error('usage: copy-static.mjs <target dir>');
  process.exit(2);
}
for (const entry of readdirSync(target)) rmSync(path.join(target, entry), { recursive: true, force: true });
cpSync('/srv/app', target, { recursive: true });
console.log(`[copy-static] ${readdirSync(target).length} entries published to ${target}`);
