import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Article, PublicVersion } from '@kb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../test/harness';
import { versionedDocusaurusSite } from '../../../test/versionedDocusaurusSite';
import { writeEditions, type EditionsResult } from '../../commands/importEditions';
import { readDocusaurusEditions, type SiteEditions } from './editions';
import { planEditions, type EditionsPlan } from './editionsPlan';
import { editionsSummary } from './editionsReport';

const api = testApiForFile({ seed: false });
const mediaDir = () => mkdtempSync(path.join(os.tmpdir(), 'kb-media-'));
let editions: SiteEditions, plan: EditionsPlan, result: EditionsResult;

const versions = async () =>
  PublicVersion.array()
    .parse(await (await api.get('/api/versions')).json())
    .map((v) => `${v.name} ${v.status}${v.current ? ' (current)' : ''}`)
    .sort();
const textOf = async (pathname: string) => {
  const response = await api.get(pathname);
  return response.status === 200 ? Article.parse(await response.json()).content.replace(/<[^>]+>/g, '') : response.status;
};
const hrefsOf = async (pathname: string) =>
  [...Article.parse(await (await api.get(pathname)).json()).content.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

beforeAll(async () => {
  editions = await readDocusaurusEditions(versionedDocusaurusSite());
  plan = planEditions(editions);
  result = await writeEditions(api.deps, editions, plan, mediaDir());
}, 120_000);

describe("importing a Docusaurus site whose config has lastVersion and versions' labels", () => {
  it('readers get lastVersion by default; docs/ is a beta version named by its label, as is the newer 3.0; older ones are deprecated', async () => {
    expect(await versions()).toEqual(['2.x current (current)', '3.0 beta', 'Next beta', 'v1 deprecated']);
    expect(await textOf('/api/articles/lens-intro')).toMatch(/The intro of release 2\.x/);
    expect(await textOf('/api/articles/lens-intro?version=Next')).toMatch(/The intro of the next release/);
    expect(await textOf('/api/articles/lens-intro?version=v1')).toMatch(/The intro of release 1\.x/);
    expect(await textOf('/api/articles/lens-intro?version=3.0')).toMatch(/The intro of release 3\.0/);
    // The page only docs/ has is in Next, not in the current version (2.x lacks it, as on the Docusaurus site).
    expect(await textOf('/api/articles/lens-setup?version=Next')).toMatch(/New in the next release/);
    expect(await textOf('/api/articles/lens-setup')).toBe(410);
    expect(await textOf('/api/articles/lens-guide')).toMatch(/The same guide in every version/);
    // Links stay in the version read (0192): docs/'s page, now Next's, leads within Next.
    expect(await hrefsOf('/api/articles/lens-intro?version=Next')).toEqual(['/v/Next/article/lens-guide']);
    expect(await hrefsOf('/api/articles/lens-intro')).toEqual(['/article/lens-guide']);
  });

  it('the summary says which version is current and what became of docs/; the label that cannot be a name is warned', () => {
    expect(result.current).toEqual({ current: '2.x', kept: 'Next', published: 1, unpublished: 1 });
    expect(result.warnings).toContain(
      "docusaurus.config.js:7: the label '2.x (LTS)' cannot name the version 2.x here (1–32 letters, digits, dots or hyphens): not applied, it keeps its name",
    );
    expect(editionsSummary(editions, plan, result)).toContain(
      'Current version: 2.x (lastVersion in docusaurus.config.js): made current, 1 published, 1 taken off; docs/ is the version Next (beta)',
    );
  });

  it('a second import stops before writing: docs/ would be written over the released 2.x', async () => {
    await expect(writeEditions(api.deps, editions, plan, mediaDir())).rejects.toThrow(
      'The current version is named 2.x, as a version of the site is: an earlier import (the config\'s lastVersion) or "Make current" made it current, and importing docs/ again would write over it (nothing imported)',
    );
    expect(await textOf('/api/articles/lens-intro')).toMatch(/The intro of release 2\.x/);
  });
});
