import styled from 'styled-components';
import { color, radius, Row, space, zIndex } from '@kb/ui';
import { DRAWER_QUERY } from './sidebar/EditorSidebar';

/** The article editor's layout: the tree beside the pane (a drawer above it on a phone), the sticky actions, the HTML mode's area. */
export const Layout = styled.div`
  display: flex;
  height: min(820px, calc(100vh - 160px));
  min-height: 560px;
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  overflow: hidden;

  @media ${DRAWER_QUERY} {
    position: relative;
    flex-direction: column;
    height: calc(100dvh - 120px);
    min-height: 480px;
  }
`;

export const Pane = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(4)};
  overflow-y: auto;
  background: ${color('bg')};

  @media (max-width: 600px) {
    gap: ${space(2)};
    padding: ${space(2)};
  }
`;

/** Save, Publish and the mode switch stay in view while the article scrolls; the formatting toolbar sticks below them. */
export const Sticky = styled.div`
  position: sticky;
  top: 0;
  z-index: ${zIndex.sticky};
  margin: 0 -${space(4)};
  padding: ${space(2)} ${space(4)};
  background: ${color('bg')};

  @media (max-width: 600px) {
    margin: 0 -${space(2)};
    padding: ${space(1)} ${space(2)};
  }

  & ~ * [role='toolbar'] {
    position: sticky;
    top: var(--kb-actions-height, 0px);
    z-index: ${zIndex.sticky};
    background: ${color('surface')};
  }
`;

export const Crumb = styled(Row).attrs({ $gap: 3, $align: 'baseline' })`
  font-size: 0.875rem;
  color: ${color('textMuted')};
  strong {
    color: ${color('text')};
  }
`;

export const HtmlArea = styled.textarea`
  flex: 1 0 320px;
  width: 100%;
  padding: ${space(3)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  background: ${color('surface')};
  color: ${color('text')};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8125rem;
  line-height: 1.5;
  resize: vertical;
`;

export const Empty = styled.p`
  margin: auto;
  color: ${color('textMuted')};
`;
