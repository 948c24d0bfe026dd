import type { VirtualElement } from '@floating-ui/react-dom';

/** The first visible rectangle of a range: a collapsed caret has no box of its own in some browsers, but has a client rect. */
function rangeRect(range: Range): DOMRect | null {
  if (typeof range.getBoundingClientRect !== 'function') return null; // jsdom lays nothing out
  const box = range.getBoundingClientRect();
  if (box.width || box.height) return box;
  const [first] = Array.from(range.getClientRects());
  return first ?? null;
}

const elementOf = (node: Node | null | undefined): Element | null => (node ? (node instanceof Element ? node : node.parentElement) : null);

/** The draft-js block element of `blockKey` inside `root`. */
function blockElement(root: HTMLElement, blockKey: string): Element | null {
  return root.querySelector(`[data-block="true"][data-offset-key^="${CSS.escape(blockKey)}-"]`);
}

/** A floating bar's reference: a floating-ui virtual element that can also scroll itself into view. */
export type Anchor = VirtualElement & { reveal: () => void };

/**
 * Where the caret or selection is now, as a floating-ui reference: the selection's range inside `root` when the
 * bar opened (it is read again on every scroll), else the block `blockKey` (a dropped image's place), else the top of `root`.
 */
export function caretAnchor(root: HTMLElement | null, blockKey?: string): Anchor {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  const range = selection?.rangeCount ? selection.getRangeAt(0).cloneRange() : null;
  const inRoot = range && root?.contains(range.startContainer) ? range : null;
  const inBlock = !blockKey || elementOf(inRoot?.startContainer)?.closest(`[data-offset-key^="${blockKey}-"]`) ? inRoot : null;
  const fallback = root && blockKey ? blockElement(root, blockKey) : null;
  const lineElement = () => (inBlock ? elementOf(inBlock.startContainer) : fallback) ?? root;
  return {
    contextElement: root ?? undefined,
    /** Scrolls the caret's line into view in every scrolling box around it (the editor's, the pane's, the window). */
    reveal: () => lineElement()?.scrollIntoView?.({ block: 'nearest' }),
    getBoundingClientRect: () => {
      const caret = inBlock ? rangeRect(inBlock) : null;
      if (caret) return caret;
      const box = lineElement()?.getBoundingClientRect();
      // The start of that line: the bar opens under it, not under the whole block.
      const height = Math.min(box?.height ?? 0, 24);
      return {
        x: box?.left ?? 0,
        y: box?.top ?? 0,
        left: box?.left ?? 0,
        top: box?.top ?? 0,
        right: box?.left ?? 0,
        bottom: (box?.top ?? 0) + height,
        width: 0,
        height,
      };
    },
  };
}
