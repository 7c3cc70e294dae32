// Entry point of the bundled AI service (dist/main.cjs).
import 'reflect-metadata';
import { listen, runOrExit } from '@heirloom/server';
import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { aiConfigFromEnv } from './config/ai.config';
import { ChatsInFlight, startMetricsServer } from './metrics';

const logger = new Logger('Main');

async function serve(): Promise<void> {
  const config = aiConfigFromEnv();
  const app = await createApp(config);
  // SIGINT/SIGTERM close the server cleanly.
  await listen(app, config);
  logger.log(`AI service listening on http://${config.host}:${config.port}/api/ai`);
  if (config.metricsPort !== undefined) {
    await startMetricsServer(app.get(ChatsInFlight).registry, config.metricsPort, config.host);
    logger.log(`Metrics on http://${config.host}:${config.metricsPort}/metrics`);
  }
}

runOrExit(logger, serve);
