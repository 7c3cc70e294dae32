// The API's runtime settings, read once from the environment and checked at start.
import { AUDIT_RETENTION_DAYS, envVar, readConfig } from '@heirloom/contracts';
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
import path from 'node:path';
import type { LevelWithSilent } from 'pino';
import { resolveDataDir } from '../database/data-dir';
import { databaseEnv } from '../database/database.config';

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
  /**
   * IMPORT_LIMIT_PER_MINUTE: import previews and commits one user may start a minute (10), besides the
   * bytes read (limits/import-quota.ts); past it 429 with Retry-After, like the chat's per-person limit.
   */
  importRunsPerMinute: number;
  /** REDIS_URL: keep every limit's counters in that Redis instead of this API's database. */
  redisUrl?: string;
  /**
   * MAIL_TRANSPORT: how invitation e-mails leave (modules/access/mailer.ts): `log` writes each as a JSON
   * log line (the default), `none` sends nothing (the link is still shown to the family).
   */
  mailTransport: MailTransport;
  /** SHUTDOWN_READINESS_DELAY_MS, SHUTDOWN_DRAIN_TIMEOUT_MS: the graceful shutdown's bounds. */
  shutdown: ShutdownOptions;
  /**
   * AUDIT_RETENTION_DAYS: how long the audit log keeps an entry (400 days by default); older ones are
   * deleted at start and daily (modules/access/audit-retention.ts).
   */
  auditRetentionDays: number;
  /** NODE_ENV=production: what a production configuration refuses (the demo entries, a missing key). */
  production: boolean;
  /**
   * SECOND_FACTOR_KEY: 32 bytes (base64 or 64 hex digits) that encrypt authenticator secrets at rest
   * (modules/second-factor/secret-box.ts). Required in production; elsewhere, unset, a key is made once
   * and kept in the data folder (`<DATA_DIR>/second-factor.key`, readable by its owner only).
   */
  secondFactorKey?: Buffer;
  /**
   * WEBAUTHN_RP_ID: the passkeys' relying party, the site's domain as the browser sees it ("localhost"
   * by default; behind the gateway and in Kubernetes, the public host name).
   */
  webAuthnRpId: string;
  /** WEBAUTHN_RP_NAME: the name a passkey prompt shows ("Heirloom"). */
  webAuthnRpName: string;
  /**
   * WEBAUTHN_ORIGINS: the origins a passkey answer may come from, comma-separated (the public site's,
   * e.g. https://heirloom.example); by default http://localhost:<PORT>, the gateway's.
   */
  webAuthnOrigins: string[];
  /**
   * DEMO_SIGN_IN: the one-click demo entries on /login (POST /api/auth/demo), which open the seeded demo
   * accounts with their second factor counted as passed. On by default, off by default in production,
   * and refused there: `DEMO_SIGN_IN=true` with NODE_ENV=production does not start.
   */
  demoSignIn: boolean;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const MAIL_TRANSPORTS = ['log', 'none'] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

const names = { portVar: 'API_PORT', hostVar: 'API_HOST', defaultPort: 3100 };

/**
 * Every variable the API reads at start, its kind and default (docs/operations.md's environment
 * table). The database's own (database/database.config.ts) are checked here too, though the app reads
 * them through databaseOptionsFromEnv, as the `migrate` command does.
 */
