import { describe, expect, it } from 'vitest';
import { SOURCE_TEXTS } from '../i18n/sourceTexts';
import { sourceTranslator } from '../i18n/translate';
import { withReadingAids } from './readingAids';

describe('withReadingAids', () => {
  it('adds a Copy button to each code block and a "Copy link to section" button to each heading with an id', () => {
    const html = '<h2 id="setup">Set <em>up</em></h2><p>Text</p><pre><code>a --long line</code></pre><h3>No id</h3>';
    expect(withReadingAids(html, sourceTranslator(SOURCE_TEXTS))).toBe(
      '<h2 id="setup" aria-labelledby="kb-title-setup"><span id="kb-title-setup">Set <em>up</em></span>' +
        '<button type="button" class="kb-section-link" data-section="setup" aria-label="Copy link to section" data-print-hide="">#</button></h2>' +
        '<p>Text</p><div class="kb-code"><button type="button" class="kb-copy-code" data-print-hide="">Copy</button><pre><code>a --long line</code></pre></div>' +
        '<h3>No id</h3>',
    );
  });

  it('makes images with a width and a height load lazily; others, and those that say how to load, stay as they are', () => {
    const html =
      '<p><img src="/media/a.png" alt="A" width="800" height="450"></p><img loading="eager" src="/media/b.png" alt="B" width="8" height="4">' +
      '<img src="/media/c.png" alt="C"><img src="/media/d.png" alt="D" width="800">';
    expect(withReadingAids(html, sourceTranslator(SOURCE_TEXTS))).toBe(
      '<p><img loading="lazy" src="/media/a.png" alt="A" width="800" height="450"></p><img loading="eager" src="/media/b.png" alt="B" width="8" height="4">' +
        '<img src="/media/c.png" alt="C"><img src="/media/d.png" alt="D" width="800">',
    );
  });
});
