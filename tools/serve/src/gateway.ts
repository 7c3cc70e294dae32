// The shell's server and the site's one origin (local stand-in for the production ingress):
// serves the shell, writes remotes.json from the environment, proxies /api and remote assets.
import http from 'node:http';
import path from 'node:path';
import { routeOwners } from '@heirloom/contracts';
import { proxy } from './proxy';
import { REMOTE_KEYS, route, type RemoteKey } from './routing';
import { serveStatic } from './static-files';
import { repoRoot, listen } from './server-utils';

const env = process.env;
const port = Number(env.PORT ?? env.SHELL_PORT ?? 3000);
const shellDist = path.resolve(env.SHELL_DIST ?? path.join(repoRoot(), 'shell/dist'));
const apiUrl = new URL(env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? 3100}`);
const aiUrl = new URL(env.AI_URL ?? `http://127.0.0.1:${env.AI_PORT ?? 3200}`);

const defaultPorts: Record<RemoteKey, number> = { marketing: 3001, wealth: 3002, advisory: 3003 };
const remotes = REMOTE_KEYS.map((key) => {
  const upper = key.toUpperCase();
  return {
    key,
    name: `mfe_${key}`,
    // Where the gateway fetches this remote's files (its own server or bucket).
    upstream: new URL(
      env[`MFE_${upper}_URL`] ?? `http://127.0.0.1:${env[`MFE_${upper}_PORT`] ?? defaultPorts[key]}`,
    ),
    // What the browser is told: same-origin by default, or a CDN URL in production.
    entry: env[`MFE_${upper}_ENTRY`] ?? `/remotes/${key}/mf-manifest.json`,
  };
});

const remotesJson = JSON.stringify({ remotes: remotes.map(({ name, entry }) => ({ name, entry })) });

const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/** Preload what the page will ask for next, so remotes.json and the remote's manifest load in parallel
 *  with the shell's own scripts instead of one after another. */
function injectPreloads(html: string, req: http.IncomingMessage): string {
  const pathname = new URL(req.url ?? '/', 'http://x').pathname.replace(/\/+$/, '') || '/';
  const owner = routeOwners[pathname];
  const links = ['<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">'];
  const remote = remotes.find((r) => r.key === owner);
  if (remote) links.push(`<link rel="preload" href="${remote.entry}" as="fetch" crossorigin="anonymous">`);
  return html.replace('</head>', `${links.join('')}</head>`);
}

const server = http.createServer((req, res) => {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://gateway');
  } catch {
    res.writeHead(400).end('Bad request');
    return;
  }
  const dest = route(req.method ?? 'GET', url.pathname);
  const pathAndQuery = url.pathname + url.search;
  switch (dest.kind) {
    case 'ai':
      return proxy(req, res, aiUrl, pathAndQuery);
    case 'api':
      return proxy(req, res, apiUrl, pathAndQuery);
    case 'remote': {
      const remote = remotes.find((r) => r.key === dest.remote)!;
      return proxy(req, res, remote.upstream, dest.path + url.search);
    }
    case 'remotes-json':
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
        ...securityHeaders,
      });
      return void res.end(remotesJson);
    case 'shell':
      return void serveStatic(req, res, url.pathname, {
        root: shellDist,
        spaFallback: true,
        headers: securityHeaders,
        transformHtml: injectPreloads,
      }).catch(() => {
        if (!res.headersSent) res.writeHead(500).end('Internal error');
      });
  }
});

listen(server, port, 'gateway', {
  shell: shellDist,
  api: apiUrl.href,
  ai: aiUrl.href,
  remotes: remotes.map((r) => `${r.key}=${r.upstream.href}`).join(' '),
});
