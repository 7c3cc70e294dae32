// The API's runtime settings, read once from the environment and checked at start.
import { serviceConfigFromEnv, type ServiceConfig } from '@heirloom/server';
import path from 'node:path';
import type { LevelWithSilent } from 'pino';
import { resolveDataDir } from '../database/data-dir';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface ApiConfig extends ServiceConfig {
  /**
   * COOKIE_SECURE: `true`/`false` force the session cookie's `Secure` flag; unset (`auto`), it follows
   * the request's scheme as the trusted proxy reports it (X-Forwarded-Proto), so HTTPS gets Secure.
   */
  secureCookies: boolean | 'auto';
  /** Load the demo family on first start of an empty database; tests turn it off. */
  seedDemo: boolean;
  /** LOG_LEVEL: pino's level for the JSON logs, "info" by default. */
  logLevel: LevelWithSilent;
  /** SESSION_IDLE_MINUTES: a session unused this long is over (30 by default), within its 30 days. */
  sessionIdleMinutes: number;
  /**
   * SESSION_CACHE_MS: how long a replica trusts a session it has just looked up without asking the
   * database again (1000 by default; 0 turns it off). A sign-out on another replica ends the session
   * here at the latest this long after (modules/auth/session-cache.ts).
   */
  sessionCacheMs: number;
  /**
   * SUMMARY_CACHE_FAMILIES: how many families' dashboard summaries a replica keeps while each family is
   * unchanged (2000 by default, a few kilobytes each; 0 turns it off). Any write to a family, on any
   * replica, moves its version, and the next summary is computed anew (modules/summary/versioned-cache.ts).
   */
  summaryCacheFamilies: number;
  /**
   * DOCUMENTS_DIR: where uploaded documents are kept by the local-disk storage (and where uploads are
   * spooled while they are checked); `<DATA_DIR>/documents` by default. Created on first upload.
   */
  documentsDir: string;
  /**
   * IMPORTS_DIR: where an uploaded CSV waits between its preview and its import (removed once imported
   * or discarded); `<DATA_DIR>/imports` by default. Shared by every replica, as documentsDir is.
   */
  importsDir: string;
  /**
   * REGISTER_LIMIT_PER_HOUR, CONTACT_LIMIT_PER_HOUR, NEWSLETTER_LIMIT_PER_HOUR: accounts created,
   * contact requests and newsletter sign-ups one client address may make an hour (20, 10, 20).
   */
  addressLimitsPerHour: { register: number; contact: number; newsletter: number };
  /** REDIS_URL: keep every limit's counters in that Redis instead of this API's database. */
  redisUrl?: string;
}

export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    ...serviceConfigFromEnv(env, { portVar: 'API_PORT', hostVar: 'API_HOST', defaultPort: 3100 }),
    secureCookies: parseCookieSecure(env.COOKIE_SECURE),
    seedDemo: env.SEED_DEMO?.trim().toLowerCase() !== 'false',
    logLevel: parseLogLevel(env.LOG_LEVEL),
    sessionIdleMinutes: parseSessionIdleMinutes(env.SESSION_IDLE_MINUTES),
    sessionCacheMs: parseSessionCacheMs(env.SESSION_CACHE_MS),
    summaryCacheFamilies: wholeUpTo(env.SUMMARY_CACHE_FAMILIES, 2_000, 1_000_000, 'SUMMARY_CACHE_FAMILIES'),
    documentsDir: path.resolve(env.DOCUMENTS_DIR?.trim() || path.join(resolveDataDir(env), 'documents')),
    importsDir: path.resolve(env.IMPORTS_DIR?.trim() || path.join(resolveDataDir(env), 'imports')),
    addressLimitsPerHour: {
      register: positiveWhole(env.REGISTER_LIMIT_PER_HOUR, 20, 'REGISTER_LIMIT_PER_HOUR'),
      contact: positiveWhole(env.CONTACT_LIMIT_PER_HOUR, 10, 'CONTACT_LIMIT_PER_HOUR'),
      newsletter: positiveWhole(env.NEWSLETTER_LIMIT_PER_HOUR, 20, 'NEWSLETTER_LIMIT_PER_HOUR'),
    },
    redisUrl: env.REDIS_URL?.trim() || undefined,
  };
}

/** Whole milliseconds from 0 (off) to a minute: longer would let an ended session live on too long. */
function parseSessionCacheMs(value: string | undefined): number {
  const text = value?.trim() || '1000';
  const ms = Number(text);
  if (!/^\d+$/.test(text) || ms > 60_000) {
    throw new Error(
      `SESSION_CACHE_MS must be a whole number of milliseconds from 0 to 60000, got "${value}"`,
    );
  }
  return ms;
}

/** Whole minutes, from 1 up to the sessions' 30-day lifetime. */
function parseSessionIdleMinutes(value: string | undefined): number {
  const text = value?.trim() || '30';
  const minutes = Number(text);
  if (!/^\d+$/.test(text) || minutes < 1 || minutes > 30 * 24 * 60) {
    throw new Error(`SESSION_IDLE_MINUTES must be a whole number of minutes from 1 to 43200, got "${value}"`);
  }
  return minutes;
}

/** A whole number from 0 (off) to `max`. */
function wholeUpTo(value: string | undefined, fallback: number, max: number, name: string): number {
  const text = value?.trim() || String(fallback);
  if (!/^\d+$/.test(text) || Number(text) > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${value}"`);
  }
  return Number(text);
}

function positiveWhole(value: string | undefined, fallback: number, name: string): number {
  const text = value?.trim() || String(fallback);
  if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) {
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  }
  return Number(text);
}

function parseCookieSecure(value: string | undefined): boolean | 'auto' {
  const text = value?.trim().toLowerCase() || 'auto';
  if (text === 'auto') return 'auto';
  if (text === 'true' || text === 'false') return text === 'true';
  throw new Error(`COOKIE_SECURE must be true, false or auto, got "${value}"`);
}

function parseLogLevel(value: string | undefined): LevelWithSilent {
  const level = value?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return level as LevelWithSilent;
}
