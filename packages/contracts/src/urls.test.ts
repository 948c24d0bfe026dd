import { describe, expect, it } from 'vitest';
import { editionPath } from './editions';
import { articlePath, slugify } from './urls';

describe('articlePath', () => {
  it("is SPEC's /article/{slug}, at a section when one is named, any character kept safe", () => {
    expect(articlePath('lens-calibration-basics')).toBe('/article/lens-calibration-basics');
    expect(articlePath('lens-calibration-basics', 'step-1')).toBe('/article/lens-calibration-basics#step-1');
    expect(articlePath('lens-calibration-basics', null)).toBe('/article/lens-calibration-basics');
    expect(articlePath('a/b?c#d', 'x y')).toBe('/article/a%2Fb%3Fc%23d#x%20y');
  });

  it('goes under an edition’s prefix through editionPath', () => {
    expect(editionPath({ lang: 'de', version: '4.1' }, articlePath('genlock'))).toBe('/de/v/4.1/article/genlock');
    expect(editionPath({ lang: 'en', version: null }, articlePath('genlock'))).toBe('/article/genlock');
  });
});

describe('slugify', () => {
  it('folds accents and joins words with hyphens, at most the limit, never ending in one', () => {
    expect(slugify('Über die Kalibrierung!')).toBe('uber-die-kalibrierung');
    expect(slugify('one two three', 7)).toBe('one-two');
  });
});
