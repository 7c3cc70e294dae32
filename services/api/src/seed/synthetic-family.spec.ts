import { DataSource } from 'typeorm';
import { sqliteOptions } from '../database/database.config';
import { quiet } from '../testing/test-databases';
import { parseSeedArguments } from './seed-synthetic.command';
import { seedSyntheticFamily, SyntheticUserExists, type SyntheticFamilyOptions } from './synthetic-family';

const options: SyntheticFamilyOptions = {
  username: 'big',
  password: 'heirloom-scale-2026',
  accounts: 8,
  holdings: 50,
  transactions: 300,
  days: 1095,
  seed: 42,
};
const NOW = new Date('2026-11-23T12:00:00Z');

async function freshDatabase(): Promise<DataSource> {
  const dataSource = new DataSource({ ...sqliteOptions(':memory:'), ...quiet });
  await dataSource.initialize();
  return dataSource;
}

const contents = (dataSource: DataSource) =>
  Promise.all(
    ['accounts', 'holdings', 'transactions'].map((table) =>
      dataSource.query(`SELECT * FROM ${table} ORDER BY id`),
    ),
  );

describe('the synthetic family', () => {
  let first: DataSource;
  let second: DataSource;

  beforeAll(async () => {
    [first, second] = await Promise.all([freshDatabase(), freshDatabase()]);
    await seedSyntheticFamily(first, options, NOW);
    await seedSyntheticFamily(second, options, NOW);
  });

  afterAll(async () => {
    await Promise.all([first?.destroy(), second?.destroy()]);
  });

  it('writes the same rows for the same seed and day', async () => {
    const [accounts, holdings, transactions] = await contents(first);
    expect([accounts.length, holdings.length, transactions.length]).toEqual([8, 50, 300]);
    expect(await contents(second)).toEqual([accounts, holdings, transactions]);
  });

  it('spreads transactions over the days asked, up to the day it runs', async () => {
    const [range] = await first.query('SELECT MIN(date) AS oldest, MAX(date) AS newest FROM transactions');
    expect(range.newest <= '2026-11-23').toBe(true);
    expect(range.oldest >= '2023-11-25').toBe(true);
  });

  it('refuses a user who already exists, writing nothing', async () => {
    await expect(seedSyntheticFamily(first, { ...options, seed: 7 }, NOW)).rejects.toBeInstanceOf(
      SyntheticUserExists,
    );
    const [{ count }] = await first.query('SELECT COUNT(*) AS count FROM transactions');
    expect(count).toBe(300);
  });

  it('reads its command line, with the issue’s sizes by default', () => {
    expect(parseSeedArguments(['--username', 'big', '--password', 'x'])).toMatchObject({
      accounts: 200,
      holdings: 10_000,
      transactions: 100_000,
    });
    expect(() => parseSeedArguments(['--username', 'big'])).toThrow(/--password/);
    expect(() => parseSeedArguments(['--username', 'b', '--password', 'x', '--holdings', '-1'])).toThrow(
      /--holdings/,
    );
  });
});
