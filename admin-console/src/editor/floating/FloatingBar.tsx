import { createContext, useContext, useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { color, radius, zIndex } from '@kb/ui';
import { caretAnchor, type Anchor } from './caretAnchor';
import { EDGE, useFloatingPanel } from './useFloatingPanel';

/** The editor's writing surface: floating bars open at the caret inside it. */
export const CaretRoot = createContext<RefObject<HTMLElement | null> | null>(null);

interface Props {
  /** The block the bar belongs to when the caret may be elsewhere (a dropped image's place). */
  blockKey?: string;
  /** Where the bar opens instead of the caret, given the writing surface (an image's bar opens under the image). */
  anchor?: (root: HTMLElement | null) => Anchor;
  children: ReactNode;
}

/**
 * A bar (link address, alt text, slash menu…) floating at the caret or selection as it was when the bar opened:
 * placed by useFloatingPanel, over the sticky Save bar and toolbar.
 */
export function FloatingBar({ blockKey, anchor, children }: Props) {
  const root = useContext(CaretRoot);
  const [reference] = useState(() => (anchor ?? ((surface) => caretAnchor(surface, blockKey)))(root?.current ?? null));
  const { refs, floatingStyles } = useFloatingPanel({ gap: 6, minHeight: 120 });
  useLayoutEffect(() => {
    // A caret below the fold (typing at the end of a long article) is brought into view first: the bar opens beside it.
    reference.reveal();
    refs.setReference(reference);
  }, [refs, reference]);
  return createPortal(
    <Float ref={refs.setFloating} style={floatingStyles} data-floating-bar="">
      {children}
    </Float>,
    document.body,
  );
}

const Float = styled.div`
  z-index: ${zIndex.sidebarOverlay};
  width: max-content;
  max-width: calc(100vw - ${2 * EDGE}px);
  overflow: auto;
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  background: ${color('surface')};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
`;
