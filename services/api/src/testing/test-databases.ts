// Databases for integration suites: always an in-memory SQLite; also a MySQL/MariaDB server when
// TEST_MYSQL_URL is set (e.g. mysql://root@127.0.0.1:3306/test). On a server each suite gets its own
// freshly created database, migrated by the app like production, and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { createConnection, type Connection } from 'mysql2/promise';
import type { DataSourceOptions } from 'typeorm';
import { mysqlOptionsFromUrl, sqliteOptions } from '../database/database.config';

export type TestDatabaseKind = 'sqlite' | 'mysql';

export interface TestDatabase {
  options: DataSourceOptions;
  drop(): Promise<void>;
}

/** The kinds to run every integration suite on, for `describe.each`. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];
}

/** Silences TypeORM (the app's logger would print every migration of every suite). */
export const quiet = { logging: false, logger: 'simple-console' } as const;

export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    return { options: { ...sqliteOptions(':memory:'), ...quiet }, drop: async () => {} };
  }
  const url = process.env.TEST_MYSQL_URL;
  if (!url) throw new Error('TEST_MYSQL_URL is not set');
  const server = mysqlOptionsFromUrl(url);
  if (server.type !== 'mysql' && server.type !== 'mariadb')
    throw new Error('TEST_MYSQL_URL must be mysql:// or mariadb://');

  const name = `${server.database}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
    .replace(/[^A-Za-z0-9_]/g, '_')
    .slice(0, 64);
  const admin: Connection = await createConnection({
    host: server.host,
    port: server.port,
    user: server.username,
    password: server.password,
  });
  try {
    const [rows] = await admin.query('SELECT VERSION() AS version');
    const version = String((rows as { version: string }[])[0]?.version);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    // Whatever the URL says, talk to a MariaDB server as MariaDB (the "mysql" dialect misreads
    // some of its column defaults).
    const type = version.includes('MariaDB') ? 'mariadb' : 'mysql';
    return {
      options: { ...server, type, database: name, ...quiet },
      drop: async () => {
        const cleanup = await createConnection({
          host: server.host,
          port: server.port,
          user: server.username,
          password: server.password,
        });
        try {
          await cleanup.query(`DROP DATABASE IF EXISTS \`${name}\``);
        } finally {
          await cleanup.end();
        }
      },
    };
  } finally {
    await admin.end();
  }
}
