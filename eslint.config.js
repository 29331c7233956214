import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      'artifacts/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // The API's layering: routes (features) call services, and only services touch the database.
    // A feature that needs data asks a service; a transaction is opened with db/transaction.ts and
    // handed to the services as their executor.
    files: ['apps/api/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Features do not query the database: call a service (apps/api/src/services).',
            },
            {
              regex: '(^|/)db/schema(/.*)?(\\.[jt]s)?$',
              message: 'Features do not use the tables: call a service (apps/api/src/services).',
            },
            {
              regex: '(^|/)db/client(\\.[jt]s)?$',
              allowTypeImports: true,
              message: 'Features do not open or query the database: call a service (apps/api/src/services).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
