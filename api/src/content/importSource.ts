import type { CategoryPlace } from './categoryPlan';
import type { PageFinder } from './docsSite/convert';
import type { FidelityCounts } from './docsSite/fidelity';
import type { CategorySpec, FrontMatter } from './frontMatter';

/** One article to import: its metadata and body as HTML (images at the site's `/media/<name>`). */
export interface ImportPage {
  /** The file it came from, relative to the imported folder, for messages. */
  name: string;
  /** Docs sites: its path inside its docs folder (how a version's or a translation's page matches its source page). */
  file?: string;
  meta: FrontMatter;
  html: string;
  /** `file:line` of a metadata field, for messages. */
  where: (key: string) => string;
  /** Docs sites: what became of this page's constructs (its part of the source's fidelity), to count a version's or a language's own pages. */
  fidelity?: FidelityCounts;
}

/** What an import writes, read from a folder in one of the formats `pnpm kb import` takes. */
export interface ImportSource {
  /** Category trees (their slugs and order), applied before the articles' category paths. */
  categorySpecs: CategorySpec[][];
  /** A docs site's category tree: its order, by path of names (new categories get free slugs). */
  categoryPlaces?: CategoryPlace[];
  pages: ImportPage[];
  /** Images copied into the site's media folder: the media file name and the file it is copied from. */
  images: { name: string; file: string }[];
  /** `file:line: message`: what could not be read (those files are not imported). */
  errors: string[];
  /** `file:line: message`: imported, but something was dropped or is missing. */
  warnings: string[];
  /** Per construct of the source: converted, kept as text, dropped (docs sites; our own format has only pages). */
  fidelity?: FidelityCounts;
  /** Docs sites: the page a link from one of its pages points at (for a translation's links to pages it has not translated). */
  findPage?: PageFinder;
}
