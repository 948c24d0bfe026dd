import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { ImportSource } from '../importSource';
import { repoRoot } from '../../db/paths';
import type { CategoryPlace } from '../categoryPlan';
import { processArticleHtml } from '../pipeline';
import { convertDocusaurus } from './convert';
import { isDocusaurus } from '../docsSite/detect';

const fixture = path.join(repoRoot, 'api/test/fixtures/third_party/docusaurus');
const page = (site: ImportSource, slug: string) => site.pages.find((p) => p.meta.slug === slug)!;
const body = (site: ImportSource, slug: string) => JSDOM.fragment(page(site, slug).html);
const outline = (places: CategoryPlace[] = []): unknown[] => places.map((p) => [p.name, p.order, ...(p.children.length > 0 ? [outline(p.children)] : [])]);

describe('convertDocusaurus', () => {
  it('takes categories and their order from the sidebars file, and places a page it does not list by its folder', async () => {
    const site = await convertDocusaurus(fixture);
    expect(site.errors).toEqual([]);
    // "Integrations" holds only "HTTP API", whose items the file imports: no page, so no category.
    expect(outline(site.categoryPlaces)).toEqual([
      ['Frigate', 0],
      [
        'Configuration',
        1,
        [
          ['Objects', 1],
          ['Generative AI', 2],
        ],
      ],
      ['Troubleshooting', 3],
      // mdx.md is not in the sidebar: its category comes after the sidebar's.
      ['Documentation', 4],
    ]);
    const placed = Object.fromEntries(site.pages.map((p) => [p.meta.slug, [p.meta.category.join(' > '), p.meta.order]]));
    expect(placed).toEqual({
      'frigate-index': ['Frigate', 0],
      record: ['Configuration', 0],
      objects: ['Configuration > Objects', 0],
      'stationary-objects': ['Configuration > Objects', 1],
      'genai-config': ['Configuration > Generative AI', 0],
      faqs: ['Troubleshooting', 0],
      edgetpu: ['Troubleshooting', 1],
      mdx: ['Documentation', 0],
    });
    expect(site.warnings).toContain('docs/mdx.md:1: not in sidebars.ts: placed in Documentation');
    expect(site.warnings).toContain("sidebars.ts:54: the sidebar names the doc 'troubleshooting/gpu', which is not in the docs folder");
  });

  it('keeps the front matter: title (else the first heading), slug from the id, description, keywords and tags', async () => {
    const site = await convertDocusaurus(fixture);
    expect(page(site, 'genai-config').meta).toMatchObject({ title: 'Configuring Generative AI', description: '', keywords: [], tags: [] });
    expect(page(site, 'stationary-objects').meta.title).toBe('Stationary Objects');
    expect(body(site, 'stationary-objects').querySelector('h1')).toBeNull();
    const folder = mkdtempSync(path.join(os.tmpdir(), 'kb-docusaurus-'));
    writeFileSync(
      path.join(folder, 'intro.mdx'),
      '---\nid: intro\ntitle: Start here\nslug: /welcome\ndescription: The first page.\nkeywords: [setup, start]\ntags: [basics, { label: Guide }]\n---\nHello.\n',
    );
    const meta = (await convertDocusaurus(folder)).pages[0]!.meta;
    expect(meta).toEqual({
      title: 'Start here',
      slug: 'welcome',
      category: ['Documentation'],
      description: 'The first page.',
      keywords: ['setup', 'start'],
      tags: ['basics', 'Guide'],
      order: 0,
    });
  });

  it('rewrites links between pages to /article/<slug> with the anchor of the same section, and keeps the others as text with a warning', async () => {
    const site = await convertDocusaurus(fixture);
    const links = (slug: string) => [...body(site, slug).querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links('frigate-index')).toEqual([
      ['Understanding storage usage', '/article/record#understanding-storage-usage'],
      ['Generative AI', '/article/genai-config'],
      // An explicit heading id ({#audio-in-recordings}) is followed to the section's own id.
      ['enabled for recordings', '/article/faqs#how-can-i-get-sound-or-audio-in-my-recordings'],
    ]);
    expect(links('stationary-objects')).toEqual([['filter out recording segments', '/article/record#configuring-recording-retention']]);
    expect(body(site, 'frigate-index').textContent).toContain('Use of a Recommended Detector is optional');
    expect(site.warnings).toContain('docs/frigate/index.md:9: link to /frigate/hardware#detectors matches no page of the docs folder: kept as text');
    expect(site.warnings).toContain(
      'docs/configuration/record.md:17: link to ../integrations/api/export-recording-custom-export-custom-camera-name-start-start-time-end-end-time-post.api.mdx matches no page of the docs folder: kept as text',
    );
    const faqs = body(site, 'faqs');
    expect([...faqs.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Fatal Python error: Bus error',
      'How can I get sound or audio in my recordings?',
      'Connection refused / No route to host / 401 Unauthorized / 404 Not Found',
    ]);
  });

  it('copies images from the static folder under flat media names, and reports a missing one with its line', async () => {
    const site = await convertDocusaurus(fixture);
    expect(site.images).toEqual([
      { name: 'img-plus-api-key-min.png', file: path.join(fixture, 'static/img/plus-api-key-min.png') },
      { name: 'img-plus-false-positive-overlap.jpg', file: path.join(fixture, 'static/img/plus/false-positive-overlap.jpg') },
    ]);
    const images = [...body(site, 'frigate-index').querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('alt')]);
    expect(images).toEqual([
      ['/media/img-plus-api-key-min.png', 'API key'],
      ['/media/img-plus-false-positive-overlap.jpg', 'add image'],
    ]);
    expect(body(site, 'frigate-index').textContent).toContain('Live View');
    expect(site.warnings).toContain(
      'docs/frigate/index.md:20: image /img/live-view.png is not in the site\'s static folder: replaced by its alt text "Live View"',
    );
  });

  it('makes admonitions boxes that survive the sanitiser (:::tip a Best Practice box), makes tabs and reports code-made content', async () => {
    const site = await convertDocusaurus(fixture);
    const stored = JSDOM.fragment(processArticleHtml(page(site, 'record').html).content);
    const box = stored.querySelector('blockquote')!;
    expect(box.className).toBe('kb-admonition kb-admonition-tip kb-best-practice');
    expect(box.querySelector('p strong')!.textContent).toBe('Best Practice:');
    expect(box.textContent).toContain('Retention configs support decimals');
    const tabs = body(site, 'stationary-objects');
    expect([...tabs.querySelectorAll('.kb-tabs > details.kb-tab > summary')].map((s) => s.textContent)).toEqual(['UI', 'YAML']);
    expect(tabs.querySelector('pre code')!.textContent).toContain('interval: 50');
    expect(tabs.textContent).toContain('Navigate to Settings > Global configuration > Object detection.');
    expect(site.warnings).toContain(
      'docs/configuration/objects.md:19: JSX expression {labels.split("\\n").map((label) => ( dropped: its content is made by code',
    );
    expect(page(site, 'mdx').html).toBe(
      '<p>You can write JSX and use React components within your Markdown thanks to <a href="https://mdxjs.com/">MDX</a>.</p>\n<p>Docusaurus green and Facebook blue are my favorite colors.</p>\n<p>I can write <strong>Markdown</strong> alongside my <em>JSX</em>!</p>',
    );
  });

  it('without a sidebars file, orders categories and pages by _category_.json (or .yml) and sidebar_position, then by name', async () => {
    const folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'kb-docusaurus-')), 'docs');
    cpSync(path.join(fixture, 'docs'), folder, { recursive: true });
    writeFileSync(path.join(folder, 'configuration/_category_.json'), '{ "label": "Configure", "position": 2 }');
    writeFileSync(path.join(folder, 'troubleshooting/_category_.yml'), 'position: 1\n');
    writeFileSync(path.join(folder, 'frigate/_category_.json'), '{ "label": 3 }');
    const record = path.join(folder, 'configuration/record.md');
    writeFileSync(record, readFileSync(record, 'utf8').replace('title: Recording\n', 'title: Recording\nsidebar_position: 1\n'));
    const site = await convertDocusaurus(folder);
    expect(outline(site.categoryPlaces)).toEqual([
      ['Troubleshooting', 0],
      ['Configure', 1, [['Genai', 1]]],
      ['Frigate', 2],
      ['Documentation', 3],
    ]);
    const placed = Object.fromEntries(site.pages.map((p) => [p.meta.slug, [p.meta.category.join(' > '), p.meta.order]]));
    expect(placed).toMatchObject({
      record: ['Configure', 0],
      'genai-config': ['Configure > Genai', 0],
      objects: ['Configure', 2],
      'stationary-objects': ['Configure', 3],
      mdx: ['Documentation', 0],
    });
    expect(site.warnings).toContain(
      'frigate/_category_.json:1: not read (label: Invalid input: expected string, received number): the folder name is its label',
    );
    expect(site.warnings.filter((w) => w.includes('not in'))).toEqual([
      'frigate/index.md:20: image /img/live-view.png is not in the site\'s static folder: replaced by its alt text "Live View"',
      'frigate/index.md:22: image /img/plus-api-key-min.png is not in the site\'s static folder: replaced by its alt text "API key"',
      'frigate/index.md:24: image /img/plus/false-positive-overlap.jpg is not in the site\'s static folder: replaced by its alt text "add image"',
    ]);
  });

  it('leaves number prefixes out of ids, slugs and labels, and orders by them', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'kb-docusaurus-'));
    mkdirSync(path.join(folder, '02-guides'));
    mkdirSync(path.join(folder, '01-getting-started'));
    writeFileSync(path.join(folder, '01-getting-started/10-install.md'), '# Install\n\nThen [configure](/guides/configure#options).\n');
    writeFileSync(path.join(folder, '01-getting-started/2-requirements.md'), '# Requirements\n\nFirst.\n');
    writeFileSync(path.join(folder, '02-guides/configure.md'), '# Configure\n\n## Options\n\nBack to [installing](../01-getting-started/10-install.md).\n');
    const site = await convertDocusaurus(folder);
    expect(outline(site.categoryPlaces)).toEqual([
      ['Getting Started', 0],
      ['Guides', 1],
    ]);
    const placed = site.pages.map((p) => [p.meta.slug, p.meta.category.join(' > '), p.meta.order]);
    expect(placed).toEqual([
      ['install', 'Getting Started', 1],
      ['requirements', 'Getting Started', 0],
      ['configure', 'Guides', 0],
    ]);
    expect(body(site, 'install').querySelector('a')!.getAttribute('href')).toBe('/article/configure#options');
    expect(body(site, 'configure').querySelector('a')!.getAttribute('href')).toBe('/article/install');
    expect(site.warnings).toEqual([]);
  });

  it('finds a page linked by its site route under /docs/, where Docusaurus serves the docs by default', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'kb-docusaurus-'));
    mkdirSync(path.join(folder, 'guides'));
    writeFileSync(path.join(folder, 'intro.md'), '# Intro\n\nSee [installing](/docs/guides/install#steps) and [the intro](/docs/intro).\n');
    writeFileSync(path.join(folder, 'guides/install.md'), '# Install\n\n## Steps\n\nRun it.\n');
    const site = await convertDocusaurus(folder);
    expect([...body(site, 'intro').querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/article/install#steps', '/article/intro']);
    expect(site.warnings).toEqual([]);
  });

  it('reads nothing from outside the folder it was given: links to pages and images elsewhere are left out with a warning', async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'kb-outside-'));
    writeFileSync(path.join(outside, 'credentials.md'), '# Secret\n\naws_secret_access_key = abc\n');
    writeFileSync(path.join(outside, 'photo.png'), readFileSync(path.join(fixture, 'static/img/plus-api-key-min.png')));
    const folder = mkdtempSync(path.join(os.tmpdir(), 'kb-docusaurus-'));
    mkdirSync(path.join(folder, 'img'));
    writeFileSync(path.join(folder, 'guide.md'), '# Guide\n\n![Photo](img/photo.png)\n\n![Own](img/own.png)\n');
    writeFileSync(path.join(folder, 'img/own.png'), readFileSync(path.join(fixture, 'static/img/plus-api-key-min.png')));
    symlinkSync(path.join(outside, 'credentials.md'), path.join(folder, 'notes.md'));
    symlinkSync(path.join(outside, 'photo.png'), path.join(folder, 'img/photo.png'));
    symlinkSync(path.join(folder, 'guide.md'), path.join(folder, 'guide-again.md'));
    const site = await convertDocusaurus(folder);
    expect(site.pages.map((p) => p.meta.title).sort()).toEqual(['Guide', 'Guide']);
    expect(JSON.stringify(site.pages)).not.toContain('aws_secret_access_key');
    expect(site.images.map((image) => image.name)).toEqual(['img-own.png']);
    expect(site.warnings).toContain('notes.md:1: a link to a file outside the docs folder: not imported');
  });

  it('reports a page it cannot read with its file and line, and imports the others', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'kb-docusaurus-'));
    writeFileSync(path.join(folder, 'good.md'), '# Good\n\nFine.\n');
    writeFileSync(path.join(folder, 'bad.md'), '---\ntitle: Bad\nkeywords: not-a-list\n---\nText.\n');
    writeFileSync(path.join(folder, 'broken.md'), '---\ntitle: [unclosed\n---\nText.\n');
    writeFileSync(path.join(folder, 'empty.md'), '');
    const site = await convertDocusaurus(folder);
    expect(site.pages.map((p) => p.meta.slug)).toEqual(['good']);
    expect(site.errors).toEqual([
      'bad.md:3: keywords: Invalid input: expected array, received string',
      expect.stringMatching(/^broken\.md:\d: invalid front matter: /),
    ]);
    expect(site.warnings).toEqual(['empty.md:1: an empty page: not imported']);
  });
});

describe('isDocusaurus', () => {
  it('knows a Docusaurus site or docs folder from a sidebars file, .mdx pages or _category_.json, and not the own format', async () => {
    expect(await isDocusaurus(fixture)).toBe(true);
    expect(await isDocusaurus(path.join(fixture, 'docs'))).toBe(true);
    const own = mkdtempSync(path.join(os.tmpdir(), 'kb-own-'));
    writeFileSync(path.join(own, 'a.md'), '---\ntitle: A\nslug: a\ncategory: A\n---\nText.\n');
    expect(await isDocusaurus(own)).toBe(false);
    writeFileSync(path.join(own, 'b.mdx'), '# B\n');
    expect(await isDocusaurus(own)).toBe(true);
  });
});
