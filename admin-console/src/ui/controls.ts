import styled from 'styled-components';
import { color, radius, space } from '@kb/ui';

/** The admin area's main action button (Save, Add, Generate, Sign In). */
export const PrimaryButton = styled.button`
  padding: ${space(2)} ${space(4)};
  border: 1px solid ${color('accent')};
  border-radius: ${radius.sm};
  background: ${color('accent')};
  color: ${color('accentText')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** A form field's label. */
export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: 0.875rem;
`;
