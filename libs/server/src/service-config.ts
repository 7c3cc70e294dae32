// The runtime settings every HTTP service reads from the environment and checks at start. Each service
// names its own variables (API_PORT/API_HOST, AI_PORT/AI_HOST) and default port, and reads them in its
// one table (readConfig of @heirloom/contracts) with the rest of its settings.
import { envVar, readConfig, type Env, type EnvTable } from '@heirloom/contracts';
import { parsePublicOrigins } from './same-origin';

export interface ServiceConfig {
  port: number;
  host: string;
  /** "trust proxy": which hops may set X-Forwarded-* (TRUST_PROXY; the local gateway by default). */
  trustProxy: boolean | number | string;
  /** Largest JSON body accepted; bigger ones are answered 413. */
  jsonBodyLimit: string;
  /** PUBLIC_ORIGINS: the only origins a write may come from; none: the Origin must match the Host. */
  publicOrigins: readonly string[];
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

/** A size as configured ("100kb", "25mb", "512b"; units of 1024) in bytes. */
export function bytesOf(size: string): number {
  const match = /^(\d+)\s*(b|kb|mb)?$/i.exec(size.trim());
  if (!match) throw new Error(`Not a size: "${size}" (e.g. 100kb)`);
  const unit = { b: 1, kb: 1024, mb: 1024 * 1024 }[(match[2] ?? 'b').toLowerCase() as 'b' | 'kb' | 'mb'];
  return Number(match[1]) * unit;
}

export function parsePort(value: string | undefined, fallback: number, name: string): number {
  return readConfig({ [name]: envVar.port(fallback) }, { [name]: value })[name] as number;
}

/** Trusted by default: the local gateway alone, which runs on this machine and sets X-Forwarded-For to
 * the address it saw. Any other peer's X-Forwarded-* is ignored, so a forged header changes nothing. */
export const DEFAULT_TRUST_PROXY = 'loopback';

/**
 * TRUST_PROXY: the hops allowed to say who the client is. `loopback` (default), a number of hops
 * (`1`: the direct peer, e.g. the ingress in front of a pod), or addresses/subnets
 * (`10.0.0.0/8, 127.0.0.1`). `true` would trust any X-Forwarded-For a client sends, so it is refused.
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_TRUST_PROXY;
  if (text === 'false') return false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its own address; name the hops (e.g. 1 or 10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

/** TRUST_PROXY in a service's table. */
export const trustProxyVar = envVar.custom(parseTrustProxy);

/** PUBLIC_ORIGINS in a service's table (the cross-site check, same-origin.ts). */
export const publicOriginsVar = envVar.custom(parsePublicOrigins);

/** A service's address variables, for its table: `...serviceEnvTable(names)`. */
export function serviceEnvTable({ portVar, hostVar, defaultPort }: ServiceEnvNames): EnvTable {
  return {
    [portVar]: envVar.port(defaultPort),
    [hostVar]: envVar.text(DEFAULT_HOST),
    TRUST_PROXY: trustProxyVar,
    PUBLIC_ORIGINS: publicOriginsVar,
  };
}

/** The ServiceConfig from a table read with serviceEnvTable's variables. */
export function serviceConfigOf(
  values: Readonly<Record<string, unknown>>,
  { portVar, hostVar }: ServiceEnvNames,
): ServiceConfig {
  return {
    port: values[portVar] as number,
    host: values[hostVar] as string,
    trustProxy: values.TRUST_PROXY as ServiceConfig['trustProxy'],
    jsonBodyLimit: JSON_BODY_LIMIT,
    publicOrigins: (values.PUBLIC_ORIGINS as readonly string[] | undefined) ?? [],
  };
}

export function serviceConfigFromEnv(env: Env, names: ServiceEnvNames): ServiceConfig {
  return serviceConfigOf(readConfig(serviceEnvTable(names), env), names);
}
