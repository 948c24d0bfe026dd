import { randomUUID } from 'node:crypto';
import mongoose, { trusted, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUri } from '../../test/harness';
import { createModels, type Models } from '../models';
import { connectDatabase } from './connect';

/**
 * Regression guard: user input that ends up in a filter (an id, a name) is matched as a value, never
 * run as a query operator. connect.ts turns on mongoose's sanitizeFilter and strictQuery; this
 * checks they are on and that they hold on the query paths the routes use (find, findById, exists,
 * countDocuments), on a mongoose release with the 2026 sanitizeFilter fixes.
 */
let conn: Connection;
let models: Models;
const articleId = randomUUID();
const REVISIONS = 3;

/** Whether `version` is at least `minimum` (plain x.y.z). */
function atLeast(version: string, minimum: string): boolean {
  const a = version.split('.').map(Number);
  const b = minimum.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

beforeAll(async () => {
  conn = await connectDatabase(testDatabaseUri());
  models = createModels(conn);
  for (let n = 0; n < REVISIONS; n += 1) {
    await models.Revision.create({ articleId, content: `<p>${n}</p>`, adminName: 'Ada', createdAt: new Date(), isPublished: n === 0 });
  }
});
afterAll(async () => {
  await conn.dropDatabase().catch(() => {});
  await conn.close();
});

const CAST_ERROR = 'CastError';

/** The query's result, or 'CastError' when mongoose refuses to run it. */
async function outcome<T>(query: PromiseLike<T>): Promise<T | string> {
  try {
    return await query;
  } catch (error) {
    if ((error as Error).name === CAST_ERROR) return CAST_ERROR;
    throw error;
  }
}

/** Operator objects a client could send in place of a string. */
const OPERATORS: unknown[] = [{ $ne: null }, { $gt: '' }, { $regex: '.*' }, { $exists: true }, { $in: [articleId] }, { $nin: [] }, { $where: 'true' }];

describe('mongoose sanitizeFilter and strictQuery', () => {
  it('is a release with the 2026 sanitizeFilter fixes (CVE-2026-42334, GHSA-pcrw-h46h-c93h): 8.22.1 or later', () => {
    expect(atLeast(mongoose.version, '8.22.1'), mongoose.version).toBe(true);
    expect(atLeast('8.22.0', '8.22.1')).toBe(false);
    expect(mongoose.get('sanitizeFilter')).toBe(true);
    expect(mongoose.get('strictQuery')).toBe(true);
  });

  it('matches an operator object given as a value literally (no match or a cast error), on find, exists and countDocuments', async () => {
    expect(await models.Revision.countDocuments({ articleId })).toBe(REVISIONS);
    for (const operator of OPERATORS) {
      const label = JSON.stringify(operator);
      expect([[], CAST_ERROR], label).toContainEqual(await outcome(models.Revision.find({ articleId: operator }).lean()));
      expect([0, CAST_ERROR], label).toContain(await outcome(models.Revision.countDocuments({ articleId: operator })));
      expect([null, CAST_ERROR], label).toContain(await outcome(models.Revision.exists({ _id: operator })));
      expect([null, CAST_ERROR], label).toContain(await outcome(models.Revision.findById(operator).lean()));
      expect([null, CAST_ERROR], label).toContain(await outcome(models.Revision.findOne({ adminName: operator }).lean()));
    }
  });

  it('neutralises operators nested in $nor, $or and $and (the $nor bypass of CVE-2026-42334)', async () => {
    // Honoured, { _id: { $ne: null } } matches every revision, so this $nor would match none (and the
    // $or every one). Neutralised, the inner operator is a literal value and the query is refused.
    const nor = { $nor: [{ _id: { $ne: null } }] };
    expect(await outcome(models.Revision.countDocuments(nor))).toBe(CAST_ERROR);
    expect(await outcome(models.Revision.find(nor).lean())).toBe(CAST_ERROR);
    expect(await outcome(models.Revision.countDocuments({ $or: [{ _id: { $ne: null } }] }))).toBe(CAST_ERROR);
    expect(await outcome(models.Revision.countDocuments({ $and: [{ articleId }, { adminName: { $ne: 'x' } }] }))).toBe(CAST_ERROR);
    expect(await outcome(models.Revision.countDocuments({ $nor: [{ articleId: { $in: [articleId] } }] }))).toBe(CAST_ERROR);
    // The same query built by our own code with trusted() still works: sanitizing is what refused it.
    expect(await models.Revision.countDocuments({ $nor: [{ _id: trusted({ $ne: null }) }] })).toBe(0);
  });

  it('drops filter keys the schema does not have (strictQuery)', async () => {
    expect(await models.Revision.countDocuments({ articleId, notAField: 'x' })).toBe(REVISIONS);
  });
});
