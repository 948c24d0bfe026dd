import { randomUUID } from 'node:crypto';
import { trusted } from 'mongoose';
import { isDuplicateKey } from '../db/duplicateKey';
import { Gone } from '../errors';
import type { Models } from '../models';
import type { ChallengeKind, SignInChallengeDoc } from './models';

/** How long a ceremony may take: an SSO round trip through the provider's sign-in, or a passkey prompt. */
export const CHALLENGE_MINUTES = 10;

/**
 * Stores a ceremony's secrets under a new id (or a given one, such as the hash of an SSO state); the
 * browser gets only the id, and what the ceremony shows it anyway.
 */
export async function issueChallenge(
  models: Models,
  kind: ChallengeKind,
  data: Record<string, string>,
  _id: string = randomUUID(),
  now = new Date(),
): Promise<string> {
  await models.SignInChallenge.create({ _id, kind, data, expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000) });
  return _id;
}

/**
 * Takes a challenge once: 410 when it is unknown, of another kind, expired or already used (a replay).
 * The use is an insert with the challenge's id, so two concurrent uses cannot both pass.
 */
export async function takeChallenge(models: Models, id: string, kind: ChallengeKind, now = new Date()): Promise<Record<string, string>> {
  const challenge = await models.SignInChallenge.findById(id).lean<SignInChallengeDoc>();
  if (!challenge || challenge.kind !== kind) throw Gone('This sign-in was not started here or has already been used: start again');
  if (new Date(challenge.expiresAt).getTime() <= now.getTime()) throw Gone(`This sign-in took longer than ${CHALLENGE_MINUTES} minutes: start again`);
  try {
    await models.SignInChallengeUse.create({ _id: id, at: now });
  } catch (error) {
    if (isDuplicateKey(error)) throw Gone('This sign-in was not started here or has already been used: start again');
    throw error;
  }
  await models.SignInChallenge.deleteOne({ _id: id });
  return challenge.data;
}

/** Drops expired challenges and uses older than any challenge could be (called when a ceremony starts). */
export async function deleteOldChallenges(models: Models, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - CHALLENGE_MINUTES * 60_000);
  await Promise.all([
    models.SignInChallenge.deleteMany({ expiresAt: trusted({ $lte: now }) }),
    models.SignInChallengeUse.deleteMany({ at: trusted({ $lte: before }) }),
  ]);
}
