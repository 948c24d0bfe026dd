import styled from 'styled-components';
import { color, radius, space, Stack } from '@kb/ui';

/** A bordered box of stacked parts, lighter than a Card: a link to copy, a review, a concept. */
export const Panel = styled(Stack).attrs({ $gap: 2 })`
  padding: ${space(3)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
`;
