import type { TargetLanguage } from '@kb/contracts';
import { SearchIndex, type SearchDoc } from '../src/search/searchIndex';
import { inLanguage } from '../src/seeding/generatedLanguages';
import { EDITED_EVERY } from '../src/seeding/generateVersions';

/** The old version's id in the main index, as VersionOverlay names its entries (`v:<versionId>:<articleId>`). */
const OLD = 'v:old:';

/** A search of one edition, as the read model runs it for `/api/search` (before its answers are kept per query). */
export interface EditionSearch {
  name: string;
  queries: readonly string[];
  search(query: string, limit: number): unknown;
  /** Wall and CPU milliseconds to build its index (0 when it shares another's). */
  build: { wall: number; cpu: number };
}

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const timedBuild = (make: () => SearchIndex): { index: SearchIndex; build: { wall: number; cpu: number } } => {
  const [wall, cpuAt] = [performance.now(), cpu()];
  const index = make();
  return { index, build: { wall: performance.now() - wall, cpu: cpu() - cpuAt } };
};

/** A translation as a language's index holds it: its own title, headings and text (TranslationLibrary's searchDocOf). */
const translated = (doc: SearchDoc, lang: TargetLanguage): SearchDoc => ({
  id: doc.id,
  title: inLanguage(doc.title, lang),
  headings: doc.headings.map((heading) => ({ ...heading, title: inLanguage(heading.title, lang) })),
  tags: [],
  keywords: [],
  categories: [],
  text: inLanguage(doc.text, lang),
});

/**
 * The searches of `kb generate --versions 2 --languages L` in process: the main index holds the current version's
 * articles and the old version's edited ones (one in EDITED_EVERY, under `v:old:<id>`, as VersionOverlay indexes
 * them); the default edition leaves those out, the old version takes them instead of the main line's; each
 * language has its own index over its translations with its own analysis, searched with the query mix in it.
 */
export function editionSearches(docs: readonly SearchDoc[], queries: readonly string[], languages: readonly TargetLanguage[]): EditionSearch[] {
  const edited = docs.filter((_, i) => i % EDITED_EVERY === 0);
  const editedIds = new Set(edited.map((doc) => doc.id));
  const forked = edited.map((doc) => ({
    ...doc,
    id: `${OLD}${doc.id}`,
    text: `${doc.text}\nIn release 1.0\nRelease 1.0 does this differently: see its release notes.`,
  }));
  const main = timedBuild(() => SearchIndex.build([...docs, ...forked]));
  const current = (id: string) => !id.startsWith('v:');
  const old = (id: string) => (id.startsWith(OLD) ? true : !id.startsWith('v:') && !editedIds.has(id));
  return [
    {
      name: 'default edition (current version, English)',
      queries,
      build: main.build,
      search: (query, limit) => main.index.searchCounted(query, limit, current),
    },
    { name: 'old version 1.0', queries, build: { wall: 0, cpu: 0 }, search: (query, limit) => main.index.searchCounted(query, limit, old) },
    ...languages.map((lang): EditionSearch => {
      const built = timedBuild(() =>
        SearchIndex.build(
          docs.map((doc) => translated(doc, lang)),
          { language: lang },
        ),
      );
      return {
        name: `language ${lang}`,
        queries: queries.map((query) => inLanguage(query, lang)),
        build: built.build,
        search: (query, limit) => built.index.search(query, limit),
      };
    }),
  ];
}
