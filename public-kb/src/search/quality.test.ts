import { darkColors, lightColors } from '@kb/ui';
import { describe, expect, it } from 'vitest';
import { SOURCE_TEXTS } from '../i18n/sourceTexts';
import { sourceTranslator } from '../i18n/translate';
import { QUALITY, qualityLabel } from './quality';

const t = sourceTranslator(SOURCE_TEXTS);

/** Hue in degrees (0–360) of a '#rrggbb' colour. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  if (max === r) return (60 * ((g - b) / delta) + 360) % 360;
  if (max === g) return 60 * ((b - r) / delta + 2);
  return 60 * ((r - g) / delta + 4);
}

const HUES = { green: [90, 160], yellow: [40, 65], orange: [10, 35] } as const;

describe('quality tiers (SPEC §4)', () => {
  it.each([
    { tier: 'high', one: 'Perfect match', many: 'Perfect matches', token: 'tierHigh', light: '#1d8a43', dark: '#4cc173', named: 'green' },
    { tier: 'medium', one: 'Great match', many: 'Great matches', token: 'tierMedium', light: '#b58900', dark: '#e3b341', named: 'yellow' },
    { tier: 'low', one: 'Good match', many: 'Good matches', token: 'tierLow', light: '#d9622b', dark: '#f0884f', named: 'orange' },
  ] as const)('$tier is $named, labelled $one / $many', ({ tier, one, many, token, light, dark, named }) => {
    expect(qualityLabel(t, tier)).toBe(one);
    expect(qualityLabel(t, tier, 1)).toBe(one);
    expect(qualityLabel(t, tier, 2)).toBe(many);
    expect(QUALITY[tier].color).toBe(token);
    expect([lightColors[token], darkColors[token]]).toEqual([light, dark]);
    const [from, to] = HUES[named];
    for (const hex of [light, dark]) {
      expect(hue(hex)).toBeGreaterThanOrEqual(from);
      expect(hue(hex)).toBeLessThanOrEqual(to);
    }
  });
});
