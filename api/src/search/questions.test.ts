import { describe, expect, it } from 'vitest';
import { SearchIndex, type SearchDoc } from './searchIndex';

/** Issue 46: queries as users type them on real documentation, on small corpora shaped like the pages that failed. */
const doc = (id: string, title: string, text: string, headings: string[] = []): SearchDoc => ({
  id,
  title,
  headings: headings.map((heading) => ({ id: heading.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title: heading })),
  tags: [],
  keywords: [],
  categories: ['Docs'],
  text: [text, ...headings].join('\n'),
});
const ids = (index: SearchIndex, query: string) => index.search(query, 10).map((hit) => hit.id);

describe('search on real documentation (issue 46)', () => {
  it('finds a package named whole (eslint-config-prettier) above pages that only hold its common words', () => {
    const tools = ['Linting', 'Formatting', 'Editor setup', 'Monorepo tools', 'Continuous integration', 'Git hooks'].map((title, i) =>
      doc(
        `tool-${i}`,
        title,
        `${title}: the ESLint config and the Prettier config of each package live beside its code; ESLint and Prettier read their config there.`,
      ),
    );
    const index = SearchIndex.build([
      ...tools,
      doc(
        'hoisting',
        'Hoisting settings',
        'Packages matching a pattern are hoisted to the root for tools that expect them there, such as eslint-config-prettier.',
      ),
      doc('other', 'Workspaces', 'A workspace holds many packages, each with its own settings.'),
    ]);
    expect(ids(index, 'eslint-config-prettier')[0]).toBe('hoisting');
    expect(index.search('eslint-config-prettier', 1)[0]?.qualityTier).toBe('medium');
    // Written apart, the words are three words: the pages about them all answer.
    expect(ids(index, 'eslint config prettier')).toHaveLength(7);
  });

  it('finds an error code written with underscores by its code, above a page titled with one of its words', () => {
    const index = SearchIndex.build([
      doc('outdated', 'pnpm outdated', 'Checks for outdated packages. The lockfile is read to find what is installed.'),
      doc('errors', 'Error codes', 'Every error pnpm prints has a code.', ['ERR_PNPM_OUTDATED_LOCKFILE', 'ERR_PNPM_PEER_DEP_ISSUES']),
      doc('lockfile', 'Lockfile settings', 'Settings of the lockfile, which pnpm keeps up to date.'),
    ]);
    expect(ids(index, 'ERR_PNPM_OUTDATED_LOCKFILE')[0]).toBe('errors');
  });

  it('keeps a stop word that names a command in a title: "why is this package installed" finds "pnpm why"', () => {
    const index = SearchIndex.build([
      doc('why', 'pnpm why', 'Shows all packages that depend on the specified package.', ['Options', '--recursive, -r', '--json']),
      doc('install', 'pnpm install', 'Installs all dependencies of the project. A package is installed from the lockfile.', ['Options']),
      doc('installation', 'Installation', 'How pnpm is installed: with npm, with a standalone script, or with Homebrew. Each installed package is linked.'),
      doc('global', 'Global packages', 'A package installed globally is kept in its own folder; installed packages are listed by pnpm ls -g.'),
      doc('howitworks', 'How does it work?', 'Every package is installed once in the store and linked into node_modules.'),
    ]);
    expect(ids(index, 'why is this package installed')[0]).toBe('why');
    // A title that is a sentence keeps its stop words out: "how" finds nothing by itself.
    expect(ids(index, 'how')).toEqual([]);
    expect(ids(index, 'how is a package installed')[0]).not.toBe('howitworks');
  });

  it('gives no title bonus for a word many titles share: "run code after returning a response" finds background tasks', () => {
    // "response" is the query's rarest word, yet six titles hold it; only the background tasks page has every word.
    const responses = ['Response model', 'Custom response', 'Response status', 'Response headers', 'Response cookies', 'Response classes'].map((title, i) =>
      doc(`response-${i}`, title, `${title}: how the response of a path operation is declared in its code.`),
    );
    const others = ['First steps', 'Path parameters', 'Query parameters', 'Dependencies', 'Testing', 'Deployment', 'Settings', 'Lifespan'].map((title, i) =>
      doc(`other-${i}`, title, `${title}: run the app with uvicorn; the code of each path operation function returns a value.`),
    );
    const tasks = doc(
      'background-tasks',
      'Background tasks',
      'Define background tasks in your code, to be run after returning a response: the client does not wait for them.',
    );
    const index = SearchIndex.build([...responses, ...others, tasks]);
    expect(ids(index, 'run code after returning a response')[0]).toBe('background-tasks');
    // A word few titles hold still names the page: "cookies" is the response cookies page.
    expect(ids(index, 'set response cookies')[0]).toBe('response-4');
  });

  it('takes two swapped letters for one slip: "dialgo" finds the dialog page, "worksapces" the workspace page, as typos', () => {
    const index = SearchIndex.build([
      doc('dialog', 'Dialog', 'Native dialogs: open a file, save a file, show a message.'),
      doc('workspace', 'Workspace', 'A workspace is a repository of many packages.'),
      doc('filters', 'Filtering', 'Run a command in some workspaces only, chosen by name or folder.'),
      doc('window', 'Window', 'Set the window title and size.'),
    ]);
    const [dialog] = index.search('dialgo', 10);
    expect(dialog?.id).toBe('dialog');
    expect(dialog?.qualityTier).toBe('low');
    expect(ids(index, 'worksapces')[0]).toBe('workspace');
  });

  it('ranks a page with a heading that holds several query words: "how do I use a local version of a package" finds pnpm link', () => {
    const index = SearchIndex.build([
      doc(
        'sources',
        'Package sources',
        'Use a package from the registry, a local folder or a tarball, at any version: each package source is a folder, a version or a file. A local package keeps its version. Tarballs are archives; registries serve them over HTTP with a token, and folders are read from disk.',
        ['Folders', 'Tarballs'],
      ),
      doc('link', 'pnpm link', 'Links a folder into node_modules: use it to test changes to a package, or to use a local version of it.', [
        'Replace a package with a local version of it',
      ]),
      doc('store', 'Store', 'Where each version of a package is kept.', ['Location']),
      doc('other', 'Other', 'Nothing here.'),
    ]);
    expect(ids(index, 'how do I use a local version of a package')[0]).toBe('link');
    // One query word in a heading is no section about the query: a single word ranks as before.
    expect(ids(index, 'package')[0]).toBe('sources');
  });

  it("ranks a page that says the query's neighbouring words together above one that holds them in other sentences", () => {
    const index = SearchIndex.build([
      doc(
        'global',
        'Global installs',
        'A package installed globally is local to your user. Use pnpm add -g to install one. Each version is kept in the store. A local folder holds the binaries of every package; use pnpm ls -g to list them. The version shown is the installed one.',
      ),
      doc('link', 'pnpm link', 'Links a folder into node_modules: use it to try a local version of a package while you change it.'),
      doc('other', 'Other', 'Nothing here.'),
    ]);
    // "a local version": one of the query's three neighbouring pairs (use–local, local–version, version–package) side by side.
    expect(ids(index, 'how do I use a local version of a package')).toEqual(['link', 'global']);
  });

  it('counts a title phrase only from a query word: "Global virtual store" is no phrase of "store located"', () => {
    const index = SearchIndex.build([
      doc('virtual', 'Global virtual store', 'The store is located in the home folder.'),
      doc('settings', 'Store settings', 'The store is located in the home folder.'),
      doc('other', 'Other', 'Nothing here.'),
    ]);
    expect(ids(index, 'where is the store located')).toEqual(['settings', 'virtual']);
  });
});
