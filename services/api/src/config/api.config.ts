// The API's runtime settings, read once from the environment and checked at start.
import { serviceConfigFromEnv, type ServiceConfig } from '@heirloom/server';
import type { LevelWithSilent } from 'pino';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface ApiConfig extends ServiceConfig {
  /** Session cookies carry `Secure` in production (served over HTTPS behind the ingress). */
  secureCookies: boolean;
  /** Load the demo family on first start of an empty database; tests turn it off. */
  seedDemo: boolean;
  /** LOG_LEVEL: pino's level for the JSON logs, "info" by default. */
  logLevel: LevelWithSilent;
}

export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    ...serviceConfigFromEnv(env, { portVar: 'API_PORT', hostVar: 'API_HOST', defaultPort: 3100 }),
    secureCookies: env.NODE_ENV === 'production',
    seedDemo: env.SEED_DEMO?.trim().toLowerCase() !== 'false',
    logLevel: parseLogLevel(env.LOG_LEVEL),
  };
}

function parseLogLevel(value: string | undefined): LevelWithSilent {
  const level = value?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return level as LevelWithSilent;
}
