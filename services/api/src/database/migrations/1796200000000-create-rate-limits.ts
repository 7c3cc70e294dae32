// The counters every API replica (and, through the API, every AI replica) shares: failed sign-ins,
// sign-ups, contact requests, newsletter sign-ups, AI calls per user. rate-limiter-flexible reads and
// writes the rows (its atomic upserts); this table has exactly the columns and types its SQLite and
// MySQL stores create for themselves, made here so the schema only ever changes through migrations.
// No entity maps it: nothing but the limiter reads it.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isSqlite } from './helpers';

export class CreateRateLimits1796200000000 implements MigrationInterface {
  name = 'CreateRateLimits1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      isSqlite(queryRunner)
        ? 'CREATE TABLE "rate_limits" ("key" TEXT PRIMARY KEY, "points" INTEGER NOT NULL DEFAULT 0, "expire" INTEGER)'
        : 'CREATE TABLE `rate_limits` (`key` VARCHAR(255) NOT NULL, `points` INT NOT NULL DEFAULT 0, ' +
            '`expire` BIGINT UNSIGNED, PRIMARY KEY (`key`)) ENGINE = InnoDB',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(isSqlite(queryRunner) ? 'DROP TABLE "rate_limits"' : 'DROP TABLE `rate_limits`');
  }
}
