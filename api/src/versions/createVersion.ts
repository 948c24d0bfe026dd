import type { Actor, CreateVersionRequest, VersionStatus } from '@kb/contracts';
import { isDuplicateKey } from '../db/duplicateKey';
import type { Leases } from '../db/lease';
import { BadRequest, Conflict } from '../errors';
import type { Models, VersionArticleDoc, VersionDoc } from '../models';
import type { ReadModel } from '../readModel/readModel';
import { rowOf } from '../readModel/versionRows';
import { MAIN_LINE_ID, versionNotFound } from '../readModel/versionSet';
import { recordAudit } from '../commands/recordAudit';
import { recordArticleChange } from '../commands/recordChange';
import { actorOf } from '../people/actor';

export interface VersionWriter {
  models: Models;
  readModel: ReadModel;
  leases: Leases;
}

/** Rows per insert: FerretDB takes about 0.1 s per thousand. */
const INSERT_BATCH = 1000;

/** The change an event carries that makes other instances reload a version (`version:<id>`) or one of its rows (`version:<id>:<articleId>`). */
export const versionChange = (versionId: string, articleId?: string) => (articleId ? `version:${versionId}:${articleId}` : `version:${versionId}`);

const taken = (name: string) => Conflict(`A version named '${name}' already exists`);

/** Names the main line (the first fork): one insert with the fixed `_id`, so two first forks agree on one name. */
async function nameMainLine(models: Models, name: string | undefined, forkName: string): Promise<void> {
  const main = await models.Version.findById(MAIN_LINE_ID).lean<VersionDoc>();
  if (main) {
    if (name !== undefined && name !== main.name) throw BadRequest(`The main line is already named '${main.name}'`, { field: 'mainLineName' });
    return;
  }
  if (name === undefined)
    throw BadRequest('This is the first version: name the main line too (mainLineName), e.g. the release it documents now', { field: 'mainLineName' });
  if (name === forkName) throw BadRequest('The new version and the main line need different names', { field: 'mainLineName' });
  try {
    await models.Version.create({ _id: MAIN_LINE_ID, name, status: 'current', forkedFrom: null, createdAt: new Date(), createdBy: null });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const named = await models.Version.findById(MAIN_LINE_ID).lean<VersionDoc>();
    if (named?.name !== name) throw taken(name);
  }
}

/** The rows of the version forked from: every article the main line or that fork holds. */
function sourceRows(
  readModel: ReadModel,
  from: VersionDoc | undefined,
  versionId: string,
): { rows: VersionArticleDoc[]; shared: (row: VersionArticleDoc) => boolean } {
  const overlay = from && from._id !== MAIN_LINE_ID ? readModel.versions.overlay(from._id) : undefined;
  if (!overlay) {
    const rows = readModel.articleMetas().map((meta) => rowOf(readModel.articleDoc(meta._id)!, versionId));
    return { rows, shared: () => true };
  }
  const rows = overlay.articleIds().map((id) => ({ ...overlay.row(id)!, _id: `${versionId}:${id}`, versionId }));
  return { rows, shared: (row) => overlay.isShared(row.articleId) };
}

/**
 * "Create version": forks the main line or another version. Pointer rows are inserted in batches (no HTML
 * copied for shared articles), then the version document, which is the commit point (a unique name: a fork
 * stopped half-way leaves rows no version names). The name's lease keeps two forks of one name apart.
 */
export async function createVersion(writer: VersionWriter, request: CreateVersionRequest & { status: VersionStatus }, actor: Actor): Promise<VersionDoc> {
  const { models, readModel, leases } = writer;
  return leases.hold(`version:${request.name}`, async () => {
    if (await models.Version.exists({ name: request.name })) throw taken(request.name);
    const from = request.from === undefined ? undefined : await models.Version.findOne({ name: request.from }).lean<VersionDoc>();
    if (request.from !== undefined && !from) throw versionNotFound(request.from);
    await nameMainLine(models, request.mainLineName, request.name);
    const doc: VersionDoc = {
      _id: crypto.randomUUID(),
      name: request.name,
      status: request.status,
      forkedFrom: from?._id ?? MAIN_LINE_ID,
      createdAt: new Date(),
      createdBy: actorOf(actor),
    };
    const { rows, shared } = sourceRows(readModel, from ?? undefined, doc._id);
    for (let at = 0; at < rows.length; at += INSERT_BATCH) await models.VersionArticle.insertMany(rows.slice(at, at + INSERT_BATCH), { lean: true });
    try {
      await models.Version.create(doc);
    } catch (error) {
      await models.VersionArticle.deleteMany({ versionId: doc._id });
      throw isDuplicateKey(error) ? taken(request.name) : error;
    }
    const main = await models.Version.findById(MAIN_LINE_ID).lean<VersionDoc>();
    if (main) readModel.versions.setDoc(main);
    readModel.versions.putFork(doc, rows, shared);
    await recordArticleChange(models, versionChange(doc._id), readModel);
    await recordArticleChange(models, versionChange(MAIN_LINE_ID), readModel);
    await recordAudit(models, actor, 'version.create', `version:${doc._id} name:${doc.name} from:${from?.name ?? 'main line'} articles:${rows.length}`);
    return doc;
  });
}
