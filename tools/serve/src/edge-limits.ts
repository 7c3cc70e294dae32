// The edge's timeouts and size limits, one place for the gateway and the static servers.
// Every value can be overridden from the environment (GATEWAY_<NAME>, milliseconds or bytes), each a
// whole number from 1.
import {
  envVar,
  MAX_DOCUMENT_REQUEST_BYTES,
  readConfig,
  type Env,
  type EnvValues,
} from '@heirloom/contracts';

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

/** The GATEWAY_* variables of the limits, for the gateway's table and the remote servers'. */
export const edgeLimitsEnv = {
  GATEWAY_HEADERS_TIMEOUT_MS: envVar.durationMs(defaultEdgeLimits.headersTimeoutMs),
  GATEWAY_REQUEST_TIMEOUT_MS: envVar.durationMs(defaultEdgeLimits.requestTimeoutMs),
  GATEWAY_BODY_IDLE_TIMEOUT_MS: envVar.durationMs(defaultEdgeLimits.bodyIdleTimeoutMs),
  GATEWAY_MAX_BODY_BYTES: envVar.positiveInt(defaultEdgeLimits.maxBodyBytes),
  GATEWAY_MAX_UPLOAD_BYTES: envVar.positiveInt(defaultEdgeLimits.maxUploadBytes),
  GATEWAY_MAX_CONNECTIONS_PER_CLIENT: envVar.positiveInt(defaultEdgeLimits.maxConnectionsPerClient),
  GATEWAY_MAX_URL_LENGTH: envVar.positiveInt(defaultEdgeLimits.maxUrlLength),
  GATEWAY_UPSTREAM_CONNECT_TIMEOUT_MS: envVar.durationMs(defaultEdgeLimits.upstreamConnectTimeoutMs),
  GATEWAY_UPSTREAM_TIMEOUT_MS: envVar.durationMs(defaultEdgeLimits.upstreamHeadersTimeoutMs),
  GATEWAY_UPSTREAM_IDLE_TIMEOUT_MS: envVar.durationMs(defaultEdgeLimits.upstreamIdleTimeoutMs),
};

export function edgeLimitsOf(values: EnvValues<typeof edgeLimitsEnv>): EdgeLimits {
  return {
    headersTimeoutMs: values.GATEWAY_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: values.GATEWAY_REQUEST_TIMEOUT_MS,
    bodyIdleTimeoutMs: values.GATEWAY_BODY_IDLE_TIMEOUT_MS,
    maxBodyBytes: values.GATEWAY_MAX_BODY_BYTES,
    maxUploadBytes: values.GATEWAY_MAX_UPLOAD_BYTES,
    maxConnectionsPerClient: values.GATEWAY_MAX_CONNECTIONS_PER_CLIENT,
    maxUrlLength: values.GATEWAY_MAX_URL_LENGTH,
    upstreamConnectTimeoutMs: values.GATEWAY_UPSTREAM_CONNECT_TIMEOUT_MS,
    upstreamHeadersTimeoutMs: values.GATEWAY_UPSTREAM_TIMEOUT_MS,
    upstreamIdleTimeoutMs: values.GATEWAY_UPSTREAM_IDLE_TIMEOUT_MS,
  };
}

/** Defaults with the GATEWAY_* overrides; a bad value stops the server at start, not at the first request. */
export function edgeLimitsFromEnv(env: Env = process.env): EdgeLimits {
  return edgeLimitsOf(readConfig(edgeLimitsEnv, env));
}
