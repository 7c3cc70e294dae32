// Entry point of the bundled API (dist/main.cjs).
//   node dist/main.cjs          start the API (pending migrations run first)
//   node dist/main.cjs migrate  run pending migrations and exit
//   node dist/main.cjs seed-synthetic --username big --password '...' [--accounts 200 --holdings 10000
//     --transactions 100000 --days 1095 --seed 42]   migrate, then write a synthetic family at scale
import 'reflect-metadata';
import { listen, runOrExit } from '@heirloom/server';
import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { apiConfigFromEnv } from './config/api.config';
import { databaseOptionsFromEnv, describeDatabase } from './database/database.config';
import { runMigrations } from './database/migrate';
import { parseSeedArguments, seedSynthetic } from './seed/seed-synthetic.command';

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
const commands: Record<string, () => Promise<void>> = {
  serve,
  migrate,
  'seed-synthetic': () => seedSynthetic(databaseOptionsFromEnv(), parseSeedArguments(process.argv.slice(3))),
};

if (!commands[command]) {
  logger.error(`Unknown command "${command}"; use "serve" (default), "migrate" or "seed-synthetic"`);
  process.exit(2);
}

runOrExit(logger, commands[command]!);
