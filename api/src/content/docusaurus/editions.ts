import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { VERSION_NAME_PATTERN } from '@kb/contracts';
import type { ImportSource } from '../importSource';
import { convertDocsSite, type PageFinder, type SiteLayout } from '../docsSite/convert';
import { docusaurus } from './convert';
import { readTranslations, type TranslationEdition } from './translations';
import { parseSidebars } from './sidebars';
import { lastVersionMade, versionLabels } from './versionOptions';

/** A version of the site (`versions.json` entry): its pages as `versioned_docs/version-<name>/` has them. */
interface VersionEdition {
  /** Its name here: versions.json's, or its label in the site config when the label can name a version. */
  name: string;
  /** Its name in versions.json. */
  listed: string;
  /** Its docs folder, relative to the site (for messages). */
  folder: string;
  source: ImportSource;
  layout: SiteLayout;
}

/** A Docusaurus site with its versions and translations, read and converted (nothing written). */
export interface SiteEditions {
  /** `docs/`: the main line. */
  main: ImportSource;
  mainFolder: string;
  mainLayout: SiteLayout;
  /** docs/'s name from the config's `versions.current.label` (else `--main-version`, else `next`). */
  mainLineName?: string;
  /** The config's `lastVersion` when it is an imported version (its name here): made current after the import. */
  lastVersion?: string;
  /** In versions.json's order (newest first). */
  versions: VersionEdition[];
  translations: TranslationEdition[];
  /** `place: reason` for everything of the site's versions and i18n folders that is not imported. */
  skipped: string[];
  /** `file:line: message`: what could not be read at all (versions.json). */
  errors: string[];
  /** `file:line: message`: the config's version options not applied (a label, lastVersion). */
  warnings: string[];
}

const exists = (dir: string) =>
  readdir(dir).then(
    () => true,
    () => false,
  );

/** versions.json: the version names, newest first; a file that cannot be read is an error (no versions then). */
async function readVersionNames(site: string, errors: string[]): Promise<string[]> {
  const text = await readFile(path.join(site, 'versions.json'), 'utf8').catch(() => undefined);
  if (text === undefined) return [];
  try {
    const names: unknown = JSON.parse(text);
    if (Array.isArray(names) && names.every((name) => typeof name === 'string')) return names;
    errors.push('versions.json:1: not a list of version names: no version imported');
  } catch (error) {
    errors.push(`versions.json:1: invalid JSON (${(error as Error).message}): no version imported`);
  }
  return [];
}

/** The layout of one version: its docs folder and its sidebars file (`versioned_sidebars/version-<name>-sidebars.json`), the site's static folder. */
async function versionLayout(site: string, main: SiteLayout, name: string): Promise<SiteLayout> {
  const sidebarsFile = `versioned_sidebars/version-${name}-sidebars.json`;
  const text = await readFile(path.join(site, sidebarsFile), 'utf8').catch(() => undefined);
  return {
    docs: path.join(site, 'versioned_docs', `version-${name}`),
    site,
    static: main.static,
    nav: text === undefined ? undefined : parseSidebars(sidebarsFile, text),
  };
}

async function readVersions(
  site: string,
  mainLayout: SiteLayout,
  main: ImportSource,
  names: string[],
  nameOf: (listed: string) => string,
  skipped: string[],
): Promise<VersionEdition[]> {
  const versions: VersionEdition[] = [];
  const only = mainLayout.config?.onlyIncludeVersions;
  for (const listed of names) {
    const folder = `versioned_docs/version-${listed}`;
    const name = nameOf(listed);
    if (only && !only.value.includes(listed)) {
      skipped.push(`${folder}: ${mainLayout.config!.file}:${only.line}: onlyIncludeVersions leaves the version ${listed} out of the site: not imported`);
    } else if (!VERSION_NAME_PATTERN.test(name)) {
      skipped.push(`${folder}: '${name}' cannot name a version here (1–32 letters, digits, dots or hyphens): not imported`);
    } else if (!(await exists(path.join(site, folder)))) {
      skipped.push(`versions.json: the version ${name} has no folder ${folder}: not imported`);
    } else {
      // A link to a page the version does not have goes to the main line's page, with a warning (Docusaurus would break it).
      const fallbackPages: PageFinder = (from, address) => {
        const target = main.findPage?.(from, address);
        return target && { ...target, fallback: `the version ${name} has no page ${address}: the link goes to the current docs' page` };
      };
      const layout = { ...(await versionLayout(site, mainLayout, listed)), fallbackPages, routeBasePath: mainLayout.routeBasePath };
      const source = await convertDocsSite(site, { ...docusaurus, locate: async () => layout });
      versions.push({ name, listed, folder, source, layout });
    }
  }
  const folders = new Set(names.map((name) => `version-${name}`));
  for (const entry of await readdir(path.join(site, 'versioned_docs')).catch(() => [] as string[])) {
    if (!folders.has(entry)) skipped.push(`versioned_docs/${entry}: not listed in versions.json: not imported`);
  }
  return versions;
}

/**
 * Reads a Docusaurus site as editions: `docs/` (the main line), each `versions.json` entry's
 * `versioned_docs/version-<name>/` (with its versioned sidebars), and the translations under
 * `i18n/<locale>/docusaurus-plugin-content-docs/` (readTranslations). Every page is converted as
 * convertDocusaurus converts docs/; whatever is not imported is listed in `skipped` with its reason.
 */
export async function readDocusaurusEditions(folder: string): Promise<SiteEditions> {
  const mainLayout = await docusaurus.locate(folder);
  const { site } = mainLayout;
  const skipped: string[] = [];
  const errors: string[] = [];
  const main = await convertDocsSite(folder, { ...docusaurus, locate: async () => mainLayout });
  const names = await readVersionNames(site, errors);
  const labels = versionLabels(mainLayout.config, names);
  const warnings = [...labels.warnings];
  const versions = await readVersions(site, mainLayout, main, names, labels.nameOf, skipped);
  const mainFolder = path.relative(site, mainLayout.docs) || '.';
  const imported = new Map(versions.map((version) => [version.listed, version.name]));
  const lastVersion = lastVersionMade(mainLayout.config, imported, mainFolder, warnings);
  const translations = await readTranslations(
    site,
    { version: null, source: main, layout: mainLayout },
    versions.map((v) => ({ version: v.name, listed: v.listed, source: v.source, layout: v.layout })),
    skipped,
  );
  return { main, mainFolder, mainLayout, mainLineName: labels.mainLineName, lastVersion, versions, translations, skipped, errors, warnings };
}

/** Whether a Docusaurus site (or its docs folder) has versions (`versions.json`) or translations (`i18n/`). */
export async function hasEditions(folder: string): Promise<boolean> {
  const { site } = await docusaurus.locate(folder);
  const files = await readdir(site).catch(() => [] as string[]);
  return files.includes('versions.json') || files.includes('i18n');
}
