import type { Logger } from '../logger';
import { chatCompletion, type ChatEndpoint } from './chatCompletions';
import type { SuggestionGenerator, SummaryGenerator, SummaryRequest } from './types';

const SUMMARY_MAX_CHARS = 4000;
const ARTICLE_LINK = /\/article\/([0-9a-f-]{36})/g;

const SUMMARY_RULES = [
  'You summarise search results of a product knowledge base for a visitor.',
  'Use ONLY the numbered passages you are given; never add facts, numbers or advice that they do not state.',
  'Format: blocks separated by one blank line; headings as "### Title" or a bold "**Label:**"; bullets start with "* "; **bold** for key words;',
  'cite each article you use with a markdown link [its title](/article/ID) using the ID given. No other links, no HTML.',
].join(' ');

function summaryPrompt({ query, sources }: SummaryRequest): string {
  const blocks = sources.map((s, i) => `[${i + 1}] ID ${s.id} — ${s.title}\n${s.passages.map((p) => `- ${p}`).join('\n')}`);
  return `Search query: ${query}\n\nPassages:\n${blocks.join('\n\n')}`;
}

/**
 * A summary must cite our articles and only them: at least one `/article/{id}` link, every such
 * link to one of the sources, no other URL, and a bounded length. Anything else is discarded.
 */
function acceptableSummary(text: string, sourceIds: ReadonlySet<string>): boolean {
  if (!text || text.length > SUMMARY_MAX_CHARS) return false;
  const cited = [...text.matchAll(ARTICLE_LINK)].map((m) => m[1]!);
  const links = (text.match(/\]\(([^)]*)\)/g) ?? []).length;
  return cited.length > 0 && cited.length === links && cited.every((id) => sourceIds.has(id)) && !/https?:\/\//.test(text);
}

/**
 * Summaries from an OpenAI-compatible chat-completions endpoint, checked by `acceptableSummary`;
 * on a timeout, an error, or an unacceptable answer the offline summary is used.
 */
export function llmSummary(endpoint: ChatEndpoint, fallback: SummaryGenerator, logger: Logger): SummaryGenerator {
  return {
    async summarize(request) {
      if (request.sources.length === 0) return fallback.summarize(request);
      try {
        const text = await chatCompletion(endpoint, [
          { role: 'system', content: SUMMARY_RULES },
          { role: 'user', content: summaryPrompt(request) },
        ]);
        if (acceptableSummary(text, new Set(request.sources.map((s) => s.id)))) return text;
        logger.warn('LLM summary rejected (uncited or foreign links); using the offline summary');
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'LLM summary failed; using the offline summary');
      }
      return fallback.summarize(request);
    },
  };
}

/** Parses the model's list: a JSON array of strings, or one query per line. */
function parseQueryList(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed.filter((q): q is string => typeof q === 'string');
  } catch {
    // not JSON: one query per line
  }
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*(?:[-*]|\d+[.)])\s*/, '')
        .replace(/^["']|["']$/g, '')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * Suggestions with related queries from the model: spelling corrections from our vocabulary stay
 * first; the model's queries are kept only when short, free of control characters and answered
 * by at least one article (`hasResults`). On any failure the offline related queries are used.
 */
export function llmSuggestions(
  endpoint: ChatEndpoint,
  fallback: SuggestionGenerator,
  hasResults: (query: string) => boolean,
  logger: Logger,
): SuggestionGenerator {
  return {
    async suggest(request) {
      try {
        const text = await chatCompletion(endpoint, [
          {
            role: 'system',
            content: 'Propose up to 4 short alternative search queries for a product knowledge base. Answer with a JSON array of strings only.',
          },
          { role: 'user', content: `Query: ${request.query}\nTop results: ${request.titles.join('; ') || 'none'}` },
        ]);
        const proposed = parseQueryList(text).filter((q) => q.length <= 100 && !/[\u0000-\u001f\u007f]/.test(q) && hasResults(q));
        if (proposed.length > 0) return [...request.corrections, ...proposed];
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'LLM suggestions failed; using the offline suggestions');
      }
      return fallback.suggest(request);
    },
  };
}
