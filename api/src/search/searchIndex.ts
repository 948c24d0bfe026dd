import { LIMITS } from '@kb/contracts';
import { LRUCache } from 'lru-cache';
import MiniSearch from 'minisearch';
import { analysisFor, type Analysis, type SearchLanguage } from './analysis';
import { BulkLoader } from './bulkLoad';
import { dumpEngine, restoreEngine, type EngineDump } from './engineDump';
import { coverageFirst, matchesMemo, reranked, type Candidates } from './candidateRanking';
import { ENGINE_OPTIONS, FIELD_BOOST, FIELDS, HEADLINE_FIELDS, MATCH_WEIGHTS, type IndexedDoc } from './engineOptions';
import { ExactAverages } from './exactAverages';
import type { TermEvidence } from './evidence';
import { sectionExcerpt } from './excerpt';
import { LiveTerms } from './liveTerms';
import { isIdentifier } from './normalize';
import { exactWords, planQuery, termGroups } from './queryPlan';
import { qualityTier } from './qualityTier';
import { CoverageRanker, termWeight } from './rerank';
import { sectionText, splitSections, type Heading } from './sections';
import { topSentences } from './sentences';
import { StemFamilies } from './stems';
import { fieldsOf, tokenized, type DocContent, type SearchDoc, type SearchHit } from './searchDoc';
import { TopScorer, type ScoredQuery, type TermQuery } from './topScorer';
import { Vocabulary } from './vocabulary';
import type { WordBounds } from './wordBounds';

export interface SearchIndexOptions {
  /** The language of the articles and queries (their analysis: see analysis.ts); English by default. */
  language?: SearchLanguage;
  /**
   * Where an article's text and headings come from when the index should not keep them: at 100,000
   * articles the texts take about 300 MB that the read model's HTML already holds. They are then
   * made when a result needs a section, and the most recently used are cached.
   */
  contentOf?: (id: string) => DocContent | undefined;
}

export type { DocContent, SearchDoc, SearchHit } from './searchDoc';
export { indexFingerprint } from './searchDoc';

/** Characters of text kept in the cache when texts come from `contentOf` (about 9,000 articles). */
const TEXT_CACHE_CHARS = 32 * 1024 * 1024;

/** An index's state for the read-model snapshot: the engine's, and each article's title (and text, headings and word bounds when kept). */
export interface SearchIndexSnapshot {
  engine: EngineDump;
  ids: string[];
  titles: string[];
  contents: (DocContent | undefined)[];
  /** Folded terms and how they were spelled, in pairs (see Analysis.terms); empty for English. */
  spellings: string[];
}

/**
 * The full-text index: MiniSearch's inverted index and BM25+ per field with boosts, scored by
 * TopScorer, with the expansion of each query term decided from our own vocabulary (see planQuery:
 * stems, joined words, prefixes, typos, weighted exact > joined > stemmed > prefix > typo). The best
 * RERANK_CANDIDATES are re-ranked by how their title and headings cover the query (CoverageRanker),
 * and each hit is pointed at its best section (bestSection), where its excerpt comes from.
 * MiniSearch's score already multiplies BM25 by the number of query terms a document matched; see
 * COMMON_SHARE for terms found in most articles, and qualityTier for the tiers.
 * Tokens are produced once here (folded, stop words dropped) and handed to MiniSearch space-joined.
 * `SearchIndex.build` loads many articles at once (see bulkLoad); `upsert` adds one.
 * Ranking depends on the articles only, never on the index's history (built, restored from a
 * snapshot, or changed article by article since): discarded articles count nowhere (LiveTerms),
 * average field lengths are exact (ExactAverages), expansions sum in the order of their terms, and
 * equal scores are ordered by article id, not by the order articles were indexed in.
 */
