import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

const CONFIG_FILE = /^docusaurus\.config\.(?:[cm]?[jt]s)$/;
const DOCS_PLUGIN = /^(?:@docusaurus\/plugin-content-docs|content-docs)$/;
const CLASSIC_PRESET = /^(?:@docusaurus\/preset-classic|classic)$/;

/** The docs plugin's options the importer reads from `docusaurus.config.*`, each with its line. */
export interface DocsPluginOptions {
  file: string;
  /** The docs folder, relative to the site (`'../docs'`: outside the website folder). */
  path?: { value: string; line: number };
  /** Where the docs are served (`'/'`, `'guide'`); Docusaurus' default is `docs`. */
  routeBasePath?: string;
  /** The version served at the docs' root (`current` is docs/). */
  lastVersion?: { value: string; line: number };
  /** The versions built (`current` is docs/); the others are not imported. */
  onlyIncludeVersions?: { value: string[]; line: number };
  /** `versions: { current: { label, path } … }`: each version's label and URL path. */
  versions?: Record<string, { label?: string; path?: string; line: number }>;
  /** `file:line: message` for options written as code (computed, imported): not read. */
  notes: string[];
}

/**
 * Reads the docs plugin's options from the site's `docusaurus.config.*` without running it: the TypeScript parser
 * reads the file, and the options are taken where they are written as literals, in `presets: [['classic', { docs: {…} }]]`
 * or `plugins: [['@docusaurus/plugin-content-docs', {…}]]` (the first docs plugin, the site's main docs). An option the
 * file computes (a variable from `process.env`, a function call) is noted, not read. Undefined without a config file.
 */
export async function readDocsPluginOptions(site: string): Promise<DocsPluginOptions | undefined> {
  const file = (await readdir(site).catch(() => [] as string[])).find((name) => CONFIG_FILE.test(name));
  if (!file) return undefined;
  return parseDocsPluginOptions(file, await readFile(path.join(site, file), 'utf8'));
}

function parseDocsPluginOptions(file: string, text: string): DocsPluginOptions {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, /\.[cm]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS);
  const options: DocsPluginOptions = { file, notes: [] };
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const constants = new Map<string, ts.Expression>();
  const visitDeclarations = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, visitDeclarations);
  };
  visitDeclarations(source);
  const resolve = (node: ts.Node, depth = 0): ts.Node => {
    if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return resolve(node.expression, depth);
    const declared = ts.isIdentifier(node) && depth < 8 ? constants.get(node.text) : undefined;
    return declared ? resolve(declared, depth + 1) : node;
  };
  const stringOf = (node: ts.Node | undefined) => {
    const value = node && resolve(node);
    return value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) ? value.text : undefined;
  };
  const nameOf = (name: ts.PropertyName) => (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined);
  const property = (object: ts.ObjectLiteralExpression, key: string) => {
    const member = object.properties.find((m): m is ts.PropertyAssignment => ts.isPropertyAssignment(m) && nameOf(m.name) === key);
    return member?.initializer;
  };
  const objectOf = (node: ts.Node | undefined) => {
    const value = node && resolve(node);
    return value && ts.isObjectLiteralExpression(value) ? value : undefined;
  };

  /** `presets`/`plugins` entries: `'name'`, `['name', options]`, `require.resolve('name')` is not read. */
  const docsOptions = (): ts.ObjectLiteralExpression | undefined => {
    let found: ts.ObjectLiteralExpression | undefined;
    const visit = (node: ts.Node) => {
      if (found) return;
      if (ts.isArrayLiteralExpression(node) && node.elements.length >= 2) {
        const name = stringOf(node.elements[0]);
        const second = objectOf(node.elements[1]);
        if (name && second && DOCS_PLUGIN.test(name)) found = second;
        else if (name && second && CLASSIC_PRESET.test(name)) found = objectOf(property(second, 'docs'));
      }
      if (!found) ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  };

  const docs = docsOptions();
  if (!docs) return options;
  const read = (key: string) => {
    const node = property(docs, key);
    const value = node && stringOf(node);
    if (node && value === undefined) options.notes.push(`${file}:${lineOf(node)}: the docs plugin's ${key} is computed, not written in the file: not read`);
    return node && value !== undefined ? { value, line: lineOf(node) } : undefined;
  };
  options.path = read('path');
  options.routeBasePath = read('routeBasePath')?.value;
  options.lastVersion = read('lastVersion');
  const only = property(docs, 'onlyIncludeVersions');
  const onlyList = only && resolve(only);
  if (onlyList && ts.isArrayLiteralExpression(onlyList)) {
    const names = onlyList.elements.map((element) => stringOf(element));
    if (names.every((name): name is string => name !== undefined)) options.onlyIncludeVersions = { value: names, line: lineOf(only) };
    else options.notes.push(`${file}:${lineOf(only)}: the docs plugin's onlyIncludeVersions is computed, not written in the file: not read`);
  } else if (only) options.notes.push(`${file}:${lineOf(only)}: the docs plugin's onlyIncludeVersions is computed, not written in the file: not read`);
  const versions = objectOf(property(docs, 'versions'));
  if (versions) {
    options.versions = {};
    for (const member of versions.properties) {
      // `[lastDocsVersion]: {…}`: a computed key is read when it names a constant string.
      const key = member.name && ts.isComputedPropertyName(member.name) ? stringOf(member.name.expression) : member.name && nameOf(member.name);
      const settings = ts.isPropertyAssignment(member) ? objectOf(member.initializer) : undefined;
      if (key && settings)
        options.versions[key] = { label: stringOf(property(settings, 'label')), path: stringOf(property(settings, 'path')), line: lineOf(member) };
      else options.notes.push(`${file}:${lineOf(member)}: an entry of the docs plugin's versions is computed, not written in the file: not read`);
    }
  }
  return options;
}
