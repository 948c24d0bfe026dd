import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT, supportEmail } from './product';

afterEach(() => document.head.querySelectorAll('meta[name="kb-support-email"]').forEach((m) => m.remove()));

function setMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'kb-support-email';
  meta.content = content;
  document.head.append(meta);
}

describe('product constants', () => {
  it('names the product and the company', () => {
    expect(PRODUCT.name).toBe('Skyframe Studio');
    expect(PRODUCT.company).toBe('Skyframe Labs');
    expect(PRODUCT.mainWebsite).toMatch(/^https:\/\//);
  });

  it('reads the support address from <meta name="kb-support-email"> at run time', () => {
    expect(supportEmail()).toBe('support@skyframe-labs.example');
    setMeta('help@studio.example');
    expect(supportEmail()).toBe('help@studio.example');
  });

  it('ignores a value that is not an address', () => {
    setMeta('not an address"><script>');
    expect(supportEmail()).toBe(PRODUCT.defaultSupportEmail);
  });
});
