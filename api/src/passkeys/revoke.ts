import type { Models, PasskeyDoc } from '../models';

/**
 * Removes one passkey of a person (by its owner or by an owner of the site). Without a passkey left, their
 * passkey-after-password is off, or it would lock them out of their password. Answers the passkey, or null
 * when the person has no such passkey.
 */
export async function removePasskey(models: Models, personId: string, passkeyId: string): Promise<PasskeyDoc | null> {
  const passkey = await models.Passkey.findById(passkeyId).lean<PasskeyDoc>();
  if (!passkey || passkey.personId !== personId) return null;
  await models.Passkey.deleteOne({ _id: passkey._id });
  if (!(await models.Passkey.exists({ personId }))) await models.Person.updateOne({ _id: personId }, { $set: { passkeyRequired: false } });
  return passkey;
}

/**
 * Removes every passkey of a person (a password reset, Sign out everywhere): a passkey added with a stolen
 * session goes with them, and the person adds theirs again. Their passkey-after-password is off (it has
 * nothing left to ask for). Answers how many were removed.
 */
export async function revokePasskeys(models: Models, personId: string): Promise<number> {
  const passkeys = await models.Passkey.find({ personId }).lean<PasskeyDoc[]>();
  await Promise.all(passkeys.map((passkey) => models.Passkey.deleteOne({ _id: passkey._id })));
  await models.Person.updateOne({ _id: personId }, { $set: { passkeyRequired: false } });
  return passkeys.length;
}
