import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseOptionsFromEnv, describeDatabase, mysqlOptionsFromUrl } from './database.config';

describe('database configuration', () => {
  it('defaults to an embedded SQLite file in the data folder, migrations on', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'heirloom-config-'));
    try {
      const options = databaseOptionsFromEnv({ DATA_DIR: dataDir });
      expect(options).toMatchObject({
        type: 'better-sqlite3',
        database: path.join(dataDir, 'heirloom.sqlite'),
        synchronize: false,
        migrationsRun: true,
      });
      expect(options.migrations).not.toHaveLength(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('picks mysql or mariadb from the URL scheme', () => {
    expect(
      databaseOptionsFromEnv({ DATABASE_URL: 'mysql://app:s%40cret@db.internal:3307/heirloom' }),
    ).toMatchObject({
      type: 'mysql',
      host: 'db.internal',
      port: 3307,
      username: 'app',
      password: 's@cret',
      database: 'heirloom',
      timezone: 'Z',
      synchronize: false,
      migrationsRun: true,
    });
    expect(mysqlOptionsFromUrl('mariadb://root@127.0.0.1/heirloom')).toMatchObject({
      type: 'mariadb',
      port: 3306,
      username: 'root',
    });
  });

  it('bounds connecting and each query, so a lost or frozen server is an outage, not a hang', () => {
    expect(databaseOptionsFromEnv({ DATABASE_URL: 'mysql://root@db/heirloom' })).toMatchObject({
      connectTimeout: 5_000,
      maxQueryExecutionTime: 15_000,
      enableQueryTimeout: true,
    });
    expect(
      databaseOptionsFromEnv({ DATABASE_URL: 'mysql://root@db/heirloom', DATABASE_QUERY_TIMEOUT_MS: '0' }),
    ).toMatchObject({ enableQueryTimeout: false });
    expect(() =>
      databaseOptionsFromEnv({ DATABASE_URL: 'mysql://root@db/heirloom', DATABASE_QUERY_TIMEOUT_MS: 'soon' }),
    ).toThrow('DATABASE_QUERY_TIMEOUT_MS must be a whole number of ms (0: none), got "soon"');
  });

  it('names every bad database variable at once, whichever database is chosen', () => {
    const start = () =>
      databaseOptionsFromEnv({ DATABASE_URL: 'mysql://u:secret@h', DATABASE_QUERY_TIMEOUT_MS: '1.5' });
    expect(start).toThrow('DATABASE_URL must name a database');
    expect(start).toThrow('DATABASE_QUERY_TIMEOUT_MS must be a whole number of ms (0: none), got "1.5"');
    expect(start).not.toThrow('secret');
    expect(() => databaseOptionsFromEnv({ DATA_DIR: tmpdir(), DATABASE_QUERY_TIMEOUT_MS: 'soon' })).toThrow(
      'DATABASE_QUERY_TIMEOUT_MS must be a whole number of ms (0: none), got "soon"',
    );
  });

  it('refuses URLs it cannot use, without echoing credentials', () => {
    expect(() => mysqlOptionsFromUrl('postgres://u:p@h/db')).toThrow(
      'must start with mysql:// or mariadb://',
    );
    expect(() => mysqlOptionsFromUrl('mysql://u:p@h')).toThrow('must name a database');
    expect(() => mysqlOptionsFromUrl('not a url with secret')).toThrow(/^DATABASE_URL is not a valid URL$/);
  });

  it('describes a database without its password', () => {
    expect(describeDatabase(mysqlOptionsFromUrl('mysql://app:hunter2@db:3306/heirloom'))).toBe(
      'mysql db:3306/heirloom',
    );
  });
});
