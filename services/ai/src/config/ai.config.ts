// The AI service's runtime settings, read once from the environment and checked at start.
import { serviceConfigFromEnv, type ServiceConfig } from '@heirloom/server';
import { ASSUMPTION_ENV_PREFIX, resolveAssumptions, type Assumptions } from '../analytics/assumptions';

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
  /** Overrides of the analytics' assumptions (see analytics/assumptions.ts), from AI_ASSUME_* variables. */
  assumptionOverrides: Record<string, string>;
  /** The assumptions in force: defaults with the overrides applied, checked at start. */
  assumptions: Assumptions;
}

export function aiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AiConfig {
  const base = serviceConfigFromEnv(env, { portVar: 'AI_PORT', hostVar: 'AI_HOST', defaultPort: 3200 });
  const apiUrl = parseUrl(env.API_URL, 'http://127.0.0.1:3100', 'API_URL');
  const key = env.OPENAI_API_KEY?.trim();
  const assumptionOverrides = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        entry[0].startsWith(ASSUMPTION_ENV_PREFIX) && entry[1] !== undefined,
    ),
  );
  return {
    ...base,
    apiUrl,
    apiTimeoutMs: positiveInt(env.AI_API_TIMEOUT_MS, 10_000, 'AI_API_TIMEOUT_MS'),
    apiConcurrency: positiveInt(env.AI_API_CONCURRENCY, DEFAULT_API_CONCURRENCY, 'AI_API_CONCURRENCY'),
    familyCacheMb: positiveInt(env.AI_FAMILY_CACHE_MB, 64, 'AI_FAMILY_CACHE_MB'),
    openai: key
      ? {
          apiKey: key,
          baseUrl: env.OPENAI_BASE_URL?.trim()
            ? parseUrl(env.OPENAI_BASE_URL, '', 'OPENAI_BASE_URL')
            : undefined,
          model: env.OPENAI_MODEL?.trim() || 'gpt-4o-mini',
          timeoutMs: positiveInt(env.OPENAI_TIMEOUT_MS, 30_000, 'OPENAI_TIMEOUT_MS'),
        }
      : undefined,
    chatRateLimitPerMinute: positiveInt(env.AI_CHAT_RATE_LIMIT, 30, 'AI_CHAT_RATE_LIMIT'),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    assumptionOverrides,
    // Throws for an unknown AI_ASSUME_ name or a bad value: the service refuses to start.
    assumptions: resolveAssumptions(assumptionOverrides),
  };
}

function parseUrl(value: string | undefined, fallback: string, name: string): string {
  const raw = value?.trim() || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.href.replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}
