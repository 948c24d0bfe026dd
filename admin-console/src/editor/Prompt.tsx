import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { color, Row, space } from '@kb/ui';
import { Button, Input } from '@kb/ui/controls';

interface Props {
  label: string;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  /** The problem to show, if any. */
  error: string;
  children: ReactNode;
}

/** The small form the toolbar opens under itself (insert a link, an image…): its fields, Cancel and the problem; Escape cancels. */
export function Prompt({ label, onSubmit, onCancel, error, children }: Props) {
  return (
    <Form onSubmit={onSubmit} onKeyDown={(event) => event.key === 'Escape' && onCancel()} aria-label={label}>
      {children}
      <Button type="button" onClick={onCancel}>
        Cancel
      </Button>
      {error ? <Problem role="alert">{error}</Problem> : null}
    </Form>
  );
}

/** A text field of a prompt. */
export const PromptInput = styled(Input)`
  flex: 1 1 12rem;
  min-width: 8rem;
  padding: ${space(1)} ${space(2)};
`;

const Form = styled(Row).attrs({ as: 'form' })`
  padding: ${space(2)} ${space(3)};
  border-bottom: 1px solid ${color('border')};
  background: ${color('bgSubtle')};
  font-size: 0.875rem;
`;

const Problem = styled.span`
  flex-basis: 100%;
  color: ${color('danger')};
`;
