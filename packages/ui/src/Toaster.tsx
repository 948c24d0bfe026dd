import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { dismissToast, getToasts, noToasts, subscribeToasts } from './toastStore';
import { color, radius, space } from './tokens';
import { zIndex } from './zIndex';

/** The visible toasts, from the shared store in @kb/ui (one at a time). */
export function useToasts() {
  return useSyncExternalStore(subscribeToasts, getToasts, () => noToasts);
}

/**
 * Renders the open toast in a polite live region at the bottom of the screen: a destructive toast is
 * announced as an alert, any other as a status. Mount it once per layout.
 */
export function Toaster() {
  const visible = useToasts().filter((t) => t.open);
  return (
    <Region role="region" aria-label="Notifications" aria-live="polite">
      {visible.map((t) => (
        <Item key={t.id} role={t.variant === 'destructive' ? 'alert' : 'status'} data-variant={t.variant}>
          <div>
            <ItemTitle>{t.title}</ItemTitle>
            {t.description && <p>{t.description}</p>}
          </div>
          <Close type="button" aria-label="Dismiss notification" onClick={() => dismissToast(t.id)}>
            ×
          </Close>
        </Item>
      ))}
    </Region>
  );
}

const Region = styled.div`
  position: fixed;
  right: ${space(4)};
  bottom: ${space(4)};
  left: ${space(4)};
  z-index: ${zIndex.toast};
  display: flex;
  justify-content: flex-end;
  pointer-events: none;
  @media print {
    display: none;
  }
`;

const Item = styled.div`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${space(3)};
  max-width: 24rem;
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  background: ${color('surface')};
  color: ${color('text')};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  p {
    margin: ${space(1)} 0 0;
    color: ${color('textMuted')};
  }
  &[data-variant='destructive'] {
    border-color: ${color('danger')};
  }
`;

const ItemTitle = styled.strong`
  display: block;
`;

const Close = styled.button`
  margin-left: auto;
  border: 0;
  background: transparent;
  color: ${color('textMuted')};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;
