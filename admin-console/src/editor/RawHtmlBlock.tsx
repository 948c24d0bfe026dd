import type { ContentBlock } from 'draft-js';
import { memo, useMemo } from 'react';
import styled from 'styled-components';
import { color, space } from '@kb/ui';
import { BlockFrame, sameBlock } from './BlockFrame';
import { sanitizeEditorHtml } from './html/sanitizeEditorHtml';

/** A table, rule or other block draft-js cannot edit: shown as it is, kept unchanged, editable in HTML mode. */
export const RawHtmlBlock = memo(function RawHtmlBlock({ block }: { block: ContentBlock }) {
  const rawHtml = String(block.getData().get('rawHtml') ?? '');
  const clean = useMemo(() => ({ __html: sanitizeEditorHtml(rawHtml) }), [rawHtml]);
  return (
    <Box contentEditable={false}>
      <Label>HTML block (edit it in HTML mode)</Label>
      <div dangerouslySetInnerHTML={clean} />
    </Box>
  );
}, sameBlock);

const Box = styled(BlockFrame)`
  table {
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid ${color('border')};
    padding: ${space(1)} ${space(2)};
  }
`;

const Label = styled.div`
  font-size: 0.75rem;
  color: ${color('textMuted')};
  margin-bottom: ${space(1)};
  user-select: none;
`;
