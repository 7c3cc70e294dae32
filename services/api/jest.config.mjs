import { jestConfig } from '../../jest.preset.mjs';

// Integration suites open real databases (and MariaDB when TEST_MYSQL_URL is set): give them time.
export default jestConfig(import.meta.dirname, {
  setupFiles: ['reflect-metadata'],
  testTimeout: 30_000,
});
