import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '@kb/ui';
import { Dialog, DialogContent, DialogDescription, DialogOverlay, DialogPortal, DialogTitle } from '@kb/ui/dialog';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Room for reading text (Compare, Check links) rather than a short form. */
  wide?: boolean;
  children: ReactNode;
}

/** One Radix dialog for every authoring form and confirmation. */
export function ModalDialog({ open, onOpenChange, title, description, wide, children }: Props) {
  const Content = wide ? WideContent : DialogContent;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        <DialogOverlay />
        <Content>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          {children}
        </Content>
      </DialogPortal>
    </Dialog>
  );
}

const WideContent = styled(DialogContent)`
  width: min(56rem, calc(100vw - ${space(8)}));
`;
