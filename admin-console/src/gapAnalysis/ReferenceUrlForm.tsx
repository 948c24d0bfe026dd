import { useState, type FormEvent } from 'react';
import { ApiError } from '@kb/api-client';
import { useAddReferenceUrl } from '@kb/api-client/admin';
import { Row, Stack } from '@kb/ui';
import { Button, FieldLabel, Input } from '@kb/ui/controls';
import { whyDisabled } from '../app/whyDisabled';
import { serverWords } from '../toasts/serverWords';
import { useErrorReporter } from '../toasts/useErrorReporter';

/** 'Failed to add URL: {status} {the server's message}' (SPEC §8, the message in words: useErrorReporter). */
function addUrlErrorText(error: unknown): string {
  if (error instanceof ApiError) return serverWords(error) ? 'Failed to add URL' : `Failed to add URL: ${error.status}`;
  return `Failed to add URL: ${error instanceof Error ? error.message : String(error)}`;
}

/** 'Add Reference URL': Add or Enter sends the trimmed value; the input clears on success. */
export function ReferenceUrlForm({ token }: { token: string }) {
  const [value, setValue] = useState('');
  const { trigger, isMutating } = useAddReferenceUrl(token);
  const report = useErrorReporter();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const url = value.trim();
    if (!url) return;
    try {
      await trigger(url);
      setValue('');
    } catch (error) {
      report(error, addUrlErrorText(error));
    }
  };

  return (
    <Stack as="form" $gap={1} onSubmit={handleSubmit}>
      <FieldLabel htmlFor="reference-url">Add Reference URL</FieldLabel>
      <Row $align="stretch">
        <Input
          id="reference-url"
          inputMode="url"
          placeholder="https://competitor.example.com/knowledge-base/article"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button
          $variant="primary"
          $size="lg"
          type="submit"
          disabled={isMutating || !value.trim()}
          title={whyDisabled([isMutating, 'Adding…'], [!value.trim(), 'Enter a URL first'])}
        >
          Add
        </Button>
      </Row>
    </Stack>
  );
}
