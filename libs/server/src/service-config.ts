// The runtime settings every HTTP service reads from the environment and checks at start. Each service
// names its own variables (API_PORT/API_HOST, AI_PORT/AI_HOST) and default port.

export interface ServiceConfig {
  port: number;
  host: string;
  /** Express "trust proxy": which hops may set X-Forwarded-* (the gateway, an ingress). */
  trustProxy: boolean | number | string;
  /** Largest JSON body accepted; bigger ones are answered 413. */
  jsonBodyLimit: string;
}

/** Where a service reads its address from. */
export interface ServiceEnvNames {
  /** Variable holding the port, also named in the error for a bad one ("API_PORT"). */
  portVar: string;
  /** Variable holding the host to bind ("API_HOST"); 127.0.0.1 when unset or blank. */
  hostVar: string;
  defaultPort: number;
}

export const JSON_BODY_LIMIT = '100kb';
export const DEFAULT_HOST = '127.0.0.1';

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

export function serviceConfigFromEnv(
  env: NodeJS.ProcessEnv,
  { portVar, hostVar, defaultPort }: ServiceEnvNames,
): ServiceConfig {
  return {
    port: parsePort(env[portVar], defaultPort, portVar),
    host: env[hostVar]?.trim() || DEFAULT_HOST,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jsonBodyLimit: JSON_BODY_LIMIT,
  };
}
