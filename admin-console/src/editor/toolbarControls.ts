import styled from 'styled-components';
import { color, space } from '@kb/ui';
import { surfaceControl } from '@kb/ui/controls';

/** The formatting toolbar's select and button. */
export const ToolSelect = styled.select`
  height: 30px;
  max-width: 11rem;
  padding: 0 ${space(1)};
  ${surfaceControl}
  font-size: 0.8125rem;
`;

export const ToolButtonBase = styled.button`
  min-width: 30px;
  height: 30px;
  padding: 0 ${space(2)};
  ${surfaceControl}
  font-size: 0.8125rem;
  font-weight: 600;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${color('accent')};
    border-color: ${color('accent')};
    color: ${color('accentText')};
  }
  &:hover {
    border-color: ${color('accent')};
  }
`;
