import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TargetLanguage } from '@kb/contracts';
import type { ImportSource } from '../importSource';
import { convertDocsSite, type SiteLayout } from '../docsSite/convert';
import { PAGE } from '../docsSite/readPages';
import { docusaurus } from './convert';
import { matchLocale } from './locales';

/** Pages of the site in English: the main line (`version` null) or a version, as read. */
export interface SourceEdition {
  version: string | null;
  /** A version's name in versions.json (its i18n folder's), when its name here is its label. */
  listed?: string;
  source: ImportSource;
  layout: SiteLayout;
}

/** One locale's translated docs of one version (`…/current` or `…/version-<name>`), matched to their source pages. */
export interface TranslationEdition {
  lang: TargetLanguage;
  locale: string;
  /** The version translated; null for the main line (`current`). */
  version: string | null;
  /** Relative to the site: `i18n/fr/docusaurus-plugin-content-docs/current`. */
  folder: string;
  /** The translated pages, each with its source page's `file` and slug. */
  source: ImportSource;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return entries.filter((entry) => PAGE.test(entry)).length;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A label file (`current.json`, `version-<name>.json`): how many translated labels it holds, for the report. */
async function labelCount(file: string): Promise<number | undefined> {
  try {
    const labels: unknown = JSON.parse(await readFile(file, 'utf8'));
    return labels && typeof labels === 'object' ? Object.keys(labels).length : undefined;
  } catch {
    return undefined;
  }
}

/** Converts one translated docs folder: slugs and links to untranslated pages are its source's; pages without a source are skipped. */
async function readTranslated(site: string, folder: string, edition: SourceEdition, skipped: string[]): Promise<ImportSource> {
  const slugs = new Map(edition.source.pages.map((page) => [page.file!, page.meta.slug]));
  const layout: SiteLayout = { docs: path.join(site, folder), site, static: edition.layout.static, slugs, fallbackPages: edition.source.findPage };
  const source = await convertDocsSite(site, { ...docusaurus, locate: async () => layout });
  const sourceFolder = path.relative(site, edition.layout.docs) || '.';
  const pages = source.pages.filter((page) => {
    if (slugs.has(page.file!)) return true;
    skipped.push(`${page.name}: no page ${page.file} in ${sourceFolder} to translate: not imported`);
    return false;
  });
  return { ...source, pages };
}

/**
 * Reads `i18n/<locale>/docusaurus-plugin-content-docs/{current,version-<name>}/` for each locale that is one
 * of our languages (matchLocale); a translated page is matched to its source page by its path in the docs
 * folder, as Docusaurus does. Everything else under `i18n/` is listed in `skipped` with its reason: other
 * locales, English, versions not imported, translated labels, the theme's and the blog's texts.
 */
export async function readTranslations(site: string, main: SourceEdition, versions: SourceEdition[], skipped: string[]): Promise<TranslationEdition[]> {
  const i18n = path.join(site, 'i18n');
  const locales = (await readdir(i18n, { withFileTypes: true }).catch(() => [])).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  // `fr` before `fr-FR`: the plain code wins when two locales are one language.
  locales.sort((a, b) => a.length - b.length || a.localeCompare(b));
  const taken = new Map<TargetLanguage, string>();
  const translations: TranslationEdition[] = [];
  for (const locale of locales) {
    const match = matchLocale(locale);
    const pages = plural(await countPages(path.join(i18n, locale)), 'page');
    if (match.kind === 'source') skipped.push(`i18n/${locale}: English is the source language (docs/): ${pages} not imported`);
    else if (match.kind === 'unsupported') skipped.push(`i18n/${locale}: ${match.reason}: ${pages} not imported`);
    else if (taken.has(match.lang)) skipped.push(`i18n/${locale}: ${match.lang} is imported from i18n/${taken.get(match.lang)}: ${pages} not imported`);
    else {
      taken.set(match.lang, locale);
      for (const entry of (await readdir(path.join(i18n, locale))).sort()) {
        const place = `i18n/${locale}/${entry}`;
        if (entry === DOCS_PLUGIN) translations.push(...(await readDocsPlugin(site, locale, match.lang, main, versions, skipped)));
        else if (entry === 'code.json')
          skipped.push(`${place}: the site theme's interface texts: not imported (the knowledge base's interface has its own translations)`);
        else skipped.push(`${place}: not part of the docs (blog, pages or theme): not imported`);
      }
    }
  }
  return translations;
}

async function readDocsPlugin(
  site: string,
  locale: string,
  lang: TargetLanguage,
  main: SourceEdition,
  versions: SourceEdition[],
  skipped: string[],
): Promise<TranslationEdition[]> {
  const plugin = `i18n/${locale}/${DOCS_PLUGIN}`;
  const editions: TranslationEdition[] = [];
  for (const entry of (await readdir(path.join(site, plugin), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const folder = `${plugin}/${entry.name}`;
    if (entry.isFile() && entry.name.endsWith('.json')) {
      const labels = await labelCount(path.join(site, folder));
      const what =
        labels === undefined ? 'its labels could not be read' : `${plural(labels, 'translated label')} (the version's name, sidebar categories and links)`;
      skipped.push(`${folder}: ${what}: not imported: versions and categories have one name in every language`);
      continue;
    }
    const versionName = /^version-(.+)$/.exec(entry.name)?.[1];
    const edition = entry.name === 'current' ? main : versions.find((version) => (version.listed ?? version.version) === versionName);
    if (!entry.isDirectory() || !edition) {
      const why = versionName ? `the version ${versionName} is not imported` : 'not a docs folder of the site (current or version-<name>)';
      skipped.push(`${folder}: ${why}: ${plural(await countPages(path.join(site, folder)), 'page')} not imported`);
      continue;
    }
    editions.push({ lang, locale, version: edition.version, folder, source: await readTranslated(site, folder, edition, skipped) });
  }
  return editions;
}
