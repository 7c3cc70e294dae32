// Entry point of the bundled API (dist/main.cjs).
//   node dist/main.cjs          start the API (pending migrations run first)
//   node dist/main.cjs migrate  run pending migrations and exit
import 'reflect-metadata';
import { listen, runOrExit } from '@heirloom/server';
import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { apiConfigFromEnv } from './config/api.config';
import { databaseOptionsFromEnv, describeDatabase } from './database/database.config';
import { runMigrations } from './database/migrate';

const logger = new Logger('Main');

async function serve(): Promise<void> {
  const config = apiConfigFromEnv();
  const database = databaseOptionsFromEnv();
  const app = await createApp({ config, database });
  // After createApp: from here on Nest's Logger writes pino's JSON lines.
  logger.log(`Database: ${describeDatabase(database)}`);
  // SIGINT/SIGTERM close the server and the database cleanly.
  await listen(app, config);
  logger.log(`API listening on http://${config.host}:${config.port}/api`);
}

async function migrate(): Promise<void> {
  const database = databaseOptionsFromEnv();
  logger.log(`Database: ${describeDatabase(database)}`);
  const ran = await runMigrations(database);
  logger.log(ran.length ? `Ran ${ran.length} migration(s): ${ran.join(', ')}` : 'No pending migrations');
}

const command = process.argv[2] ?? 'serve';
const commands: Record<string, () => Promise<void>> = { serve, migrate };

if (!commands[command]) {
  logger.error(`Unknown command "${command}"; use "serve" (default) or "migrate"`);
  process.exit(2);
}

runOrExit(logger, commands[command]!);
