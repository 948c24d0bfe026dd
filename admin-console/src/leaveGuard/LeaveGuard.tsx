import * as Dialog from '@radix-ui/react-dialog';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, radius, space, zIndex } from '@kb/ui';
import { Button } from '@kb/ui/controls';
import { DialogDescription, DialogTitle } from '@kb/ui/dialog';
import { useBackGuard } from './useBackGuard';

interface LeaveGuardValue {
  /** The editor reports whether it holds unsaved changes. */
  setDirty: (dirty: boolean) => void;
  /** Runs `action` at once, or after the admin agrees to discard unsaved changes. */
  confirmLeave: (action: () => void) => void;
}

const LeaveGuardContext = createContext<LeaveGuardValue | null>(null);

interface PendingLeave {
  leave: () => void;
  /** Runs when the admin keeps editing. */
  stay?: () => void;
}

/**
 * Leaving with unsaved changes asks first: in the app (another item, Logout, browser Back) with a
 * dialog, when closing or reloading the tab with the browser's prompt.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const dirtyRef = useRef(false);
  const [dirty, setDirtyState] = useState(false);
  const [pending, setPending] = useState<PendingLeave | null>(null);

  const setDirty = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  }, []);

  const confirmLeave = useCallback((action: () => void) => {
    if (dirtyRef.current) setPending({ leave: action });
    else action();
  }, []);

  const askBeforeBack = useCallback((leave: () => void, stay: () => void) => setPending({ leave, stay }), []);
  useBackGuard(dirty, dirtyRef, askBeforeBack);

  useEffect(() => {
    if (!dirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [dirty]);

  const discard = () => {
    setPending(null);
    setDirty(false);
    pending?.leave();
  };

  const keepEditing = () => {
    setPending(null);
    pending?.stay?.();
  };

  const value = useMemo(() => ({ setDirty, confirmLeave }), [setDirty, confirmLeave]);
  return (
    <LeaveGuardContext.Provider value={value}>
      {children}
      <Dialog.Root open={pending !== null} onOpenChange={(open) => !open && keepEditing()}>
        <Dialog.Portal>
          <Overlay />
          <Content>
            <DialogTitle>Discard unsaved changes?</DialogTitle>
            <DialogDescription>Your changes to this item have not been saved. They will be lost if you continue.</DialogDescription>
            <Actions>
              <Dialog.Close asChild>
                <Button $size="lg" type="button">
                  Keep editing
                </Button>
              </Dialog.Close>
              <Danger $size="lg" type="button" onClick={discard}>
                Discard changes
              </Danger>
            </Actions>
          </Content>
        </Dialog.Portal>
      </Dialog.Root>
    </LeaveGuardContext.Provider>
  );
}

export function useLeaveGuard(): LeaveGuardValue {
  const value = useContext(LeaveGuardContext);
  if (!value) throw new Error('useLeaveGuard needs a LeaveGuardProvider');
  return value;
}

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.dialogOverlay};
  background: rgba(0, 0, 0, 0.45);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${zIndex.dialog};
  width: min(440px, calc(100vw - 2rem));
  transform: translate(-50%, -50%);
  padding: ${space(6)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.lg};
  background: ${color('surface')};
  color: ${color('text')};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(5)};
`;

const Danger = styled(Button)`
  border-color: ${color('danger')};
  background: ${color('danger')};
  color: ${color('bg')};
`;
