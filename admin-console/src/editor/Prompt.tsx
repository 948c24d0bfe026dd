import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { color, Row, space } from '@kb/ui';
import { Button, Input } from '@kb/ui/controls';
import { FloatingBar } from './floating/FloatingBar';

interface Props {
  label: string;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  /** The problem to show, if any. */
  error: string;
  /** The block the prompt is about when the caret may be elsewhere (a dropped image's place). */
  blockKey?: string;
  children: ReactNode;
}

/** The small form the toolbar opens at the caret (insert a link, an image…): its fields, Cancel and the problem; Escape cancels. */
export function Prompt({ label, onSubmit, onCancel, error, blockKey, children }: Props) {
  return (
    <FloatingBar blockKey={blockKey}>
      <PromptForm onSubmit={onSubmit} onKeyDown={(event) => event.key === 'Escape' && onCancel()} aria-label={label}>
        {children}
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
        {error ? <Problem role="alert">{error}</Problem> : null}
      </PromptForm>
    </FloatingBar>
  );
}

/** A text field of a prompt. */
export const PromptInput = styled(Input)`
  flex: 1 1 12rem;
  min-width: 8rem;
  padding: ${space(1)} ${space(2)};
`;

/** A floating bar's form: its fields in a row that wraps. */
export const PromptForm = styled(Row).attrs({ as: 'form' })`
  width: min(34rem, calc(100vw - 16px));
  padding: ${space(2)} ${space(3)};
  background: ${color('bgSubtle')};
  font-size: 0.875rem;
`;

/** A prompt's problem, on a line of its own. */
export const Problem = styled.span`
  flex-basis: 100%;
  color: ${color('danger')};
`;
