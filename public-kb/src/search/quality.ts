import type { QualityTier } from '@kb/contracts';
import type { ColorName } from '@kb/ui';
import type { MessageKey, Translate } from '../i18n/translate';

/** SPEC §4: high 'Perfect match(es)' green; medium 'Great match(es)' yellow; low 'Good match(es)' orange. */
export const QUALITY: Record<QualityTier, { label: MessageKey; color: ColorName }> = {
  high: { label: 'quality.high', color: 'tierHigh' },
  medium: { label: 'quality.medium', color: 'tierMedium' },
  low: { label: 'quality.low', color: 'tierLow' },
};

export const TIERS: QualityTier[] = ['high', 'medium', 'low'];

export function qualityLabel(t: Translate, tier: QualityTier, count = 1): string {
  return t(QUALITY[tier].label, { count });
}
