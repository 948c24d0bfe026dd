import { color } from '@kb/ui';

/** A small line of daily counts in plain SVG (no chart library for a few dozen points). */
export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  const width = 96;
  const height = 24;
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const points = values.map((value, i) => `${(i * step).toFixed(1)},${(height - 2 - (value / max) * (height - 4)).toFixed(1)}`).join(' ');
  return (
    <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <polyline points={points} fill="none" stroke={color('accent')} strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

/** A horizontal bar for a share between 0 and 1. */
export function ShareBar({ share, label }: { share: number; label: string }) {
  return (
    <svg role="img" aria-label={label} width="64" height="8" viewBox="0 0 64 8">
      <rect width="64" height="8" rx="2" fill={color('bgSubtle')} />
      <rect width={Math.round(64 * Math.min(1, Math.max(0, share)))} height="8" rx="2" fill={color('accent')} />
    </svg>
  );
}
