import { useMemo, useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { adminRequest } from '@kb/api-client/admin';
import { space } from '@kb/ui';
import { articleProse } from '@kb/ui/prose';
import { SecondaryButton, Hint } from '../authoring/formParts';
import { ModalDialog } from '../authoring/ModalDialog';
import { sanitizeEditorHtml } from '../editor/html/sanitizeEditorHtml';

/** A submitted revision as readers would get it (the API's content pipeline): Preview shows it, Approve checks its links. */
function useReviewPreview(token: string, id: string, enabled: boolean) {
  return useSWR(enabled ? ['/api/admin/reviews/preview', token, id] : null, ([, t, reviewId]) =>
    adminRequest('reviewPreview', { token: t, params: { id: reviewId } }),
  );
}

/** "Preview": the submitted revision, title and body, styled as the public article page (new articles included). */
export function ReviewPreviewButton({ token, reviewId, title }: { token: string; reviewId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const { data, error } = useReviewPreview(token, reviewId, open);
  const body = useMemo(() => ({ __html: data ? sanitizeEditorHtml(data.content) : '' }), [data]);
  return (
    <>
      <SecondaryButton type="button" onClick={() => setOpen(true)}>
        Preview
      </SecondaryButton>
      <ModalDialog wide open={open} onOpenChange={setOpen} title={`Preview of “${title}”`} description="As readers will see it once approved.">
        {error ? <Hint $tone="problem">Could not load the preview.</Hint> : null}
        {data ? (
          <Article aria-label="Preview">
            <h1>{data.title}</h1>
            <Body dangerouslySetInnerHTML={body} />
          </Article>
        ) : error ? null : (
          <Hint>Loading…</Hint>
        )}
      </ModalDialog>
    </>
  );
}

const Article = styled.article`
  margin-top: ${space(4)};
  h1 {
    margin: 0 0 ${space(4)};
    font-size: 2rem;
    line-height: 1.2;
  }
`;

const Body = styled.div`
  ${articleProse}
`;
