// Static files with the caching rules federation needs: entry points (index.html, remotes.json,
// mf-manifest.json, remoteEntry.js) are revalidated on every load so a redeployed remote is picked up
// at once; content-hashed chunks are cached forever. Text assets are gzipped once per file version.
// HTML documents get their own headers (CSP, no framing, never CORS); source maps are not served.
import { createReadStream, promises as fs, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Build outputs that are not for browsers: the federation build's stats list every library and version. */
const NOT_SERVED = new Set(['mf-manifest-stats.json', 'mf-stats.json']);

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  return HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const gzipCache = new Map<string, { key: string; body: Buffer }>();

async function gzipped(file: string, stat: Stats): Promise<Buffer> {
  const key = `${stat.mtimeMs}:${stat.size}`;
  const hit = gzipCache.get(file);
  if (hit?.key === key) return hit.body;
  const body = gzipSync(await fs.readFile(file), { level: 9 });
  gzipCache.set(file, { key, body });
  return body;
}

async function statFile(file: string): Promise<Stats | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

export interface StaticOptions {
  root: string;
  /** Answer unknown paths with index.html (single-page app). */
  spaFallback?: boolean;
  /** Extra headers on every answer. */
  headers?: Record<string, string>;
  /** Headers on files other than HTML (CORS for remotes loaded from another origin). */
  assetHeaders?: Record<string, string>;
  /** Headers for an HTML document, from its final text (its CSP hashes its inline scripts). */
  htmlHeaders?: (html: string) => Record<string, string>;
  /** Serve *.map files (off: they hold the full source; builds keep them only for error tooling). */
  serveSourceMaps?: boolean;
  /** Rewrite index.html before sending (the gateway injects preload hints). */
  transformHtml?: (html: string, req: IncomingMessage) => string;
  /**
   * Fills the page's includes after its headers are computed (the dashboard's first paint), with any
   * headers that page needs besides.
   */
  includeHtml?: (
    html: string,
    req: IncomingMessage,
  ) => Promise<{ html: string; headers?: Record<string, string> }>;
}

/** Serves a file below `root`; answers 404 itself. Returns when the response is sent. */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  opts: StaticOptions,
) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', ...opts.headers }).end();
    return;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    res.writeHead(400, opts.headers).end('Bad request');
    return;
  }
  const root = path.resolve(opts.root);
  let file = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (file !== root && !file.startsWith(root + path.sep)) {
    res.writeHead(403, opts.headers).end('Forbidden');
    return;
  }
  if (file === root) file = path.join(root, 'index.html');
  let stat = await statFile(file);
  if (!stat && opts.spaFallback && !path.extname(file)) {
    file = path.join(root, 'index.html');
    stat = await statFile(file);
  }
  const ext = path.extname(file).toLowerCase();
  if (!stat || (ext === '.map' && !opts.serveSourceMaps) || NOT_SERVED.has(path.basename(file))) {
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...opts.headers,
    });
    res.end('Not found');
    return;
  }

  const headers: Record<string, string> = {
    'Content-Type': MIME[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(file),
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...opts.headers,
  };
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

  if (ext === '.html') {
    const raw = await fs.readFile(file, 'utf8');
    let html = opts.transformHtml ? opts.transformHtml(raw, req) : raw;
    Object.assign(headers, opts.htmlHeaders?.(html));
    if (opts.includeHtml) {
      const filled = await opts.includeHtml(html, req);
      html = filled.html;
      Object.assign(headers, filled.headers);
    }
    let body = Buffer.from(html);
    if (acceptsGzip && body.length > 512) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  Object.assign(headers, opts.assetHeaders);

  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  headers.ETag = etag;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }

  if (acceptsGzip && COMPRESSIBLE.has(ext) && stat.size > 512) {
    const body = await gzipped(file, stat);
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(stat.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // A file removed mid-answer (a redeploy) ends this response, not the server.
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}
