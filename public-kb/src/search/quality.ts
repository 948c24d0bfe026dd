import type { QualityTier } from '@kb/contracts';
import type { ColorName } from '@kb/ui';

/** SPEC §4: high 'Perfect match(es)' green; medium 'Great match(es)' yellow; low 'Good match(es)' orange. */
export const QUALITY: Record<QualityTier, { one: string; many: string; color: ColorName }> = {
  high: { one: 'Perfect match', many: 'Perfect matches', color: 'tierHigh' },
  medium: { one: 'Great match', many: 'Great matches', color: 'tierMedium' },
  low: { one: 'Good match', many: 'Good matches', color: 'tierLow' },
};

export const TIERS: QualityTier[] = ['high', 'medium', 'low'];

export function qualityLabel(tier: QualityTier, count = 1): string {
  return count === 1 ? QUALITY[tier].one : QUALITY[tier].many;
}
