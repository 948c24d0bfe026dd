import {
  TRANSLATION_STATES,
  type LanguageProgress,
  type TargetLanguage,
  type TranslationPage,
  type TranslationRow,
  type TranslationState,
} from '@kb/contracts';
import type { ReadModel } from '../readModel/readModel';
import type { TranslationLibrary } from './library';
import { translationKey } from './models';
import type { SourceMarkers } from './sourceMarker';

const TRANSLATION_PAGE_SIZE = 50;
const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Lists = Record<TranslationState, TranslationRow[]>;

/**
 * Where each language stands over the published articles: missing, outdated or current, listed by the
 * source's title and paged. Worked out once per content version (a publish of an article or of a
 * translation makes a new one): one pass over the published articles' plain fields per language, unpacking
 * only articles that have a translation (for their source marker, kept per published article value).
 */
export class TranslationProgress {
  private readonly kept = new Map<TargetLanguage, { version: number; lists: Lists }>();

  constructor(
    private readonly readModel: ReadModel,
    private readonly markers: SourceMarkers,
  ) {}

  private lists(library: TranslationLibrary, lang: TargetLanguage): Lists {
    const kept = this.kept.get(lang);
    if (kept?.version === library.version) return kept.lists;
    const lists: Lists = { missing: [], outdated: [], current: [] };
    for (const meta of this.readModel.articleMetas()) {
      const translation = library.published(meta._id, lang);
      const state: TranslationState = !translation ? 'missing' : translation.sourceRevisionId === this.markers.of(meta) ? 'current' : 'outdated';
      const hasDraft = library.hasDraft(translationKey(meta._id, lang), translation);
      lists[state].push({ articleId: meta._id, slug: meta.slug, title: meta.title, translatedTitle: translation?.title ?? null, state, hasDraft });
    }
    for (const state of TRANSLATION_STATES) lists[state].sort((a, b) => byTitle.compare(a.title, b.title) || a.slug.localeCompare(b.slug));
    this.kept.set(lang, { version: library.version, lists });
    return lists;
  }

  summary(library: TranslationLibrary, lang: TargetLanguage): LanguageProgress {
    const lists = this.lists(library, lang);
    const drafts = TRANSLATION_STATES.reduce((sum, state) => sum + lists[state].filter((row) => row.hasDraft).length, 0);
    return { lang, missing: lists.missing.length, outdated: lists.outdated.length, current: lists.current.length, drafts };
  }

  page(library: TranslationLibrary, lang: TargetLanguage, state: TranslationState, page: number): TranslationPage {
    const rows = this.lists(library, lang)[state];
    const start = page * TRANSLATION_PAGE_SIZE;
    return { lang, state, page, pageSize: TRANSLATION_PAGE_SIZE, total: rows.length, rows: rows.slice(start, start + TRANSLATION_PAGE_SIZE) };
  }

  /** Every article of a language in one state, by the source's title. */
  rows(library: TranslationLibrary, lang: TargetLanguage, state: TranslationState): readonly TranslationRow[] {
    return this.lists(library, lang)[state];
  }

  /** Where one published article stands in a language ('missing' for an article not on the site). */
  stateOf(library: TranslationLibrary, articleId: string, lang: TargetLanguage, marker: string | undefined): TranslationState {
    const translation = library.published(articleId, lang);
    if (!translation) return 'missing';
    return translation.sourceRevisionId === marker ? 'current' : 'outdated';
  }
}
