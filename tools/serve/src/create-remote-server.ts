// One remote's static server (its build and mf-manifest.json), the local stand-in for that remote's
// own deployment. Its scripts, styles and manifest allow any origin (a shell may load them from a
// CDN); its own index.html is a document and gets no CORS and no framing.
import type http from 'node:http';
import { htmlDocumentHeaders } from './content-security-policy';
import type { EdgeLimits } from './edge-limits';
import { createHardenedServer } from './hardened-server';
import { serveStatic } from './static-files';

export interface RemoteServerConfig {
  root: string;
  label: string;
  limits: EdgeLimits;
  serveSourceMaps?: boolean;
}

export function createRemoteServer(config: RemoteServerConfig): http.Server {
  // Its one client is the gateway (up to 256 kept-alive sockets from one address); limiting
  // connections per client address is the gateway's job.
  const limits = {
    ...config.limits,
    maxConnectionsPerClient: Math.max(config.limits.maxConnectionsPerClient, 1024),
  };
  return createHardenedServer(
    (req, res, { pathname }) =>
      serveStatic(req, res, pathname, {
        root: config.root,
        headers: { 'X-Content-Type-Options': 'nosniff' },
        assetHeaders: { 'Access-Control-Allow-Origin': '*' },
        htmlHeaders: (html) => htmlDocumentHeaders(html),
        serveSourceMaps: config.serveSourceMaps ?? false,
      }),
    { label: config.label, limits, methods: ['GET', 'HEAD'] },
  );
}
