// The AI service's runtime settings, read once from the environment and checked at start.
import { serviceConfigFromEnv, type ServiceConfig } from '@heirloom/server';

export type AiConfig = ServiceConfig;

export function aiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AiConfig {
  return serviceConfigFromEnv(env, { portVar: 'AI_PORT', hostVar: 'AI_HOST', defaultPort: 3200 });
}
