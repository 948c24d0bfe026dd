import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The import-boundary table of ARCHITECTURE.md, as regexes over import specifiers. */
const FRONT_END = '(^|/)(shell|public-kb|admin-console)(/|$)|^@kb/(shell|public-kb|admin-console)$';
const restrict = (rules) => ({
  'no-restricted-imports': ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }],
});

export const boundaries = [
  {
    files: ['public-kb/**/*.{ts,tsx}'],
    rules: restrict([
      ['(^|/)(shell|admin-console|api)(/|$)|^@kb/(shell|admin-console|api)$', 'public-kb may import packages/* only'],
    ]),
  },
  {
    files: ['admin-console/**/*.{ts,tsx}'],
    rules: restrict([
      ['(^|/)(shell|public-kb|api)(/|$)|^@kb/(shell|public-kb|api)$', 'admin-console may import packages/* only'],
    ]),
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: restrict([
      ['(^|/)(public-kb|admin-console|api)(/|$)|^@kb/(public-kb|admin-console|api)$', 'the shell loads remotes only through Module Federation'],
    ]),
  },
  {
    files: ['api/**/*.ts'],
    rules: restrict([
      [FRONT_END, 'the API never imports front-end code'],
      ['^@kb/(ui|api-client)$|^(react|react-dom|styled-components|swr|react-router-dom)(/|$)', 'the API never imports front-end code'],
    ]),
  },
  {
    files: ['packages/contracts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([['^(?!zod$|\\.)', '@kb/contracts imports zod only']]),
  },
  {
    files: ['packages/api-client/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    rules: restrict([[`${FRONT_END}|(^|/)api(/|$)|^@kb/api$`, 'packages never import the apps']]),
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tools/**', '.data/**', 'test-results/**', 'coverage/**'] },
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
