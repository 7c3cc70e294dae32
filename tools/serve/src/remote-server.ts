// Entry of tools/serve/dist/remote-server.cjs. Usage: remote-server.cjs <dist dir> <port>
// Env: MFE_HOST (default 127.0.0.1: only the gateway reaches it), SERVE_SOURCE_MAPS=1 to serve *.map.
import path from 'node:path';
import { createRemoteServer } from './create-remote-server';
import { edgeLimitsFromEnv } from './edge-limits';
import { listen } from './server-utils';

const [dirArg, portArg] = process.argv.slice(2);
if (!dirArg || !portArg) {
  console.error('usage: remote-server.cjs <dist dir> <port>');
  process.exit(2);
}
const root = path.resolve(dirArg);
const label = `remote ${path.basename(path.dirname(root))}`;
const server = createRemoteServer({
  root,
  label,
  limits: edgeLimitsFromEnv(),
  serveSourceMaps: process.env.SERVE_SOURCE_MAPS === '1',
});
listen(server, Number(portArg), process.env.MFE_HOST ?? '127.0.0.1', label, { root });
