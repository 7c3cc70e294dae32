/**
 * Imports point down (`npm run lint:deps`). The layers, top to bottom:
 *
 *   shell, mfe-*       (front-end apps)  -> libs/ui -> libs/platform -> libs/contracts
 *   services/*         (Nest services)   -> libs/server -> libs/contracts
 *   tools/serve        (the gateway)     -> libs/contracts
 *   e2e, scripts       drive the running processes; they may read libs and each other, never app or
 *                      service source
 *
 * `@heirloom/*` names are node_modules symlinks to the workspaces; dependency-cruiser follows them to
 * their real paths (`preserveSymlinks` off), so every rule below is written on repository paths.
 * Every workspace may import `tools/rspack` from its build config.
 */

/** A file of any workspace (as opposed to node_modules or Node's own modules). */
const WORKSPACE = '^(libs|services|tools|shell|mfe-[^/]+|e2e|scripts)/';

/** What a workspace's own rule allows besides itself. */
const only = (...allowed) => [...allowed, '^tools/rspack/'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle: the modules on it can only be understood, tested and loaded together. ' +
        "services/ai's folders are held to the same by the next rule. A lazy " +
        "import (import()) is not on a circle: its chunk loads after the importer's graph is evaluated " +
        "(libs/ui's NotesPanel loads its form, which uses the lib's own entries, only when shown).",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'ai-no-folder-circles',
      severity: 'error',
      scope: 'folder',
      comment:
        "No circle between services/ai/src's folders either, specs included (a folder holds its specs). " +
        'Bottom to top: config (with the assumptions) < data < analytics < rate-limit < access; facts ' +
        "(the family's facts, how figures are written, periods, entities, intents) < tools < query (the " +
        'parse into tool calls) < chat (the analyst, the service, the controllers), with llm < chat; ' +
        'review, mcp, recommendations and refinance beside chat; metrics (the chats in flight) under ' +
        'chat; corpus on top. testing is under every ' +
        'folder whose specs use it: it imports config and the root (app.module), which holds every folder.',
      from: { path: '^services/ai/src/' },
      to: { circular: true },
    },
    {
      name: 'contracts-import-no-workspace',
      severity: 'error',
      comment: 'libs/contracts is the bottom layer: types, schemas and pure rules every other part shares.',
      from: { path: '^libs/contracts/' },
      to: { path: WORKSPACE, pathNot: only('^libs/contracts/') },
    },
    {
      name: 'platform-imports-contracts-only',
      severity: 'error',
      from: { path: '^libs/platform/' },
      to: { path: WORKSPACE, pathNot: only('^libs/(platform|contracts)/') },
    },
    {
      name: 'ui-imports-platform-and-contracts-only',
      severity: 'error',
      from: { path: '^libs/ui/' },
      to: { path: WORKSPACE, pathNot: only('^libs/(ui|platform|contracts)/') },
    },
    {
      name: 'server-imports-contracts-only',
      severity: 'error',
      comment: 'libs/server is what both Nest services share; it knows neither of them.',
      from: { path: '^libs/server/' },
      to: { path: WORKSPACE, pathNot: only('^libs/(server|contracts)/') },
    },
    {
      name: 'apps-import-browser-libs-only',
      severity: 'error',
      comment:
        'The shell and each remote are deployed alone: never one app into another (the shell loads ' +
        'remotes through Module Federation at runtime), never a service or libs/server (Node code).',
      from: { path: '^(shell|mfe-[^/]+)/' },
      to: { path: WORKSPACE, pathNot: only('^$1/', '^libs/(ui|platform|contracts)/') },
    },
    {
      name: 'services-import-server-libs-only',
      severity: 'error',
      comment:
        'A service talks to another over HTTP, never through its source. The AI service test harness ' +
        'is the one exception, in the next rule.',
      from: {
        path: '^(services/[^/]+)/',
        pathNot:
          '^services/ai/src/(openapi\\.spec\\.ts|access-table\\.spec\\.ts|mcp/mcp\\.controller\\.spec\\.ts|testing/)',
      },
      to: { path: WORKSPACE, pathNot: only('^$1/', '^libs/(server|contracts)/') },
    },
    {
      name: 'ai-test-harness-reads-api-test-harness-only',
      severity: 'error',
      comment:
        "The AI service's OpenAPI examples are captured from an API test app on the demo family " +
        "(services/ai/src/openapi.spec.ts, src/testing/), and its access table puts the API's callers " +
        "against the AI's routes (src/access-table.spec.ts), as the MCP server's suite puts their assistant " +
        "tokens (src/mcp/mcp.controller.spec.ts): they may start the API's test app and read " +
        'its demo family and test callers, nothing else of the API.',
      from: {
        path: '^services/ai/src/(openapi\\.spec\\.ts|access-table\\.spec\\.ts|mcp/mcp\\.controller\\.spec\\.ts|testing/)',
      },
      to: {
        path: WORKSPACE,
        pathNot: only('^services/ai/', '^libs/(server|contracts)/', '^services/api/src/(testing|seed)/'),
      },
    },
    {
      name: 'gateway-imports-contracts-only',
      severity: 'error',
      comment: 'The gateway serves the built apps and proxies the services; it shares only contracts.',
      from: { path: '^tools/serve/' },
      to: { path: WORKSPACE, pathNot: only('^tools/serve/', '^libs/contracts/') },
    },
    {
      name: 'e2e-and-scripts-drive-processes',
      severity: 'error',
      comment:
        'The suites and scripts start the built processes and talk HTTP to them; they may share the ' +
        "libs' test helpers, never app or service source.",
      from: { path: '^(e2e|scripts)/' },
      to: { path: WORKSPACE, pathNot: only('^(e2e|scripts)/', '^libs/') },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage|\\.nx)/' },
    // Type-only imports are imports too: a type from an app in a lib still points up.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      // `@heirloom/ui/forms` and `@heirloom/ui/standalone` are package exports.
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
