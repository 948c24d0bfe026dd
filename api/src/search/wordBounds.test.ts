import { describe, expect, it } from 'vitest';
import { analysisFor } from './analysis';
import { matchPositions } from './sentences';

describe('word bounds kept by a Japanese index', () => {
  const text = '中学校のカメラは毎朝点検されます。\n学校のネットワークにFrigateのカメラを接続します。カメラマンは録画を確認します。';
  const terms = new Set(['学校', 'カメラ', 'frigate', '録画']);

  it('find the same whole words as cutting the text again: never 学校 inside 中学校 nor カメラ inside カメラマン', () => {
    const { bounds } = analysisFor('ja').placedTerms!(text);
    const found = matchPositions(text, terms, bounds);
    expect(found).toEqual(matchPositions(text, terms));
    expect(found.map(({ index, term }) => text.slice(index, index + term.length).toLowerCase())).toEqual(['カメラ', '学校', 'frigate', 'カメラ', '録画']);
    expect(found.map((m) => m.index)).toEqual([4, 18, 28, 36, 52]);
  });

  it('are not kept when folding changes the text length (half-width katakana), so results cut the text again', () => {
    expect(analysisFor('ja').placedTerms!('ｶﾞｲﾄﾞを読みます。').bounds).toBeUndefined();
    expect(analysisFor('ja').placedTerms!('ガイドを読みます。').bounds).toBeInstanceOf(Uint8Array);
  });
});
