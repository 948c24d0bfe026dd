import type { CreateCategoryRequest, UpdateCategoryRequest, Actor } from '@kb/contracts';
import { BadRequest, HttpError, NotFound } from '../errors';
import type { CategoryDoc, Models } from '../models';
import type { ReadModel } from '../readModel/readModel';
import type { KeyedQueue } from '../db/keyedQueue';
import { recordAudit } from './recordAudit';
import { recordCategoryChange } from './recordChange';
import { isDuplicateKey } from '../db/duplicateKey';

export interface CategoryEditor {
  models: Models;
  readModel: ReadModel;
  /**
   * Writes to the category tree and to the articles' places in it one at a time, across instances:
   * a move is checked against the whole tree, a delete against the articles, fresh from the database.
   */
  treeWrites: KeyedQueue;
}

export const TREE = 'categories';

export async function listCategories(models: Models): Promise<CategoryDoc[]> {
  return models.Category.find().lean<CategoryDoc[]>();
}

const slugTaken = (slug: string, holder: CategoryDoc) => new HttpError('conflict', `The slug '${slug}' is already used by the category '${holder.name}'`);

/** 409 naming the category that has the slug (found first, or by the unique index when two admins race). */
async function duplicateSlug(models: Models, slug: string, error: unknown): Promise<never> {
  if (!isDuplicateKey(error)) throw error;
  const holder = await models.Category.findOne({ slug }).lean<CategoryDoc>();
  throw holder ? slugTaken(slug, holder) : error;
}

function requireFreeSlug(all: readonly CategoryDoc[], slug: string | undefined, id?: string): void {
  const holder = slug === undefined ? undefined : all.find((c) => c.slug === slug && c._id !== id);
  if (holder) throw slugTaken(slug!, holder);
}

/** The new tree goes to this instance's read model at once and to the others through the event log. */
async function published(editor: CategoryEditor): Promise<CategoryDoc[]> {
  const all = await editor.models.Category.find().lean<CategoryDoc[]>();
  editor.readModel.setCategories(all);
  await recordCategoryChange(editor.models, editor.readModel);
  return all;
}

function requireParent(all: readonly CategoryDoc[], parentId: string | null): void {
  if (parentId && !all.some((c) => c._id === parentId)) throw BadRequest(`No category with id '${parentId}'`);
}

export async function createCategory(editor: CategoryEditor, request: CreateCategoryRequest, actor: Actor): Promise<CategoryDoc> {
  const { models, treeWrites } = editor;
  return treeWrites.run(TREE, async () => {
    const all = await models.Category.find().lean<CategoryDoc[]>();
    requireParent(all, request.parentId);
    requireFreeSlug(all, request.slug);
    const siblings = all.filter((c) => (c.parentId ?? null) === request.parentId);
    const order = request.order ?? Math.max(0, ...siblings.map((c) => (c.order ?? 0) + 1));
    let doc: CategoryDoc;
    try {
      doc = (await models.Category.create({ name: request.name, slug: request.slug, parentId: request.parentId, order })).toObject<CategoryDoc>();
    } catch (error) {
      return duplicateSlug(models, request.slug, error);
    }
    await published(editor);
    await recordAudit(models, actor, 'category.create', `category:${doc._id} ${doc.name}`);
    return doc;
  });
}

/** Rename, change slug, move (never into its own subtree) and reorder. */
export async function updateCategory(editor: CategoryEditor, id: string, request: UpdateCategoryRequest, actor: Actor): Promise<CategoryDoc> {
  const { models, treeWrites } = editor;
  return treeWrites.run(TREE, async () => {
    const all = await models.Category.find().lean<CategoryDoc[]>();
    const before = all.find((c) => c._id === id);
    if (!before) throw NotFound(`No category with id '${id}'`);
    if (request.parentId !== undefined) {
      requireParent(all, request.parentId);
      const parentOf = new Map(all.map((c) => [c._id, c.parentId ?? null]));
      for (let at = request.parentId; at; at = parentOf.get(at) ?? null) {
        if (at === id) throw BadRequest(`The category '${before.name}' cannot move into its own subtree`);
      }
    }
    const changes = Object.fromEntries(Object.entries(request).filter(([field, value]) => value !== undefined && value !== before[field as keyof CategoryDoc]));
    if (Object.keys(changes).length === 0) return before;
    requireFreeSlug(all, request.slug, id);
    try {
      await models.Category.updateOne({ _id: id }, { $set: changes });
    } catch (error) {
      await duplicateSlug(models, request.slug ?? before.slug, error);
    }
    const after = (await published(editor)).find((c) => c._id === id)!;
    const summary = Object.keys(changes).map((field) => `${field}: ${String(before[field as keyof CategoryDoc])} -> ${String(changes[field])}`);
    await recordAudit(models, actor, 'category.update', `category:${id} ${summary.join('; ')}`);
    return after;
  });
}

/** Deletes a category with no subcategories and no articles (drafts and unpublished ones count). */
export async function deleteCategory(editor: CategoryEditor, id: string, actor: Actor): Promise<void> {
  const { models, treeWrites } = editor;
  await treeWrites.run(TREE, async () => {
    const doc = await models.Category.findById(id).lean<CategoryDoc>();
    if (!doc) throw NotFound(`No category with id '${id}'`);
    const [children, articles] = await Promise.all([models.Category.countDocuments({ parentId: id }), models.Article.countDocuments({ categoryId: id })]);
    if (children || articles) {
      const parts = [
        children ? `${children} subcategor${children === 1 ? 'y' : 'ies'}` : '',
        articles ? `${articles} article${articles === 1 ? '' : 's'}` : '',
      ];
      throw new HttpError('conflict', `The category '${doc.name}' is not empty: it has ${parts.filter(Boolean).join(' and ')}`);
    }
    await models.Category.deleteOne({ _id: id });
    await published(editor);
    await recordAudit(models, actor, 'category.delete', `category:${id} ${doc.name}`);
  });
}
