import { jestConfig } from '../../jest.preset.mjs';

// Integration suites open real databases (and MariaDB when TEST_MYSQL_URL is set): give them time. The
// limit is for a hung test or hook, not a speed check (those are benches): in CI, with the two API shards,
// the other projects' suites and MariaDB sharing two cores, a MariaDB suite's setup (a new database, the
// migrations, two sign-ups) took over 30 s, and a bad-input case of many fields took over 30 s.
export default jestConfig(import.meta.dirname, {
  setupFiles: ['reflect-metadata'],
  testTimeout: 90_000,
});
