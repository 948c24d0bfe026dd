import { z } from './zod';
import { Revision } from './admin';
import { Article, Id } from './entities';
import { LANGUAGES } from './editions';
import { LIMITS } from './limits';

/**
 * Translated articles (issue 31, docs/decisions/0067-translated-articles.md): a translation is its own title,
 * description and HTML of an article in a language, linked to the source article and to the source
 * revision it was translated from, with revisions of its own.
 */
export const LanguageCode = z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` });
/** The languages an article can be translated into: every language but the source's (English). */
export const TargetLanguage = LanguageCode.exclude(['en'], { error: 'lang must be a language other than en' });
export type TargetLanguage = z.infer<typeof TargetLanguage>;

/** Where a language stands for one article: no published translation, one made from an older source revision, or one of the current source. */
export const TRANSLATION_STATES = ['missing', 'outdated', 'current'] as const;
export const TranslationState = z.enum(TRANSLATION_STATES);
export type TranslationState = z.infer<typeof TranslationState>;

/** What an article call in a language tells the page beside the article (absent when no `lang` was asked for). */
export const ArticleEdition = z.object({
  lang: LanguageCode,
  /** `source`: the English article itself; `translation`: this language's text; `fallback`: English, no translation published. */
  kind: z.enum(['source', 'translation', 'fallback']),
  /** The source revision a translation was made from (null otherwise). */
  sourceRevisionId: Id.nullable(),
  /** A translation whose source has been published again since (show a note linking to the source). */
  outdated: z.boolean(),
  /** The languages the article can be read in (English and each published translation), for hreflang and the switcher. */
  languages: z.array(LanguageCode),
});
export type ArticleEdition = z.infer<typeof ArticleEdition>;

/** `GET /api/articles/:slug`: SPEC's article; with `lang`, its edition too. */
export const EditionArticle = Article.extend({ edition: ArticleEdition.optional() });
export type EditionArticle = z.infer<typeof EditionArticle>;

const TranslationTitle = z.string().trim().min(1, 'Title is required').max(LIMITS.titleMax, `Title must be at most ${LIMITS.titleMax} characters`);

export const SaveTranslationRequest = z.object({
  title: TranslationTitle,
  description: z.string().trim().max(500, 'Description must be at most 500 characters').default(''),
  content: z.string().min(1, 'Content is required').max(LIMITS.articleHtmlMax, 'Content is too large'),
  /** The source revision the translator worked from (the workspace's `source.revisionId`). */
  sourceRevisionId: Id,
});
export type SaveTranslationRequest = z.infer<typeof SaveTranslationRequest>;

/** A revision (its author and publish) of a translation: its language, texts, source revision and origin. */
export const TranslationRevision = Revision.extend({
  lang: TargetLanguage,
  title: z.string(),
  description: z.string(),
  sourceRevisionId: Id,
  /** `machine`: drafted by the LLM adapter, for review. */
  origin: z.enum(['human', 'machine']),
});
export type TranslationRevision = z.infer<typeof TranslationRevision>;

export const TranslationParams = z.object({ id: Id, lang: TargetLanguage });

/** A translator's side-by-side view of one article in one language. */
export const TranslationWorkspace = z.object({
  articleId: Id,
  slug: z.string(),
  lang: TargetLanguage,
  /** The source as published now (null while the article has never been published). */
  source: z.object({ revisionId: Id, title: z.string(), description: z.string(), content: z.string() }).nullable(),
  /** The source revision the published translation was made from, when it is no longer the current one (for the diff). */
  translatedFrom: z.object({ revisionId: Id, content: z.string() }).nullable(),
  state: TranslationState,
  /** The published translation's revision id (null: none published). */
  publishedRevisionId: Id.nullable(),
  revisions: z.array(TranslationRevision),
  /** Whether "Draft with AI" can run: an LLM endpoint is configured (LLM_BASE_URL). */
  aiDrafts: z.boolean(),
});
export type TranslationWorkspace = z.infer<typeof TranslationWorkspace>;

export const LanguageProgress = z.object({
  lang: TargetLanguage,
  missing: z.number().int().nonnegative(),
  outdated: z.number().int().nonnegative(),
  current: z.number().int().nonnegative(),
  /** Articles with a saved, unpublished translation revision newer than the published one (or with none published). */
  drafts: z.number().int().nonnegative(),
});
export type LanguageProgress = z.infer<typeof LanguageProgress>;

export const TranslationListQuery = z.object({
  state: TranslationState.default('missing'),
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(0, 'page must be at least 0')
    .max(LIMITS.sidebarPageMax)
    .default(0),
});

export const TranslationRow = z.object({
  articleId: Id,
  slug: z.string(),
  /** The source's title. */
  title: z.string(),
  /** The published translation's title (null when missing). */
  translatedTitle: z.string().nullable(),
  state: TranslationState,
  hasDraft: z.boolean(),
});
export type TranslationRow = z.infer<typeof TranslationRow>;

/** One page (50 rows, by source title) of a language's articles in one state, with the state's total. */
export const TranslationPage = z.object({
  lang: TargetLanguage,
  state: TranslationState,
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  rows: z.array(TranslationRow),
});
export type TranslationPage = z.infer<typeof TranslationPage>;

/** What an XLIFF import did with one article of the file: saved as a draft, skipped (no translation in it) or refused. */
export const XliffImportOutcome = z.object({
  articleId: Id,
  /** The source's title (the file's own when the article is no longer on the site). */
  title: z.string(),
  status: z.enum(['saved', 'skipped', 'refused']),
  /** Why it was skipped or refused (null when saved). */
  reason: z.string().nullable(),
  /** The saved draft's revision id (null unless saved). */
  revisionId: Id.nullable(),
});
export type XliffImportOutcome = z.infer<typeof XliffImportOutcome>;

/** `POST /api/admin/translations/:lang/xliff`: one outcome per article of the file, in the file's order. */
export const XliffImportReport = z.object({ lang: TargetLanguage, articles: z.array(XliffImportOutcome) });
export type XliffImportReport = z.infer<typeof XliffImportReport>;
