import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../test/harness';
import { folderWith } from '../../../test/mkdocsSite';
import { writeImport } from '../../commands/importContent';
import { repoRoot } from '../../db/paths';
import { convertMkDocs } from './convert';

const api = testApiForFile({ seed: false });
const run = promisify(execFile);

/**
 * A site with a page that includes itself ten times (eight deep: 10⁸ includes), one that includes a 100 KB file
 * 30 times (3 MB), and a fine page with one include.
 */
function bombSite(): string {
  return folderWith('kb-mkdocs-bomb-', {
    'mkdocs.yml': 'site_name: Bombs\n',
    'docs/self.md': `# Self\n\n${'--8<-- "self.md"\n'.repeat(10)}`,
    'docs/bulky.md': `# Bulky\n\n${'{* data.txt ln[1:2] *}\n'.repeat(30)}`,
    'docs/data.txt': `${'x'.repeat(99)}\n`.repeat(1000),
    'docs/fine.md': '# Fine\n\n--8<-- "snippets/note.md"\n',
    'snippets/note.md': 'Included once.\n',
  });
}

describe('MkDocs includes past the per-page limits', () => {
  it('leave that page out with a warning naming it, and the import finishes', async () => {
    const site = bombSite();
    // `pnpm kb import --dry-run --from mkdocs`, killed if it does not finish in time (or grows past 512 MB).
    const started = Date.now();
    const { NODE_OPTIONS: _omit, ...env } = process.env;
    const { stdout, stderr } = await run(
      process.execPath,
      ['--max-old-space-size=512', '--import', 'tsx', 'api/src/cli/kb.ts', 'import', '--dry-run', '--from', 'mkdocs', site],
      {
        cwd: repoRoot,
        env,
        timeout: 60_000,
      },
    );
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(stderr).toContain('warning: docs/self.md:3: snippet --8<-- "self.md": the page\'s includes go past 1000 files or 2 MB in all: not imported\n');
    expect(stderr).toContain(
      "warning: docs/bulky.md:23: include {* data.txt ln[1:2] *}: the page's includes go past 1000 files or 2 MB in all: not imported\n",
    );
    expect(stdout).toContain('Dry run: 1 articles read');
    expect(stdout).toMatch(/^ {2}page +1 +0 +2$/m);

    const source = await convertMkDocs(site);
    const result = await writeImport(api.deps.models, source, mkdtempSync(path.join(os.tmpdir(), 'kb-media-')));
    expect(result).toMatchObject({ created: 1, errors: [] });
    const articles = await api.deps.models.Article.find().lean<{ slug: string; content: string }[]>();
    expect(articles.map((article) => article.slug)).toEqual(['fine']);
    expect(articles[0]!.content).toContain('Included once.');
  }, 90_000);
});