export class SearchIndex {
  private engine = new MiniSearch<IndexedDoc>(ENGINE_OPTIONS);
  /** The engine's terms without the postings of discarded articles (see LiveTerms). */
  private readonly live = new LiveTerms(() => this.engine as MiniSearch<never>);
  /** Adds and discards keeping the average field lengths exact (see ExactAverages). */
  private readonly averages = new ExactAverages();
  /** MiniSearch's scoring without a result object per matching document (see TopScorer). */
  private readonly scorer = new TopScorer<IndexedDoc>(() => this.engine, this.live, FIELD_BOOST, MATCH_WEIGHTS);
  /** Title, and the text and headings unless `contentOf` gives them (see SearchIndexOptions). */
  private readonly docs = new Map<string, { title: string; content?: DocContent }>();
  private readonly contents: LRUCache<string, DocContent> | null;
  /** The knowledge base's own words (for expansions and spelling corrections). */
  readonly vocabulary = new Vocabulary(() => this.engine as MiniSearch<never>, this.live);
  /** How the index's language becomes terms, for its articles and its queries alike. */
  readonly analysis: Analysis;
  private readonly stems: StemFamilies;
  /** Folded terms whose spelling the stemmer needs (see Analysis.terms). */
  private readonly spellings = new Map<string, string>();

  constructor(private readonly options: SearchIndexOptions = {}) {
    this.analysis = analysisFor(options.language ?? 'en');
    this.stems = new StemFamilies(this.analysis, this.spellings);
    this.averages.reset(this.engine as MiniSearch<never>);
    this.contents = options.contentOf ? new LRUCache({ maxSize: TEXT_CACHE_CHARS, sizeCalculation: (content) => Math.max(1, content.text.length) }) : null;
  }

  static build(docs: readonly SearchDoc[], options?: SearchIndexOptions): SearchIndex {
    const builder = SearchIndex.builder(options);
    for (const doc of new Map(docs.map((doc) => [doc.id, doc])).values()) builder.add(doc);
    return builder.finish();
  }

  /**
   * The same bulk build, fed one article at a time (the start-up load streams articles in and
   * indexes each as it arrives). A repeated id is skipped.
   */
  static builder(options?: SearchIndexOptions): { add(doc: SearchDoc): void; finish(): SearchIndex } {
    const index = new SearchIndex(options);
    const fill = BulkLoader.begin<IndexedDoc>(ENGINE_OPTIONS);
    return {
      add: (doc) => {
        if (index.docs.has(doc.id)) return;
        const { fields, bounds } = fieldsOf(doc, index.analysis, index.spellings);
        index.remember(doc, bounds);
        BulkLoader.add(fill, tokenized(doc.id, fields));
      },
      finish: () => {
        index.engine = BulkLoader.finish(fill);
        index.averages.reset(index.engine as MiniSearch<never>);
        index.groupStems();
        return index;
      },
    };
  }

  get size(): number {
    return this.docs.size;
  }

  toSnapshot(): SearchIndexSnapshot {
    const ids = [...this.docs.keys()];
    const docs = [...this.docs.values()];
    const spellings = [...this.spellings].flat();
    return { engine: dumpEngine(this.engine), ids, titles: docs.map((doc) => doc.title), contents: docs.map((doc) => doc.content), spellings };
  }

  static fromSnapshot(snapshot: SearchIndexSnapshot, options?: SearchIndexOptions): SearchIndex {
    const index = new SearchIndex(options);
    index.engine = restoreEngine(snapshot.engine, ENGINE_OPTIONS);
    index.averages.reset(index.engine as MiniSearch<never>);
    snapshot.ids.forEach((id, i) => {
      const content = snapshot.contents[i];
      index.docs.set(id, index.contents || content === undefined ? { title: snapshot.titles[i]! } : { title: snapshot.titles[i]!, content });
    });
    for (let i = 0; i + 1 < snapshot.spellings.length; i += 2) index.spellings.set(snapshot.spellings[i]!, snapshot.spellings[i + 1]!);
    index.groupStems();
    return index;
  }

  private groupStems(): void {
    for (const term of this.vocabulary.terms()) this.stems.add(term);
  }

