import styled from 'styled-components';
import { color, radius, space } from '@kb/ui';

/** The dashed frame around a block the editor shows but does not edit as text (a table, raw HTML). */
export const BlockFrame = styled.div`
  margin: ${space(2)} 0;
  padding: ${space(2)};
  border: 1px dashed ${color('border')};
  border-radius: ${radius.sm};
  overflow-x: auto;
`;
