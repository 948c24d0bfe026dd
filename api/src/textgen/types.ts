import type { SearchSection } from '@kb/contracts';

/** One article the summary may quote: its best passages for the query, verbatim. */
export interface SummarySource {
  id: string;
  title: string;
  /** The section the passages come from (linked as `/article/{id}#{section id}`); null: the article's opening. */
  section: SearchSection | null;
  passages: string[];
  /** Matched words to emphasise. */
  terms: string[];
}

export interface SummaryRequest {
  query: string;
  /** Best first; empty when nothing matched. */
  sources: SummarySource[];
}

/** Writes the search summary in the text format of SPEC §2 from our own articles only. */
export interface SummaryGenerator {
  summarize(request: SummaryRequest): Promise<string>;
}

interface SuggestionRequest {
  query: string;
  /** Spelling corrections from the knowledge base's vocabulary (always offered first). */
  corrections: string[];
  /** Related queries derived from the top results' keywords. */
  related: string[];
  /** Titles of the top results, as context. */
  titles: string[];
}

/** Proposes alternative queries; the caller keeps at most 2 and never the query itself. */
export interface SuggestionGenerator {
  suggest(request: SuggestionRequest): Promise<string[]>;
}
