// Entry point of the bundled AI service (dist/main.cjs).
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { aiConfigFromEnv } from './config/ai.config';

const logger = new Logger('Main');

async function serve(): Promise<void> {
  const config = aiConfigFromEnv();
  const app = await createApp(config);
  // SIGINT/SIGTERM close the server cleanly.
  app.enableShutdownHooks();
  await app.listen(config.port, config.host);
  logger.log(`AI service listening on http://${config.host}:${config.port}/api/ai`);
}

serve().catch((error: unknown) => {
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
