import { uuidSchema } from '../models/schemaHelpers';

/** A person's passkey: `_id` is its WebAuthn credential id (base64url), so a sign-in finds it by one `_id` read. */
export interface PasskeyDoc {
  _id: string;
  personId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter (0 for most passkeys, which do not count). */
  counter: number;
  transports: string[];
  label: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export const passkeySchema = uuidSchema<PasskeyDoc>(
  {
    personId: { type: String, required: true, index: true },
    publicKey: { type: String, required: true },
    counter: { type: Number, default: 0 },
    transports: { type: [String], default: [] },
    label: { type: String, required: true },
    createdAt: { type: Date, required: true },
    lastUsedAt: { type: Date, default: null },
  },
  'passkeys',
);
