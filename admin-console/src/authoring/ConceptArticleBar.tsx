import { useState } from 'react';
import { useDeleteSavedConcept } from '@kb/api-client/admin';
import { articlePath, type SavedConcept } from '@kb/contracts';
import styled from 'styled-components';
import { color, toast } from '@kb/ui';
import { gapCheckText } from '../gapAnalysis/readerEvidenceText';
import { useErrorReporter } from '../toasts/useErrorReporter';
import { ModalDialog } from './ModalDialog';
import { NewArticleDialog } from './NewArticleDialog';
import { DangerButton, DialogActions, SecondaryButton, ToolRow } from './formParts';

interface Props {
  token: string;
  concept: SavedConcept;
  onOpenArticle: (articleId: string) => void;
  onDeleted: () => void;
}

/** A saved concept's "Create article", or the article it became, whether that is published and whether it closed the gap; and Delete. */
export function ConceptArticleBar({ token, concept, onOpenArticle, onDeleted }: Props) {
  return (
    <Bar>
      {concept.article ? (
        <BecameArticle article={concept.article} onOpenArticle={onOpenArticle} />
      ) : (
        <NewArticleDialog key={concept.id} token={token} concept={concept} onCreated={onOpenArticle} />
      )}
      {concept.gapCheck ? <GapStatus $closed={concept.gapCheck.closed}>{gapCheckText(concept.gapCheck)}</GapStatus> : null}
      <DeleteConcept token={token} concept={concept} onDeleted={onDeleted} />
    </Bar>
  );
}

function BecameArticle({ article, onOpenArticle }: { article: NonNullable<SavedConcept['article']>; onOpenArticle: (articleId: string) => void }) {
  return (
    <>
      <span>
        Became the article <strong>{article.title}</strong> ({article.status === 'published' ? 'published' : article.status})
        {article.status === 'published' ? (
          <>
            {' '}
            at <a href={articlePath(article.slug)}>/article/{article.slug}</a>
          </>
        ) : null}
      </span>
      <SecondaryButton type="button" onClick={() => onOpenArticle(article.id)}>
        Open article
      </SecondaryButton>
    </>
  );
}

/** Delete after a confirmation that names the concept; an article made from it stays. */
function DeleteConcept({ token, concept, onDeleted }: { token: string; concept: SavedConcept; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSavedConcept(token);
  const report = useErrorReporter();

  const handleDelete = async () => {
    try {
      await remove.trigger(concept.id);
      toast({ title: 'Concept deleted' });
      setConfirming(false);
      onDeleted();
    } catch (error) {
      report(error, 'Failed to delete concept');
    }
  };

  return (
    <>
      <DangerButton type="button" onClick={() => setConfirming(true)}>
        Delete
      </DangerButton>
      <ModalDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${concept.title}”?`}
        description={`The saved concept “${concept.title}” is deleted for good${concept.article ? '; the article made from it stays' : ''}.`}
      >
        <DialogActions onCancel={() => setConfirming(false)}>
          <DangerButton type="button" disabled={remove.isMutating} onClick={() => void handleDelete()}>
            Delete “{concept.title}”
          </DangerButton>
        </DialogActions>
      </ModalDialog>
    </>
  );
}

const Bar = styled(ToolRow)`
  font-size: 0.875rem;
  color: ${color('textMuted')};
`;

const GapStatus = styled.strong<{ $closed: boolean }>`
  color: ${({ $closed }) => color($closed ? 'success' : 'warning')};
`;