  /** Adds or replaces one article. */
  upsert(doc: SearchDoc): void {
    this.remove(doc.id);
    const { fields, bounds } = fieldsOf(doc, this.analysis, this.spellings);
    const indexed = { id: doc.id } as IndexedDoc;
    for (const field of FIELDS) {
      indexed[field] = fields[field].join(' ');
      for (const term of fields[field]) this.stems.add(term);
    }
    this.averages.add(this.engine, indexed);
    this.remember(doc, bounds);
  }

  remove(id: string): void {
    if (!this.docs.has(id)) return;
    this.averages.discard(this.engine, id);
    this.live.discarded();
    this.docs.delete(id);
    this.contents?.delete(id);
  }

  /** Keeps the title, and the text, headings and word bounds unless `contentOf` gives the content. */
  private remember(doc: SearchDoc, bounds?: WordBounds): void {
    const content: DocContent = bounds ? { text: doc.text, headings: doc.headings, bounds } : { text: doc.text, headings: doc.headings };
    this.docs.set(doc.id, this.contents ? { title: doc.title } : { title: doc.title, content });
    this.contents?.delete(doc.id);
  }

  /** An article's text and headings: kept, or from `contentOf` through a cache of the recently used. */
  private content(id: string): DocContent {
    const kept = this.docs.get(id)?.content;
    if (kept || !this.contents) return kept ?? { text: '', headings: [] };
    let content = this.contents.get(id);
    if (content === undefined) this.contents.set(id, (content = this.options.contentOf!(id) ?? { text: '', headings: [] }));
    return content;
  }

  /** Ranked hits, best first, at most `limit`; [] for a query without searchable terms. */
  search(query: string, limit: number): SearchHit[] {
    return this.searchCounted(query, limit).hits;
  }

  /**
   * The best `limit` hits and how many articles matched in all: asking for fewer hits ranks the same way
   * and only skips the excerpts of the rest.
   */
  searchCounted(query: string, limit: number, include?: (id: string) => boolean): { hits: SearchHit[]; matched: number } {
    const plan = planQuery(query, { analysis: this.analysis, vocabulary: this.vocabulary, stems: this.stems, size: this.size });
    if (plan.length === 0) return { hits: [], matched: 0 };
    const words = exactWords(plan);
    const ranker = new CoverageRanker(
      words.map((forms) => ({ words: forms, weight: termWeight(forms, this.vocabulary, this.size) })),
      this.vocabulary,
      this.analysis,
    );
    const restricted = plan.filter((term) => term.headlineOnly).map((term) => term.term);
    const asQueries = (headline: boolean): TermQuery[] =>
      plan.map(({ term, alternatives, prefix, fuzzy, headlineOnly, transposed = [] }) => ({
        term,
        alternatives: [...alternatives, ...transposed.map((word) => ({ term: word, weight: MATCH_WEIGHTS.fuzzy }))],
        prefix,
        fuzzy,
        fields: headline && headlineOnly ? HEADLINE_FIELDS : undefined,
      }));
    // Ranked as deep as the longest answer, so a shorter one is its beginning.
    const depth = Math.max(limit, LIMITS.searchResultsMax);
    const contentOf = (key: string) => this.content(key);
    const candidates = (scored: ScoredQuery): Candidates => ({
      scored,
      ranker,
      titleOf: (key) => this.docs.get(key)?.title ?? '',
      contentOf,
      matchesOf: matchesMemo(scored, contentOf),
      inBody: (term, key) => this.vocabulary.inField(term, 'body', key),
    });
    let picked: { from: Candidates; ranked: { id: number; score: number }[] } | null = null;
    if (restricted.length > 0) {
      const from = candidates(this.scored(asQueries(true), include));
      if (from.scored.matched.length >= depth) picked = { from, ranked: coverageFirst(from, plan, depth) };
    }
    if (!picked) {
      const from = candidates(this.scored(asQueries(false), include));
      picked = { from, ranked: reranked(from, from.scored.matched, depth) };
    }
    const { scored, matchesOf } = picked.from;
    const ranked = picked.ranked.slice(0, limit);
    const groupOf = termGroups(plan);
    // An identifier's words are query terms too: the tier asks for those (an article may write them apart).
    const named = words.filter((_, i) => !isIdentifier(plan[i]!.term));
    const tierWords = named.length > 0 ? named : words;
    const hits = ranked.map(({ id: shortId, score }): SearchHit => {
      const result = scored.result(shortId);
      const id = result.id as string;
      const match = { ...result.match };
      for (const term of restricted) if (!match[term] && this.vocabulary.inField(term, 'body', id)) match[term] = ['body'];
      const { section, excerpt } = sectionExcerpt(this.content(id), new Set(result.terms), groupOf, matchesOf(shortId));
      return { id, title: this.docs.get(id)!.title, score, qualityTier: qualityTier(tierWords, match), section, excerpt, matchedTerms: result.terms };
    });
    return { hits, matched: scored.matched.length };
  }

