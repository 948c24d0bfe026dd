import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '@kb/ui';
import { surfaceControl } from '@kb/ui/controls';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogOverlay, DialogPortal, DialogTitle } from '@kb/ui/dialog';
import { Hint } from './formParts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Room for reading text (Compare, Check links) rather than a short form. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * One Radix dialog for every authoring form and confirmation, each with a Close button (after the
 * content in the tab order, so the dialog's first field keeps the focus when it opens). Content that comes in a
 * chunk of its own (Compare, Check links) shows "Loading…" until it has come.
 */
export function ModalDialog({ open, onOpenChange, title, description, wide, children }: Props) {
  const Content = wide ? WideContent : DialogContent;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        <DialogOverlay />
        <Content>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          <Suspense fallback={<Hint>Loading…</Hint>}>{children}</Suspense>
          <CloseButton type="button" aria-label="Close" title="Close">
            ×
          </CloseButton>
        </Content>
      </DialogPortal>
    </Dialog>
  );
}

const CloseButton = styled(DialogClose)`
  position: absolute;
  top: ${space(3)};
  right: ${space(3)};
  width: 32px;
  height: 32px;
  ${surfaceControl}
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;

const WideContent = styled(DialogContent)`
  width: min(56rem, calc(100vw - ${space(8)}));
`;
