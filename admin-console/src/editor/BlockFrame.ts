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

/**
 * The props draft-js gives a block it draws with a component of ours (a table, raw HTML). They carry the whole
 * content and the selection, which change on every keystroke: memo(Component, sameBlock) redraws the block only
 * when the block itself or its props change.
 */
export const sameBlock = (before: { block: unknown; blockProps?: unknown }, after: { block: unknown; blockProps?: unknown }) =>
  before.block === after.block && before.blockProps === after.blockProps;
