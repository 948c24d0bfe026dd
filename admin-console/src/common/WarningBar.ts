import styled from 'styled-components';
import { color, radius, Row, space } from '@kb/ui';

/** A warning with its actions on one wrapping row, in a box with the warning colour's border. */
export const WarningBar = styled(Row)`
  gap: ${space(2)} ${space(3)};
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${color('warning')};
  border-radius: ${radius.md};
  background: ${color('bgSubtle')};
`;
