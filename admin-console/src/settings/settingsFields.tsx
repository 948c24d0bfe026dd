import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, space } from '@kb/ui';
import { Field, FieldLabel, Input } from '@kb/ui/controls';

/** A labelled text field of the settings (a text area when `multiline`), with an optional hint below. */
type TextFieldProps = { label: string; value: string; onChange: (value: string) => void; multiline?: boolean; hint?: ReactNode; placeholder?: string };

export function TextField({ label, value, onChange, multiline = false, hint, placeholder }: TextFieldProps) {
  return (
    <Field>
      <FieldLabel>
        {label}
        {multiline ? (
          <Area value={value} rows={4} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <Input value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
        )}
      </FieldLabel>
      {hint && <Hint>{hint}</Hint>}
    </Field>
  );
}

/** A multi-line text: one footer notice a line, empty lines dropped. */
export const toLines = (value: string) => value.split('\n').filter((line) => line.trim() !== '');

const Area = styled.textarea`
  font: inherit;
  /* Inside a bold label: the text typed is plain, as in the other fields. */
  font-weight: 400;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${color('border')};
  background: ${color('bg')};
  color: ${color('text')};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 0.875rem;
`;
