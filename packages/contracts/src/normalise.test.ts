import { describe, expect, it } from 'vitest';
import { HttpUrl, LoginRequest } from './admin';

describe('admin names and reference URLs are stored normalised', () => {
  it('a name loses NUL, newlines and the right-to-left override, is NFC and trimmed; HTML is refused', () => {
    const name = (adminName: string) => LoginRequest.parse({ adminName, password: 'x' }).adminName;
    expect(name('  Ada\u0000\nAdmin\u202e  ')).toBe('Ada Admin');
    expect(name('Cafe\u0301')).toBe('Café');
    expect(LoginRequest.safeParse({ adminName: '\u0000\n\u202e', password: 'x' }).error?.issues[0]?.message).toBe('Name is required');
    expect(LoginRequest.safeParse({ adminName: '<b>Ada</b>', password: 'x' }).error?.issues[0]?.message).toBe('Name must not contain < or >');
  });

  it('a name is NFKC without zero-width or other invisible characters, so look-alikes are one name', () => {
    const name = (adminName: string) => LoginRequest.parse({ adminName, password: 'x' }).adminName;
    expect(name('alice\u200b')).toBe('alice');
    expect(name('\ufeffal\u200dice\u2060\u00ad')).toBe('alice');
    expect(name('\uff41lice\u3000 Smith')).toBe('alice Smith');
    expect(LoginRequest.safeParse({ adminName: '\u200b\u200c', password: 'x' }).error?.issues[0]?.message).toBe('Name is required');
  });

  it('a URL is compared in its normalised form, so near-duplicates are the same URL', () => {
    expect(HttpUrl.parse(' HTTPS://Example.COM:443/kb/page#intro\n')).toBe('https://example.com/kb/page');
    expect(HttpUrl.parse('https://exa\u202emple.com/kb')).toBe('https://example.com/kb');
    expect(HttpUrl.parse('https://example.com')).toBe('https://example.com/');
    expect(HttpUrl.safeParse('https://exa mple.com/a').success).toBe(false);
  });
});
