import { trusted } from 'mongoose';
import { expect, it } from 'vitest';
import { testApiForFile } from '../../test/harness';
import { appendEvent, eventId, findLastPlace, placeOf, windowPruner } from './eventLog';

const api = testApiForFile();

it('keeps a day of events in the window the instances follow, and always the last one; the audit log keeps them all', async () => {
  const { models } = api.deps;
  const event = (hoursAgo: number) => ({
    adminName: 'Window test',
    action: 'settings.update',
    target: null,
    createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
  });
  const old = await appendEvent(models, event(25));
  const recent = await appendEvent(models, event(23));
  const lastOld = await appendEvent(models, event(26));
  expect(await findLastPlace(models)).toBe(placeOf(lastOld._id));

  expect(await windowPruner(models)()).toBeGreaterThanOrEqual(1);
  const inWindow = async (id: string) => (await models.EventFeedEntry.findById(id).lean()) !== null;
  expect(await inWindow(old._id)).toBe(false);
  expect(await inWindow(recent._id)).toBe(true);
  // Older than a day, but the last: it tells where the log ends.
  expect(await inWindow(lastOld._id)).toBe(true);
  expect(await findLastPlace(models)).toBe(placeOf(lastOld._id));
  expect(await models.AuditEntry.countDocuments({ _id: trusted({ $in: [old._id, recent._id, lastOld._id] }) })).toBe(3);
  // The next event goes after it.
  expect((await appendEvent(models, event(0)))._id).toBe(eventId(placeOf(lastOld._id) + 1));
});
