import type { ImportPage, ImportSource } from '../importSource';

/** How one version's pages stand against the main line's (matched by their path in the docs folder, as Docusaurus does). */
export interface VersionPlan {
  /** The same text and settings as the main line's page: shared, nothing is written. */
  shared: ImportPage[];
  /** Differs from the main line's page: saved and published in the version. */
  differing: { page: ImportPage; main: ImportPage }[];
  /** No page at that path in the main line. */
  onlyHere: ImportPage[];
  /** Main-line pages the version does not have: taken off the site in it. */
  absent: ImportPage[];
}

const list = (values: readonly string[] | undefined) => (values ?? []).join('\u0000');

/** Whether two converted pages show readers the same article (text, title, description, place, keywords, tags). */
function samePage(a: ImportPage, b: ImportPage): boolean {
  return (
    a.html === b.html &&
    a.meta.title === b.meta.title &&
    a.meta.slug === b.meta.slug &&
    (a.meta.description ?? '') === (b.meta.description ?? '') &&
    list(a.meta.category) === list(b.meta.category) &&
    a.meta.order === b.meta.order &&
    list(a.meta.keywords) === list(b.meta.keywords) &&
    list(a.meta.tags) === list(b.meta.tags)
  );
}

export function planVersion(main: ImportSource, version: ImportSource): VersionPlan {
  const mainByFile = new Map(main.pages.map((page) => [page.file, page]));
  const files = new Set(version.pages.map((page) => page.file));
  const plan: VersionPlan = { shared: [], differing: [], onlyHere: [], absent: main.pages.filter((page) => !files.has(page.file)) };
  for (const page of version.pages) {
    const mainPage = mainByFile.get(page.file);
    if (!mainPage) plan.onlyHere.push(page);
    else if (samePage(mainPage, page)) plan.shared.push(page);
    else plan.differing.push({ page, main: mainPage });
  }
  return plan;
}
