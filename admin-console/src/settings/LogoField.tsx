import { useId, useState } from 'react';
import styled from 'styled-components';
import { uploadMedia } from '@kb/api-client/admin';
import { UPLOAD_IMAGE_TYPES } from '@kb/contracts';
import { color, radius, space } from '@kb/ui';
import { Button, Field, FieldLabel, Input } from '@kb/ui/controls';
import { apiProblem } from '../authoring/apiProblem';
import { useErrorReporter } from '../toasts/useErrorReporter';

/** How each kind of image is previewed: a logo on its theme's background, at the size the site shows it; the favicon on the console's. */
const KINDS = {
  light: { background: '#ffffff', width: 184, height: 32, accept: Object.keys(UPLOAD_IMAGE_TYPES) },
  dark: { background: '#0f141a', width: 184, height: 32, accept: Object.keys(UPLOAD_IMAGE_TYPES) },
  favicon: { background: undefined, width: 32, height: 32, accept: ['image/png'] },
} as const;

interface Props {
  token: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  kind: keyof typeof KINDS;
  /** What the site shows while the field is empty. */
  emptyText: string;
}

/**
 * A logo or the favicon: a URL typed in (logos), or an image uploaded into the article media (its /media/ address),
 * with a preview on the theme's background at the size the site shows it. A favicon that is not square is said.
 */
export function LogoField({ token, label, value, onChange, kind, emptyText }: Props) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  /** A favicon that is not square, said once its image has loaded (for the image it was said of). */
  const [notSquare, setNotSquare] = useState<{ src: string; text: string } | null>(null);
  const report = useErrorReporter();
  const shape = KINDS[kind];
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange((await uploadMedia(token, file)).url);
    } catch (error) {
      report(error, apiProblem(error, `Could not upload the ${label.toLowerCase()}`).message);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input id={id} value={value} placeholder={emptyText} readOnly={kind === 'favicon'} onChange={(event) => onChange(event.target.value)} />
      <Preview role="img" aria-label={`Preview of the ${label.toLowerCase()}`} style={{ background: shape.background, minHeight: shape.height + 16 }}>
        {value ? (
          <img
            src={value}
            alt=""
            style={{ maxWidth: shape.width, maxHeight: shape.height }}
            onLoad={(event) => {
              const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
              setNotSquare(
                kind === 'favicon' && width !== height
                  ? { src: value, text: `A favicon should be square: this one is ${width}×${height} pixels, and browsers will squeeze it.` }
                  : null,
              );
            }}
          />
        ) : (
          <span style={kind === 'favicon' ? undefined : { color: kind === 'dark' ? '#c9d1d9' : '#4b5768' }}>{emptyText}</span>
        )}
      </Preview>
      {notSquare && notSquare.src === value ? <Warning role="status">{notSquare.text}</Warning> : null}
      <Actions>
        <FieldLabel>
          <Button as="span" $size="sm">
            {uploading ? 'Uploading…' : `Upload ${label.toLowerCase()}`}
          </Button>
          <input type="file" hidden accept={shape.accept.join(',')} disabled={uploading} onChange={(event) => void upload(event.target.files?.[0])} />
        </FieldLabel>
        {value ? (
          <Button type="button" $size="sm" onClick={() => onChange('')}>
            Remove {label.toLowerCase()}
          </Button>
        ) : null}
      </Actions>
    </Field>
  );
}

const Preview = styled.div`
  display: flex;
  align-items: center;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.md};
  img {
    width: auto;
    height: auto;
    object-fit: contain;
  }
`;

const Warning = styled.p`
  margin: 0;
  color: ${color('warning')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;
