import styled from 'styled-components';
import { color } from '@kb/ui';

/** A line in the muted colour, without margins: what is empty, loading, or not allowed. */
export const Empty = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;
