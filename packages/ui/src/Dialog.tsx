import * as RadixDialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { color, radius, space } from './tokens';
import { zIndex } from './zIndex';

/**
 * Imported from '@kb/ui/dialog' (not the package root) so that Radix loads only with the screens that
 * open a dialog. Dialog on @radix-ui/react-dialog: focus is trapped inside and returned to the trigger on close,
 * Escape closes, the page behind is inert. Parts are Radix's, styled with the tokens.
 */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;
export const DialogPortal = RadixDialog.Portal;

export const DialogOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.dialogOverlay};
  background: rgba(5, 10, 16, 0.72);
`;

export const DialogContent = styled(RadixDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${zIndex.dialog};
  width: min(32rem, calc(100vw - ${space(8)}));
  max-height: calc(100vh - ${space(8)});
  overflow: auto;
  padding: ${space(6)};
  border-radius: ${radius.lg};
  background: ${color('surface')};
  color: ${color('text')};
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.3);
  &:focus {
    outline: none;
  }
`;

export const DialogTitle = styled(RadixDialog.Title)`
  margin: 0 0 ${space(2)};
  /* Clear of a Close button in the corner, on a narrow screen too. */
  padding-right: ${space(8)};
  font-size: 1.125rem;
`;

export const DialogDescription = styled(RadixDialog.Description)`
  margin: 0;
  color: ${color('textMuted')};
`;
