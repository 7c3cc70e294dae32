// The API's runtime settings, read once from the environment and checked at start.

export interface ApiConfig {
  port: number;
  host: string;
  /** Express "trust proxy": which hops may set X-Forwarded-* (the gateway, an ingress). */
  trustProxy: boolean | number | string;
  /** Largest JSON body accepted; bigger ones are answered 413. */
  jsonBodyLimit: string;
}

export const JSON_BODY_LIMIT = '100kb';

export function parsePort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a port number (0-65535), got "${value}"`);
  }
  return port;
}

export function parseTrustProxy(value: string | undefined): boolean | number | string {
  // Private and loopback addresses: the local gateway and in-cluster ingresses, never the open internet.
  if (value === undefined || value.trim() === '') return 'loopback, linklocal, uniquelocal';
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: parsePort(env.API_PORT, 3100, 'API_PORT'),
    host: env.API_HOST?.trim() || '127.0.0.1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jsonBodyLimit: JSON_BODY_LIMIT,
  };
}
