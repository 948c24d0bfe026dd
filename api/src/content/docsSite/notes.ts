/** Something of a page's source that did not come through as written, at its 1-based line. */
export interface SourceNote {
  line: number;
  message: string;
}

/** A page's body as the Markdown the site's pipeline takes, and what did not come through. */
export interface MarkdownResult {
  markdown: string;
  notes: SourceNote[];
  /** Abbreviations the page defines (`*[HTML]: Hyper Text Markup Language`), for the HTML step. */
  abbreviations?: Map<string, string>;
}

/** The first `max` characters (40 unless told) of some source on one line, to quote it in a note. */
export function short(text: string, max = 40): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

/** A page that would go past the import's limits (its includes): it is not imported, and a warning says why at `line`. */
export class PageOverLimit extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}
