import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAdminCategories, useCategoryWrite } from '@kb/api-client/admin';
import { slugify, type CategoryRecord } from '@kb/contracts';
import { color, Row, space, Stack, toast } from '@kb/ui';
import { List, ListRow } from '@kb/ui/controls';
import { whyDisabled } from '../app/whyDisabled';
import { apiProblem } from './apiProblem';
import { categoryOptions, subtreeOf } from './categoryOptions';
import { CategorySelect } from './CategorySelect';
import { Actions, DangerButton, Field, Form, PrimaryButton, Problem, SecondaryButton, TextInput } from './formParts';
import { ModalDialog } from './ModalDialog';
import { useCallAllowed } from '../people/usePeople';

type Editing = { kind: 'rename' | 'move' | 'delete'; category: CategoryRecord } | null;

/**
 * Categories: create (Editors too: a new category stays unseen by readers until something in it is published),
 * rename, change slug, "Move" (never into its own subtree), reorder, delete when empty (Publishers).
 */
export function CategoryManager({ token }: { token: string }) {
  const categories = useAdminCategories(token);
  const write = useCategoryWrite(token);
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [draft, setDraft] = useState({ name: '', slug: '', parentId: '', order: '0' });
  const list = categories.data ?? [];
  const byId = new Map(list.map((c) => [c.id, c]));
  // Editors create categories; renaming, moving and deleting one changes what readers see, so it stays with Publishers.
  const change = useCallAllowed(token, 'updateCategory');
  const removal = useCallAllowed(token, 'deleteCategory');

  const run = async (arg: Parameters<typeof write.trigger>[0], done: string) => {
    setProblem(null);
    try {
      await write.trigger(arg);
      toast({ title: done });
      setEditing(null);
      return true;
    } catch (error) {
      setProblem(apiProblem(error, 'Failed to save category').message);
      return false;
    }
  };

  const open = (kind: NonNullable<Editing>['kind'], category: CategoryRecord) => {
    setProblem(null);
    setDraft({ name: category.name, slug: category.slug, parentId: category.parentId ?? '', order: String(category.order) });
    setEditing({ kind, category });
  };

  const handleEdit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const { category, kind } = editing;
    const body =
      kind === 'rename'
        ? { name: draft.name, slug: draft.slug.trim(), order: Number(draft.order) || 0 }
        : { parentId: draft.parentId || null, order: Number(draft.order) || 0 };
    void run({ kind: 'update', id: category.id, body }, kind === 'rename' ? 'Category saved' : 'Category moved');
  };

  return (
    <Stack>
      <NewCategory token={token} onCreate={(body) => run({ kind: 'create', body }, 'Category added')} busy={write.isMutating} />
      {problem && !editing ? <Problem role="alert">{problem}</Problem> : null}
      <Rows aria-label="Categories">
        {categoryOptions(list).map((option) => {
          const category = byId.get(option.id)!;
          return (
            <CategoryRow key={option.id} style={{ paddingLeft: `${option.depth * 1.25}rem` }}>
              <Name>
                {category.name} <Slug>/{category.slug}</Slug>
              </Name>
              <SecondaryButton
                type="button"
                aria-label={`Rename ${category.name}`}
                disabled={!change.allowed}
                title={change.reason ?? undefined}
                onClick={() => open('rename', category)}
              >
                Rename
              </SecondaryButton>
              <SecondaryButton
                type="button"
                aria-label={`Move ${category.name}`}
                disabled={!change.allowed}
                title={change.reason ?? undefined}
                onClick={() => open('move', category)}
              >
                Move
              </SecondaryButton>
              <DangerButton
                type="button"
                aria-label={`Delete ${category.name}`}
                disabled={!removal.allowed}
                title={removal.reason ?? undefined}
                onClick={() => open('delete', category)}
              >
                Delete
              </DangerButton>
            </CategoryRow>
          );
        })}
      </Rows>
      <ModalDialog
        open={editing !== null}
        onOpenChange={(next) => (next ? undefined : setEditing(null))}
        title={editing ? `${{ rename: 'Rename', move: 'Move', delete: 'Delete' }[editing.kind]} “${editing.category.name}”` : ''}
        description={
          editing?.kind === 'delete'
            ? `Delete the category “${editing.category.name}”? Only an empty category can be deleted.`
            : 'The public tree follows within a second.'
        }
      >
        {editing?.kind === 'delete' ? (
          <Actions>
            {problem ? <Problem role="alert">{problem}</Problem> : null}
            <SecondaryButton type="button" onClick={() => setEditing(null)}>
              Cancel
            </SecondaryButton>
            <DangerButton type="button" onClick={() => void run({ kind: 'delete', id: editing.category.id }, 'Category deleted')}>
              Delete “{editing.category.name}”
            </DangerButton>
          </Actions>
        ) : (
          <Form onSubmit={handleEdit}>
            {editing?.kind === 'rename' ? (
              <>
                <Field>
                  Name
                  <TextInput value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} required />
                </Field>
                <Field>
                  Slug
                  <TextInput value={draft.slug} onChange={(event) => setDraft({ ...draft, slug: event.target.value })} required />
                </Field>
              </>
            ) : editing ? (
              <CategorySelect
                token={token}
                label="Parent"
                allowTop
                value={draft.parentId}
                exclude={subtreeOf(list, editing.category.id)}
                onChange={(parentId) => setDraft({ ...draft, parentId })}
              />
            ) : null}
            <Field>
              Order among its siblings
              <TextInput type="number" value={draft.order} onChange={(event) => setDraft({ ...draft, order: event.target.value })} />
            </Field>
            {problem ? <Problem role="alert">{problem}</Problem> : null}
            <Actions>
              <PrimaryButton type="submit" disabled={write.isMutating}>
                {editing?.kind === 'move' ? 'Move here' : 'Save category'}
              </PrimaryButton>
            </Actions>
          </Form>
        )}
      </ModalDialog>
    </Stack>
  );
}

function NewCategory({
  token,
  onCreate,
  busy,
}: {
  token: string;
  busy: boolean;
  onCreate: (body: { name: string; slug: string; parentId: string | null }) => Promise<boolean>;
}) {
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [parentId, setParentId] = useState('');
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onCreate({ name, slug: slug.trim() || slugify(name), parentId: parentId || null })) {
      setName('');
      setSlug('');
    }
  };
  return (
    <Row as="form" $gap={3} $align="flex-end" onSubmit={(event) => void handleSubmit(event)} aria-label="New category">
      <Field>
        Category name
        <TextInput value={name} onChange={(event) => setName(event.target.value)} required />
      </Field>
      <Field>
        Category slug
        <TextInput value={slug} placeholder={slugify(name)} onChange={(event) => setSlug(event.target.value)} />
      </Field>
      <CategorySelect token={token} label="Parent" allowTop value={parentId} onChange={setParentId} />
      <PrimaryButton type="submit" disabled={busy || !name.trim()} title={whyDisabled([!name.trim(), 'Enter a name first'])}>
        Add category
      </PrimaryButton>
    </Row>
  );
}

const Rows = styled(List)`
  max-height: 420px;
  overflow-y: auto;
`;

const CategoryRow = styled(ListRow)`
  padding-top: ${space(1)};
  padding-bottom: ${space(1)};
`;

const Name = styled.span`
  flex: 1;
`;

const Slug = styled.span`
  color: ${color('textMuted')};
  font-size: 0.8125rem;
`;
