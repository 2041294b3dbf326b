// One lint and format tool for the repo: ESLint with typescript-eslint, and @stylistic for formatting
// (`npm run format` fixes). Biome was tried first, but its per-platform binaries are not all on the
// registry this project installs from, which breaks `npm ci`.
import fs from 'node:fs';
import path from 'node:path';
import stylistic from '@stylistic/eslint-plugin';
import drizzle from 'eslint-plugin-drizzle';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** File names are kebab-case (README, config files with dots and test suffixes allowed). */
const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [], messages: { name: 'File name "{{name}}" must be kebab-case.' } },
  create(context) {
    return {
      Program(node) {
        const base = path.basename(context.filename).split('.')[0] ?? '';
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(base)) context.report({ node, messageId: 'name', data: { name: base } });
      },
    };
  },
};

// The web app's features: each may use components/, lib/, hooks/ and config/, never another feature.
const webFeatures = fs.readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverBoundary = { group: ['**/apps/web/**', '@complyra/web*'], message: 'The server never reaches into the web app.' };
const noModules = { group: ['**/modules/**'], message: 'Layers below modules/ (plugins, access, ports, jobs, lib, storage, db) do not import a module.' };
const noTables = { group: ['**/db/schema.ts', '**/db/schema'], message: 'Only *.repository.ts files import the database tables.' };
const infra = 'apps/server/src/{plugins,access,ports,jobs,lib,storage,db}/**/*.ts';
const tableOwners = ['apps/server/src/demo/**', '**/*.repository.ts', 'apps/server/src/db/**', 'apps/server/src/test/**', '**/*.test.ts', 'apps/server/src/cli/**'];

/** One no-restricted-imports per kind of server file (a later config's rule replaces, not merges). */
function serverImportRules() {
  const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [serverBoundary, ...patterns] }] });
  return [
    { files: ['apps/server/src/**/*.ts'], ignores: tableOwners, rules: rule(noTables) },
    { files: [infra], ignores: [...tableOwners], rules: rule(noTables, noModules) },
    { files: ['apps/server/src/{plugins,access,jobs,lib,storage}/**/*.repository.ts'], rules: rule(noModules) },
    { files: ['apps/server/src/db/**/*.ts'], ignores: ['**/*.test.ts'], rules: rule(noModules) },
  ];
}
const webBoundary = ['**/apps/server/**', '@complyra/server*'];

// The server's outside world is reached through ports/: providers/ implement them, app.ts and server.ts
// hand them to the modules. Paths as import-x/no-restricted-paths takes them (from the repo root).
const server = (folder) => `./apps/server/src/${folder}`;
const providerZones = [
  { target: server('modules'), from: server('providers'), message: 'A module uses a port (ports/), never a provider: app.ts hands it the provider.' },
  {
    target: server('course-model'),
    from: ['providers', 'modules', 'db', 'storage', 'jobs', 'plugins'].map(server),
    message: 'course-model/ is pure rules over the deck\'s text: no provider, module, database or storage.',
  },
  { target: server('ports'), from: ['providers', 'modules'].map(server), message: 'A port names what the modules need; it depends on neither side.' },
  { target: server('providers'), from: server('modules'), message: 'A provider implements a port; it never imports a module.' },
];

// Routes are declared in a module's *.routes.ts and registered from app.ts: a Fastify route call anywhere
// else, or a module importing another module's routes or feature, is refused.
const routeCall = {
  selector: 'CallExpression[callee.object.name=/^(app|api|fastify|instance|server)$/][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/]',
  message: 'Declare routes in a *.routes.ts file of their module; app.ts registers every feature.',
};
const otherFeature = {
  selector: 'ImportDeclaration[source.value=/^\\.\\.\\/[\\w-]+\\/[\\w.-]+(\\.routes|-feature)\\.ts$/]',
  message: 'A module does not register another module\'s routes: app.ts registers every feature.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/migrations/**', '**/data/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**'] },
  ...tseslint.configs.recommended,
  stylistic.configs.customize({ indent: 2, quotes: 'single', semi: true, jsx: true, braceStyle: '1tbs' }),
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: { rules: { 'kebab-case-files': kebabCaseFiles } }, drizzle },
    rules: {
      'local/kebab-case-files': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@stylistic/max-len': ['error', { code: 130, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreComments: true }],
      '@stylistic/arrow-parens': ['error', 'always'],
      '@stylistic/operator-linebreak': 'off',
      '@stylistic/multiline-ternary': 'off',
      '@stylistic/jsx-one-expression-per-line': 'off',
      '@stylistic/quote-props': ['error', 'as-needed'],
      '@stylistic/indent-binary-ops': 'off',
    },
  },
  {
    // No import cycles anywhere: a cycle hides which piece depends on which.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only .js files unless told otherwise: without these two settings every import of a
      // .ts file was skipped and no cycle was ever found.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      // A Drizzle update or delete without where touches every row.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      // The web app never reaches into the server, and the server never into the web app.
      'no-restricted-imports': ['error', { patterns: [serverBoundary] }],
    },
  },
  // The server's layers point one way: infrastructure below the modules never imports one (the access
  // plugin is handed authenticate; jobs and storage are handed what they run). And only repositories
  // touch the tables (the schema's own folder, test helpers, tests and the CLI aside).
  ...serverImportRules(),
  {
    // Tests may wire a real provider, as app.ts does.
    files: ['apps/server/src/{modules,course-model,ports,providers}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: providerZones }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.routes.ts', '**/*.test.ts', 'apps/server/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', routeCall, otherFeature] },
  },
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: { 'no-restricted-syntax': ['error', otherFeature] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: webBoundary }],
    },
  },
  {
    // Web features do not import each other; what two features share goes to components/ or lib/.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: webFeatures.map((feature) => ({
          target: `./apps/web/src/features/${feature}`,
          from: './apps/web/src/features',
          except: [`./${feature}`],
          message: 'A feature does not import another feature; move the shared piece to components/ or lib/.',
        })),
      }],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      // core is pure: no I/O, no other workspace.
      'no-restricted-imports': ['error', { patterns: ['node:*', '@complyra/server*', '@complyra/web*', '**/apps/**'] }],
    },
  },
);
