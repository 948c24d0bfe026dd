import type { AdminArticle, AdminArticleContent, LifecycleState, Revision, SavedConcept, WorkingCopy } from '@kb/contracts';

export type EditorItem =
  | {
      kind: 'article';
      /** Its content is the working copy's (the newest saved revision), else the live HTML. */
      article: AdminArticle;
      /** The newest revision saved in the main line, which the editor opened (null in a fork, or when none was saved). */
      workingCopy: WorkingCopy | null;
      /** On the site: a working copy that is not the live revision is "Unpublished changes". */
      live: boolean;
      /** Category names from the top of the tree down. */
      path: string[];
      /** The version it is edited in (null: the main line). */
      version: string | null;
      /** Where the main line is in the lifecycle (null in a version). */
      state: LifecycleState | null;
    }
  | { kind: 'concept'; concept: SavedConcept };

export interface EditorDocument {
  item: EditorItem | null;
  /** The editing text (HTML). */
  text: string;
  /** The last saved or loaded text: the document is dirty while `text` differs from it. */
  baseline: string;
  /** Bumped whenever text is loaded from outside the editor, so the visual editor reloads it. */
  version: number;
  /** The revision the text was opened from or last saved as (what Publish publishes), if any. */
  savedRevisionId: string | null;
}

export type EditorAction =
  | { type: 'select'; item: EditorItem }
  | { type: 'edit'; text: string }
  | { type: 'loadRevision'; content: string }
  | { type: 'saved'; text: string; revisionId: string }
  /** The selected article's settings changed (its text stays as it is). */
  | { type: 'retitle'; title: string; slug: string }
  /** The selected article was deleted. */
  | { type: 'close' };

export const emptyDocument: EditorDocument = { item: null, text: '', baseline: '', version: 0, savedRevisionId: null };

export function itemId(item: EditorItem | null): string | null {
  if (!item) return null;
  return item.kind === 'article' ? item.article.id : item.concept.id;
}

/** SPEC §4 editor states. */
export function editorReducer(state: EditorDocument, action: EditorAction): EditorDocument {
  switch (action.type) {
    case 'select': {
      const text = action.item.kind === 'article' ? action.item.article.content : action.item.concept.description;
      // Publish publishes the revision shown: the working copy opened, until a save replaces it.
      const savedRevisionId = action.item.kind === 'article' ? (action.item.workingCopy?.revisionId ?? null) : null;
      return { item: action.item, text, baseline: text, version: state.version + 1, savedRevisionId };
    }
    case 'edit':
      return { ...state, text: action.text };
    case 'loadRevision':
      return { ...state, text: action.content, version: state.version + 1 };
    case 'saved':
      return { ...state, baseline: action.text, savedRevisionId: action.revisionId };
    case 'retitle':
      if (state.item?.kind !== 'article') return state;
      return { ...state, item: { ...state.item, article: { ...state.item.article, title: action.title, slug: action.slug } } };
    case 'close':
      return emptyDocument;
  }
}

export const isDirty = (doc: EditorDocument): boolean => doc.text !== doc.baseline;

/** Save is enabled only when dirty and only for articles. */
export const canSave = (doc: EditorDocument): boolean => doc.item?.kind === 'article' && isDirty(doc);

/** Publish needs an article, no unsaved changes and at least one revision. */
export const canPublish = (doc: EditorDocument, revisions: Revision[] | undefined): boolean =>
  doc.item?.kind === 'article' && !isDirty(doc) && (revisions?.length ?? 0) > 0;

/**
 * The revision Publish publishes: the one just saved from this editor (its content is what the admin
 * sees), otherwise SPEC §4's rule: the revision flagged published, else the first in the list.
 */
export function revisionToPublish(revisions: Revision[], savedRevisionId: string | null): Revision | null {
  const saved = savedRevisionId ? revisions.find((revision) => revision.id === savedRevisionId) : undefined;
  return saved ?? revisions.find((revision) => revision.isPublished) ?? revisions[0] ?? null;
}

/** "You are currently editing:" — where the open item is. */
export function breadcrumb(item: EditorItem): string {
  if (item.kind === 'concept') return `Saved_Concepts / ${item.concept.title}`;
  return [...(item.path[0] === 'Drafts' ? [] : ['Live_Articles']), ...item.path, item.article.title].join(' / ');
}

/**
 * The editor item of an opened article: a published one in its category path, a draft or unpublished one under
 * 'Drafts'; its text the working copy's in the main line (a fork's item has none: it opens the fork's text).
 */
export const itemOf = (article: AdminArticleContent, version: string | null = null): EditorItem => ({
  kind: 'article',
  article: { id: article.id, title: article.title, slug: article.slug, content: article.workingCopy?.content ?? article.content },
  workingCopy: article.workingCopy,
  live: article.status === 'published',
  path: article.status === 'published' ? article.path : ['Drafts'],
  version,
  state: version === null ? article.state : null,
});

/** A live article whose working copy is not its live revision: what the editor shows is not what readers see. */
export const hasUnpublishedChanges = (item: EditorItem | null): boolean =>
  item?.kind === 'article' && item.live && item.workingCopy !== null && !item.workingCopy.isPublished;

/** Which article in which version: its id in the main line, `<id>@<version>` in a fork. */
export const keyOf = (articleId: string, version: string | null): string => (version ? `${articleId}@${version}` : articleId);

/** Which article in which version an item is (keyOf), null for a concept. */
export const articleKey = (item: EditorItem | null): string | null => (item?.kind === 'article' ? keyOf(item.article.id, item.version) : null);

/** A revision that is not live (what can be submitted for review), else null. */
export const unpublished = (revision: Revision | null) => (revision && !revision.isPublished ? revision : null);
