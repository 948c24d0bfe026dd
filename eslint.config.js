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
/** gray-matter's default engines run a `---js` front matter: imports read it only through readFrontMatter (data only). */
const FRONT_MATTER_READER = ['api/src/content/readFrontMatter.ts', 'api/src/commands/exportContent.ts'];
const GRAY_MATTER = ['^gray-matter$', 'front matter is read only through api/src/content/readFrontMatter.ts (YAML or JSON, never code)'];
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

/**
 * api/src's layers, top to bottom (docs/architecture.md, decision 0195): a file imports its own layer and the ones below,
 * never one above. Each entry is a top-level folder or file of api/src; a feature's `models.ts` (its schemas and stored
 * shapes) belongs to storage, so any layer may import `<feature>/models`.
 */
export const API_LAYERS = [
  ['the entry points', ['main', 'bootstrap', 'app', 'index', 'cli']],
  ['HTTP', ['routes', 'fastPath', 'middlewares', 'agents']],
  [
    'the features',
    [
      'commands',
      'reviews',
      'versions',
      'translations',
      'people',
      'settings',
      'signIn',
      'oidc',
      'passkeys',
      'events',
      'insights',
      'analysis',
      'textgen',
      'seeding',
      'presenters',
      'html',
      'deps',
    ],
  ],
  ['the read side', ['readModel', 'search', 'content']],
  ['storage', ['models', 'db']],
  ['the base', ['logger', 'env', 'errors', 'types']],
];
/**
 * Files of feature folders that are storage: a feature's models.ts (its schemas and stored shapes) and the event log's
 * reads, which the read model follows. Any layer may import them; they import only storage and the base.
 */
const STORAGE_IN_FEATURES = ['[^/]+/models', 'events/eventLog', 'events/eventFeed'];
/** The layer rule of a file `depth` folders below api/src in layer `layer` (an index into API_LAYERS). */
function apiLayerRule(layer, depth) {
  const [name] = API_LAYERS[layer];
  const above = API_LAYERS.slice(0, layer);
  const up = depth === 0 ? '\\./' : `(\\.\\./){${depth}}`;
  const folders = above.flatMap(([, entries]) => entries).join('|');
  return [
    `^${up}(?!(${STORAGE_IN_FEATURES.join('|')})$)(${folders})($|/)`,
    `api/src is layered (docs/architecture.md): ${name} may not import ${above.map(([upper]) => upper).join(', ')}`,
  ];
}
/** The layer rule of one file, by its path. */
function apiLayerRuleOf(file) {
  const [, , top, ...rest] = file.replace(/\.tsx?$/, '').split('/');
  return apiLayerRule(
    API_LAYERS.findIndex(([, entries]) => entries.includes(top)),
    rest.length,
  );
}
/** Product code of api/src by layer and depth (the rule's relative paths depend on how deep a file is). */
const apiLayers = (rules) => [
  ...API_LAYERS.slice(1).flatMap(([, entries], index) =>
    [0, 1, 2, 3, 4, 5].map((depth) => ({
      files: entries.map((entry) => (depth === 0 ? `api/src/${entry}.{ts,tsx}` : `api/src/${entry}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`)),
      ignores: ['**/*.test.{ts,tsx}', ...FRONT_MATTER_READER],
      rules: restrict([...rules, [TEST_CODE, TEST_CODE_MESSAGE], apiLayerRule(index + 1, depth)]),
    })),
  ),
  // The storage files of feature folders: storage's rule, and no other file of their feature.
  {
    files: STORAGE_IN_FEATURES.map((path) => `api/src/${path.replace('[^/]+', '*')}.{ts,tsx}`),
    rules: restrict([
      ...rules,
      [TEST_CODE, TEST_CODE_MESSAGE],
      apiLayerRule(
        API_LAYERS.findIndex(([name]) => name === 'storage'),
        1,
      ),
      [
        `^\\./(?!(${STORAGE_IN_FEATURES.map((path) => path.slice(path.lastIndexOf('/') + 1)).join('|')})$)`,
        "a feature's storage (models.ts, the event log's reads) imports no other file of its feature",
      ],
    ]),
  },
];

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
  // The site server is the API's other half: it reaches the API only through its port, `@kb/api` (api/src/index.ts).
  {
    files: ['shell/server/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrict([
      ['(^|/)api/src(/|$)|^@kb/api/', 'shell/server uses the API only through its port, @kb/api (api/src/index.ts)'],
      ['(^|/)(public-kb|admin-console)/src(/|$)|^@kb/(public-kb|admin-console)$', 'shell/server renders the remotes only through their server builds'],
      [ADMIN_CLIENT, ADMIN_CLIENT_MESSAGE],
      [TEST_CODE, TEST_CODE_MESSAGE],
    ]),
  },
  ...area('api', [...API_RULES, GRAY_MATTER]),
  ...apiLayers([...API_RULES, GRAY_MATTER]),
  ...FRONT_MATTER_READER.map((file) => ({ files: [file], rules: restrict([...API_RULES, [TEST_CODE, TEST_CODE_MESSAGE], apiLayerRuleOf(file)]) })),
  productCode('packages/contracts', [['^(?!zod$|\\.)', '@kb/contracts imports zod only']]),
  ...area('packages/api-client', PACKAGES_RULES),
  ...area('packages/ui', PACKAGES_RULES),
];

/**
 * `replace`/`replaceAll` with a replacement string built at run time: the string's `$&`, `$'` and `` $` `` are patterns, so
 * text from data (a site name, an article) could paste the template into the page. Replace with a function instead.
 */
const STRING_REPLACEMENT = {
  selector:
    "CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2]:not([arguments.1.type=/^(Literal|ArrowFunctionExpression|FunctionExpression)$/]):not([arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])",
  message: "replace with a function (`() => text`), not a string built at run time: its `$&`, `$'`, `` $` `` would be read as patterns",
};

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
      'no-restricted-syntax': ['error', STRING_REPLACEMENT],
    },
  },
  ...boundaries,
);
