import { useId, useState } from 'react';
import { uploadMedia } from '@kb/api-client/admin';
import { UPLOAD_IMAGE_TYPES } from '@kb/contracts';
import { Button, Field, FieldLabel, Input } from '@kb/ui/controls';
import { apiProblem } from '../authoring/apiProblem';
import { useErrorReporter } from '../toasts/useErrorReporter';

/** A logo: a URL typed in, or an image uploaded into the article media (its /media/ address); empty is the built-in one. */
export function LogoField({ token, label, value, onChange }: { token: string; label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const report = useErrorReporter();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange((await uploadMedia(token, file)).url);
    } catch (error) {
      report(error, apiProblem(error, 'Could not upload the logo').message);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input id={id} value={value} placeholder="Built-in logo" onChange={(event) => onChange(event.target.value)} />
      <FieldLabel>
        <Button as="span" $size="sm">
          {uploading ? 'Uploading…' : `Upload ${label.toLowerCase()}`}
        </Button>
        <input type="file" hidden accept={Object.keys(UPLOAD_IMAGE_TYPES).join(',')} disabled={uploading} onChange={(event) => void upload(event.target.files?.[0])} />
      </FieldLabel>
    </Field>
  );
}
