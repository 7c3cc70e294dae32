// One lint config for every workspace: typescript-eslint's recommended rules plus react-hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { routerExports } from './tools/rspack/shared.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/*.mjs', '**/*.cjs', '**/*.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The shared router is tree-shaken to one list of exports (tools/rspack/shared.mjs): anything else
      // would be missing at runtime, so using a new export means adding it to that list first.
      'no-restricted-imports': [
        'error',
        ...['react-router', 'react-router-dom'].map((name) => ({
          name,
          allowImportNames: [
            ...routerExports,
            'LinkProps',
            'NavLinkProps',
            'To',
            'Location',
            'NavigateFunction',
          ],
          message:
            'Add this export to routerExports in tools/rspack/shared.mjs first (the shared router is tree-shaken to that list).',
        })),
      ],
    },
  },
);
