// `node dist/main.cjs migrate`: run pending migrations and exit (the app also runs them at start).
import { DataSource, type DataSourceOptions } from 'typeorm';

export async function runMigrations(options: DataSourceOptions): Promise<string[]> {
  // No query timeout here: a migration on a large table may rightly take minutes.
  const dataSource = new DataSource({
    ...options,
    migrationsRun: false,
    enableQueryTimeout: false,
  } as DataSourceOptions);
  await dataSource.initialize();
  try {
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    return ran.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
