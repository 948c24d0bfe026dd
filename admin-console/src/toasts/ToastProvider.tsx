import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, radius, space, zIndex } from '@kb/ui';

/** SPEC §9: a toast shows for 5000 ms by default; only one is visible at a time. */
export const TOAST_DURATION_MS = 5_000;

type Variant = 'error' | 'success';
interface Toast {
  id: number;
  message: string;
  variant: Variant;
}

const ToastContext = createContext<((message: string, variant?: Variant) => void) | null>(null);

/** Holds the single visible toast: a new one replaces the old one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((message: string, variant: Variant = 'error') => {
    setToast((previous) => ({ id: (previous?.id ?? 0) + 1, message, variant }));
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Region aria-live="polite" aria-label="Notifications">
        {toast ? (
          <Card key={toast.id} role={toast.variant === 'error' ? 'alert' : 'status'} $variant={toast.variant}>
            <span>{toast.message}</span>
            <Close type="button" aria-label="Dismiss notification" onClick={() => setToast(null)}>
              ×
            </Close>
          </Card>
        ) : null}
      </Region>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}

const Region = styled.section`
  position: fixed;
  right: ${space(4)};
  bottom: ${space(4)};
  z-index: ${zIndex.toast};
  max-width: min(420px, calc(100vw - 2rem));
`;

const Card = styled.div<{ $variant: Variant }>`
  display: flex;
  align-items: flex-start;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ $variant }) => color($variant === 'error' ? 'danger' : 'success')};
  border-left-width: 4px;
  border-radius: ${radius.md};
  background: ${color('surface')};
  color: ${color('text')};
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.18);
`;

const Close = styled.button`
  margin-left: auto;
  border: none;
  background: none;
  color: ${color('textMuted')};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;
