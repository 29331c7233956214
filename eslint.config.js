import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The storefront's component test files share their worker's modules (apps/web/vitest.config.ts),
 * where a module mock would not reach a module an earlier file already imported.
 */
const noModuleMocks = {
  selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
  message:
    "Spy on the export instead (vi.spyOn(module, 'name')): the component tests share one module graph.",
};

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
    // Below the routes, nothing depends upward: services (and the shared modules, the database and
    // media code they use) know no request or reply. A service reports a failure with the classes
    // of shared/errors.ts and names a language with shared/i18n.ts; http/ turns them into answers.
    files: [
      'apps/api/src/services/**/*.ts',
      'apps/api/src/shared/**/*.ts',
      'apps/api/src/db/**/*.ts',
      'apps/api/src/auth/**/*.ts',
      'apps/api/src/media/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+http(/|$)',
              message:
                'Services and the modules below them do not depend on HTTP: errors are in shared/errors.ts, languages and messages in shared/i18n.ts.',
            },
            {
              regex: '^(\\.\\./)+features(/|$)',
              message: 'Services and the modules below them do not depend on routes.',
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
  // Storefront boundaries: a feature uses another feature only through its public index.ts (so
  // `cart` and `product` share features/product-core instead of reaching into each other), shared
  // code never imports a feature, and query keys come from shared/query/keys.ts.
  ...webFeatureBoundaries(),
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)features(/|$)', message: 'Shared code must not depend on a feature.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/query/keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Build query keys with queryKeys from shared/query/keys.ts.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(invalidateQueries|refetchQueries|removeQueries|resetQueries|cancelQueries|setQueryData|getQueryData|prefetchQuery|fetchQuery|ensureQueryData)$/] > ArrayExpression',
          message: 'Build query keys with queryKeys from shared/query/keys.ts.',
        },
        noModuleMocks,
      ],
    },
  },
  {
    files: ['apps/web/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noModuleMocks] },
  },
);

/**
 * One config block per folder depth under apps/web/src/features/<feature>/: from depth d, `../` d
 * times reaches features/, so `(../){d}<name>/...` is another feature's internals while
 * `(../){d}<name>` is its public index.
 */
function webFeatureBoundaries() {
  return [1, 2, 3, 4].map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}[^./][^/]*/`,
              message: "Import another feature through its index.ts (e.g. '../product-core'), not its files.",
            },
          ],
        },
      ],
    },
  }));
}
