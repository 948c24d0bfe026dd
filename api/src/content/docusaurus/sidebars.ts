import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import type { Navigation, NavItem } from '../docsSite/navigation';
import { short } from '../docsSite/notes';

const SIDEBARS_FILE = /^sidebars\.(?:[cm]?[jt]s|json)$/;

/**
 * Reads the site's sidebars file (`sidebars.js`, `.ts`, `.json`…) without running it: the TypeScript
 * parser reads the object it exports (`export default`, `module.exports` or a JSON file) and the items
 * written in it. Items the file computes or imports (`items: generatedSidebar`) cannot be read this way
 * and are noted with their line. Undefined when the site has no sidebars file.
 */
export async function readSidebars(siteFolder: string): Promise<Navigation | undefined> {
  const name = (await readdir(siteFolder)).find((file) => SIDEBARS_FILE.test(file));
  if (!name) return undefined;
  const text = await readFile(path.join(siteFolder, name), 'utf8');
  return parseSidebars(name, text);
}

/** The sidebars of a sidebars file's text (`file` names it in notes). */
export function parseSidebars(file: string, text: string): Navigation {
  const source = file.endsWith('.json')
    ? ts.parseJsonText(file, text)
    : ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS);
  const notes: string[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const note = (node: ts.Node, message: string) => notes.push(`${file}:${lineOf(node)}: ${message}`);

  /** Follows `as X`, `satisfies X`, parentheses and names of constants declared in the file. */
  function resolve(node: ts.Node, seen = new Set<string>()): ts.Node {
    if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) || ts.isTypeAssertionExpression(node)) {
      return resolve(node.expression, seen);
    }
    if (ts.isIdentifier(node) && !seen.has(node.text)) {
      const declared = constants.get(node.text);
      if (declared) return resolve(declared, new Set([...seen, node.text]));
    }
    return node;
  }
  const stringOf = (node: ts.Node | undefined): string | undefined => {
    const value = node && resolve(node);
    return value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) ? value.text : undefined;
  };
  const property = (object: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined => {
    for (const member of object.properties) {
      if (ts.isPropertyAssignment(member) && propertyName(member.name) === key) return member.initializer;
    }
    return undefined;
  };

  function items(node: ts.Node): NavItem[] {
    const value = resolve(node);
    if (ts.isArrayLiteralExpression(value)) return value.elements.flatMap((element) => item(element));
    if (ts.isObjectLiteralExpression(value)) return shorthand(value);
    note(value, `sidebar items ${short(value.getText(source))} are computed or imported, not written in the file: not read`);
    return [];
  }

  /** `{ Label: [items], … }`: a category per property. */
  function shorthand(object: ts.ObjectLiteralExpression): NavItem[] {
    return object.properties.flatMap((member): NavItem[] => {
      const label = ts.isPropertyAssignment(member) ? propertyName(member.name) : undefined;
      if (!label || !ts.isPropertyAssignment(member)) {
        note(member, `sidebar entry ${short(member.getText(source))} is not read`);
        return [];
      }
      return [{ kind: 'category', label, items: items(member.initializer), line: lineOf(member) }];
    });
  }

  function item(node: ts.Node): NavItem[] {
    const value = resolve(node);
    const id = stringOf(value);
    if (id !== undefined) return [{ kind: 'doc', id, line: lineOf(value) }];
    if (!ts.isObjectLiteralExpression(value)) {
      note(value, `sidebar item ${short(value.getText(source))} is computed or imported, not written in the file: not read`);
      return [];
    }
    const type = stringOf(property(value, 'type'));
    if (type === undefined) return shorthand(value);
    const line = lineOf(value);
    if (type === 'doc' || type === 'ref') {
      const docId = stringOf(property(value, 'id'));
      if (docId !== undefined) return [{ kind: 'doc', id: docId, line }];
    } else if (type === 'category') {
      const label = stringOf(property(value, 'label'));
      const children = property(value, 'items');
      const link = property(value, 'link');
      const linked = link && ts.isObjectLiteralExpression(resolve(link)) ? resolve(link) : undefined;
      const linkedDoc =
        linked && ts.isObjectLiteralExpression(linked) && stringOf(property(linked, 'type')) === 'doc' ? stringOf(property(linked, 'id')) : undefined;
      if (label !== undefined) {
        const first: NavItem[] = linkedDoc ? [{ kind: 'doc', id: linkedDoc, line }] : [];
        return [{ kind: 'category', label, items: [...first, ...(children ? items(children) : [])], line }];
      }
    } else if (type === 'autogenerated') {
      return [{ kind: 'autogenerated', dirName: stringOf(property(value, 'dirName')) ?? '.', line }];
    } else if (type === 'link') {
      note(value, `sidebar link to ${stringOf(property(value, 'href')) ?? 'another site'} is not a page: not imported`);
      return [];
    }
    note(value, `sidebar item of type '${type}' is not read`);
    return [];
  }

  const constants = new Map<string, ts.Expression>();
  let exported: ts.Node | undefined;
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) constants.set(declaration.name.text, declaration.initializer);
      }
    } else if (ts.isExportAssignment(statement)) {
      exported = statement.expression;
    } else if (ts.isExpressionStatement(statement)) {
      const expression = statement.expression;
      if (
        ts.isBinaryExpression(expression) &&
        expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        expression.left.getText(source) === 'module.exports'
      ) {
        exported = expression.right;
      } else if (file.endsWith('.json')) {
        exported = expression;
      }
    }
  }
  const root = exported && resolve(exported);
  if (!root || !ts.isObjectLiteralExpression(root)) {
    notes.push(`${file}:1: no sidebars object is exported (export default, module.exports or JSON): the folders give the order`);
    return { file, items: [], notes };
  }
  // Each property is one sidebar: an array of items or a { Label: [items] } object.
  const all = root.properties.flatMap((member) => (ts.isPropertyAssignment(member) ? items(member.initializer) : []));
  return { file, items: all, notes };
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}
