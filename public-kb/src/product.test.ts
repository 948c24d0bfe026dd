import { describe, expect, it } from 'vitest';
import { PRODUCT, validSupportEmail } from './product';

describe('product constants', () => {
  it('names the product and the company', () => {
    expect(PRODUCT.name).toBe('Skyframe Studio');
    expect(PRODUCT.company).toBe('Skyframe Labs');
    expect(PRODUCT.mainWebsite).toMatch(/^https:\/\//);
  });

  it('takes a configured support address, and the default for none or a value that is not an address', () => {
    expect(validSupportEmail(' help@studio.example ')).toBe('help@studio.example');
    expect(validSupportEmail(undefined)).toBe(PRODUCT.defaultSupportEmail);
    expect(validSupportEmail('not an address"><script>')).toBe(PRODUCT.defaultSupportEmail);
  });
});
