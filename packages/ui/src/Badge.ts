import styled, { css } from 'styled-components';
import { color, space } from './tokens';

export type BadgeTone = 'neutral' | 'success' | 'warning';

const BADGE_TONES: Record<BadgeTone, ReturnType<typeof css>> = {
  neutral: css`
    border: 1px solid ${color('border')};
    color: ${color('textMuted')};
  `,
  success: css`
    background: ${color('success')};
    color: ${color('bg')};
    font-weight: 600;
  `,
  warning: css`
    padding: 2px ${space(2)};
    border: 1px solid ${color('warning')};
    color: ${color('warning')};
    font-size: 0.8125rem;
    font-weight: 600;
  `,
};

/** A small rounded label (Published, Unsaved changes, the theme in use). */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  padding: 0 ${space(2)};
  border-radius: 999px;
  font-size: 0.75rem;
  ${({ $tone = 'neutral' }) => BADGE_TONES[$tone]}
`;
