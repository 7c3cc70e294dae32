// Jest runs in native ESM mode (Nest 12 is ESM-only): node --experimental-vm-modules, swc transform.
// Workspace libs are mapped to their TypeScript source.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

export function jestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'node',
    reporters: ['default', path.join(root, 'tools/jest/summary-reporter.cjs')],
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.spec.ts'],
    moduleNameMapper: {
      '^@heirloom/(contracts|platform|ui|server)$': path.join(root, 'libs/$1/src/index.ts'),
      '^@heirloom/ui/forms$': path.join(root, 'libs/ui/src/forms/index.ts'),
    },
    // @fastify/static (the Swagger UI's files on Fastify) is CommonJS but requires content-disposition
    // 3, which is ESM: Node 20.19 loads that natively, Jest does not, so that one package is compiled
    // to CommonJS for the tests.
    transformIgnorePatterns: [
      '/node_modules/(?!@fastify/static/node_modules/content-disposition/|content-disposition/)',
    ],
    transform: {
      '/content-disposition/.+\\.js$': [
        '@swc/jest',
        { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
      ],
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true, decorators: true },
            target: 'es2022',
            keepClassNames: true,
            // `import x from './x.json' with { type: 'json' }` keeps its attribute, which jest requires.
            experimental: { keepImportAttributes: true },
            transform: {
              legacyDecorator: true,
              decoratorMetadata: true,
              react: { runtime: 'automatic', importSource: '@emotion/react' },
            },
          },
          module: { type: 'es6' },
        },
      ],
    },
    ...overrides,
  };
}
