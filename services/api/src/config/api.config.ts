// The API's runtime settings, read once from the environment and checked at start.
import { serviceConfigFromEnv, type ServiceConfig } from '@heirloom/server';

export type ApiConfig = ServiceConfig;

export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return serviceConfigFromEnv(env, { portVar: 'API_PORT', hostVar: 'API_HOST', defaultPort: 3100 });
}
