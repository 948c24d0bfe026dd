import { marked } from 'marked';
import { FrontMatter, lineAt, lineOfKey } from './frontMatter';
import { readFrontMatter } from './readFrontMatter';

export const ARTICLE_FILE = /\.(?:html?|md|markdown)$/i;
const MARKDOWN_FILE = /\.(?:md|markdown)$/i;

export interface SourceFile {
  /** Path shown in messages, relative to the imported folder. */
  name: string;
  text: string;
  /** `<base>.json` beside the file, when there is one. */
  sidecar?: { name: string; text: string };
}

export type ParsedSource =
  | { ok: true; meta: FrontMatter; html: string; /** `file:line` of a metadata field, for later messages. */ where: (key: string) => string }
  | { ok: false; error: string };

const fail = (name: string, line: number, message: string): ParsedSource => ({ ok: false, error: `${name}:${line}: ${message}` });

interface YamlError {
  mark?: { line: number };
  reason?: string;
}

/**
 * Reads one article file: metadata from its YAML front matter or, failing that, its sidecar JSON;
 * body as HTML, or Markdown turned into HTML (marked, GitHub-flavoured). Problems come back as
 * `file:line: message` naming the field at fault.
 */
export function parseSource({ name, text, sidecar }: SourceFile): ParsedSource {
  let data: unknown;
  let body: string;
  let metaText: string;
  let metaName = name;
  if (/^\uFEFF?---[A-Za-z]*[ \t]*\r?\n/.test(text)) {
    const source = text.replace(/^\uFEFF/, '');
    const close = source.search(/\n---\s*(?:\n|$)/);
    metaText = close < 0 ? source : source.slice(0, close);
    try {
      const parsed = readFrontMatter(source);
      if (parsed.refused !== undefined) return fail(name, 1, `front matter written in ${parsed.refused} is not read (only YAML and JSON are, never code)`);
      data = parsed.data;
      body = parsed.content;
    } catch (err) {
      const yaml = err as YamlError;
      if (!yaml.mark) return fail(name, 1, `invalid front matter: ${(err as Error).message}`);
      // js-yaml counts from 0 at the opening --- line.
      return fail(name, yaml.mark.line + 1, `invalid front matter: ${yaml.reason ?? (err as Error).message}`);
    }
  } else if (sidecar) {
    metaName = sidecar.name;
    metaText = sidecar.text;
    body = text;
    try {
      data = JSON.parse(sidecar.text);
    } catch (err) {
      const position = /position (\d+)/.exec((err as Error).message);
      return fail(sidecar.name, position ? lineAt(sidecar.text, Number(position[1])) : 1, `invalid JSON: ${(err as Error).message}`);
    }
  } else {
    return fail(name, 1, `no front matter (a --- block) and no sidecar ${name.replace(ARTICLE_FILE, '.json')}`);
  }
  const meta = FrontMatter.safeParse(data ?? {});
  if (!meta.success) {
    const issue = meta.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    const line = (key && lineOfKey(metaText, key)) || 1;
    return fail(metaName, line, `${key ? `${key}: ` : ''}${issue.message}`);
  }
  const html = MARKDOWN_FILE.test(name) ? (marked.parse(body, { async: false, gfm: true }) as string) : body;
  return { ok: true, meta: meta.data, html: html.trim(), where: (key) => `${metaName}:${lineOfKey(metaText, key) || 1}` };
}
