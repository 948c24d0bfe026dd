import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The import-boundary table of ARCHITECTURE.md, as regexes over import specifiers. */
const FRONT_END = '(^|/)(shell|public-kb|admin-console)(/|$)|^@kb/(shell|public-kb|admin-console)$';
const API_RULES = [
  [FRONT_END, 'the API never imports front-end code'],
  ['^@kb/(ui|api-client)$|^(react|react-dom|styled-components|swr|react-router-dom)(/|$)', 'the API never imports front-end code'],
];
const TEST_CODE = '(^|/)test(/|$)|\\.test(\\.tsx?)?$|^(vitest|fast-check)(/|$)|^@testing-library/|^@kb/test-support$';
const TEST_CODE_MESSAGE = 'product code never imports test code (test/ folders, @kb/test-support, *.test, vitest, fast-check)';
/** The admin hooks: only the admin console may import them, so nothing admin reaches visitors. */
const ADMIN_CLIENT = '^@kb/api-client/admin$';
const ADMIN_CLIENT_MESSAGE = 'only admin-console imports @kb/api-client/admin (visitors never download admin code)';
const restrict = (rules) => ({
  'no-restricted-imports': ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }],
});

/** Product code (`src/`, tests aside): `rules`, and never test code. */
const productCode = (folder, rules) => ({
  files: [`${folder}/src/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: restrict([...rules, [TEST_CODE, TEST_CODE_MESSAGE]]),
});
/** `rules` for every file of a folder, tests too. A later block's rule replaces an earlier one's, so product code repeats them. */
const area = (folder, rules) => [{ files: [`${folder}/**/*.{ts,tsx}`], rules: restrict(rules) }, productCode(folder, rules)];

const PACKAGES_RULES = [[`${FRONT_END}|(^|/)api(/|$)|^@kb/api$`, 'packages never import the apps']];

export const boundaries = [
  ...area('public-kb', [
    ['(^|/)(shell|admin-console|api)(/|$)|^@kb/(shell|admin-console|api)$', 'public-kb may import packages/* only'],
    [ADMIN_CLIENT, ADMIN_CLIENT_MESSAGE],
  ]),
  ...area('admin-console', [['(^|/)(shell|public-kb|api)(/|$)|^@kb/(shell|public-kb|api)$', 'admin-console may import packages/* only']]),
  productCode('shell', [
    ['(^|/)(public-kb|admin-console|api)(/|$)|^@kb/(public-kb|admin-console|api)$', 'the shell loads remotes only through Module Federation'],
    [ADMIN_CLIENT, ADMIN_CLIENT_MESSAGE],
  ]),
  ...area('api', API_RULES),
  productCode('packages/contracts', [['^(?!zod$|\\.)', '@kb/contracts imports zod only']]),
  ...area('packages/api-client', PACKAGES_RULES),
  ...area('packages/ui', PACKAGES_RULES),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tools/**', '.data/**', 'test-results/**', 'coverage/**', 'api/test/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  ...boundaries,
);
