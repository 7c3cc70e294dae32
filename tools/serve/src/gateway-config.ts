// The gateway's settings from the environment (the same variables `npm start` and the e2e suites set).
import type { BlockList } from 'node:net';
import path from 'node:path';
import { envVar, parsePublicOrigins, readConfig, type Env, type EnvValues } from '@heirloom/contracts';
import { edgeLimitsEnv, edgeLimitsOf, type EdgeLimits } from './edge-limits';
import { DEFAULT_FIRST_PAINT_TIMEOUT_MS } from './first-paint';
import { parseTrustedProxies } from './forwarded-headers';
import { REMOTE_KEYS, type RemoteKey } from './routing';
import { repoRoot } from './server-utils';

export interface RemoteConfig {
  key: RemoteKey;
  name: string;
  /** Where the gateway fetches this remote's files (its own server or bucket). */
  upstream: URL;
  /** What the browser is told: same-origin by default, or a CDN URL in production. */
  entry: string;
}

export interface GatewayConfig {
  shellDist: string;
  apiUrl: URL;
  aiUrl: URL;
  remotes: RemoteConfig[];
  limits: EdgeLimits;
  /** The scheme clients use to reach the gateway, sent upstream as X-Forwarded-Proto. */
  scheme: 'http' | 'https';
  /** Serve *.map files (local debugging only). */
  serveSourceMaps: boolean;
  /** Released remotes' folders (RELEASES_DIR): a released remote's prerendered pages are read there. */
  releasesDir?: string;
  /** How long a registered page waits for its first paint from the API (first-paint.ts). */
  firstPaintTimeoutMs?: number;
  /**
   * The origins the site is reached at (PUBLIC_ORIGINS): a write to /api whose Origin is not one of
   * them is refused (CSRF), whatever Host the request names. Unset here: no check (the specs' gateways).
   */
  publicOrigins?: readonly string[];
  /**
   * The forwarding hops in front of the gateway (GATEWAY_TRUSTED_PROXIES, the Ingress controller's
   * pods): their X-Forwarded-For names the client, their X-Forwarded-Proto the scheme. Unset: nobody's.
   */
  trustedProxies?: BlockList;
}

const defaultPorts: Record<RemoteKey, number> = { marketing: 3001, wealth: 3002, advisory: 3003 };

/**
 * Every variable the gateway reads at start, its kind and default (docs/operations.md's environment
 * tables).
 */
const gatewayEnv = {
  // Where the gateway listens: PORT, else SHELL_PORT (the older name), else 3000.
  PORT: envVar.port(),
  SHELL_PORT: envVar.port(3000),
  HOST: envVar.text('127.0.0.1'),
  SHELL_DIST: envVar.text(),
  API_URL: envVar.url(),
  API_PORT: envVar.port(3100),
  AI_URL: envVar.url(),
  AI_PORT: envVar.port(3200),
  MFE_MARKETING_URL: envVar.url(),
  MFE_MARKETING_PORT: envVar.port(defaultPorts.marketing),
  MFE_MARKETING_ENTRY: envVar.text('/remotes/marketing/mf-manifest.json'),
  MFE_WEALTH_URL: envVar.url(),
  MFE_WEALTH_PORT: envVar.port(defaultPorts.wealth),
  MFE_WEALTH_ENTRY: envVar.text('/remotes/wealth/mf-manifest.json'),
  MFE_ADVISORY_URL: envVar.url(),
  MFE_ADVISORY_PORT: envVar.port(defaultPorts.advisory),
  MFE_ADVISORY_ENTRY: envVar.text('/remotes/advisory/mf-manifest.json'),
  ...edgeLimitsEnv,
  // Anything but "https" is plain http, as it always has been.
  GATEWAY_SCHEME: envVar.custom((raw): 'http' | 'https' => (raw === 'https' ? 'https' : 'http')),
  SERVE_SOURCE_MAPS: envVar.custom((raw) => raw === '1'),
  GATEWAY_FIRST_PAINT_TIMEOUT_MS: envVar.durationMs(DEFAULT_FIRST_PAINT_TIMEOUT_MS),
  // The site's public origins; by default the gateway's own on this machine (localhost and 127.0.0.1).
  PUBLIC_ORIGINS: envVar.custom((raw) => {
    const origins = parsePublicOrigins(raw);
    return origins.length ? origins : undefined;
  }),
  // CIDRs of the proxies in front of the gateway; empty: trust nobody, the peer is the client.
  GATEWAY_TRUSTED_PROXIES: envVar.custom(parseTrustedProxies),
};

/** What the gateway starts with: its settings and the address it listens on. */
export interface GatewayStart {
  config: GatewayConfig;
  port: number;
  host: string;
}

export function gatewayStartFromEnv(env: Env = process.env): GatewayStart {
  const values = readConfig(gatewayEnv, env);
  const port = values.PORT ?? values.SHELL_PORT;
  const config = gatewayConfigOf(values);
  config.publicOrigins = values.PUBLIC_ORIGINS ?? [
    `${values.GATEWAY_SCHEME}://localhost:${port}`,
    `${values.GATEWAY_SCHEME}://127.0.0.1:${port}`,
  ];
  return { config, port, host: values.HOST };
}

export function gatewayConfigFromEnv(env: Env = process.env): GatewayConfig {
  return gatewayStartFromEnv(env).config;
}

function gatewayConfigOf(values: EnvValues<typeof gatewayEnv>): GatewayConfig {
  return {
    shellDist: path.resolve(values.SHELL_DIST ?? path.join(repoRoot(), 'shell/dist')),
    apiUrl: values.API_URL ?? new URL(`http://127.0.0.1:${values.API_PORT}`),
    aiUrl: values.AI_URL ?? new URL(`http://127.0.0.1:${values.AI_PORT}`),
    remotes: REMOTE_KEYS.map((key) => {
      const upper = key.toUpperCase();
      const remote = values as Readonly<Record<string, unknown>>;
      return {
        key,
        name: `mfe_${key}`,
        upstream:
          (remote[`MFE_${upper}_URL`] as URL | undefined) ??
          new URL(`http://127.0.0.1:${remote[`MFE_${upper}_PORT`] as number}`),
        entry: remote[`MFE_${upper}_ENTRY`] as string,
      };
    }),
    limits: edgeLimitsOf(values),
    scheme: values.GATEWAY_SCHEME,
    serveSourceMaps: values.SERVE_SOURCE_MAPS,
    firstPaintTimeoutMs: values.GATEWAY_FIRST_PAINT_TIMEOUT_MS,
    trustedProxies: values.GATEWAY_TRUSTED_PROXIES,
  };
}
