import { describe, expect, it } from 'vitest';
import { replaceHref } from './replaceHref';

describe('replaceHref', () => {
  it('points every link to the old href at the new one and leaves the rest alone', () => {
    const html = '<p><a href="/article/old#a">one</a> and <a href=" /article/old#a">two</a>, <a href="/article/old">other</a></p>';
    expect(replaceHref(html, '/article/old#a', '/article/new#a')).toBe(
      '<p><a href="/article/new#a">one</a> and <a href="/article/new#a">two</a>, <a href="/article/old">other</a></p>',
    );
  });
});
