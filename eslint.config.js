import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.traces/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'bin/*.js', 'scripts/*.mjs', 'bench/*.mjs', '.ci/*.mjs', 'server/analysis/*.mjs'] } },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'The SPA runs in the browser: no Node built-ins.' }] }],
    },
  },
  {
    // src/core is isomorphic: the bridge, the SPA and the CLI all import it (STYLE.md rule 1).
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['node:*', 'fs', 'path', 'child_process'], message: 'src/core is isomorphic: no Node built-ins.' },
        { group: ['react', 'react-dom', 'react/*'], message: 'src/core is isomorphic: no React.' },
      ] }],
    },
  },
  {
    // No import circle in src/core (issue 18, item 9): a circle there let one contract file pull
    // half the core into every importer. Scoped to src/core so `eslint .` stays fast.
    files: ['src/core/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.node.json' })] },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
