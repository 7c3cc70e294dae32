// The AI service's runtime settings, read once from the environment and checked at start.
import { envVar, readConfig } from '@heirloom/contracts';
import {
  DEFAULT_HOST,
  publicOriginsVar,
  serviceConfigOf,
  shutdownEnv,
  shutdownOptionsOf,
  trustProxyVar,
  type ServiceConfig,
  type ShutdownOptions,
} from '@heirloom/server';
import { ASSUMPTION_ENV_PREFIX, resolveAssumptions, type Assumptions } from './assumptions';

/** Calls to the API in flight at once from one AI process, unless AI_API_CONCURRENCY says otherwise. */
export const DEFAULT_API_CONCURRENCY = 16;

export interface OpenAiSettings {
  /** OPENAI_API_KEY: with it the LLM engine answers chat; never logged, never sent to a browser. */
  apiKey: string;
  /** OPENAI_BASE_URL: any OpenAI-compatible server; the SDK's default when unset. */
  baseUrl: string | undefined;
  /** OPENAI_MODEL */
  model: string;
  /** OPENAI_TIMEOUT_MS: after this the reply falls back to the built-in analyst. */
  timeoutMs: number;
}

export interface AiConfig extends ServiceConfig {
  /** API_URL: where services/api answers; the AI service reads and writes data only through it. */
  apiUrl: string;
  /** AI_API_TIMEOUT_MS: how long one call to the API may take (its wait included) before the AI answers 503. */
  apiTimeoutMs: number;
  /** AI_API_CONCURRENCY: calls to the API in flight at once from this process; the rest queue in order. */
  apiConcurrency: number;
  /**
   * AI_FAMILY_CACHE_MB: how much of the families read (their GET /api/family text) this process keeps
   * between questions, the least recently asked dropped first. Each use still asks the API (304 while
   * unchanged), so a change or a sign-out is seen at once.
   */
  familyCacheMb: number;
  /** Undefined without OPENAI_API_KEY: the built-in analyst answers. */
  openai: OpenAiSettings | undefined;
  /** AI_CHAT_RATE_LIMIT: chat, review and generate calls one user may make per minute. */
  chatRateLimitPerMinute: number;
  /**
   * REDIS_URL: count those calls in that Redis; without it they are counted by the API
   * (POST /api/limits/ai), so every AI replica shares each user's count either way.
   */
  redisUrl?: string;
  /** Overrides of the analytics' assumptions (see config/assumptions.ts), from AI_ASSUME_* variables. */
  assumptionOverrides: Record<string, string>;
  /** The assumptions in force: defaults with the overrides applied, checked at start. */
  assumptions: Assumptions;
  /** SHUTDOWN_READINESS_DELAY_MS, SHUTDOWN_DRAIN_TIMEOUT_MS: the graceful shutdown's bounds. */
  shutdown: ShutdownOptions;
  /** AI_METRICS_PORT: GET /metrics (the chats in flight, for an autoscaler) on this port; unset, none. */
  metricsPort?: number;
}

const names = { portVar: 'AI_PORT', hostVar: 'AI_HOST', defaultPort: 3200 };

/**
 * Every variable the AI service reads at start, its kind and default (docs/operations.md's environment table);
 * the AI_ASSUME_* family is checked beside it (config/assumptions.ts).
 */
const aiEnv = {
  AI_PORT: envVar.port(3200),
  AI_HOST: envVar.text(DEFAULT_HOST),
  TRUST_PROXY: trustProxyVar,
  // The origins a write may come from (the cross-site check); unset: the one the request's Host names.
  PUBLIC_ORIGINS: publicOriginsVar,
  API_URL: envVar.httpUrl('http://127.0.0.1:3100'),
  AI_API_TIMEOUT_MS: envVar.durationMs(10_000),
  AI_API_CONCURRENCY: envVar.positiveInt(DEFAULT_API_CONCURRENCY),
  AI_FAMILY_CACHE_MB: envVar.positiveInt(64),
  OPENAI_API_KEY: envVar.text(),
  OPENAI_BASE_URL: envVar.httpUrl(),
  OPENAI_MODEL: envVar.text('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: envVar.durationMs(30_000),
  AI_CHAT_RATE_LIMIT: envVar.positiveInt(30),
  REDIS_URL: envVar.text(),
  AI_METRICS_PORT: envVar.port(),
  ...shutdownEnv,
};

export function aiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AiConfig {
  const assumptionOverrides = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        entry[0].startsWith(ASSUMPTION_ENV_PREFIX) && entry[1] !== undefined,
    ),
  );
  // An unknown AI_ASSUME_ name or a bad value is one more reason the service refuses to start.
  const values = readConfig(aiEnv, env, { assumptions: () => resolveAssumptions(assumptionOverrides) });
  const key = values.OPENAI_API_KEY;
  return {
    ...serviceConfigOf(values, names),
    apiUrl: values.API_URL,
    apiTimeoutMs: values.AI_API_TIMEOUT_MS,
    apiConcurrency: values.AI_API_CONCURRENCY,
    familyCacheMb: values.AI_FAMILY_CACHE_MB,
    openai: key
      ? {
          apiKey: key,
          baseUrl: values.OPENAI_BASE_URL,
          model: values.OPENAI_MODEL,
          timeoutMs: values.OPENAI_TIMEOUT_MS,
        }
      : undefined,
    chatRateLimitPerMinute: values.AI_CHAT_RATE_LIMIT,
    redisUrl: values.REDIS_URL,
    assumptionOverrides,
    assumptions: values.assumptions,
    shutdown: shutdownOptionsOf(values),
    metricsPort: values.AI_METRICS_PORT,
  };
}
