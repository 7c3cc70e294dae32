// Writes this project's jest counts to <rootDir>/.jest-summary.json so `npm test` can print one
// closing line for the whole repo (Nx restores the file when it replays a cached run).
const fs = require('node:fs');
const path = require('node:path');

module.exports = class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }
  onRunComplete(_contexts, results) {
    const summary = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
      // The slowest files, so `npm test` can say where the suite's time goes.
      slowest: results.testResults
        .map((r) => ({
          file: path.relative(this.rootDir, r.testFilePath),
          seconds: Math.round((r.perfStats.end - r.perfStats.start) / 100) / 10,
        }))
        .sort((a, b) => b.seconds - a.seconds)
        .slice(0, 5),
      // Each failed test by file and name, so the closing lines of `npm test` say what failed even
      // when only its tail is kept (CI shows the tail).
      failures: results.testResults.flatMap((r) => {
        const file = path.relative(this.rootDir, r.testFilePath);
        const tests = r.testResults
          .filter((t) => t.status === 'failed')
          .map((t) => ({ file, name: t.fullName }));
        return r.testExecError && tests.length === 0 ? [{ file, name: '(the file did not run)' }] : tests;
      }),
    };
    // A shard of a project's suites (tools/jest/shards.mjs) writes a file of its own.
    const file = process.env.JEST_SUMMARY_FILE ?? path.join(this.rootDir, '.jest-summary.json');
    fs.writeFileSync(file, JSON.stringify(summary) + '\n');
  }
};
