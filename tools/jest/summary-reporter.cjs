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
    };
    fs.writeFileSync(path.join(this.rootDir, '.jest-summary.json'), JSON.stringify(summary) + '\n');
  }
};
