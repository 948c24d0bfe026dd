import { trusted } from 'mongoose';
import { isDuplicateKey } from '../db/duplicateKey';
import { everyRound } from '../db/rounds';
import type { AppDeps } from '../deps';
import type { Models, NotificationDoc, PersonDoc } from '../models';
import { notifierOf } from './notifier';

/** The daily digest goes out once a day, from this hour (UTC) on (docs/decisions/0152-daily-digest.md). */
export const DIGEST_HOUR_UTC = 7;
/** How often each instance looks whether a digest is due. */
const DIGEST_POLL_MS = 10 * 60_000;
/** At most this many entries in one digest (the newest are in the console anyway). */
const DIGEST_MAX = 100;

/**
 * One round of the daily digest at `now` (a clock the tests set): from DIGEST_HOUR_UTC on, each person who chose
 * "daily digest" gets one mail of their unread entries not yet in a digest. The day's run of a person is an
 * insert with `<person>:<day>` as `_id`, so of instances running at once one sends it; a mail the server refuses
 * gives the day back, for the next round. Answers how many digests were sent.
 */
async function runDigests(models: Models, now = new Date()): Promise<number> {
  const notifier = notifierOf(models);
  if (!notifier?.mailer.configured || now.getUTCHours() < DIGEST_HOUR_UTC) return 0;
  const day = now.toISOString().slice(0, 10);
  const people = await models.Person.find({ notificationMail: 'digest' }, { email: 1, name: 1 }).lean<Pick<PersonDoc, '_id' | 'email' | 'name'>[]>();
  let sent = 0;
  for (const person of people) {
    const run = `${person._id}:${day}`;
    try {
      await models.DigestRun.create({ _id: run, at: now });
    } catch (error) {
      if (isDuplicateKey(error)) continue;
      throw error;
    }
    const entries = await models.Notification.find({ recipient: person._id, readAt: null, digestedAt: null, createdAt: trusted({ $lte: now }) })
      .sort({ createdAt: 1 })
      .limit(DIGEST_MAX)
      .lean<NotificationDoc[]>();
    if (!entries.length) continue;
    const lines = entries.map((entry) => `- ${entry.text} (${new Date(entry.createdAt).toUTCString()})\n  ${notifier.link(entry.href)}`);
    const subject = `${entries.length === 1 ? '1 notification' : `${entries.length} notifications`} from the Skyframe Studio Knowledge Base`;
    const text = [
      `Hello ${person.name},`,
      '',
      'Your unread notifications:',
      '',
      ...lines,
      '',
      'You can change which mail you get under Account in the admin console.',
    ].join('\n');
    if (await notifier.mailer.sendText({ to: person.email, subject, text })) {
      await models.Notification.updateMany({ _id: trusted({ $in: entries.map((entry) => entry._id) }) }, { $set: { digestedAt: now } });
      sent += 1;
    } else await models.DigestRun.deleteOne({ _id: run });
  }
  return sent;
}

export interface DigestJob {
  /** One round at `now`. */
  runDue(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

/** The daily digest of one instance, as the scheduler runs schedules: a round every `everyMs` (0: none, the tests call runDue). */
export function startDigests(deps: Pick<AppDeps, 'models' | 'logger'>, everyMs = DIGEST_POLL_MS): DigestJob {
  const runDue = (now?: Date) => runDigests(deps.models, now);
  const rounds = everyRound(() => runDue(), everyMs, deps.logger, 'Sending the daily digests failed; tried again shortly');
  return { runDue, stop: rounds.stop };
}
