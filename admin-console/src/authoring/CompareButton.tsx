import { lazy, useState } from 'react';
import type { ArticleSettings } from '@kb/contracts';
import { SecondaryButton } from './formParts';
import { ModalDialog } from './ModalDialog';

/** The diff library and the view come in a chunk of their own, fetched the first time Compare is opened. */
const CompareView = lazy(() => import('./compare/CompareView'));

/**
 * "Compare": two revisions, or a revision and the live article, in a dialog (`toRevisionId` first against the live article); or the article
 * against itself in another version. `version`: the version it is open in (null: the main line). `label`: the button's words.
 */
export function CompareButton({
  token,
  article,
  version = null,
  toRevisionId,
  label = 'Compare',
}: {
  token: string;
  article: ArticleSettings;
  version?: string | null;
  toRevisionId?: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SecondaryButton type="button" onClick={() => setOpen(true)}>
        {label}
      </SecondaryButton>
      <ModalDialog
        wide
        open={open}
        onOpenChange={setOpen}
        title={`Compare versions of “${article.title}”`}
        description="Insertions are underlined, deletions struck through."
      >
        {open ? <CompareView token={token} article={article} version={version} toRevisionId={toRevisionId} /> : null}
      </ModalDialog>
    </>
  );
}
