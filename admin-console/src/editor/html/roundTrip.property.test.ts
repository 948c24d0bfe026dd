import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { policyHtml, policyVocabulary } from '../../../test/policyHtml';
import { canonicalHtml } from './canonicalHtml';
import { htmlToContent } from './editorHtml';
import { sanitizeEditorHtml } from './sanitizeEditorHtml';
import { toHtml } from './toHtml';

/** What a reader sees of HTML: sanitised by the policy (as the API does on save), in canonical form. */
const seen = (html: string) => canonicalHtml(sanitizeEditorHtml(html));

describe('Visual ↔ HTML round trip over the HTML policy', () => {
  const vocabulary = policyVocabulary();

  it('offers the generator a real vocabulary', () => {
    expect(vocabulary.elements).toEqual(expect.arrayContaining(['p', 'h2', 'table', 'blockquote', 'pre', 'img', 'iframe', 'span', 'kbd', 'details']));
    expect(vocabulary.elements).not.toContain('script');
    expect(vocabulary.attributes).toEqual(expect.arrayContaining(['class', 'style', 'href', 'src', 'alt', 'dir', 'colspan']));
  });

  it('gives back everything the policy allows, as a reader sees it', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(policyHtml(vocabulary), (html) => {
        expect(seen(toHtml(htmlToContent(html)))).toBe(seen(html));
      }),
      { numRuns: 60 },
    );
  });
});
