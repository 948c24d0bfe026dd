import { useId, useState, type FormEvent } from 'react';
import { Button } from '@kb/ui/controls';
import { toEmbedUrl } from './commands/videoUrl';
import { Prompt, PromptInput } from './Prompt';

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
    <Prompt label={`Insert ${kind}`} onSubmit={handleSubmit} onCancel={onCancel} error={error}>
      <label htmlFor={`${id}-value`}>{field.label}</label>
      <PromptInput id={`${id}-value`} value={value} placeholder={field.placeholder} onChange={(e) => setValue(e.target.value)} autoFocus />
      {kind === 'image' ? (
        <>
          <label htmlFor={`${id}-alt`}>Alt text</label>
          <PromptInput id={`${id}-alt`} value={alt} onChange={(e) => setAlt(e.target.value)} />
        </>
      ) : null}
      <Button type="submit">Insert</Button>
    </Prompt>
  );
}
