import styled from 'styled-components';
import { color, space } from '@kb/ui';

/** A notice above the editor (someone else is editing; unpublished changes): a bar edged in its tone, actions at its end. */
export const EditorNotice = styled.div<{ $tone: 'accent' | 'warning' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  margin: 0;
  padding: ${space(1)} ${space(3)};
  border-left: 3px solid ${({ $tone }) => color($tone)};
  background: ${color('surface')};
  font-size: 0.875rem;
  color: ${color('text')};
`;

/** A notice's actions, together at its end. */
export const NoticeActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;
