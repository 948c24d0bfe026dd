import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { folderWith } from '../../../test/mkdocsSite';
import { processArticleHtml } from '../pipeline';
import { convertMkDocs } from './convert';

const PNG = '\x89PNG\r\n\x1a\n';

/** A site written as Material's docs are: theme suffixes on images, raw `<img>` paths relative to the page's directory URL. */
function site(directoryUrls = true): string {
  return folderWith('kb-mkdocs-images-', {
    'mkdocs.yml': `site_name: Images\n${directoryUrls ? '' : 'use_directory_urls: false\n'}`,
    'docs/assets/world-light.png': PNG,
    'docs/assets/world-dark.png': PNG,
    'docs/assets/screenshots/layer.png': PNG,
    'docs/index.md': '# Home\n\n<img src="assets/screenshots/layer.png" alt="From the index">\n',
    'docs/setup/social-cards.md': [
      '# Social cards',
      '',
      '![World](../assets/world-light.png#only-light)',
      '![World](../assets/world-dark.png#only-dark)',
      '',
      '![Logo](https://example.com/logo.png#gh-dark-mode-only)',
      '![Logo](https://example.com/logo-light.png#gh-light-mode-only)',
      '',
      '<figure markdown>',
      '  <img src="../../assets/screenshots/layer.png" width="300" alt="Layer">',
      '</figure>',
      '',
    ].join('\n'),
  });
}

const images = (html: string) =>
  [...JSDOM.fragment(processArticleHtml(html).content).querySelectorAll('img')].map((img) => `${img.getAttribute('src')} ${img.className}`.trim());

describe('MkDocs images', () => {
  it('lose their theme suffixes, keeping the light and the dark one, each shown in its theme', async () => {
    const converted = await convertMkDocs(site());
    const page = converted.pages.find((p) => p.meta.slug === 'social-cards')!;
    expect(images(page.html).slice(0, 4)).toEqual([
      '/media/assets-world-light.png kb-only-light',
      '/media/assets-world-dark.png kb-only-dark',
      'https://example.com/logo.png kb-only-dark',
      'https://example.com/logo-light.png kb-only-light',
    ]);
    expect(converted.warnings).toEqual([]);
    expect(converted.fidelity).toMatchObject({ image: { converted: 4, text: 0, dropped: 0 }, 'image theme suffix': { converted: 4 } });
  });

  it('resolve a raw <img> path from the page served as a folder (use_directory_urls), as the browser does on the built site', async () => {
    const converted = await convertMkDocs(site());
    const page = (slug: string) => converted.pages.find((p) => p.meta.slug === slug)!;
    expect(images(page('social-cards').html)[4]).toBe('/media/assets-screenshots-layer.png');
    expect(images(page('index').html)).toEqual(['/media/assets-screenshots-layer.png']);
    expect(converted.images.map((image) => image.name).sort()).toEqual(['assets-screenshots-layer.png', 'assets-world-dark.png', 'assets-world-light.png']);

    const flat = await convertMkDocs(site(false));
    expect(flat.warnings).toEqual([
      `docs/setup/social-cards.md:10: image ../../assets/screenshots/layer.png is not in the site's static folder: replaced by its alt text "Layer"`,
    ]);
  });
});
