import { lazy, Suspense, useState } from 'react';
import { useTranslationWrite, type TranslationWrite } from '@kb/api-client/admin';
import type { TranslationWorkspace } from '@kb/contracts';
import { toast } from '@kb/ui';
import { apiProblem } from '../authoring/apiProblem';
import { Actions, Field, Form, Hint, PrimaryButton, SecondaryButton, TextInput } from '../authoring/formParts';
import { useCallAllowed } from '../people/usePeople';
import { useErrorReporter } from '../toasts/useErrorReporter';
import { Empty } from '../common/Empty';
import { useImageUpload } from '../editor/useImageUpload';

const RichTextEditor = lazy(() => import('../editor/RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

const DONE: Record<TranslationWrite['kind'], string> = {
  save: 'Translation saved',
  draft: 'Draft translation saved for review',
  publish: 'Translation published',
};
const FAILED: Record<TranslationWrite['kind'], string> = {
  save: 'Failed to save translation',
  draft: 'Failed to draft translation',
  publish: 'Failed to publish translation',
};

/**
 * The translation's editor: title, description and the text in the visual editor, starting from its newest
 * revision, or, for a first translation, from a copy of the source (headings, lists, links, images, code and
 * tables kept; the words to translate). Save and
 * "Draft with AI" (editors; shown only when an LLM is configured) add a revision; Publish (publishers) puts the
 * newest saved one on the site. A failure says why in words, never a bare status.
 */
export function TranslationForm({ token, workspace }: { token: string; workspace: TranslationWorkspace }) {
  const newest = workspace.revisions[0];
  const start = newest ?? workspace.source!;
  const [title, setTitle] = useState(start.title);
  const [description, setDescription] = useState(start.description);
  const [content, setContent] = useState(start.content);
  /** Grows when the text is replaced from outside the editor (an AI draft): the editor starts again from it. */
  const [replaced, setReplaced] = useState(0);
  const uploadImage = useImageUpload(token);
  const write = useTranslationWrite(token, workspace.articleId, workspace.lang);
  const report = useErrorReporter();
  const editing = useCallAllowed(token, 'saveTranslation');
  const publishing = useCallAllowed(token, 'publishTranslation');

  const run = async (arg: TranslationWrite) => {
    try {
      const revision = await write.trigger(arg);
      if (arg.kind === 'draft') {
        setTitle(revision.title);
        setDescription(revision.description);
        setContent(revision.content);
        setReplaced((count) => count + 1);
      }
      toast({ title: DONE[arg.kind] });
    } catch (error) {
      report(error, apiProblem(error, FAILED[arg.kind]).message);
    }
  };
  const save = () => run({ kind: 'save', body: { title, description, content, sourceRevisionId: workspace.source!.revisionId } });
  const unpublished = newest && !newest.isPublished ? newest : null;

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Field>
        Title
        <TextInput value={title} onChange={(event) => setTitle(event.target.value)} required />
      </Field>
      <Field>
        Description
        <TextInput value={description} onChange={(event) => setDescription(event.target.value)} />
      </Field>
      <Suspense fallback={<Empty role="status">Loading the editor…</Empty>}>
        <RichTextEditor key={replaced} initialHtml={content} onChange={setContent} label="Translation" uploadImage={uploadImage} token={token} />
      </Suspense>
      {newest ? null : <Hint>A copy of the source: translate its words, keeping its structure, links, images and code.</Hint>}
      {newest ? (
        <Hint>
          Newest revision by {newest.adminName}
          {newest.origin === 'machine' ? ' (drafted by AI, for review)' : ''}
          {newest.isPublished ? ', published' : ', not published'}
        </Hint>
      ) : null}
      <Actions>
        <PrimaryButton type="submit" disabled={write.isMutating || !editing.allowed} title={editing.reason ?? undefined}>
          Save translation
        </PrimaryButton>
        {workspace.aiDrafts ? (
          <SecondaryButton
            type="button"
            disabled={write.isMutating || !editing.allowed}
            title={editing.reason ?? undefined}
            onClick={() => void run({ kind: 'draft' })}
          >
            Draft with AI
          </SecondaryButton>
        ) : null}
        <SecondaryButton
          type="button"
          disabled={write.isMutating || !publishing.allowed || !unpublished}
          title={publishing.reason ?? (unpublished ? undefined : 'Save the translation first')}
          onClick={() => unpublished && void run({ kind: 'publish', revisionId: unpublished.id })}
        >
          Publish translation
        </SecondaryButton>
      </Actions>
    </Form>
  );
}