  /** The documents matching `queries`, only those `include` accepts when it is given (a version's shared articles). */
  private scored(queries: readonly TermQuery[], include?: (id: string) => boolean): ScoredQuery {
    const scored = this.scorer.score(queries);
    return include ? { ...scored, matched: scored.matched.filter((shortId) => include(scored.idOf(shortId))) } : scored;
  }

  /**
   * Which of the query's terms a hit holds, for the summary (see answerShare): per term its weight, and whether the
   * article has it as a word in any field (itself, a form of it, or a joined form it is part of: "websocket" for "web
   * socket"), or its title has what the search guessed for it (a completion, a typo's correction), the guess naming what
   * the page is about. A guess found only in a body or a heading is no evidence: "bread" guessed as "read" is
   * indistinguishable from a typo there.
   */
  evidence(query: string, hit: Pick<SearchHit, 'id' | 'title' | 'matchedTerms'>): TermEvidence[] {
    const plan = planQuery(query, { analysis: this.analysis, vocabulary: this.vocabulary, stems: this.stems, size: this.size });
    const groupOf = termGroups(plan);
    const title = new Set(this.analysis.terms(hit.title));
    const holds = (word: string) => hit.matchedTerms.includes(word) || FIELDS.some((field) => this.vocabulary.inField(word, field, hit.id));
    const joined = plan.flatMap((p) => p.alternatives.filter((a) => a.weight === MATCH_WEIGHTS.joined && holds(a.term)).map((a) => a.term));
    return exactWords(plan).map((forms, i) => {
      const weight = termWeight(forms, this.vocabulary, this.size);
      const { term, fuzzy } = plan[i]!;
      if (forms.some(holds) || joined.some((word) => word.includes(term))) return { weight, found: true };
      // Typo corrections share one group (termGroups): they stand for the terms that were searched as typos.
      const standsFor = (group: number) => group === i || (group === plan.length && fuzzy !== false);
      return { weight, found: hit.matchedTerms.some((word) => standsFor(groupOf(word)) && title.has(word)) };
    });
  }

  /** An article's sections in order (the opening has no heading), each with its plain text. */
  sectionsOf(id: string): { heading: Heading | null; text: string }[] {
    if (!this.docs.has(id)) return [];
    const { text, headings } = this.content(id);
    return splitSections(text, headings).map((section) => ({ heading: section.heading, text: sectionText(text, section) }));
  }

  /** The sentences of a hit's section (or article) that best answer its matched terms (for summaries). */
  passages(hit: Pick<SearchHit, 'id' | 'matchedTerms' | 'section'>, count: number): string[] {
    if (!this.docs.has(hit.id)) return [];
    const { text, headings } = this.content(hit.id);
    const terms = new Set(hit.matchedTerms);
    const section = hit.section && splitSections(text, headings).find((s) => s.heading?.id === hit.section!.id);
    const quoted = section ? topSentences(sectionText(text, section), terms, count) : [];
    return quoted.length > 0 ? quoted : topSentences(text, terms, count);
  }
}
