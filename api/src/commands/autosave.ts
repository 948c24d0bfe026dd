import type { Actor } from '@kb/contracts';
import { isDuplicateKey } from '../db/duplicateKey';
import { KeyedQueue } from '../db/keyedQueue';
import type { AutosaveDoc, Models } from '../models';
import { actorKey } from '../people/actor';
import type { ReadModel } from '../readModel/readModel';
import { revisionsOf } from './revisionSlots';
import { requireArticle } from './saveRevision';
import { newestMainLineRevision } from './workingCopy';

/** Whose autosave of which article in which version (`versionId` null: the main line). */
export interface AutosaveKey {
  articleId: string;
  who: Actor;
  versionId: string | null;
}

const idOf = ({ articleId, who, versionId }: AutosaveKey) => `${articleId}/${versionId ?? 'main'}/${actorKey(who)}`;

/**
 * The editor's working text, autosaved on the server while a person types (at most every 5 s), so that opening the
 * article in another browser offers it back. One document per article, person and version, replaced by `_id`
 * through a per-key queue (FerretDB's updates are not atomic); a Save of that person there removes it. It is
 * offered only while it is still unsaved work on top of the working copy (`offered`).
 */
export class Autosaves {
  private readonly writes = new KeyedQueue();

  constructor(private readonly deps: { models: Models; readModel: ReadModel }) {}

  async save(key: AutosaveKey, text: string, baseRevisionId: string | null, savedAt = new Date()): Promise<void> {
    const { models, readModel } = this.deps;
    await requireArticle(models, readModel, key.articleId);
    const _id = idOf(key);
    const write = () => models.Autosave.updateOne({ _id }, { $set: { articleId: key.articleId, text, baseRevisionId, savedAt } }, { upsert: true });
    // Another instance inserted the same key at the same moment (this one's upsert lost the insert): it exists now, so update it.
    await this.writes.run(_id, () => write().catch((error: unknown) => (isDuplicateKey(error) ? write() : Promise.reject(error))));
  }

  async clear(key: AutosaveKey): Promise<void> {
    const _id = idOf(key);
    await this.writes.run(_id, () => this.deps.models.Autosave.deleteOne({ _id }));
  }

  /**
   * The person's autosave, unless it is no longer unsaved work: in the main line, when the working copy is not the one
   * it started from (a Save since, by anyone) or holds the same text; in a version, when a revision was saved there
   * since it was autosaved.
   */
  async offered(key: AutosaveKey): Promise<AutosaveDoc | null> {
    const { models, readModel } = this.deps;
    await requireArticle(models, readModel, key.articleId);
    const autosave = await models.Autosave.findById(idOf(key)).lean<AutosaveDoc>();
    if (!autosave) return null;
    if (key.versionId === null) {
      const workingCopy = await newestMainLineRevision(models, key.articleId);
      return (workingCopy?._id ?? null) === autosave.baseRevisionId && workingCopy?.content !== autosave.text ? autosave : null;
    }
    const savedSince = (await revisionsOf(models, key.articleId)).some(
      (revision) => revision.versionId === key.versionId && revision.createdAt >= autosave.savedAt,
    );
    return savedSince ? null : autosave;
  }
}
