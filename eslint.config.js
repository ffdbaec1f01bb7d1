// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const HERE = dirname(fileURLToPath(import.meta.url));

/** A feature (web) or module (server) may import only itself and the shared layers. */
function isolate(root) {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({ target: `${root}/${d.name}`, from: root, except: [`./${d.name}`] }));
}

/**
 * The areas of the back office, one level deeper: an area may import its own files, the back
 * office's shared layer (its root files, and `shared` folders such as the web's frame) and
 * another area only through that area's index.ts (issue 21).
 */
function isolateAreas(root, shared = []) {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !shared.includes(d.name))
    .map((d) => ({
      target: `${root}/${d.name}`,
      from: `${root}/*/**`,
      // Exceptions to a glob zone are matched as written, against absolute paths.
      except: [d.name, '*/index.ts', ...shared].map((p) =>
        resolve(HERE, root, p.endsWith('.ts') ? p : `${p}/**`),
      ),
    }));
}

const zones = [
  // shared layers never reach into features
  {
    target: ['./apps/web/src/lib', './apps/web/src/ui'],
    from: ['./apps/web/src/features', './apps/web/src/shell', './apps/web/src/app'],
  },
  { target: './apps/web/src/shell', from: ['./apps/web/src/features', './apps/web/src/app'] },
  { target: './apps/web/src/features', from: './apps/web/src/app' },
  // The platform is below everything that assembles the app: modules, app.ts, start-up, commands.
  {
    target: './apps/server/src/platform',
    from: [
      './apps/server/src/modules',
      './apps/server/src/app.ts',
      './apps/server/src/main.ts',
      './apps/server/src/bootstrap.ts',
      './apps/server/src/cli',
      './apps/server/src/seed',
    ],
  },
  { target: './packages/contracts', from: './apps' },
  ...isolate('./apps/web/src/features'),
  ...isolate('./apps/server/src/modules'),
  ...isolateAreas('./apps/web/src/features/admin', ['shell']),
  ...isolateAreas('./apps/server/src/modules/admin'),
];

/** Kysely's entry points to a query or a transaction. */
const QUERY_BUILDERS = [
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'transaction',
  'executeQuery',
].join('|');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '.tmp/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
    settings: {
      'import-x/resolver': {
        typescript: {
          project: [
            'packages/contracts/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        },
        node: true,
      },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
  {
    // Queries run only in a module's repository (issue 21, decision 028): `repo.ts`, or the files
    // of a `repo/` folder. A service groups repository calls with db/transaction.ts.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/repo.ts', '**/repo/**', '**/*.test.ts', '**/*-test-kit.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS})$/]`,
          message: 'Queries belong in the module’s repo.ts (decision 028).',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'], MemberExpression[object.name='sql']",
          message: 'SQL belongs in the module’s repo.ts (decision 028).',
        },
      ],
    },
  },
  {
    // Services and repositories know nothing of HTTP (decision 028): only route, index (the
    // module's plugin), hook and guard files import Fastify.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      '**/routes.ts',
      '**/*-routes.ts',
      '**/index.ts',
      '**/*-hooks.ts',
      '**/*-guard.ts',
      '**/*.test.ts',
      '**/*-test-kit.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(fastify|@fastify/|fastify-)',
              message: 'Only routes, index, hook and guard files use Fastify (decision 028).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'e2e/**',
      '.ci/**',
      '**/cli/**',
      '**/test-vectors/**',
      '**/build.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
);
