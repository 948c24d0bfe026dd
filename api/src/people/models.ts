import type { Actor, NotificationMail, Role } from '@kb/contracts';
import { Schema } from 'mongoose';
import { nullable, required, uuidSchema } from '../models/schemaHelpers';

/** A person of the admin team. Removed people are deleted; what they did keeps their id and name. */
export interface PersonDoc {
  _id: string;
  /** Trimmed and lower-cased; unique through `PersonEmailDoc`. */
  email: string;
  name: string;
  role: Role;
  /** scrypt hash (see people/passwords.ts); null until the person sets one from their link. */
  passwordHash: string | null;
  /**
   * The person's credential generation: new whenever their password is set or reset, so their sessions
   * of an older one end (the shared password's sessions use its fingerprint instead, signIn/sessions.ts).
   */
  generation: string;
  /** `issuer|sub` of the identity-provider account this person signs in with (bound at their first SSO sign-in). */
  ssoSubject?: string | null;
  /** The person asked for one of their passkeys after their password (a second factor). */
  passkeyRequired?: boolean;
  /** How they hear of their notifications by mail (absent: DEFAULT_NOTIFICATION_MAIL). */
  notificationMail?: NotificationMail;
  createdAt: Date;
}

/** Claims an email address for one person: `_id` is the address, so two invitations of it cannot both insert. */
export interface PersonEmailDoc {
  _id: string;
  personId: string;
  createdAt: Date;
}

/** An invitation or password-reset link: `_id` is the SHA-256 of its secret (never stored). */
export interface PersonTokenDoc {
  _id: string;
  personId: string;
  purpose: 'invite' | 'reset';
  expiresAt: Date;
  createdAt: Date;
  /** Who issued it (the inviter, told when their invitation is accepted). */
  issuedBy?: Actor | null;
}

/** A link used: `_id` is the link's `_id`, so only one of two concurrent uses inserts it. */
export interface PersonTokenUseDoc {
  _id: string;
  at: Date;
}

export const personSchema = uuidSchema<PersonDoc>(
  {
    ...required({ email: String, name: String, role: String, generation: String, createdAt: Date }),
    ...nullable({ passwordHash: String, ssoSubject: String }),
    passkeyRequired: { type: Boolean, default: false },
    notificationMail: { type: String },
  },
  'people',
);

export const personEmailSchema = uuidSchema<PersonEmailDoc>(required({ personId: String, createdAt: Date }), 'person_emails');

export const personTokenSchema = uuidSchema<PersonTokenDoc>(
  { ...required({ personId: String, purpose: String, expiresAt: Date, createdAt: Date }), ...nullable({ issuedBy: Schema.Types.Mixed }) },
  'person_tokens',
);

export const personTokenUseSchema = uuidSchema<PersonTokenUseDoc>(required({ at: Date }), 'person_token_uses');
