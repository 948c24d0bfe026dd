import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react-dom';

/** Room kept between a floating panel and the window's edges. */
export const EDGE = 8;

/**
 * Places a panel of the editor (a floating bar, the table menu) with floating-ui: under its reference, or above it
 * when there is no room below; always inside the window (flip, shift, and a size that never overflows it); fixed,
 * so it is drawn over the sticky bars and follows its reference as the article scrolls. `reference`: an element to
 * open at (else the caller sets one, as a caret's virtual element, through `refs.setReference`); `gap`: the room
 * between them; `minHeight`: the height kept even where the window has less room.
 */
export function useFloatingPanel({ reference, gap, minHeight }: { reference?: HTMLElement; gap: number; minHeight: number }) {
  return useFloating({
    strategy: 'fixed',
    placement: 'bottom-start',
    ...(reference ? { elements: { reference } } : {}),
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: EDGE }),
      shift({ padding: EDGE }),
      size({
        padding: EDGE,
        apply: ({ availableWidth, availableHeight, elements }) => {
          elements.floating.style.maxWidth = `${Math.max(0, availableWidth)}px`;
          elements.floating.style.maxHeight = `${Math.max(minHeight, availableHeight)}px`;
        },
      }),
    ],
  });
}
