// The edge's timeouts and size limits, one place for the gateway and the static servers.
// Every value can be overridden from the environment (GATEWAY_<NAME>, milliseconds or bytes).
import { MAX_DOCUMENT_REQUEST_BYTES } from '@heirloom/contracts';

export interface EdgeLimits {
  /** A client must send its request headers within this time (slowloris). */
  headersTimeoutMs: number;
  /** The whole request (headers and body) must arrive within this time. */
  requestTimeoutMs: number;
  /** A request body that stops arriving for this long answers 408. */
  bodyIdleTimeoutMs: number;
  /** Larger request bodies answer 413; the gateway buffers bodies up to this size. */
  maxBodyBytes: number;
  /** The same for uploads alone (POST /api/documents, POST /api/imports): the API's own 25 MB limit and envelope. */
  maxUploadBytes: number;
  /** Concurrent connections per client address; more are closed at once. */
  maxConnectionsPerClient: number;
  /** Request targets longer than this answer 414. */
  maxUrlLength: number;
  /** Connecting to an upstream must succeed within this time (504). */
  upstreamConnectTimeoutMs: number;
  /** An upstream must send its response headers within this time (504). */
  upstreamHeadersTimeoutMs: number;
  /** A response that stops streaming for this long is cut (server-sent events send more often). */
  upstreamIdleTimeoutMs: number;
}

export const defaultEdgeLimits: EdgeLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  bodyIdleTimeoutMs: 10_000,
  maxBodyBytes: 1024 * 1024,
  maxUploadBytes: MAX_DOCUMENT_REQUEST_BYTES,
  maxConnectionsPerClient: 64,
  maxUrlLength: 8 * 1024,
  upstreamConnectTimeoutMs: 5_000,
  upstreamHeadersTimeoutMs: 60_000,
  upstreamIdleTimeoutMs: 60_000,
};

const envNames: Record<keyof EdgeLimits, string> = {
  headersTimeoutMs: 'GATEWAY_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'GATEWAY_REQUEST_TIMEOUT_MS',
  bodyIdleTimeoutMs: 'GATEWAY_BODY_IDLE_TIMEOUT_MS',
  maxBodyBytes: 'GATEWAY_MAX_BODY_BYTES',
  maxUploadBytes: 'GATEWAY_MAX_UPLOAD_BYTES',
  maxConnectionsPerClient: 'GATEWAY_MAX_CONNECTIONS_PER_CLIENT',
  maxUrlLength: 'GATEWAY_MAX_URL_LENGTH',
  upstreamConnectTimeoutMs: 'GATEWAY_UPSTREAM_CONNECT_TIMEOUT_MS',
  upstreamHeadersTimeoutMs: 'GATEWAY_UPSTREAM_TIMEOUT_MS',
  upstreamIdleTimeoutMs: 'GATEWAY_UPSTREAM_IDLE_TIMEOUT_MS',
};

/** Defaults with the GATEWAY_* overrides; a bad value stops the server at start, not at the first request. */
export function edgeLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): EdgeLimits {
  const limits = { ...defaultEdgeLimits };
  for (const key of Object.keys(envNames) as (keyof EdgeLimits)[]) {
    const raw = env[envNames[key]];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) {
      throw new Error(`${envNames[key]} must be a positive integer, got "${raw}"`);
    }
    limits[key] = value;
  }
  return limits;
}
