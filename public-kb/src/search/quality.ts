import type { QualityTier } from '@kb/contracts';
import type { ColorName } from '@kb/ui';
import type { Translate } from '../i18n/translate';

/** SPEC §4: high 'Perfect match(es)' green; medium 'Great match(es)' yellow; low 'Good match(es)' orange (the labels: `quality.*`). */
export const QUALITY: Record<QualityTier, { color: ColorName }> = {
  high: { color: 'tierHigh' },
  medium: { color: 'tierMedium' },
  low: { color: 'tierLow' },
};

export const TIERS: QualityTier[] = ['high', 'medium', 'low'];

export function qualityLabel(t: Translate, tier: QualityTier, count = 1): string {
  return t(`quality.${tier}`, { count });
}
