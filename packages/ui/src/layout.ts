import styled from 'styled-components';
import { space } from './tokens';

/**
 * Layout primitives: a column (`Stack`) and a wrapping row (`Row`) with a gap in spacing steps, so screens
 * do not each write their flex blocks. Use `as` for the element (`<Stack as="section">`, `<Row as="form">`).
 * A row's `$columnGap`, when given, is the gap between items side by side (`$gap` is then between wrapped lines);
 * `$wrap={false}` keeps its items on one line.
 */
export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 3 }) => space($gap)};
  > h2,
  > h3 {
    margin: 0;
  }
`;

export const Row = styled.div<{ $gap?: number; $columnGap?: number; $wrap?: boolean; $align?: 'center' | 'flex-end' | 'end' | 'baseline' | 'stretch' }>`
  display: flex;
  flex-wrap: ${({ $wrap = true }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align = 'center' }) => $align};
  gap: ${({ $gap = 2, $columnGap }) => ($columnGap === undefined ? space($gap) : `${space($gap)} ${space($columnGap)}`)};
`;

/** A form of fields side by side, each label above its control, wrapping on narrow screens. */
export const FieldRow = styled(Row).attrs({ $gap: 3, $align: 'flex-end' })`
  label {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
  }
`;
