import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { color, radius, space, zIndex } from '@kb/ui';
import { EDGE, useFloatingPanel } from '../floating/useFloatingPanel';

export interface TableMenuItem {
  label: string;
  run: () => void;
  disabled?: boolean;
  /** A checkbox item (Header row): whether it is on. */
  checked?: boolean;
  /** A line above the item. */
  separated?: boolean;
}

interface Props {
  /** The cell the menu belongs to: it opens under it (or above it), inside the window. */
  anchor: HTMLElement;
  items: TableMenuItem[];
  /** Closes the menu; `refocus` when the focus goes back to the cell (Escape, an item chosen). */
  onClose: (refocus: boolean) => void;
}

/**
 * The row and column menu of a table, at its cell (useFloatingPanel, as the editor's floating bars): arrows move
 * between the items, Enter or a click runs one, Escape or a click elsewhere closes it.
 */
export function TableMenu({ anchor, items, onClose }: Props) {
  const listRef = useRef<HTMLDivElement | null>(null);
  const { refs, floatingStyles } = useFloatingPanel({ reference: anchor, gap: 4, minHeight: 160 });

  const buttons = () => Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role^="menuitem"]:not([aria-disabled="true"])') ?? []);

  useEffect(() => {
    buttons()[0]?.focus({ preventScroll: true });
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !anchor.contains(target)) onClose(false);
    };
    document.addEventListener('mousedown', outside, true);
    return () => document.removeEventListener('mousedown', outside, true);
  }, [anchor, onClose]);

  const handleKeyDown = (event: KeyboardEvent) => {
    const list = buttons();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      list[(move + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      onClose(true);
    }
  };

  return createPortal(
    <Menu
      ref={(element) => {
        listRef.current = element;
        refs.setFloating(element);
      }}
      style={floatingStyles}
      role="menu"
      aria-label="Table"
      onKeyDown={handleKeyDown}
    >
      {items.map((item) => (
        <Item
          key={item.label}
          type="button"
          role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
          aria-checked={item.checked}
          aria-disabled={item.disabled || undefined}
          $separated={item.separated}
          onClick={() => {
            if (item.disabled) return;
            onClose(true);
            item.run();
          }}
        >
          <Check aria-hidden>{item.checked ? '✓' : ''}</Check>
          {item.label}
        </Item>
      ))}
    </Menu>,
    document.body,
  );
}

const Menu = styled.div`
  z-index: ${zIndex.sidebarOverlay};
  display: flex;
  flex-direction: column;
  min-width: 12rem;
  max-width: calc(100vw - ${2 * EDGE}px);
  overflow: auto;
  padding: ${space(1)} 0;
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  background: ${color('surface')};
  color: ${color('text')};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
  font-size: 0.875rem;
`;

const Item = styled.button<{ $separated?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space(1)};
  min-height: 32px;
  padding: ${space(1)} ${space(3)} ${space(1)} ${space(2)};
  border: 0;
  border-top: 1px solid ${({ $separated }) => ($separated ? color('border') : 'transparent')};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  /* The item the arrows are on shows, however the menu was opened. */
  &:hover:not([aria-disabled='true']),
  &:focus {
    background: ${color('bgSubtle')};
    outline: none;
  }
  &:focus {
    box-shadow: inset 3px 0 0 ${color('accent')};
  }
  &[aria-disabled='true'] {
    color: ${color('textMuted')};
    cursor: default;
  }
`;

const Check = styled.span`
  width: 1.2em;
  text-align: center;
`;
