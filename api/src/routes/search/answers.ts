import { CONSTANTS } from '@kb/contracts';
import type { SearchHit } from '../../search/searchIndex';
import type { ReadModel } from '../../readModel/readModel';
import { ResponseCache } from '../../readModel/responseCache';
import { answersQuery } from '../../search/evidence';
import { normalizeQuery } from '../../search/normalize';
import { pickSuggestions, relatedQueries, spellingCorrections } from '../../search/suggestions';
import type { TextGenerators } from '../../textgen';
import { noAnswerSummary } from '../../textgen/extractive';

/** What summaries and suggestions read: the read model (English), or a language's translations. */
export type AnswerSource = Pick<ReadModel, 'version' | 'searchHits' | 'searchIndex' | 'articleById'> & {
  /** A hit's sentences, when they are not all in `searchIndex` (a version's changed articles have an index of their own). */
  passages?(hit: SearchHit, count: number): string[];
};

/** Articles quoted in a summary, and sentences quoted from each. */
export const SUMMARY_ARTICLES = 3;
const PASSAGES_PER_ARTICLE = 2;
/** Top results whose keywords feed the related queries. */
const RELATED_FROM = 3;

/**
 * Summary and suggestions for a query, from the read model's search hits through the text
 * generators, kept in the response cache per normalised query. They are made from the content version and from the
 * clock's window of their lifetime (SPEC §9: summaries 60 s, suggestions 5 min), so a publish or the next window makes
 * them afresh: a generator's answer can change with time (an LLM's, or its offline fallback while the LLM is down).
 */
export class SearchAnswers {
  private readonly scope = ResponseCache.scope('answers');

  constructor(
    private readonly readModel: AnswerSource,
    private readonly generators: TextGenerators,
    private readonly cache: ResponseCache,
  ) {}

  /** The answer of `kind` for `query`, made by `make` once per content version and window of `lifetimeMs`. */
  private kept<V>(kind: string, lifetimeMs: number, query: string, make: () => Promise<V>): Promise<V> {
    const window = Math.floor(Date.now() / lifetimeMs);
    return this.cache.get(`${this.scope}:${kind}:${normalizeQuery(query)}`, [this.readModel.version, window], make);
  }

  /**
   * Quotes the top hits when one of them answers the query (holds a share of its weight of at least ANSWER_SHARE_MIN,
   * see SearchIndex.evidence); when none does, says so and links them, without asking a generator (an LLM would be
   * given irrelevant passages). All top hits are quoted then, not only those that pass: the judged sets' answering
   * pages are at times the ones that word the query differently ("pnpm vs npm" for "how do I switch from npm").
   */
  summary(query: string): Promise<string> {
    return this.kept('summary', CONSTANTS.summaryCacheMs, query, async () => {
      const hits = this.readModel.searchHits(query).slice(0, SUMMARY_ARTICLES);
      const index = this.readModel.searchIndex;
      if (hits.length > 0 && !hits.some((hit) => answersQuery(index.evidence(query, hit)))) return noAnswerSummary(query, hits);
      const sources = hits.map((hit) => {
        const passages = this.readModel.passages ? this.readModel.passages(hit, PASSAGES_PER_ARTICLE) : index.passages(hit, PASSAGES_PER_ARTICLE);
        return { id: hit.id, title: hit.title, section: hit.section, passages: passages.length > 0 ? passages : [hit.excerpt], terms: hit.matchedTerms };
      });
      return this.generators.summary.summarize({ query, sources });
    });
  }

  suggestions(query: string): Promise<string[]> {
    return this.kept('suggestions', CONSTANTS.suggestionsCacheMs, query, async () => {
      const hits = this.readModel.searchHits(query).slice(0, RELATED_FROM);
      const articles = hits.flatMap((hit) => this.readModel.articleById(hit.id) ?? []);
      const proposed = await this.generators.suggestions.suggest({
        query,
        corrections: spellingCorrections(query, this.readModel.searchIndex),
        related: relatedQueries(
          query,
          articles.map((a) => a.seoKeywords),
        ),
        titles: articles.map((a) => a.title),
      });
      return pickSuggestions(query, proposed, CONSTANTS.suggestionsMax);
    });
  }
}
