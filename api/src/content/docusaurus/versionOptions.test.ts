import { describe, expect, it } from 'vitest';
import { versionedDocusaurusSite } from '../../../test/versionedDocusaurusSite';
import { convertDocusaurus } from './convert';
import { readDocusaurusEditions } from './editions';
import { planEditions } from './editionsPlan';
import { editionsSummary } from './editionsReport';

const LABEL_NOT_APPLIED =
  "docusaurus.config.js:7: the label '2.x (LTS)' cannot name the version 2.x here (1–32 letters, digits, dots or hyphens): not applied, it keeps its name";

describe("the Docusaurus config's versions and lastVersion, before anything is written", () => {
  it('names each version by its label when the label can be a name, and plans lastVersion as the current version', async () => {
    const editions = await readDocusaurusEditions(versionedDocusaurusSite());
    const plan = planEditions(editions);
    expect(plan.versions.map((version) => [version.name, version.folder])).toEqual([
      ['3.0', 'versioned_docs/version-3.0'],
      ['2.x', 'versioned_docs/version-2.x'],
      ['v1', 'versioned_docs/version-1.x'],
    ]);
    expect(editions.mainLineName).toBe('Next');
    expect(editions.lastVersion).toBe('2.x');
    // Said once, in the dry run's warnings as in the import's.
    expect(plan.warnings.filter((warning) => warning.startsWith('docusaurus.config.js:'))).toEqual([LABEL_NOT_APPLIED]);
    // The French translation of 1.x's page is matched to the version v1 (versions.json's 1.x): its own text, so skipped as such.
    expect(plan.skipped).toContain(
      'i18n/fr/docusaurus-plugin-content-docs/version-1.x/lens-intro.md: the version v1 has its own text or translation of this page: not imported (translations are imported for the main line)',
    );
    const summary = editionsSummary(editions, plan);
    expect(summary).toContain('Current version: 2.x (lastVersion in docusaurus.config.js): made current after the import; docs/ then becomes a beta version');
    expect(summary.some((line) => /^ {2}v1 +versioned_docs\/version-1\.x\/: 2 pages: 1 shared with the main line, 1 differs/.test(line))).toBe(true);
  });

  it('a lastVersion that is not imported is warned once, and docs/ stays the current version', async () => {
    const editions = await readDocusaurusEditions(versionedDocusaurusSite("lastVersion: '0.9',"));
    const plan = planEditions(editions);
    expect(editions.lastVersion).toBeUndefined();
    expect(plan.warnings.filter((warning) => warning.includes('lastVersion'))).toEqual([
      "docusaurus.config.js:4: lastVersion '0.9' is not applied: no version 0.9 is imported (see Skipped, and versions.json): docs/ stays the current version",
    ]);
    expect(editionsSummary(editions, plan).some((line) => line.startsWith('Current version'))).toBe(false);
  });

  it("lastVersion 'current', or none, keeps docs/ the current version without a word about it", async () => {
    for (const line of ["lastVersion: 'current',", '']) {
      const editions = await readDocusaurusEditions(versionedDocusaurusSite(line));
      expect(editions.lastVersion).toBeUndefined();
      expect(editions.mainLineName).toBe('Next');
      expect(planEditions(editions).warnings.filter((warning) => warning.startsWith('docusaurus.config.js:'))).toEqual([LABEL_NOT_APPLIED]);
    }
  });

  it('versions naming a version versions.json does not list is warned; the versions keep their names', async () => {
    // The docs plugin's first `versions` is read: this one, before the fixture's own.
    const editions = await readDocusaurusEditions(versionedDocusaurusSite("versions: { '0.5': { label: 'old' } },"));
    expect(editions.mainLineName).toBeUndefined();
    expect(editions.versions.map((version) => version.name)).toEqual(['3.0', '2.x', '1.x']);
    expect(planEditions(editions).warnings.filter((warning) => warning.startsWith('docusaurus.config.js:'))).toEqual([
      'docusaurus.config.js:4: versions names the version 0.5, which versions.json does not list: its options are not applied',
    ]);
  });

  it('a computed key of versions is read when it names a string, and warned when code makes it', async () => {
    const site = versionedDocusaurusSite("versions: { ['1.x']: { label: 'v1' }, [process.env.V]: { label: 'x' } },");
    expect((await readDocusaurusEditions(site)).versions.map((version) => version.name)).toEqual(['3.0', '2.x', 'v1']);
    expect((await convertDocusaurus(site)).warnings).toContain(
      "docusaurus.config.js:4: an entry of the docs plugin's versions is computed, not written in the file: not read",
    );
  });
});
