import styled, { css } from 'styled-components';
import { color, radius, space } from './tokens';

/**
 * The form and content primitives of the admin console, at '@kb/ui/controls' so that visitors never
 * download them (the Badge, which the public pages use too, is in the main entry). Variants carry the SPEC styles the screens
 * use today; a screen adjusts size or layout with `styled(Button)` rather than a copy of the CSS.
 */
export type ButtonVariant = 'secondary' | 'primary' | 'accent' | 'danger' | 'block';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl';

const BUTTON_PADDING: Record<ButtonSize, string> = {
  sm: `2px ${space(2)}`,
  md: `${space(1)} ${space(3)}`,
  lg: `${space(2)} ${space(4)}`,
  xl: space(3),
};

const dimmedWhenDisabled = css`
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** Filled with the accent colour, the text bold. */
const filled = css`
  background: ${color('accent')};
  color: ${color('accentText')};
  font-weight: 600;
  ${dimmedWhenDisabled}
`;

const BUTTON_VARIANTS: Record<ButtonVariant, ReturnType<typeof css>> = {
  // A plain action (Modify, Insert, Show).
  secondary: css``,
  // The main action of a form (Save, Add, Generate, Sign In).
  primary: css`
    border-color: ${color('accent')};
    font: inherit;
    ${filled}
  `,
  // A secondary action in the accent colour (Save concept).
  accent: css`
    border-color: ${color('accent')};
    color: ${color('accent')};
    font-weight: 600;
    &:disabled {
      opacity: 0.5;
    }
  `,
  // The one large action of a screen or panel (Sign In, Generate Analysis): filled, without a border.
  block: css`
    border: none;
    ${filled}
  `,
  // A destructive action (Delete).
  danger: css`
    border-color: ${color('danger')};
    color: ${color('danger')};
    ${dimmedWhenDisabled}
  `,
};

/** The look of a plain control (a button, a toolbar's select): a small bordered box on the surface colour. */
export const surfaceControl = css`
  border: 1px solid ${color('border')};
  border-radius: ${radius.sm};
  background: ${color('surface')};
  color: ${color('text')};
`;

export const Button = styled.button<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  padding: ${({ $size = 'md' }) => BUTTON_PADDING[$size]};
  ${surfaceControl}
  cursor: pointer;
  ${({ $variant = 'secondary' }) => BUTTON_VARIANTS[$variant]}
`;

/** A list without bullets or indent; a screen adds its height and scrolling. */
export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** One row of a list: its parts side by side, a rule below. */
export const ListRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  border-bottom: 1px solid ${color('border')};
`;

/** A text input that fills its row. */
export const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.sm};
  background: ${color('bg')};
  color: ${color('text')};
`;

/** A label above its control. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

/** A form field's label. */
export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: 0.875rem;
`;

/** A bordered panel on the surface colour. */
export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(4)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  background: ${color('surface')};
`;
