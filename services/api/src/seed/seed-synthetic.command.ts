// `node dist/main.cjs seed-synthetic`: migrate the database, then write the synthetic family.
import { parseArgs } from 'node:util';
import { Logger } from '@nestjs/common';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { describeDatabase } from '../database/database.config';
import { runMigrations } from '../database/migrate';
import { seedSyntheticFamily, SYNTHETIC_DEFAULTS, type SyntheticFamilyOptions } from './synthetic-family';

const logger = new Logger('SeedSynthetic');

export function parseSeedArguments(args: string[]): SyntheticFamilyOptions {
  const { values } = parseArgs({
    args,
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      accounts: { type: 'string' },
      holdings: { type: 'string' },
      transactions: { type: 'string' },
      days: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  if (!values.username || !values.password) {
    throw new Error('seed-synthetic needs --username and --password');
  }
  const count = (name: keyof typeof SYNTHETIC_DEFAULTS, min: number) => {
    const raw = values[name];
    const value = raw === undefined ? SYNTHETIC_DEFAULTS[name] : Number(raw);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be an integer >= ${min}`);
    return value;
  };
  return {
    username: values.username,
    password: values.password,
    accounts: count('accounts', 4),
    holdings: count('holdings', 0),
    transactions: count('transactions', 0),
    days: count('days', 1),
    seed: count('seed', 0),
  };
}

export async function seedSynthetic(
  database: DataSourceOptions,
  options: SyntheticFamilyOptions,
): Promise<void> {
  logger.log(`Database: ${describeDatabase(database)}`);
  await runMigrations(database);
  const dataSource = new DataSource({ ...database, migrationsRun: false });
  await dataSource.initialize();
  try {
    const started = performance.now();
    await seedSyntheticFamily(dataSource, options);
    logger.log(
      `Wrote user "${options.username}": ${options.accounts} accounts, ${options.holdings} holdings, ` +
        `${options.transactions} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await dataSource.destroy();
  }
}
