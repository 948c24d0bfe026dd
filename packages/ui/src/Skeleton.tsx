import styled, { keyframes } from 'styled-components';
import { color, radius } from './tokens';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/**
 * A grey placeholder block; size it with width/height props. Hidden from assistive technology. It pulses
 * only after a second: what loads sooner (a search summary while the page takes over) draws no frames.
 */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true, 'data-skeleton': '' })<{ $width?: string; $height?: string }>`
  width: ${(p) => p.$width ?? '100%'};
  height: ${(p) => p.$height ?? '1rem'};
  border-radius: ${radius.sm};
  background: ${color('border')};
  animation: ${pulse} 1.6s ease-in-out 1s infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
