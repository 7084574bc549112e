import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const frontends = ['shell', 'mf-catalog', 'mf-booking', 'mf-blog', 'mf-admin'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/@mf-types/**',
      'deploy/e2e/artifacts/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Nest injects by constructor parameter types: type-only imports would erase them.
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: frontends.map((f) => `${f}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A remote may only reach another remote through federation, never through its source.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message:
                'Use @travel/shell/router: the one shared router module (one router context, tree-shaken).',
            },
          ],
          patterns: [
            {
              group: frontends.map((f) => `**/${f}/src/**`),
              message: 'Import another app only through federation or @travel/shell/*.',
            },
          ],
        },
      ],
    },
  },
  {
    // The router module wraps react-router; tests build their own memory routers around the components.
    files: ['shell/src/lib/router/**', '**/*.test.{ts,tsx}', '**/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: frontends.map((f) => `**/${f}/src/**`),
              message: 'Import another app only through federation or @travel/shell/*.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
