import matter from 'gray-matter';

/**
 * The only way an imported file's front matter is read: as data, never as code. gray-matter's default engines
 * evaluate a `---js` or `---javascript` block; here only YAML (js-yaml's safe schema) and JSON are parsed, and a
 * block in any other language is left out unread, its language named in `refused` for the caller's warning.
 */
const DATA_LANGUAGES = new Set(['', 'yaml', 'yml', 'json']);
const UNREAD = { parse: () => ({}) };
/** Defence in depth: whatever the language, gray-matter's code engines are never reachable. */
const NO_CODE = { javascript: UNREAD, js: UNREAD, coffee: UNREAD, coffeescript: UNREAD, cson: UNREAD };

export interface ReadFrontMatter {
  data: Record<string, unknown>;
  /** The text after the front matter (all of it when there is none). */
  content: string;
  /** The language of a front matter block that was left out (`js`), when one was. */
  refused?: string;
}

export function readFrontMatter(file: string): ReadFrontMatter {
  const text = file.replace(/^\uFEFF/, '');
  const language = matter.test(text) ? matter.language(text).name : '';
  const isData = DATA_LANGUAGES.has(language.toLowerCase());
  // With an options object gray-matter parses afresh instead of answering from its cache.
  const parsed = matter(text, { engines: isData ? NO_CODE : { ...NO_CODE, [language]: UNREAD } });
  return { data: parsed.data, content: parsed.content, ...(isData ? {} : { refused: language }) };
}

/** A YAML file's data (mkdocs.yml, `_category_.yml`), read by the same safe parser. */
export function readYaml(text: string): Record<string, unknown> {
  return readFrontMatter(`---\n${text}\n---\n`).data;
}

/** The warning for a front matter block left out. */
export function refusedFrontMatter(file: string, language: string): string {
  return `${file}:1: front matter written in ${language} is not read (only YAML and JSON are, never code): imported without it`;
}
