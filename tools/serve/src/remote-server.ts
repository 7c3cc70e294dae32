// Serves one remote's build (its static files and mf-manifest.json) on its own port, the local
// stand-in for that remote's own deployment. Usage: remote-server.cjs <dist dir> <port>
import http from 'node:http';
import path from 'node:path';
import { serveStatic } from './static-files';
import { listen } from './server-utils';

const [dirArg, portArg] = process.argv.slice(2);
if (!dirArg || !portArg) {
  console.error('usage: remote-server.cjs <dist dir> <port>');
  process.exit(2);
}
const root = path.resolve(dirArg);
const cors = { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' };

const server = http.createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://remote').pathname;
  void serveStatic(req, res, pathname, { root, headers: cors }).catch(() => {
    if (!res.headersSent) res.writeHead(500).end('Internal error');
  });
});

listen(server, Number(portArg), `remote ${path.basename(path.dirname(root))}`, { root });
