import type { QualityTier, SearchSection } from '@kb/contracts';
import { createHash } from 'node:crypto';
import { analysisFor, type Analysis, type SearchLanguage } from './analysis';
import type { TokenizedDoc } from './bulkLoad';
import { ENGINE_OPTIONS, FIELD_BOOST, FIELDS, type Field } from './engineOptions';
import type { Heading } from './sections';
import type { WordBounds } from './wordBounds';

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

/**
 * What results need of an article beyond its postings: its text and headings, for sections and excerpts, and
 * where the text's words are when its language is cut by a dictionary (see Analysis.placedTerms).
 */
export type DocContent = Pick<SearchDoc, 'text' | 'headings'> & { bounds?: WordBounds };

/** A title of a few words that names a command: "pnpm why", "pnpm with". */
const COMMAND_TITLE_WORDS = 3;

/**
 * The stop word that ends a short title whose first word is a name ("pnpm why", "pnpm with"): the name of a
 * command, searched for like any word. Titles such as "How does it work?" or "Working with Git" keep none.
 */
function commandWords(title: string, analysis: Analysis): string[] {
  const words = analysis.words(title);
  if (words.length < 2 || words.length > COMMAND_TITLE_WORDS || analysis.termOf(words[0]!.word) === '') return [];
  const last = analysis.fold(words.at(-1)!.word);
  return analysis.termOf(last) === '' && /^\p{L}{2,}$/u.test(last) ? [last] : [];
}

/**
 * Each field's terms by the analysis, and the body's word bounds when the analysis places its words;
 * `spellings` receives how folded terms were written (see Analysis.terms).
 */
export function fieldsOf(doc: SearchDoc, analysis: Analysis, spellings?: Map<string, string>): { fields: Record<Field, string[]>; bounds?: WordBounds } {
  const terms = (text: string) => analysis.terms(text, spellings);
  const list = (values: readonly string[]) => terms(values.join('\n'));
  const title = [...terms(doc.title), ...commandWords(doc.title, analysis)];
  const headings = list(doc.headings.map((h) => h.title));
  const [tags, keywords, categories] = [list(doc.tags), list(doc.keywords), list(doc.categories)];
  const body = analysis.placedTerms?.(doc.text) ?? { terms: terms(doc.text), bounds: undefined };
  const fields = { title, headings, tags, keywords, categories, body: body.terms };
  return body.bounds ? { fields, bounds: body.bounds } : { fields };
}

export const tokenized = (id: string, fields: Record<Field, string[]>): TokenizedDoc => ({ id, fields: FIELDS.map((field) => fields[field]) });

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
    probe: fieldsOf(probe, analysis).fields,
  };
  return createHash('sha256').update(JSON.stringify(described)).digest('hex');
}

/** One result of a search. */
export interface SearchHit {
  id: string;
  title: string;
  score: number;
  qualityTier: QualityTier;
  /** The section that best answers the query; null when that is the article's opening. */
  section: SearchSection | null;
  /** From that section. */
  excerpt: string;
  /** The document words that matched (after stem, prefix and typo expansion). */
  matchedTerms: string[];
}