const apiEnv = {
  API_PORT: envVar.port(3100),
  API_HOST: envVar.text(DEFAULT_HOST),
  TRUST_PROXY: trustProxyVar,
  // The origins a write may come from (the cross-site check); unset: the one the request's Host names.
  PUBLIC_ORIGINS: publicOriginsVar,
  COOKIE_SECURE: envVar.oneOf(['auto', 'true', 'false'], 'auto', 'must be true, false or auto'),
  // Anything but "false" seeds, as it always has.
  SEED_DEMO: envVar.custom((raw) => raw?.trim().toLowerCase() !== 'false'),
  LOG_LEVEL: envVar.oneOf(LOG_LEVELS, 'info'),
  SESSION_IDLE_MINUTES: envVar.wholeNumber(30, {
    min: 1,
    max: 30 * 24 * 60,
    must: 'must be a whole number of minutes from 1 to 43200',
  }),
  // Longer than a minute would let an ended session live on too long.
  SESSION_CACHE_MS: envVar.wholeNumber(1_000, {
    min: 0,
    max: 60_000,
    must: 'must be a whole number of milliseconds from 0 to 60000',
  }),
  SUMMARY_CACHE_FAMILIES: envVar.wholeNumber(2_000, { min: 0, max: 1_000_000 }),
  DOCUMENTS_DIR: envVar.text(),
  IMPORTS_DIR: envVar.text(),
  REGISTER_LIMIT_PER_HOUR: envVar.positiveInt(20),
  CONTACT_LIMIT_PER_HOUR: envVar.positiveInt(10),
  NEWSLETTER_LIMIT_PER_HOUR: envVar.positiveInt(20),
  IMPORT_LIMIT_PER_MINUTE: envVar.positiveInt(10),
  REDIS_URL: envVar.text(),
  MAIL_TRANSPORT: envVar.oneOf(MAIL_TRANSPORTS, 'log'),
  AUDIT_RETENTION_DAYS: envVar.wholeNumber(AUDIT_RETENTION_DAYS, {
    min: 1,
    max: 36_500,
    must: 'must be a whole number of days from 1 to 36500',
  }),
  NODE_ENV: envVar.text(),
  SECOND_FACTOR_KEY: envVar.custom(
    named('SECOND_FACTOR_KEY', (raw) => (raw?.trim() ? secondFactorKeyOf(raw.trim()) : undefined)),
  ),
  WEBAUTHN_RP_ID: envVar.text('localhost'),
  WEBAUTHN_RP_NAME: envVar.text('Heirloom'),
  WEBAUTHN_ORIGINS: envVar.custom(
    named('WEBAUTHN_ORIGINS', (raw) =>
      raw?.trim() ? raw.split(',').map((origin) => webAuthnOriginOf(origin.trim())) : undefined,
    ),
  ),
  // Unset: on, except in production.
  DEMO_SIGN_IN: envVar.oneOf(['unset', 'true', 'false'], 'unset', 'must be true or false'),
  ...shutdownEnv,
  ...databaseEnv,
};

/**
 * A custom variable's reader whose error names the variable, as every other problem of a bad start does
 * (the value itself is not repeated: it may be a secret).
 */
function named<T>(name: string, read: (raw: string | undefined) => T): (raw: string | undefined) => T {
  return (raw) => {
    try {
      return read(raw);
    } catch (error) {
      throw new Error(`${name} ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  };
}

/** SECOND_FACTOR_KEY as 32 bytes: base64 (44 characters) or hex (64 digits). */
export function secondFactorKeyOf(raw: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('must be 32 bytes, as base64 or 64 hex digits');
  return key;
}

function webAuthnOriginOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('must be origins like https://heirloom.example, comma-separated');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== raw.replace(/\/$/, ''))
    throw new Error('must be origins like https://heirloom.example, comma-separated');
  return url.origin;
}

export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const values = readConfig(apiEnv, env);
  const production = values.NODE_ENV?.trim() === 'production';
  // What a production configuration refuses: the demo's one-click entries, and no key for the secrets.
  if (production && values.DEMO_SIGN_IN === 'true')
    throw new Error('DEMO_SIGN_IN must not be true in production (NODE_ENV=production)');
  if (production && !values.SECOND_FACTOR_KEY)
    throw new Error('SECOND_FACTOR_KEY is required in production (NODE_ENV=production)');
  const dataDir = () => resolveDataDir({ DATA_DIR: values.DATA_DIR });
  return {
    ...serviceConfigOf(values, names),
    secureCookies: values.COOKIE_SECURE === 'auto' ? 'auto' : values.COOKIE_SECURE === 'true',
    seedDemo: values.SEED_DEMO,
    logLevel: values.LOG_LEVEL,
    sessionIdleMinutes: values.SESSION_IDLE_MINUTES,
    sessionCacheMs: values.SESSION_CACHE_MS,
    summaryCacheFamilies: values.SUMMARY_CACHE_FAMILIES,
    documentsDir: path.resolve(values.DOCUMENTS_DIR ?? path.join(dataDir(), 'documents')),
    importsDir: path.resolve(values.IMPORTS_DIR ?? path.join(dataDir(), 'imports')),
    addressLimitsPerHour: {
      register: values.REGISTER_LIMIT_PER_HOUR,
      contact: values.CONTACT_LIMIT_PER_HOUR,
      newsletter: values.NEWSLETTER_LIMIT_PER_HOUR,
    },
    importRunsPerMinute: values.IMPORT_LIMIT_PER_MINUTE,
    redisUrl: values.REDIS_URL,
    mailTransport: values.MAIL_TRANSPORT,
    shutdown: shutdownOptionsOf(values),
    auditRetentionDays: values.AUDIT_RETENTION_DAYS,
    production,
    secondFactorKey: values.SECOND_FACTOR_KEY,
    webAuthnRpId: values.WEBAUTHN_RP_ID,
    webAuthnRpName: values.WEBAUTHN_RP_NAME,
    webAuthnOrigins: values.WEBAUTHN_ORIGINS ?? [`http://localhost:${env['PORT']?.trim() || '3000'}`],
    demoSignIn: values.DEMO_SIGN_IN === 'unset' ? !production : values.DEMO_SIGN_IN === 'true',
  };
}
