// Released remotes (`npm run release -- <remote>`, scripts/release.mjs): RELEASES_DIR/<app>/<version>-<hash>/
// is served at the same path under /releases/, so MFE_<NAME>_ENTRY=/releases/mfe-wealth/0.1.0-ab12cd34ef56/mf-manifest.json
// points the site at one release and the previous value points it back. A release folder never changes
// (its name carries its content's hash), so every file in it is cached for a year, its manifest and
// remoteEntry.js included; what moves is remotes.json, which the gateway answers with no-cache. Only
// folders named like a release are served, never source maps or the build's stats file.
import type http from 'node:http';
import path from 'node:path';
import { envVar, readConfig, type Env } from '@heirloom/contracts';
import { htmlDocumentHeaders } from './content-security-policy';
import { HttpError, sendText } from './http-answers';
import { parseRequestTarget } from './request-target';
import { repoRoot } from './server-utils';
import { serveStatic } from './static-files';

/** The variable the gateway reads for them (the repository's releases/ folder by default). */
const releasesEnv = { RELEASES_DIR: envVar.text() };

export function releasesDirFromEnv(env: Env = process.env): string {
  const { RELEASES_DIR } = readConfig(releasesEnv, env);
  return path.resolve(RELEASES_DIR ?? path.join(repoRoot(), 'releases'));
}

/** /releases/<remote's package>/<version>-<12 hex of its content's sha256>/<file> */
const RELEASE_PATH = /^\/releases\/(mfe-[a-z]+)\/([0-9A-Za-z.+-]+-[0-9a-f]{12})(\/.*)$/;
const NEVER_SERVED = new Set(['mf-manifest-stats.json']);

const headers = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};
// Scripts and the manifest may be loaded from another origin, as from a remote's own server or a bucket.
const assetHeaders = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Access-Control-Allow-Origin': '*',
};

async function answerRelease(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  root: string,
  maxUrlLength: number,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'Method not allowed');
  const { pathname } = parseRequestTarget(req.url, maxUrlLength);
  const m = RELEASE_PATH.exec(pathname);
  if (!m || NEVER_SERVED.has(path.posix.basename(m[3]!))) throw new HttpError(404, 'Not found');
  await serveStatic(req, res, m[3]!, {
    root: path.join(root, m[1]!, m[2]!),
    headers,
    assetHeaders,
    htmlHeaders: (html) => htmlDocumentHeaders(html),
    serveSourceMaps: false,
  });
}

type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Puts /releases/* in front of a server's own handler (the gateway's): every other request reaches it
 * unchanged. The server's connection cap and timeouts hold for both.
 */
export function serveReleases(server: http.Server, root: string, maxUrlLength: number): http.Server {
  const own = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!(req.url ?? '').startsWith('/releases/')) {
      for (const listener of own) listener.call(server, req, res);
      return;
    }
    answerRelease(req, res, root, maxUrlLength).catch((err: unknown) => {
      if (!(err instanceof HttpError)) console.error(`[gateway] release ${req.url} failed: ${String(err)}`);
      if (res.headersSent) return void res.destroy();
      sendText(
        res,
        err instanceof HttpError ? err.status : 500,
        err instanceof HttpError ? err.message : 'Internal error',
        headers,
      );
    });
  });
  return server;
}
