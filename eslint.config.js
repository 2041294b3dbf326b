// One lint and format tool for the repo: ESLint with typescript-eslint, and @stylistic for formatting
// (`npm run format` fixes). Biome was tried first, but its per-platform binaries are not all on the
// registry this project installs from, which breaks `npm ci`.
import path from 'node:path';
import stylistic from '@stylistic/eslint-plugin';
import drizzle from 'eslint-plugin-drizzle';
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
    files: ['apps/server/src/**/*.ts'],
    rules: {
      // A Drizzle update or delete without where touches every row.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      // The web app never reaches into the server, and the server never into the web app.
      'no-restricted-imports': ['error', { patterns: ['**/apps/web/**', '@complyra/web*'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', '@complyra/server*'] }],
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
