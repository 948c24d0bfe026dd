import { CONSTANTS } from '@kb/contracts';
import type { SearchHit } from '../../search/searchIndex';
import type { ReadModel } from '../../readModel/readModel';
import { answersQuery } from '../../search/evidence';
import { normalizeQuery } from '../../search/normalize';
import { pickSuggestions, relatedQueries, spellingCorrections } from '../../search/suggestions';
import type { TextGenerators } from '../../textgen';
import { noAnswerSummary } from '../../textgen/extractive';
import { TtlCache } from '../../textgen/ttlCache';

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
 * generators. Both are cached per normalised query and content version (a publish starts afresh):
 * summaries 60 s (SPEC §9), suggestions 5 min.
 */
export class SearchAnswers {
  private readonly summaries = new TtlCache<string>(CONSTANTS.summaryCacheMs);
  private readonly suggestionLists = new TtlCache<string[]>(CONSTANTS.suggestionsCacheMs);

  constructor(
    private readonly readModel: AnswerSource,
    private readonly generators: TextGenerators,
  ) {}

  private key(query: string): string {
    return `${this.readModel.version}:${normalizeQuery(query)}`;
  }

  /**
   * Quotes the top hits when one of them answers the query (holds a share of its weight of at least ANSWER_SHARE_MIN,
   * see SearchIndex.evidence); when none does, says so and links them, without asking a generator (an LLM would be
   * given irrelevant passages). All top hits are quoted then, not only those that pass: the judged sets' answering
   * pages are at times the ones that word the query differently ("pnpm vs npm" for "how do I switch from npm").
   */
  summary(query: string): Promise<string> {
    return this.summaries.get(this.key(query), async () => {
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
    return this.suggestionLists.get(this.key(query), async () => {
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
