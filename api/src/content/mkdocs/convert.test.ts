import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { mkdocsSite } from '../../../test/mkdocsSite';
import { isMkDocs } from '../docsSite/detect';
import { convertMkDocs } from './convert';

describe('convertMkDocs', () => {
  it('takes categories, order and titles from the nav, places an unlisted page by its folder, and reports nav links', async () => {
    const site = mkdocsSite();
    expect(await isMkDocs(site)).toBe(true);
    const converted = await convertMkDocs(site);
    expect(converted.errors).toEqual([]);
    const placed = converted.pages.map((p) => [p.meta.slug, p.meta.title, p.meta.category.join(' > '), p.meta.order]);
    expect(placed).toEqual([
      ['about', 'About', 'Documentation', 0],
      ['index', 'Home', 'Documentation', 0],
      ['styling', 'Styling', 'User Guide', 1],
      ['writing', 'Writing your docs', 'User Guide', 0],
    ]);
    expect(converted.categoryPlaces).toEqual([
      { name: 'Documentation', order: 0, children: [] },
      { name: 'User Guide', order: 1, children: [] },
    ]);
    expect(converted.pages.find((p) => p.meta.slug === 'writing')!.meta.description).toBe('How pages are written.');
    expect(converted.warnings).toEqual([
      'content/about.md:1: not in mkdocs.yml: placed in Documentation',
      'content/user-guide/writing.md:12: link to ../gone.md matches no page of the docs folder: kept as text',
      'mkdocs.yml:12: nav link to https://example.com/issues is not a page: not imported',
    ]);
  });

  it('refuses a docs_dir outside the site, written or linked, and imports nothing', async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'kb-outside-'));
    writeFileSync(path.join(outside, 'secret.md'), '# Secret\n');
    const written = mkdocsSite();
    writeFileSync(
      path.join(written, 'mkdocs.yml'),
      readFileSync(path.join(written, 'mkdocs.yml'), 'utf8').replace('docs_dir: content', () => `docs_dir: ${path.relative(written, outside)}`),
    );
    await expect(convertMkDocs(written)).rejects.toThrow(/^mkdocs\.yml:2: docs_dir \.\.\/.* is not a folder within the site: nothing imported$/);
    const linked = mkdocsSite();
    symlinkSync(outside, path.join(linked, 'elsewhere'));
    writeFileSync(path.join(linked, 'mkdocs.yml'), readFileSync(path.join(linked, 'mkdocs.yml'), 'utf8').replace('docs_dir: content', 'docs_dir: elsewhere'));
    await expect(convertMkDocs(linked)).rejects.toThrow('mkdocs.yml:2: docs_dir elsewhere is not a folder within the site: nothing imported');
  });

  it('rewrites links with their anchors, copies images from the docs folder and makes boxes and tabs', async () => {
    const converted = await convertMkDocs(path.join(mkdocsSite(), 'content'));
    const body = (slug: string) => JSDOM.fragment(converted.pages.find((p) => p.meta.slug === slug)!.html);
    const links = (slug: string) => [...body(slug).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links('index')).toEqual(['/article/writing#front-matter']);
    expect(links('writing')).toEqual(['/article/index', '/article/styling#css-files']);
    expect(body('index').querySelector('img')!.getAttribute('src')).toBe('/media/img-logo.png');
    expect(converted.images.map((image) => image.name)).toEqual(['img-logo.png']);
    expect(body('writing').querySelector('blockquote.kb-admonition-tip p strong')!.textContent).toBe('Best Practice:');
    expect([...body('styling').querySelectorAll('.kb-tabs > details.kb-tab > summary')].map((s) => s.textContent)).toEqual(['CSS', 'Theme']);
  });

  it('makes titles plain text, from the first heading or the nav, and drops the heading that repeats it', async () => {
    const site = mkdocsSite();
    writeFileSync(path.join(site, 'content/about.md'), '# The `select()` ~~old~~ **call** { #top }\n\nText.\n');
    writeFileSync(path.join(site, 'mkdocs.yml'), readFileSync(path.join(site, 'mkdocs.yml'), 'utf8').replace("'Writing your docs'", "'Writing `docs`'"));
    const converted = await convertMkDocs(site);
    const page = (slug: string) => converted.pages.find((p) => p.meta.slug === slug)!;
    expect([page('about').meta.title, page('writing').meta.title]).toEqual(['The select() old call', 'Writing docs']);
    expect(page('about').html).toBe('<p>Text.</p>');
  });
});
