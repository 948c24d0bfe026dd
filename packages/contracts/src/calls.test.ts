import { describe, expect, it } from 'vitest';
import { SearchQuery } from './calls';

describe('SearchQuery', () => {
  it('trims before it counts: 200 characters inside spaces are accepted, 201 are not', () => {
    expect(SearchQuery.parse({ q: `  ${'a'.repeat(200)}  ` }).q).toHaveLength(200);
    expect(SearchQuery.safeParse({ q: 'a'.repeat(201) }).success).toBe(false);
  });

  it('rejects control and NUL characters, and defaults to an empty query', () => {
    expect(SearchQuery.safeParse({ q: 'lens\u0000' }).success).toBe(false);
    expect(SearchQuery.parse({}).q).toBe('');
  });
});
