import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight';

describe('highlightSegments', () => {
  it('marks query words longer than one character, in any case', () => {
    expect(highlightSegments('A Lens file and a lens board', 'lens a')).toEqual([
      { text: 'A ', match: false },
      { text: 'Lens', match: true },
      { text: ' file and a ', match: false },
      { text: 'lens', match: true },
      { text: ' board', match: false },
    ]);
  });

  it('marks where words start, not fragments inside words', () => {
    expect(
      highlightSegments('Typical focal calibration, Écal and lens-cal', 'lens cal')
        .filter((s) => s.match)
        .map((s) => s.text),
    ).toEqual(['cal', 'lens', 'cal']);
  });

  it('marks a word too short for search to expand only where it is whole: "do" is not the start of "does"', () => {
    expect(
      highlightSegments('How does it do genlock? Do, docking, UI and UIs', 'how do ui genlock')
        .filter((s) => s.match)
        .map((s) => s.text),
    ).toEqual(['How', 'do', 'genlock', 'Do', 'UI']);
  });

  it('treats regular-expression characters literally', () => {
    expect(
      highlightSegments('Use C++ (fast)', 'c++ (fast)')
        .filter((s) => s.match)
        .map((s) => s.text),
    ).toEqual(['C++', '(fast)']);
  });

  it('returns the text unmarked for a query of single characters', () => {
    expect(highlightSegments('a b c', 'a b')).toEqual([{ text: 'a b c', match: false }]);
  });

  it('marks the whole segments of a Japanese query in text without spaces, not its particles', () => {
    expect(highlightSegments('カメラの設定を変更します。', '設定')).toEqual([
      { text: 'カメラの', match: false },
      { text: '設定', match: true },
      { text: 'を変更します。', match: false },
    ]);
    expect(
      highlightSegments('Frigateはカメラの設定を読みます', 'frigate カメラの設定')
        .filter((s) => s.match)
        .map((s) => s.text),
    ).toEqual(['Frigate', 'カメラ', '設定']);
  });
});
