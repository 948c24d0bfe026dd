import { existsSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { folderWith } from '../../../test/mkdocsSite';
import { isDocusaurus } from '../docsSite/detect';
import { convertDocusaurus } from './convert';
import { readDocusaurusEditions } from './editions';

/**
 * A repository laid out as many Docusaurus projects are: the site in website/, its docs in ../docs (the docs plugin's
 * `path`), served under /guide, two versions of which onlyIncludeVersions builds one. The config has code that would
 * leave a mark if it ran.
 */
function repository(): string {
  const repo = folderWith('kb-docusaurus-config-', {
    'website/docusaurus.config.js': [
      "require('fs').writeFileSync(require('path').join(__dirname, 'RAN'), 'the config was run');",
      'const docsPath = "../docs";',
      'module.exports = {',
      "  title: 'Site',",
      '  presets: [',
      '    [',
      "      'classic',",
      '      {',
      '        docs: {',
      '          path: docsPath,',
      "          routeBasePath: 'guide',",
      "          lastVersion: process.env.LAST ?? 'current',",
      "          onlyIncludeVersions: ['current', '2.0'],",
      "          versions: { current: { label: 'Next', path: 'next' } },",
      '        },',
      '      },',
      '    ],',
      '  ],',
      '};',
    ].join('\n'),
    'website/versions.json': '["2.0", "1.0"]',
    'website/versioned_docs/version-2.0/intro.md': '# Intro\n\nOld intro: see [the old page](old.md) and [setup](setup.md#install).\n',
    'website/versioned_docs/version-2.0/old.md': '# Old\n\nOnly in 2.0.\n',
    'website/versioned_docs/version-1.0/intro.md': '# Intro\n\nAncient.\n',
    'docs/intro.mdx': "import Note from './_note.md';\n\n# Intro\n\nSee [setup](/guide/setup#install).\n\n<Note />\n",
    'docs/_note.md': 'A partial beside the docs, outside the website folder.\n',
    'docs/setup.md': '# Setup\n\n## Install\n\nRun it.\n',
  });
  return repo;
}

describe('the Docusaurus config, read and never run', () => {
  it("takes the docs plugin's path and routeBasePath; a path outside the folder imported is refused, naming the folder to import", async () => {
    const repo = repository();
    await expect(convertDocusaurus(path.join(repo, 'website'))).rejects.toThrow(
      `docusaurus.config.js:10: the docs plugin's path ../docs is not a folder within ${path.join(repo, 'website')}: import the folder that holds both the site and its docs (nothing imported)`,
    );
    expect(await isDocusaurus(repo)).toBe(true);
    const converted = await convertDocusaurus(repo);
    expect(converted.pages.map((page) => page.name).sort()).toEqual(['docs/intro.mdx', 'docs/setup.md']);
    const intro = JSDOM.fragment(converted.pages.find((page) => page.meta.slug === 'intro')!.html);
    expect(intro.textContent).toContain('A partial beside the docs, outside the website folder.');
    expect(intro.querySelector('a')!.getAttribute('href')).toBe('/article/setup#install');
    expect(converted.warnings).toContain("website/docusaurus.config.js:12: the docs plugin's lastVersion is computed, not written in the file: not read");
    expect(existsSync(path.join(repo, 'website/RAN'))).toBe(false);
  });

  it('imports only the versions onlyIncludeVersions builds; a link a version cannot resolve goes to the current docs, with a warning', async () => {
    const repo = repository();
    const editions = await readDocusaurusEditions(repo);
    expect(editions.versions.map((version) => version.name)).toEqual(['2.0']);
    expect(editions.skipped).toContain(
      'versioned_docs/version-1.0: docusaurus.config.js:13: onlyIncludeVersions leaves the version 1.0 out of the site: not imported',
    );
    const version = editions.versions[0]!.source;
    const links = [...JSDOM.fragment(version.pages.find((page) => page.file === 'intro.md')!.html).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/article/old', '/article/setup#install']);
    expect(version.warnings).toContain(
      "versioned_docs/version-2.0/intro.md:3: link to setup.md#install: the version 2.0 has no page setup.md: the link goes to the current docs' page",
    );
    expect(existsSync(path.join(repo, 'website/RAN'))).toBe(false);
  });
});
