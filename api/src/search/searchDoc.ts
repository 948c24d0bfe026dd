import { createHash } from 'node:crypto';
import { analysisFor, type Analysis, type SearchLanguage } from './analysis';
import type { TokenizedDoc } from './bulkLoad';
import { ENGINE_OPTIONS, FIELD_BOOST, FIELDS, type Field } from './engineOptions';
import type { Heading } from './sections';

/** What the index needs of an article; `text` is its plain text, one block per line (headings included). */
export interface SearchDoc {
  id: string;
  title: string;
  /** Headings in document order, with their ids (anchors in the article page). */
  headings: readonly Heading[];
  tags: readonly string[];
  keywords: readonly string[];
  /** Category names from the top level down. */
  categories: readonly string[];
  text: string;
}

/** What results need of an article beyond its postings: its text and headings, for sections and excerpts. */
export type DocContent = Pick<SearchDoc, 'text' | 'headings'>;

/** Each field's terms by the analysis; `spellings` receives how folded terms were written (see Analysis.terms). */
export function fieldsOf(doc: SearchDoc, analysis: Analysis, spellings?: Map<string, string>): Record<Field, string[]> {
  const terms = (text: string) => analysis.terms(text, spellings);
  const list = (values: readonly string[]) => terms(values.join('\n'));
  return {
    title: terms(doc.title),
    headings: list(doc.headings.map((h) => h.title)),
    tags: list(doc.tags),
    keywords: list(doc.keywords),
    categories: list(doc.categories),
    body: terms(doc.text),
  };
}

export function tokenized(doc: SearchDoc, analysis: Analysis, spellings: Map<string, string>): TokenizedDoc {
  const fields = fieldsOf(doc, analysis, spellings);
  return { id: doc.id, fields: FIELDS.map((field) => fields[field]) };
}

/**
 * Names what an index built from `probe` holds and how it ranks — fields, boosts, engine options,
 * the language, and the probe's tokens (so a change of folding, stop words, stemming or of what
 * goes into a SearchDoc shows): a snapshot of an index with another fingerprint is rebuilt, not restored.
 */
export function indexFingerprint(probe: SearchDoc, language: SearchLanguage = 'en'): string {
  const analysis = analysisFor(language);
  const { tokenize: split, processTerm, ...options } = ENGINE_OPTIONS;
  const described = {
    fields: FIELDS,
    boosts: FIELD_BOOST,
    options,
    split: String(split),
    processTerm: String(processTerm),
    language,
    probe: fieldsOf(probe, analysis),
  };
  return createHash('sha256').update(JSON.stringify(described)).digest('hex');
}
