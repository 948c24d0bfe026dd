import type { PublicVersion } from '@kb/contracts';
import { HttpError } from '../errors';
import type { DocContent } from '../search/searchIndex';
import type { ArticleDoc, VersionArticleDoc, VersionDoc } from '../models';
import { statusOf } from '../models/articleStatus';
import type { EditionView } from './editionView';
import { rowOf, sharedWith } from './versionRows';
import { VersionOverlay, type MainLine } from './versionOverlay';

/** The main line's `versions` document id. */
export const MAIN_LINE_ID = 'main';

export const versionNotFound = (name: string) => new HttpError('versionNotFound', `No version named '${name}'`, { version: name });

/** The versions a site has, and one overlay per fork (see VersionOverlay). A site without versions has none. */
export class VersionSet {
  private readonly docs = new Map<string, VersionDoc>();
  private readonly overlays = new Map<string, VersionOverlay>();
  private changes = 0;

  constructor(private readonly main: MainLine & EditionView) {}

  /** Grows with every change of the list of versions (names, statuses). */
  get version(): number {
    return this.changes;
  }

  /** The main line first, then the forks, newest first. */
  list(): VersionDoc[] {
    return [...this.docs.values()].sort(
      (a, b) => Number(b._id === MAIN_LINE_ID) - Number(a._id === MAIN_LINE_ID) || b.createdAt.getTime() - a.createdAt.getTime(),
    );
  }

  /** The versions readers may choose (an archived one is read only by its URL). */
  publicList(): PublicVersion[] {
    return this.list()
      .filter((doc) => doc.status !== 'hidden' && doc.status !== 'archived')
      .map((doc) => ({ name: doc.name, status: doc.status, current: doc._id === MAIN_LINE_ID }));
  }

  byName(name: string): VersionDoc | undefined {
    for (const doc of this.docs.values()) if (doc.name === name) return doc;
    return undefined;
  }

  byId(id: string): VersionDoc | undefined {
    return this.docs.get(id);
  }

  overlay(id: string): VersionOverlay | undefined {
    return this.overlays.get(id);
  }

  /** A version's view (the main line's for its name or none); hidden ones only for admins, archived ones for everyone. */
  view(name: string | undefined, options: { hidden?: boolean } = {}): EditionView {
    if (name === undefined) return this.main;
    const doc = this.byName(name);
    if (!doc || (doc.status === 'hidden' && !options.hidden)) throw versionNotFound(name);
    return doc._id === MAIN_LINE_ID ? this.main : this.overlays.get(doc._id)!;
  }

  /** A version's document (new name or status): its overlay stays. */
  setDoc(doc: VersionDoc): void {
    this.docs.set(doc._id, doc);
    this.overlays.get(doc._id)?.named(doc.name);
    this.changes += 1;
  }

  /** A fork with its rows; `shared` tells which rows the main line shows exactly as they are. */
  putFork(doc: VersionDoc, rows: readonly VersionArticleDoc[], shared: (row: VersionArticleDoc) => boolean): VersionOverlay {
    const overlay = new VersionOverlay(doc._id, this.main);
    for (const row of rows) overlay.place(row, shared(row));
    this.overlays.set(doc._id, overlay);
    this.setDoc(doc);
    return overlay;
  }

  /** A deleted fork: its document, its overlay and its entries in the main index go. */
  removeFork(id: string): void {
    this.overlays.get(id)?.dispose();
    this.overlays.delete(id);
    if (this.docs.delete(id)) this.changes += 1;
  }

  /** One article changed in a fork. */
  putRow(row: VersionArticleDoc, shared: boolean): void {
    this.overlays.get(row.versionId)?.place(row, shared);
    this.changes += 1;
  }

  /** Before the main line changes or drops an article: each fork that shows it as it was keeps it. */
  /**
   * Before the main line changes (`after`) or drops an article: each fork that shows it as it was keeps it as it
   * was, unless the change leaves what readers see alike (a category rename re-indexes it, say).
   */
  mainChanging(id: string, before: () => ArticleDoc | undefined, after: ArticleDoc | undefined): void {
    const sharing = [...this.overlays.values()].filter((overlay) => overlay.isShared(id));
    if (sharing.length === 0) return;
    const was = before();
    if (!was) return;
    const same = after && statusOf(after) === 'published' && after.content === was.content && sharedWith(after, rowOf(was));
    if (!same) for (const overlay of sharing) overlay.keep(was);
  }

  /** The forks that show an article exactly as the main line does. */
  sharing(articleId: string): string[] {
    return [...this.overlays.entries()].filter(([, overlay]) => overlay.isShared(articleId)).map(([id]) => id);
  }

  /** Text of a fork's entry in the main index (`v:<versionId>:<articleId>`). */
  contentOf(indexId: string): DocContent | undefined {
    return this.overlays.get(indexId.slice(2, indexId.indexOf(':', 2)))?.contentOf(indexId);
  }

  /** Whether the site has versions (forks' entries may be in the main index: the main line's searches leave them out). */
  get any(): boolean {
    return this.docs.size > 0;
  }

  categoriesChanged(): void {
    for (const overlay of this.overlays.values()) overlay.categoriesChanged();
  }

  clear(): void {
    this.docs.clear();
    this.overlays.clear();
    this.changes += 1;
  }
}
