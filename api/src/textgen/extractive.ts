import { articlePath } from '@kb/contracts';
import { matchPositions } from '../search/sentences';
import type { SuggestionGenerator, SummaryGenerator, SummarySource } from './types';

/** Characters that would change the meaning of the summary's light markup inside a quotation. */
const markupSafe = (text: string) => text.replace(/\*/g, '').replace(/\[/g, '(').replace(/\]/g, ')').replace(/\s+/g, ' ').trim();

/** Wraps the matched words of a passage in **bold**. */
export function emphasise(passage: string, terms: readonly string[]): string {
  const safe = markupSafe(passage);
  let out = '';
  let at = 0;
  for (const match of matchPositions(safe, new Set(terms))) {
    out += `${safe.slice(at, match.index)}**${safe.slice(match.index, match.index + match.term.length)}**`;
    at = match.index + match.term.length;
  }
  return out + safe.slice(at);
}

function sourceBlocks(source: SummarySource): string[] {
  const title = markupSafe(source.title);
  const { section } = source;
  const link = section ? `[${title} › ${markupSafe(section.heading)}](${articlePath(source.id, section.id)})` : `[${title}](${articlePath(source.id)})`;
  return [`### ${title}`, source.passages.map((p) => `* ${emphasise(p, source.terms)}`).join('\n'), `Read more: ${link}`];
}

/**
 * The offline, deterministic summary: the most relevant sentences of the top results, quoted as
 * they are in our articles, grouped under each article's title with a link to `/article/{id}`, at the quoted section
 * (`#{heading id}`) when there is one.
 * Blocks are separated by blank lines: a '###' heading per article, '* ' bullets with the matched
 * words in **bold**, and a 'Read more:' link. It states nothing that is not in our articles.
 */
export const extractiveSummary: SummaryGenerator = {
  async summarize({ query, sources }) {
    if (sources.length === 0) return `No articles in the knowledge base match "${markupSafe(query)}".`;
    const count = sources.length === 1 ? '1 article' : `${sources.length} articles`;
    return [`**From ${count}:** the passages below are quoted from the knowledge base.`, ...sources.flatMap(sourceBlocks)].join('\n\n');
  },
};

/**
 * The summary when results matched some of the query's words but none answers it (see SearchAnswers.summary):
 * a sentence that says so, then the closest results as links, so nothing irrelevant is quoted.
 */
export function noAnswerSummary(query: string, closest: readonly { id: string; title: string }[]): string {
  const links = closest.map((hit) => `* [${markupSafe(hit.title)}](${articlePath(hit.id)})`).join('\n');
  return [`**No direct answer:** none of the articles found answers "${markupSafe(query)}".`, `The closest results:\n${links}`].join('\n\n');
}

/** The offline suggestions: spelling corrections first, then related queries. */
export const vocabularySuggestions: SuggestionGenerator = {
  async suggest({ corrections, related }) {
    return [...corrections, ...related];
  },
};
