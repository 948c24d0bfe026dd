import type { Actor, UpdateVersionRequest } from '@kb/contracts';
import { isDuplicateKey } from '../db/duplicateKey';
import { Conflict } from '../errors';
import type { Models, VersionDoc } from '../models';
import type { ReadModel } from '../readModel/readModel';
import { MAIN_LINE_ID, versionNotFound } from '../readModel/versionSet';
import { recordAudit } from '../commands/recordAudit';
import { recordArticleChange } from '../commands/recordChange';
import { versionChange, type VersionWriter } from './createVersion';

/** A version's new name or status, in the database, here and on other instances (the event log). */
export async function setVersion(
  models: Models,
  readModel: ReadModel,
  doc: VersionDoc,
  fields: Partial<Pick<VersionDoc, 'name' | 'status'>>,
): Promise<VersionDoc> {
  await models.Version.updateOne({ _id: doc._id }, { $set: fields });
  const after = { ...doc, ...fields };
  readModel.versions.setDoc(after);
  await recordArticleChange(models, versionChange(doc._id), readModel);
  return after;
}

/** A new name or status ("Rename", "Archive" and back). The main line stays current; a fork becomes current
 * through "Make current" (makeCurrent.ts), never through its status. */
export async function updateVersion(writer: VersionWriter, name: string, request: UpdateVersionRequest, actor: Actor): Promise<VersionDoc> {
  const { models, readModel, leases } = writer;
  const found = await models.Version.findOne({ name }).lean<VersionDoc>();
  if (!found) throw versionNotFound(name);
  return leases.hold(`version-doc:${found._id}`, async () => {
    const before = (await models.Version.findById(found._id).lean<VersionDoc>()) ?? found;
    const mainLine = before._id === MAIN_LINE_ID;
    if (request.status !== undefined && request.status !== before.status) {
      if (mainLine) throw Conflict(`The main line '${before.name}' is the current version: it stays current`);
      if (request.status === 'current')
        throw Conflict(`Use "Make current" to make '${before.name}' the current version: it publishes its articles onto the current one`);
    }
    const fields = { ...(request.name !== undefined && { name: request.name }), ...(request.status !== undefined && { status: request.status }) };
    if (request.name !== undefined && request.name !== before.name && (await models.Version.exists({ name: request.name })))
      throw Conflict(`A version named '${request.name}' already exists`);
    let after: VersionDoc;
    try {
      after = await setVersion(models, readModel, before, fields);
    } catch (error) {
      throw isDuplicateKey(error) ? Conflict(`A version named '${request.name}' already exists`) : error;
    }
    const changed = Object.entries(fields).map(([field, value]) => `${field}: ${String(before[field as keyof VersionDoc])} -> ${value}`);
    await recordAudit(models, actor, 'version.update', `version:${after._id} ${changed.join('; ')}`);
    return after;
  });
}
