// Entry of tools/serve/dist/remote-server.cjs. Usage: remote-server.cjs <dist dir> <port>
// Env: MFE_HOST (default 127.0.0.1: only the gateway reaches it), SERVE_SOURCE_MAPS=1 to serve *.map.
import { envVar, readConfig } from '@heirloom/contracts';
import path from 'node:path';
import { createRemoteServer } from './create-remote-server';
import { edgeLimitsEnv, edgeLimitsOf } from './edge-limits';
import { listen } from './server-utils';

/** Every variable a remote server reads at start. */
const remoteServerEnv = {
  MFE_HOST: envVar.text('127.0.0.1'),
  SERVE_SOURCE_MAPS: envVar.custom((raw) => raw === '1'),
  ...edgeLimitsEnv,
};

const [dirArg, portArg] = process.argv.slice(2);
if (!dirArg || !portArg) {
  console.error('usage: remote-server.cjs <dist dir> <port>');
  process.exit(2);
}
const settings = readConfig(remoteServerEnv, process.env);
const root = path.resolve(dirArg);
const label = `remote ${path.basename(path.dirname(root))}`;
const server = createRemoteServer({
  root,
  label,
  limits: edgeLimitsOf(settings),
  serveSourceMaps: settings.SERVE_SOURCE_MAPS,
});
listen(server, Number(portArg), settings.MFE_HOST, label, { root });
