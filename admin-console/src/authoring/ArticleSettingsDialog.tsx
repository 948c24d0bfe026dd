import { useState } from 'react';
import { useUpdateArticleSettings } from '@kb/api-client/admin';
import type { ArticleSettings } from '@kb/contracts';
import { CategorySelect } from './CategorySelect';
import { Field, Form, Hint, PrimaryButton, SecondaryButton, TextInput } from './formParts';
import { ModalDialog } from './ModalDialog';
import { SlugField } from './SlugField';
import { useSlugWrite } from './useSlugWrite';

const toList = (text: string) =>
  text
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);

interface Props {
  token: string;
  article: ArticleSettings;
  onSaved: (article: ArticleSettings) => void;
}

/**
 * "Settings" of an article: title, slug (the old one keeps working as a 301), category, order and the SEO fields.
 * It shows the working copy's settings: an Editor's change of a live article waits there for a Publisher's publish.
 */
export function ArticleSettingsDialog({ token, article, onSaved }: Props) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(() => formOf(article));
  const update = useUpdateArticleSettings(token);
  const set = (field: keyof ReturnType<typeof formOf>) => (value: string) => setForm((previous) => ({ ...previous, [field]: value }));

  const { handleSubmit, reset, footer } = useSlugWrite(async (replaceRedirect) => {
    const saved = await update.trigger({
      id: article.id,
      body: {
        title: form.title,
        slug: form.slug.trim(),
        categoryId: form.categoryId,
        order: Number(form.order) || 0,
        metaDescription: form.metaDescription,
        seoKeywords: toList(form.seoKeywords),
        semanticTags: toList(form.semanticTags),
        replaceRedirect,
      },
    });
    setOpen(false);
    onSaved(saved);
  }, 'Failed to save settings');

  const openWith = (next: boolean) => {
    if (next) {
      setForm(formOf(article));
      reset();
    }
    setOpen(next);
  };

  return (
    <>
      <SecondaryButton type="button" onClick={() => openWith(true)}>
        Settings
      </SecondaryButton>
      <ModalDialog open={open} onOpenChange={openWith} title={`Settings of “${article.title}”`} description="Each change is recorded in the audit log.">
        <Form onSubmit={handleSubmit}>
          {article.unpublishedSettings ? <Hint $tone="warning">{waitingNote(article)}</Hint> : null}
          <Field>
            Title
            <TextInput value={form.title} onChange={(event) => set('title')(event.target.value)} required />
          </Field>
          <SlugField token={token} value={form.slug} onChange={set('slug')} articleId={article.id} />
          {article.status !== 'draft' && form.slug.trim() !== article.slug ? <Hint>/article/{article.slug} will redirect here (301).</Hint> : null}
          <CategorySelect token={token} label="Category" value={form.categoryId} onChange={set('categoryId')} />
          <Field>
            Order in its category
            <TextInput type="number" value={form.order} onChange={(event) => set('order')(event.target.value)} />
          </Field>
          <Field>
            Meta description
            <TextInput value={form.metaDescription} onChange={(event) => set('metaDescription')(event.target.value)} maxLength={500} />
          </Field>
          <Field>
            SEO keywords (comma-separated)
            <TextInput value={form.seoKeywords} onChange={(event) => set('seoKeywords')(event.target.value)} />
          </Field>
          <Field>
            Semantic tags (comma-separated)
            <TextInput value={form.semanticTags} onChange={(event) => set('semanticTags')(event.target.value)} />
          </Field>
          {footer(
            <PrimaryButton type="submit" disabled={update.isMutating}>
              {update.isMutating ? 'Saving...' : 'Save settings'}
            </PrimaryButton>,
          )}
        </Form>
      </ModalDialog>
    </>
  );
}

/** What readers see until a publish, named field by field. */
export function waitingNote(article: ArticleSettings): string {
  const fields = Object.keys(article.unpublishedSettings ?? {}).map((field) => FIELD_NAMES[field as keyof typeof FIELD_NAMES] ?? field);
  return `Unpublished settings (${fields.join(', ')}): readers see “${article.title}” at /article/${article.slug} until a Publisher publishes this article.`;
}

const FIELD_NAMES = {
  title: 'title',
  slug: 'slug',
  categoryId: 'category',
  order: 'order',
  metaDescription: 'meta description',
  seoKeywords: 'SEO keywords',
  semanticTags: 'semantic tags',
} as const;

/** The working copy's settings: the live ones with what waits for a publish. */
function formOf(live: ArticleSettings) {
  const article = { ...live, ...live.unpublishedSettings };
  return {
    title: article.title,
    slug: article.slug,
    categoryId: article.categoryId,
    order: String(article.order),
    metaDescription: article.metaDescription,
    seoKeywords: article.seoKeywords.join(', '),
    semanticTags: article.semanticTags.join(', '),
  };
}
