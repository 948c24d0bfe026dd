import { Slug, type ArticleRef, type SlugCheck } from '@kb/contracts';
import { HttpError } from '../errors';
import type { ArticleDoc, Models, SlugRedirectDoc } from '../models';
import type { ReadModel } from '../readModel/readModel';

const refOf = (doc: Pick<ArticleDoc, '_id' | 'slug' | 'title'>): ArticleRef => ({ id: doc._id, slug: doc.slug, title: doc.title });

/** 409 naming the article that has the slug. */
export const slugTaken = (slug: string, holder: Pick<ArticleDoc, '_id' | 'slug' | 'title'>) =>
  new HttpError('conflict', `The slug '${slug}' is already used by the article '${holder.title}'`, { article: refOf(holder) });

/** The article (other than `articleId`) that has a slug now, from the database. */
async function holderOf(models: Models, slug: string, articleId?: string) {
  const holder = await models.Article.findOne({ slug }, { slug: 1, title: 1 }).lean<Pick<ArticleDoc, '_id' | 'slug' | 'title'>>();
  return holder && holder._id !== articleId ? holder : null;
}

/** The other article whose old slug this is (a redirect that the slug would replace). */
async function redirectOwner(models: Models, slug: string, articleId?: string) {
  const redirect = await models.SlugRedirect.findById(slug).lean<SlugRedirectDoc>();
  if (!redirect || redirect.articleId === articleId) return null;
  return models.Article.findById(redirect.articleId, { slug: 1, title: 1 }).lean<Pick<ArticleDoc, '_id' | 'slug' | 'title'>>();
}

/** As the admin types: is the slug well formed and free, and would it replace another article's redirect? */
export async function checkSlug(models: Models, slug: string, articleId?: string): Promise<SlugCheck> {
  const parsed = Slug.safeParse(slug);
  if (!parsed.success) return { slug, available: false, problem: parsed.error.issues[0]!.message, redirectOf: null };
  const holder = await holderOf(models, parsed.data, articleId);
  if (holder) return { slug: parsed.data, available: false, problem: slugTaken(parsed.data, holder).message, redirectOf: null };
  const owner = await redirectOwner(models, parsed.data, articleId);
  return { slug: parsed.data, available: true, problem: null, redirectOf: owner ? refOf(owner) : null };
}

/**
 * Before an article takes `slug`: 409 when another article has it, and 409 when it is another
 * article's old slug unless `replaceRedirect` (the console asks first). Returns the article whose
 * redirect is replaced.
 */
export async function claimSlug(models: Models, slug: string, articleId: string | undefined, replaceRedirect = false): Promise<string | null> {
  const holder = await holderOf(models, slug, articleId);
  if (holder) throw slugTaken(slug, holder);
  const owner = await redirectOwner(models, slug, articleId);
  if (owner && !replaceRedirect) {
    throw new HttpError('conflict', `The slug '${slug}' redirects to the article '${owner.title}'; replace that redirect?`, { redirectOf: refOf(owner) });
  }
  return owner?._id ?? null;
}

/**
 * After an article's slug changed from `from` to `to`: `from` becomes a permanent redirect (only for an
 * article that has been on the site), `to` stops being one. Redirects name the article, not the next
 * slug, so chains collapse by themselves. Updates this instance's read model; returns the ids whose
 * redirects changed (for the event that tells other instances).
 */
export async function moveSlug(models: Models, readModel: ReadModel, articleId: string, from: string, to: string, keepOld: boolean): Promise<string[]> {
  const replaced = await models.SlugRedirect.findById(to).lean<SlugRedirectDoc>();
  await models.SlugRedirect.deleteOne({ _id: to });
  if (keepOld) {
    await models.SlugRedirect.deleteOne({ _id: from });
    await models.SlugRedirect.create({ _id: from, articleId, createdAt: new Date() });
  }
  const touched = [...new Set([articleId, ...(replaced ? [replaced.articleId] : [])])];
  const redirects = new Map<string, string[]>();
  for (const id of touched)
    redirects.set(
      id,
      (await models.SlugRedirect.find({ articleId: id }, { _id: 1 }).lean<SlugRedirectDoc[]>()).map((r) => r._id),
    );
  readModel.applyChanges({ redirects });
  return touched;
}
