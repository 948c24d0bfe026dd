import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '@kb/api-client';
import { LIMITS, UPLOAD_IMAGE_TYPES } from '@kb/contracts';
import { color } from '@kb/ui';
import { Button } from '@kb/ui/controls';
import { serverWords } from '../toasts/serverWords';
import { Prompt, PromptInput } from './Prompt';

/** Uploads an image file into the article media and answers its address. */
export type UploadImage = (file: File) => Promise<string>;

interface Props {
  file: File;
  /** The block the image goes into. */
  blockKey?: string;
  upload: UploadImage;
  onInserted: (src: string, alt: string) => void;
  onCancel: () => void;
}

/** Why an image cannot go without alt text (when inserting it, and when its alt text is edited later). */
export const ALT_REQUIRED = 'Alt text is required: describe the image for readers who cannot see it';

const MAX_MB = LIMITS.mediaUploadBytesMax / (1024 * 1024);

/** Why a file cannot be uploaded, checked before sending it (the API checks again). */
function refusal(file: File): string | null {
  if (!(file.type in UPLOAD_IMAGE_TYPES)) return `${file.name || 'This file'} is not a PNG, JPEG, WebP or GIF image`;
  if (file.size > LIMITS.mediaUploadBytesMax) return `${file.name} is larger than ${MAX_MB} MB`;
  return null;
}

/** What the server said (`serverWords`, never its JSON) about a refused upload. */
function inWords(error: unknown): string {
  if (error instanceof ApiError) return serverWords(error) || error.message;
  return error instanceof Error ? error.message : 'the image could not be sent';
}

/** Asks for an uploaded, pasted or dropped image's alt text, then uploads it. */
export function ImagePrompt({ file, blockKey, upload, onInserted, onCancel }: Props) {
  const [alt, setAlt] = useState('');
  const [error, setError] = useState(() => refusal(file) ?? '');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const refused = refusal(file) !== null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (refused || busy) return;
    if (!alt.trim()) return setError(ALT_REQUIRED);
    setBusy(true);
    setError('');
    try {
      onInserted(await upload(file), alt.trim());
    } catch (caught) {
      setError(`Upload failed: ${inWords(caught)}`);
      setBusy(false);
    }
  };

  return (
    <Prompt label="Insert image" blockKey={blockKey} onSubmit={(event) => void handleSubmit(event)} onCancel={onCancel} error={error}>
      <Name>{file.name || 'Pasted image'}</Name>
      {refused ? null : (
        <>
          <label htmlFor={`${id}-alt`}>Alt text</label>
          <PromptInput id={`${id}-alt`} value={alt} onChange={(e) => setAlt(e.target.value)} autoFocus disabled={busy} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Uploading…' : 'Insert'}
          </Button>
        </>
      )}
    </Prompt>
  );
}

const Name = styled.span`
  flex-basis: 100%;
  color: ${color('textMuted')};
  overflow-wrap: anywhere;
`;
