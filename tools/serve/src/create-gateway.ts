// The shell's server and the site's one origin (local stand-in for the production ingress):
// serves the shell, writes remotes.json from the config, proxies /api and remote assets.
import type http from 'node:http';
import { hasSignedInHint, routeOwners, SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '@heirloom/contracts';
import { entryOrigin, htmlDocumentHeaders } from './content-security-policy';
import type { GatewayConfig } from './gateway-config';
import {
  DEFAULT_FIRST_PAINT_TIMEOUT_MS,
  firstPaintFor,
  markFirstPaintSlot,
  putFirstPaint,
} from './first-paint';
import {
  createPrerenderedPages,
  PRERENDERED_TIMEOUT_MS,
  remotePageUrl,
  remoteScriptUrl,
} from './prerendered';
import { requestScheme } from './forwarded-headers';
import { createHardenedServer } from './hardened-server';
import { createProxy } from './proxy';
import { isUpload, route } from './routing';
import { serveStatic } from './static-files';
import { CROSS_SITE_REFUSED, sendJson } from './http-answers';
import { hasBody } from './request-body';

const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A remote's page proxied onto the site's origin is a document of this origin: never CORS, never framed. */
function guardProxiedHtml(headers: http.OutgoingHttpHeaders): http.OutgoingHttpHeaders {
  if (!/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) return headers;
  const { 'access-control-allow-origin': _cors, ...rest } = headers;
  const csp = rest['content-security-policy'];
  return {
    ...rest,
    'x-frame-options': 'DENY',
    'content-security-policy': csp && /frame-ancestors/.test(String(csp)) ? csp : "frame-ancestors 'none'",
  };
}

/** Sent on every answer when the site is reached over https (GATEWAY_SCHEME, or a trusted proxy's word). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write to a service from a page of another origin (CSRF): refused at the edge before its body is
 * read. The Origin is compared with the site's configured origins, never with the request's own Host,
 * which a DNS-rebinding page controls as well as its Origin.
 */
function isForeignWrite(req: http.IncomingMessage, publicOrigins: readonly string[] | undefined): boolean {
  const origin = req.headers.origin;
  if (!publicOrigins || SAFE_METHODS.has(req.method ?? '') || origin === undefined) return false;
  return !publicOrigins.includes(origin.toLowerCase());
}

export function createGateway(config: GatewayConfig): http.Server {
  const { remotes } = config;
  const remotesJson = JSON.stringify({ remotes: remotes.map(({ name, entry }) => ({ name, entry })) });
  const remoteOrigins = remotes.map((r) => entryOrigin(r.entry)).filter((o): o is string => o !== null);
  const proxy = createProxy({ limits: config.limits, scheme: config.scheme });
  const prerendered = createPrerenderedPages({
    shellDist: config.shellDist,
    remotePageUrl: (key, slug) => {
      const remote = remotes.find((r) => r.key === key);
      return remote ? remotePageUrl(remote, slug, config.releasesDir) : null;
    },
    remoteScriptUrl: (key, file) => {
      const remote = remotes.find((r) => r.key === key);
      return remote ? remoteScriptUrl(remote.entry, file) : null;
    },
    // A remote's page is a small static file: the deadline only guards against a remote that hangs.
    timeoutMs: Math.max(config.firstPaintTimeoutMs ?? DEFAULT_FIRST_PAINT_TIMEOUT_MS, PRERENDERED_TIMEOUT_MS),
  });

  /** Preload what the page will ask for next, so remotes.json and the remote's manifest load in
   *  parallel with the shell's own scripts instead of one after another. */
  function injectPreloads(html: string, req: http.IncomingMessage): string {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname.replace(/\/+$/, '') || '/';
    const owner = routeOwners[pathname];
    const links = ['<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">'];
    const remote = remotes.find((r) => r.key === owner);
    if (remote) links.push(`<link rel="preload" href="${remote.entry}" as="fetch" crossorigin="anonymous">`);
    return html.replace('</head>', `${links.join('')}</head>`);
  }

  return createHardenedServer(
    async (req, res, { pathname, search }) => {
      if (requestScheme(req, config.scheme) === 'https')
        res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
      const dest = route(req.method ?? 'GET', pathname);
      if ((dest.kind === 'api' || dest.kind === 'ai') && isForeignWrite(req, config.publicOrigins)) {
        // The body (if any) is never read: the connection ends with the answer.
        return sendJson(res, 403, CROSS_SITE_REFUSED, hasBody(req) ? { Connection: 'close' } : {});
      }
      switch (dest.kind) {
        case 'ai':
          return proxy(req, res, config.aiUrl, pathname + search);
        case 'api': {
          const upload = isUpload(req.method ?? '', pathname);
          return proxy(req, res, config.apiUrl, pathname + search, {
            maxBodyBytes: upload ? config.limits.maxUploadBytes : undefined,
            streamBody: upload,
          });
        }
        case 'remote': {
          const remote = remotes.find((r) => r.key === dest.remote)!;
          return proxy(req, res, remote.upstream, dest.path + search, { responseHeaders: guardProxiedHtml });
        }
        case 'remotes-json':
          res.writeHead(200, {
            'Content-Type': 'application/json; charset=utf-8',
            'Cache-Control': 'no-cache',
            ...securityHeaders,
          });
          return void res.end(remotesJson);
        case 'shell':
          return serveStatic(req, res, pathname, {
            root: config.shellDist,
            spaFallback: true,
            headers: securityHeaders,
            htmlHeaders: (html) => ({
              ...htmlDocumentHeaders(html, remoteOrigins),
              ...signedInHintFor(req, requestScheme(req, config.scheme) === 'https'),
            }),
            transformHtml: injectPreloads,
            // The page's first paint (its figures, from the API) and its prerendered frame and page (from
            // the shell's files and the remote) are asked at once; the fragment goes in the shell's slot.
            includeHtml: async (html, req) => {
              const marked = markFirstPaintSlot(html);
              const [first, page] = await Promise.all([
                firstPaintFor(req, config.apiUrl, config.firstPaintTimeoutMs),
                prerendered.fill(marked, req),
              ]);
              return {
                html: putFirstPaint(page?.html ?? marked, first.fragment),
                headers: { ...page?.headers, ...first.headers },
              };
            },
            serveSourceMaps: config.serveSourceMaps,
          });
      }
    },
    { label: 'gateway', limits: config.limits, methods: METHODS, trustedProxies: config.trustedProxies },
  );
}

/**
 * A page asked with a session cookie but without the signed-in hint (issue 35) gets the hint: a session
 * started before the API set hints would otherwise look signed out to the shell, which asks
 * /api/auth/me only when the hint is there. It lasts for the browser's session; if the session cookie
 * is no longer good, the shell's one /api/auth/me answers 401 and the hint is dropped.
 */
export function signedInHintFor(req: http.IncomingMessage, secure: boolean): Record<string, string> {
  const cookies = req.headers.cookie;
  if (!cookies || hasSignedInHint(cookies)) return {};
  if (!cookies.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`))) return {};
  return { 'Set-Cookie': `${SIGNED_IN_HINT_COOKIE}=1; Path=/; SameSite=Lax${secure ? '; Secure' : ''}` };
}
