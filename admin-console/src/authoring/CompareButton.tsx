import { lazy, Suspense, useState } from 'react';
import type { ArticleSettings } from '@kb/contracts';
import { Hint, SecondaryButton } from './formParts';
import { ModalDialog } from './ModalDialog';

/** The diff library and the view come in a chunk of their own, fetched the first time Compare is opened. */
const CompareView = lazy(() => import('./compare/CompareView'));

/** "Compare": two revisions, or a revision and the live article, in a dialog (`toRevisionId` first against the live article). */
export function CompareButton({ token, article, toRevisionId }: { token: string; article: ArticleSettings; toRevisionId?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SecondaryButton type="button" onClick={() => setOpen(true)}>
        Compare
      </SecondaryButton>
      <ModalDialog
        wide
        open={open}
        onOpenChange={setOpen}
        title={`Compare versions of “${article.title}”`}
        description="Insertions are underlined, deletions struck through."
      >
        {open ? (
          <Suspense fallback={<Hint>Loading…</Hint>}>
            <CompareView token={token} article={article} toRevisionId={toRevisionId} />
          </Suspense>
        ) : null}
      </ModalDialog>
    </>
  );
}
