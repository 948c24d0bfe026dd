import { LANGUAGES, type Article, type Language, type TargetLanguage } from '@kb/contracts';
import type { ReadModel } from '../readModel/readModel';
import type { ResponseCache } from '../readModel/responseCache';
import { SearchAnswers, type SearchAnswer } from '../readModel/searchAnswers';
import { sectionHeadings } from '../readModel/searchDocs';
import { htmlToText } from '../search/htmlText';
import { SearchIndex, type SearchDoc, type SearchHit, type SearchIndexSnapshot } from '../search/searchIndex';
import type { TranslationDoc } from './models';
import { presentTranslation } from './present';

export const TARGET_LANGUAGES = LANGUAGES.filter((lang): lang is TargetLanguage => lang !== 'en');

/** Every translation index is made here, with its language's analysis (Snowball stems, Intl.Segmenter words: api/src/search). */
function newIndex(docs: readonly SearchDoc[], language: TargetLanguage): SearchIndex {
  return SearchIndex.build(docs, { language });
}

/** What a language's index holds of a translation: its own title, headings and text (categories, tags and keywords are English). */
function searchDocOf(translation: TranslationDoc): SearchDoc {
  return {
    id: translation.articleId,
    title: translation.title,
    headings: sectionHeadings(translation),
    tags: [],
    keywords: [],
    categories: [],
    text: htmlToText(translation.content),
  };
}

/** The published translations, drafts' times and search indexes, as the read-model snapshot holds them. */
export interface TranslationsDump {
  feedCursor: number;
  docs: TranslationDoc[];
  saved: [key: string, at: number][];
  indexes: Partial<Record<TargetLanguage, SearchIndexSnapshot>>;
}

interface Presented {
  source: Article;
  translation: TranslationDoc;
  article: Article;
}

/** One language's published translations, its search index and its kept search answers. */
class LanguageShelf {
  readonly published = new Map<string, TranslationDoc>();
  index: SearchIndex;
  readonly searches: SearchAnswers;

  constructor(
    cache: ResponseCache,
    docs: readonly TranslationDoc[],
    articleIn: (id: string) => Article | null,
    language: TargetLanguage,
    snapshot?: SearchIndexSnapshot,
  ) {
    for (const doc of docs) this.published.set(doc.articleId, doc);
    this.index = snapshot ? SearchIndex.fromSnapshot(snapshot, { language }) : newIndex(docs.map(searchDocOf), language);
    this.searches = new SearchAnswers(cache, (query, limit) => this.index.searchCounted(query, limit), articleIn);
  }
}

/**
 * The published translations in memory (main line), one search index per language: loaded once at start,
 * updated on publish here and from other instances' events (translationsFollower). Readers' answers in a language come
 * from here and never query the database. `newestSaved` tells drafts apart (a revision saved after the
 * published one).
 */
export class TranslationLibrary {
  private readonly shelves = new Map<TargetLanguage, LanguageShelf>();
  private readonly newestSaved = new Map<string, number>();
  private readonly presented = new Map<string, Presented>();
  private changes = 0;

  /**
   * `feedCursor`: the last event of the event log it holds, so its follower reads on from there; `indexes`: each language's search index as a read-model snapshot had it (else built from `docs`).
   */
  constructor(
    private readonly readModel: ReadModel,
    docs: readonly TranslationDoc[],
    saved: Iterable<[key: string, at: number]>,
    public feedCursor: number,
    indexes?: Partial<Record<TargetLanguage, SearchIndexSnapshot>>,
  ) {
    for (const lang of TARGET_LANGUAGES) {
      this.shelves.set(
        lang,
        new LanguageShelf(
          readModel.cache,
          docs.filter((doc) => doc.lang === lang && doc.versionId === null),
          (id) => this.article(id, lang),
          lang,
          indexes?.[lang],
        ),
      );
    }
    for (const [key, at] of saved) this.noteSaved(key, at);
    // What it was made with is no change (of its answers, or for the snapshot).
    this.changes = 0;
  }

  /** What the read-model snapshot keeps of the translations (readModelSnapshot), taken in one synchronous step. */
  dump(): TranslationsDump {
    return {
      feedCursor: this.feedCursor,
      docs: TARGET_LANGUAGES.flatMap((lang) => [...this.shelf(lang).published.values()]),
      saved: [...this.newestSaved],
      indexes: Object.fromEntries(TARGET_LANGUAGES.map((lang) => [lang, this.shelf(lang).index.toSnapshot()])),
    };
  }

  static restore(readModel: ReadModel, dump: TranslationsDump): TranslationLibrary {
    return new TranslationLibrary(readModel, dump.docs, dump.saved, dump.feedCursor, dump.indexes);
  }

  /** Grows with every save or publish of a translation (not with the English content): when to write the snapshot again. */
  get ownVersion(): number {
    return this.changes;
  }

  /** Grows with every change here or of the English content: answers kept per version start afresh. */
  get version(): number {
    return this.changes + this.readModel.version;
  }

  private shelf(lang: TargetLanguage): LanguageShelf {
    return this.shelves.get(lang)!;
  }

  /** Puts a published translation in place (this instance's publish, or another's). */
  put(doc: TranslationDoc): void {
    if (doc.versionId !== null) return;
    const shelf = this.shelf(doc.lang);
    shelf.published.set(doc.articleId, doc);
    shelf.index.upsert(searchDocOf(doc));
    this.changes += 1;
  }

  /** Notes a saved revision (a draft until a publish of it or a later one). */
  noteSaved(key: string, at: number): void {
    if (at > (this.newestSaved.get(key) ?? 0)) this.newestSaved.set(key, at);
    this.changes += 1;
  }

  published(articleId: string, lang: TargetLanguage): TranslationDoc | undefined {
    return this.shelf(lang).published.get(articleId);
  }

  /** Whether a revision was saved after the published one (or none is published). */
  hasDraft(key: string, published: TranslationDoc | undefined): boolean {
    const saved = this.newestSaved.get(key);
    return saved !== undefined && (!published || saved > new Date(published.updatedAt).getTime());
  }

  /** The languages a published article can be read in: English and its published translations. */
  languagesOf(articleId: string): Language[] {
    return ['en', ...TARGET_LANGUAGES.filter((lang) => this.shelf(lang).published.has(articleId))];
  }

  /** Every published translation of one language (for its sitemap). */
  translationsIn(lang: TargetLanguage): IterableIterator<TranslationDoc> {
    return this.shelf(lang).published.values();
  }

  /** A published article in a language: its translation, presented like the article (null without either). */
  article(articleId: string, lang: TargetLanguage): Article | null {
    const source = this.readModel.articleById(articleId);
    const translation = this.published(articleId, lang);
    if (!source || !translation) return null;
    const key = `${articleId}:${lang}`;
    const kept = this.presented.get(key);
    if (kept?.source === source && kept.translation === translation) return kept.article;
    const article = presentTranslation(source, translation);
    this.presented.set(key, { source, translation, article });
    return article;
  }

  /** Public search results in a language (SearchAnswers over its index, kept per query and version). */
  search(query: string, limit: number, lang: TargetLanguage): SearchAnswer {
    return this.shelf(lang).searches.answer(query, limit, this.version);
  }

  searchHits(query: string, limit: number, lang: TargetLanguage): SearchHit[] {
    return this.shelf(lang)
      .index.search(query, limit)
      .filter((hit) => this.readModel.articleById(hit.id));
  }

  searchIndex(lang: TargetLanguage): SearchIndex {
    return this.shelf(lang).index;
  }
}
