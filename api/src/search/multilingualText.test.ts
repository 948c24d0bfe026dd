import { describe, expect, it } from 'vitest';
import { emphasise } from '../textgen/extractive';
import { analysisFor } from './analysis';
import { bestExcerpt, EXCERPT_MAX } from './excerpt';
import { SearchIndex, type SearchDoc } from './searchIndex';
import { matchPositions } from './sentences';
import { relatedQueries, spellingCorrections } from './suggestions';

const doc = (id: string, title: string, text: string): SearchDoc => ({ id, title, headings: [], tags: [], keywords: [], categories: [], text });

describe('highlighting marks whole words only', () => {
  it('a Japanese segment in a sentence without spaces, never a character inside another word, nor German letters inside a compound', () => {
    expect(matchPositions('カメラの設定を変更します。', new Set(['設定']))).toEqual([{ index: 4, term: '設定' }]);
    expect(matchPositions('カメラの設定を変更します。', new Set(['定']))).toEqual([]);
    expect(emphasise('カメラの設定を変更します。', ['設定'])).toBe('カメラの**設定**を変更します。');
    expect(emphasise('Die Kameraeinstellungen gelten für jede Kamera.', ['kamera'])).toBe('Die Kameraeinstellungen gelten für jede **Kamera**.');
  });
});

describe('excerpts of Japanese text', () => {
  it('cuts sentences at 。 and keeps the matched word in view in a long paragraph without spaces', () => {
    const filler = 'この文は説明のための文で、検索とは関係のない内容がしばらく続きます。'.repeat(8);
    const text = `${filler}録画は七日間保存され、古い録画は自動的に削除されます。${filler}`;
    const excerpt = bestExcerpt(text, new Set(['録画']));
    expect(excerpt).toContain('録画は七日間保存され、古い録画は自動的に削除されます。');
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX + 1);
  });

  it('quotes where the query is a word of its own, not a sentence that has it inside another word (学校, not 中学校)', () => {
    const filler = 'この文は説明のための文で、検索とは関係のない内容がしばらく続きます。'.repeat(8);
    const text = `中学校のカメラは毎朝点検され、記録は一年間保存されます。${filler}学校のネットワークにカメラを接続する手順を説明します。${filler}`;
    const [hit] = SearchIndex.build([doc('a', 'カメラの接続', text)], { language: 'ja' }).search('学校', 1);
    expect(hit?.matchedTerms).toEqual(['学校']);
    expect(hit?.excerpt).toContain('学校のネットワークにカメラを接続する手順を説明します。');
    expect(hit?.excerpt).not.toContain('中学校');
  });

  it('quotes the section a Japanese hit is found in, its sentences run together without spaces', () => {
    const index = SearchIndex.build([doc('a', 'カメラの録画', '録画は七日間保存されます。古い録画は自動的に削除されます。')], { language: 'ja' });
    expect(index.search('録画', 1)[0]?.excerpt).toBe('録画は七日間保存されます。古い録画は自動的に削除されます。');
  });
});

describe('suggestions in each language', () => {
  const index = SearchIndex.build([doc('a', 'Frigate 録画設定', 'Frigate は録画をディスクに保存します。')], { language: 'ja' });

  it('corrects a misspelt Latin word from the vocabulary and leaves CJK words as typed (one character off is another word)', () => {
    expect(spellingCorrections('frigte 録画設提', index)).toEqual(['frigate 録画設提']);
  });

  it('puts related queries that share a segment with the query first', () => {
    expect(relatedQueries('保存期間', [['ゾーン', '録画の保存期間']], analysisFor('ja'))).toEqual(['録画の保存期間', 'ゾーン']);
  });
});
