import { useState, type FormEvent } from 'react';
import { useUpdateArticleSettings } from '@kb/api-client/admin';
import type { ArticleSettings } from '@kb/contracts';
import { toast } from '@kb/ui';
import { useErrorReporter } from '../toasts/useErrorReporter';
import { whyDisabled } from '../app/whyDisabled';
import { CategorySelect } from './CategorySelect';
import { DialogActions, Form, PrimaryButton, SecondaryButton } from './formParts';
import { ModalDialog } from './ModalDialog';

interface Props {
  token: string;
  article: ArticleSettings;
  onMoved: (article: ArticleSettings) => void;
}

/** "Move": the article to another category (the Settings call with the category alone; audited the same way). */
export function MoveArticleDialog({ token, article, onMoved }: Props) {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const update = useUpdateArticleSettings(token);
  const report = useErrorReporter();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!categoryId) return;
    try {
      const moved = await update.trigger({ id: article.id, body: { categoryId } });
      setCategoryId(null);
      toast({ title: 'Article moved' });
      onMoved(moved);
    } catch (error) {
      report(error, 'Failed to move article');
    }
  };

  return (
    <>
      <SecondaryButton type="button" onClick={() => setCategoryId(article.categoryId)}>
        Move
      </SecondaryButton>
      <ModalDialog
        open={categoryId !== null}
        onOpenChange={(open) => setCategoryId(open ? article.categoryId : null)}
        title={`Move “${article.title}”`}
        description="The article keeps its slug and links; it is listed under the new category."
      >
        <Form onSubmit={(event) => void handleSubmit(event)}>
          <CategorySelect token={token} label="New category" value={categoryId ?? ''} onChange={setCategoryId} />
          <DialogActions onCancel={() => setCategoryId(null)}>
            <PrimaryButton
              type="submit"
              disabled={update.isMutating || categoryId === article.categoryId}
              title={whyDisabled([categoryId === article.categoryId, 'Choose another category first'])}
            >
              {update.isMutating ? 'Moving...' : 'Move article'}
            </PrimaryButton>
          </DialogActions>
        </Form>
      </ModalDialog>
    </>
  );
}
