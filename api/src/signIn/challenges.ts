import { randomUUID } from 'node:crypto';
import { Schema, trusted } from 'mongoose';
import { isDuplicateKey } from '../db/duplicateKey';
import { Gone } from '../errors';
import { rateLimit } from '../middlewares/rateLimit';
import { uuidSchema } from '../models/schemaHelpers';
import type { Models } from '../models';

/** What a sign-in ceremony keeps on the server between its two requests. */
export type ChallengeKind = 'sso' | 'passkeyRegistration' | 'passkeySignIn' | 'secondFactor';

/** A started ceremony: an SSO sign-in's state, nonce and PKCE verifier, or a passkey ceremony's challenge. */
export interface SignInChallengeDoc {
  _id: string;
  kind: ChallengeKind;
  data: Record<string, string>;
  expiresAt: Date;
}

/** A challenge used: `_id` is the challenge's, so of two uses at once only one inserts it (no compare-and-set). */
export interface SignInChallengeUseDoc {
  _id: string;
  at: Date;
}

export const signInChallengeSchema = uuidSchema<SignInChallengeDoc>(
  { kind: { type: String, required: true }, data: { type: Schema.Types.Mixed, required: true }, expiresAt: { type: Date, required: true } },
  'sign_in_challenges',
);
export const signInChallengeUseSchema = uuidSchema<SignInChallengeUseDoc>({ at: { type: Date, required: true } }, 'sign_in_challenge_uses');

/** How long a ceremony may take: an SSO round trip through the provider's sign-in, or a passkey prompt. */
export const CHALLENGE_MINUTES = 10;

/**
 * Ceremonies a client address may start per minute (each stores a challenge), per instance: far above what a
 * person needs, low enough that a flood cannot fill the collection.
 */
export const CEREMONY_STARTS_PER_MINUTE = 60;
export const ceremonyStartLimit = () => rateLimit('sign-in-ceremonies', { points: CEREMONY_STARTS_PER_MINUTE, windowSeconds: 60 });

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
