import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { color, space } from '@kb/ui';
import { Button, Input as BaseInput } from '@kb/ui/controls';
import { toEmbedUrl } from './commands/videoUrl';

export type InsertKind = 'link' | 'image' | 'video' | 'formula';

export interface InsertValue {
  kind: InsertKind;
  /** The link or image address, the video's embed address, or the LaTeX source. */
  value: string;
  alt: string;
}

const FIELDS: Record<InsertKind, { label: string; placeholder: string }> = {
  link: { label: 'Link URL', placeholder: 'https://example.com/page' },
  image: { label: 'Image URL', placeholder: '/media/diagram.svg' },
  video: { label: 'Video URL (YouTube or Vimeo)', placeholder: 'https://www.youtube.com/watch?v=…' },
  formula: { label: 'LaTeX formula', placeholder: 'e^{i\\pi} + 1 = 0' },
};

interface Props {
  kind: InsertKind;
  onInsert: (value: InsertValue) => void;
  onCancel: () => void;
}

/** The small form the link, image, video and formula buttons open under the toolbar. */
export function InsertPrompt({ kind, onInsert, onCancel }: Props) {
  const [value, setValue] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const field = FIELDS[kind];

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return setError(`${field.label} is required`);
    if (kind === 'video') {
      const embed = toEmbedUrl(trimmed);
      if (!embed) return setError('Use a YouTube or Vimeo link');
      return onInsert({ kind, value: embed, alt: '' });
    }
    onInsert({ kind, value: trimmed, alt: alt.trim() });
  };

  return (
    <Form onSubmit={handleSubmit} onKeyDown={(event) => event.key === 'Escape' && onCancel()} aria-label={`Insert ${kind}`}>
      <label htmlFor={`${id}-value`}>{field.label}</label>
      <Input id={`${id}-value`} value={value} placeholder={field.placeholder} onChange={(e) => setValue(e.target.value)} autoFocus />
      {kind === 'image' ? (
        <>
          <label htmlFor={`${id}-alt`}>Alt text</label>
          <Input id={`${id}-alt`} value={alt} onChange={(e) => setAlt(e.target.value)} />
        </>
      ) : null}
      <Button type="submit">Insert</Button>
      <Button type="button" onClick={onCancel}>
        Cancel
      </Button>
      {error ? <Error role="alert">{error}</Error> : null}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2)} ${space(3)};
  border-bottom: 1px solid ${color('border')};
  background: ${color('bgSubtle')};
  font-size: 0.875rem;
`;

const Input = styled(BaseInput)`
  flex: 1 1 12rem;
  min-width: 8rem;
  padding: ${space(1)} ${space(2)};
`;

const Error = styled.span`
  flex-basis: 100%;
  color: ${color('danger')};
`;
