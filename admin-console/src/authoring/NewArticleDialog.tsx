import { useState } from 'react';
import { useCreateArticle } from '@kb/api-client/admin';
import { slugify, type SavedConcept } from '@kb/contracts';
import { CategorySelect } from './CategorySelect';
import { whyDisabled } from '../app/whyDisabled';
import { Field, Form, PrimaryButton, TextInput } from './formParts';
import { ModalDialog } from './ModalDialog';
import { SlugField } from './SlugField';
import { useSlugWrite } from './useSlugWrite';

interface Props {
  token: string;
  /** "Create article" from a saved concept: its title prefilled, its outline the first revision. */
  concept?: SavedConcept;
  onCreated: (articleId: string) => void;
}

/** "New article" (or "Create article" for a concept): title, category and slug, then the editor opens on the draft. */
export function NewArticleDialog({ token, concept, onCreated }: Props) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(concept?.title ?? '');
  const [slug, setSlug] = useState(concept ? slugify(concept.title) : '');
  const [slugEdited, setSlugEdited] = useState(false);
  const [categoryId, setCategoryId] = useState('');
  const create = useCreateArticle(token);
  const label = concept ? 'Create article' : 'New article';

  const handleTitle = (value: string) => {
    setTitle(value);
    if (!slugEdited) setSlug(slugify(value));
  };

  const { handleSubmit, footer } = useSlugWrite(async (replaceRedirect) => {
    const article = await create.trigger({ title, slug: slug.trim(), categoryId, conceptId: concept?.id, replaceRedirect });
    setOpen(false);
    onCreated(article.id);
  }, 'Failed to create article');

  return (
    <>
      <PrimaryButton type="button" onClick={() => setOpen(true)}>
        {label}
      </PrimaryButton>
      <ModalDialog open={open} onOpenChange={setOpen} title={label} description="The article stays a draft, off the site, until its first Publish.">
        <Form onSubmit={handleSubmit}>
          <Field>
            Title
            <TextInput value={title} onChange={(event) => handleTitle(event.target.value)} required autoFocus />
          </Field>
          <CategorySelect token={token} label="Category" value={categoryId} onChange={setCategoryId} />
          <SlugField
            token={token}
            value={slug}
            articleId={null}
            onChange={(value) => {
              setSlugEdited(true);
              setSlug(value);
            }}
          />
          {footer(
            <PrimaryButton
              type="submit"
              disabled={create.isMutating || !title.trim() || !slug.trim() || !categoryId}
              title={whyDisabled([!title.trim(), 'Enter a title first'], [!slug.trim(), 'Enter a slug first'], [!categoryId, 'Choose a category first'])}
            >
              {create.isMutating ? 'Creating...' : 'Create draft'}
            </PrimaryButton>,
          )}
        </Form>
      </ModalDialog>
    </>
  );
}
