import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, radius, space } from '@kb/ui';
import { Button } from '@kb/ui/controls';

/** The parts every authoring form shares. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin-top: ${space(3)};
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  font-weight: 600;
  font-size: 0.875rem;
`;

/** A field that takes the room left in its row (a comment, a note): at least 16rem, the whole row on a phone. */
export const WideField = styled(Field)`
  flex: 1 1 16rem;
  min-width: 0;
`;

const control = `
  padding: 6px 10px;
  border-radius: 6px;
  font: inherit;
  font-weight: 400;
`;

export const TextInput = styled.input`
  ${control}
  border: 1px solid ${color('border')};
  background: ${color('bg')};
  color: ${color('text')};
`;

export const TextArea = styled.textarea`
  ${control}
  border: 1px solid ${color('border')};
  background: ${color('bg')};
  color: ${color('text')};
  resize: vertical;
`;

export const Select = styled.select`
  ${control}
  border: 1px solid ${color('border')};
  background: ${color('bg')};
  color: ${color('text')};
`;

export const Hint = styled.span<{ $tone?: 'ok' | 'problem' | 'warning' }>`
  font-weight: 400;
  font-size: 0.8125rem;
  color: ${({ $tone }) => ($tone === 'problem' ? color('danger') : $tone === 'warning' ? color('warning') : color('textMuted'))};
`;

/** A row of status text and buttons above the editor; on a phone (≤ 600 px) its buttons are smaller, so it takes fewer rows. */
export const ToolRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};

  @media (max-width: 600px) {
    gap: ${space(1)} ${space(2)};
    > button {
      padding: ${space(1)} ${space(2)};
      font-size: 0.8125rem;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  justify-content: flex-end;
`;

/** A dialog's buttons: Cancel, then the dialog's own. */
export function DialogActions({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <Actions>
      <SecondaryButton type="button" onClick={onCancel}>
        Cancel
      </SecondaryButton>
      {children}
    </Actions>
  );
}

export const PrimaryButton = styled(Button).attrs({ $variant: 'primary', $size: 'lg' } as const)``;
export const SecondaryButton = styled(Button).attrs({ $variant: 'accent', $size: 'lg' } as const)``;
export const DangerButton = styled(Button).attrs({ $variant: 'danger', $size: 'lg' } as const)``;

export const Problem = styled.p`
  margin: 0;
  padding: ${space(2)};
  border-radius: ${radius.sm};
  border: 1px solid ${color('danger')};
  color: ${color('danger')};
  font-size: 0.875rem;
`;
