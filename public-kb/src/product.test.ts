import { describe, expect, it } from 'vitest';
import { pageTitle, PRODUCT, validSupportEmail } from './product';

describe('product constants', () => {
  it('titles a page with the site’s name', () => {
    expect(pageTitle('Search Results', 'Acme Docs')).toBe('Search Results | Acme Docs');
  });

  it('takes a configured support address, and the default for none or a value that is not an address', () => {
    expect(validSupportEmail(' help@studio.example ')).toBe('help@studio.example');
    expect(validSupportEmail(undefined)).toBe(PRODUCT.defaultSupportEmail);
    expect(validSupportEmail('not an address"><script>')).toBe(PRODUCT.defaultSupportEmail);
  });
});
