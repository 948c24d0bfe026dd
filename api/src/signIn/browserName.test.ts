import { describe, expect, it } from 'vitest';
import { browserName } from './browserName';

describe('browserName', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.6099.28 Safari/537.36', 'Chrome Headless 120 on Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge 131 on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Mobile Safari 18 on iOS (mobile)',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133 on Mac OS'],
  ])('names %s', (userAgent, name) => {
    expect(browserName(userAgent)).toBe(name);
  });

  it('says so without a User-Agent, and keeps an unknown one short', () => {
    expect(browserName(null)).toBe('Unknown browser');
    expect(browserName('curl/8.5.0 something-else-entirely-and-long-enough')).toBe('curl/8.5.0 something-else-entirely-and-l');
  });
});
