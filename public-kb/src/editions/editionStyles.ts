import styled from 'styled-components';
import { bordered, color, space } from '@kb/ui';

/** The header's edition menus ("Version", "Language"). */
export const HeaderSelect = styled.select`
  height: 2.5rem;
  max-width: 9rem;
  padding: 0 ${space(2)};
  ${bordered('md', 'surface')}
  font-size: 0.875rem;
  cursor: pointer;
`;

/** A line under the header about the page's edition: an offer of the reader's version or language, a version's banner. */
export const EditionNotice = styled.p`
  margin: 0;
  padding: ${space(2)} ${space(6)};
  background: ${color('bgSubtle')};
  border-bottom: 1px solid ${color('border')};
  font-size: 0.875rem;
  text-align: center;
`;
