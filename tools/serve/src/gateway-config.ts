// The gateway's settings from the environment (the same variables `npm start` and the e2e suites set).
import path from 'node:path';
import { edgeLimitsFromEnv, type EdgeLimits } from './edge-limits';
import { DEFAULT_FIRST_PAINT_TIMEOUT_MS } from './first-paint';
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
  /** How long the dashboard's page waits for its first paint from the API (first-paint.ts). */
  firstPaintTimeoutMs?: number;
}

const defaultPorts: Record<RemoteKey, number> = { marketing: 3001, wealth: 3002, advisory: 3003 };

export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    shellDist: path.resolve(env.SHELL_DIST ?? path.join(repoRoot(), 'shell/dist')),
    apiUrl: new URL(env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? 3100}`),
    aiUrl: new URL(env.AI_URL ?? `http://127.0.0.1:${env.AI_PORT ?? 3200}`),
    remotes: REMOTE_KEYS.map((key) => {
      const upper = key.toUpperCase();
      return {
        key,
        name: `mfe_${key}`,
        upstream: new URL(
          env[`MFE_${upper}_URL`] ?? `http://127.0.0.1:${env[`MFE_${upper}_PORT`] ?? defaultPorts[key]}`,
        ),
        entry: env[`MFE_${upper}_ENTRY`] ?? `/remotes/${key}/mf-manifest.json`,
      };
    }),
    limits: edgeLimitsFromEnv(env),
    scheme: env.GATEWAY_SCHEME === 'https' ? 'https' : 'http',
    serveSourceMaps: env.SERVE_SOURCE_MAPS === '1',
    firstPaintTimeoutMs: Number(env.GATEWAY_FIRST_PAINT_TIMEOUT_MS) || DEFAULT_FIRST_PAINT_TIMEOUT_MS,
  };
}
