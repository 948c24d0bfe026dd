import { lazy, useState } from 'react';
import type { InternalLinkProblem } from '@kb/contracts';
import { SecondaryButton } from './formParts';
import { ModalDialog } from './ModalDialog';
import { replaceHref } from './links/replaceHref';

/** The report comes in a chunk of its own, fetched the first time Check links is opened. */
const LinkReport = lazy(() => import('./links/LinkReport'));

interface Props {
  token: string;
  articleId: string;
  title: string;
  /** The editor's HTML, saved or not. */
  content: string;
  /** A fix changed the HTML: the editor takes it (to be saved as usual). */
  onFix: (html: string) => void;
}

/** "Check links" before publishing: the HTML in the editor as it is when the dialog opens, checked again after each fix. */
export function CheckLinksButton({ token, articleId, title, content, onFix }: Props) {
  const [checked, setChecked] = useState<string | null>(null);
  const fix = (problem: InternalLinkProblem) => {
    if (checked === null || !problem.fixedHref) return;
    const fixed = replaceHref(checked, problem.href, problem.fixedHref);
    setChecked(fixed);
    onFix(fixed);
  };
  return (
    <>
      <SecondaryButton type="button" onClick={() => setChecked(content)}>
        Check links
      </SecondaryButton>
      <ModalDialog
        wide
        open={checked !== null}
        onOpenChange={(open) => setChecked(open ? content : null)}
        title={`Check links of “${title}”`}
        description="Links in the editor's text, saved or not."
      >
        {checked !== null ? <LinkReport token={token} articleId={articleId} content={checked} onFix={fix} /> : null}
      </ModalDialog>
    </>
  );
}
