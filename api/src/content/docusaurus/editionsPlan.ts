import type { TargetLanguage } from '@kb/contracts';
import type { ImportPage } from '../importSource';
import { Fidelity, type FidelityCounts } from '../docsSite/fidelity';
import type { SiteEditions } from './editions';
import { planVersion, type VersionPlan } from './versionPlan';

export interface PlannedVersion {
  name: string;
  folder: string;
  pages: number;
  plan: VersionPlan;
  /** What became of the constructs of the pages the version writes (those that differ from the main line's). */
  fidelity: FidelityCounts;
}

export interface PlannedLanguage {
  lang: TargetLanguage;
  locale: string;
  /** Translations of main-line pages: saved and published, linked to their source article. */
  pages: ImportPage[];
  /** Per version: its translated pages that are the main line's translation of a page the version shares (nothing to write). */
  sharedInVersions: { version: string; pages: number }[];
  /** What became of the constructs of its pages (the main line's translations it writes). */
  fidelity: FidelityCounts;
}

/** What an import of a site's editions does, worked out before anything is written (and all a dry run reports). */
export interface EditionsPlan {
  versions: PlannedVersion[];
  languages: PlannedLanguage[];
  /** `place: reason`, the reading's and the plan's. */
  skipped: string[];
  /**
   * `file:line: message` of the versions' own pages (a shared page's are the main line's; a page only a version has is
   * not imported) and of the translations.
   */
  warnings: string[];
  /** `file:line: message`: pages of versions and translations that could not be read, and versions.json. */
  errors: string[];
}

const fileOf = (message: string) => /^(.*?):\d+:/.exec(message)?.[1] ?? message;

/** The fidelity of the pages an edition writes, summed: the same count for a dry run and for the import. */
function pagesFidelity(pages: readonly ImportPage[]): FidelityCounts {
  const fidelity = new Fidelity();
  for (const page of pages) fidelity.addAll(page.fidelity ?? {});
  return fidelity.counts;
}

const sameText = (a: ImportPage, b: ImportPage) =>
  a.html === b.html && a.meta.title === b.meta.title && (a.meta.description ?? '') === (b.meta.description ?? '');

/**
 * Plans the import of a site's editions: each version against the main line (shared, differing, absent pages;
 * a page only in a version is skipped), and each language's translations. A version's translation is the
 * main line's when the version shares the page and its translated text is the same; a version's own
 * translation is skipped with its reason (translations are saved on the main line).
 */
export function planEditions(editions: SiteEditions): EditionsPlan {
  const skipped = [...editions.skipped];
  const warnings = [...editions.warnings];
  const errors = [...editions.errors];
  const versions = editions.versions.map((version) => {
    const plan = planVersion(editions.main, version.source);
    const notWritten = new Set([...plan.shared, ...plan.onlyHere].map((page) => page.name));
    warnings.push(...version.source.warnings.filter((warning) => !notWritten.has(fileOf(warning))));
    errors.push(...version.source.errors);
    for (const page of plan.onlyHere)
      skipped.push(
        `${page.name}: not in ${editions.mainFolder}/: a page only an older version has is not imported (a version holds articles of the main line)`,
      );
    // A version's page shows the main line's settings: said before anything is written, so the dry run says it too.
    for (const { page, main } of plan.differing) {
      for (const key of ['title', 'description', 'category', 'slug'] as const) {
        if (String(page.meta[key] ?? '') !== String(main.meta[key] ?? '')) {
          warnings.push(`${page.name}: its ${key} differs from ${main.name}'s: the version keeps the main line's (a version's own settings are not imported)`);
        }
      }
    }
    const fidelity = pagesFidelity(plan.differing.map(({ page }) => page));
    return { name: version.name, folder: version.folder, pages: version.source.pages.length, plan, fidelity };
  });
  const languages = new Map<TargetLanguage, PlannedLanguage>();
  for (const translation of editions.translations) {
    warnings.push(...translation.source.warnings);
    errors.push(...translation.source.errors);
    let language = languages.get(translation.lang);
    if (!language)
      languages.set(translation.lang, (language = { lang: translation.lang, locale: translation.locale, pages: [], sharedInVersions: [], fidelity: {} }));
    if (translation.version === null) {
      language.pages.push(...translation.source.pages);
      continue;
    }
    const shared = new Set(versions.find((v) => v.name === translation.version)?.plan.shared.map((page) => page.file));
    const mainTranslation = new Map(
      editions.translations.find((t) => t.lang === translation.lang && t.version === null)?.source.pages.map((page) => [page.file, page]),
    );
    let asMain = 0;
    for (const page of translation.source.pages) {
      const same = mainTranslation.get(page.file);
      if (shared.has(page.file) && same && sameText(same, page)) asMain += 1;
      else
        skipped.push(
          `${page.name}: the version ${translation.version} has its own text or translation of this page: not imported (translations are imported for the main line)`,
        );
    }
    language.sharedInVersions.push({ version: translation.version, pages: asMain });
  }
  for (const language of languages.values()) language.fidelity = pagesFidelity(language.pages);
  return { versions, languages: [...languages.values()], skipped, warnings, errors };
}
