import type { VersionArticleDoc, VersionDoc } from '../models';
import type { ReadModel } from './readModel';
import { MAIN_LINE_ID } from './versionSet';

/** The versions as the read-model snapshot holds them: each fork's shared article ids, and its own rows in full. */
export interface VersionsDump {
  docs: VersionDoc[];
  forks: { id: string; shared: string[]; rows: VersionArticleDoc[] }[];
}

/**
 * What the overlays hold now (taken in the same synchronous step as the rest of the snapshot). An article a fork
 * shares with the main line is only its id (the main line's article is in the snapshot); one it changed, kept or
 * took off is its row with its content, as forking would store it.
 */
export function dumpVersions(readModel: ReadModel): VersionsDump {
  const docs = readModel.versions.list();
  const forks = docs.flatMap((doc) => {
    const overlay = readModel.versions.overlay(doc._id);
    if (!overlay) return [];
    const ids = overlay.articleIds();
    return [{ id: doc._id, shared: ids.filter((id) => overlay.isShared(id)), rows: ids.filter((id) => !overlay.isShared(id)).map((id) => overlay.row(id)!) }];
  });
  return { docs, forks };
}

/**
 * Puts the snapshot's versions over its restored main line, before the events logged since are applied
 * (which may change rows, add forks or move the main line on: each fork then keeps what it showed).
 */
export function restoreVersions(readModel: ReadModel, dump: VersionsDump): void {
  readModel.versions.clear();
  const forks = new Map(dump.forks.map((fork) => [fork.id, fork]));
  for (const doc of dump.docs) {
    if (doc._id === MAIN_LINE_ID) {
      readModel.versions.setDoc(doc);
      continue;
    }
    const fork = forks.get(doc._id) ?? { shared: [], rows: [] };
    const shared = fork.shared.flatMap((articleId): VersionArticleDoc[] => {
      const meta = readModel.meta(articleId);
      if (!meta) return [];
      const { slug, title, categoryId, order } = meta;
      return [
        {
          _id: `${doc._id}:${articleId}`,
          versionId: doc._id,
          articleId,
          revisionId: null,
          status: 'published',
          settings: { slug, title, categoryId, order, metaDescription: '', seoKeywords: [], semanticTags: [] },
          fields: null,
        },
      ];
    });
    const sharedIds = new Set(fork.shared);
    readModel.versions.putFork(doc, [...shared, ...fork.rows], (row) => sharedIds.has(row.articleId));
  }
}
