import { Schema } from 'mongoose';
import { uuidSchema } from '../models/schemaHelpers';

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
