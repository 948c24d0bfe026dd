import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey, PasskeyCeremony } from '@kb/contracts';
import { BadRequest, Conflict, Unauthorized } from '../errors';
import type { Models, PasskeyDoc, PersonDoc } from '../models';
import { deleteOldChallenges, issueChallenge, takeChallenge } from '../signIn/challenges';

/** The relying party: its id is the site's host name, its origin the site's origin (PUBLIC_ORIGIN). */
export interface RelyingParty {
  origin: string;
  id: string;
}

export function relyingParty(origin: string): RelyingParty {
  return { origin, id: new URL(origin).hostname };
}

const RP_NAME = 'Skyframe Studio Knowledge Base';
const b64u = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

export function presentPasskey(doc: PasskeyDoc): Passkey {
  return {
    id: doc._id,
    label: doc.label,
    createdAt: new Date(doc.createdAt).toISOString(),
    lastUsedAt: doc.lastUsedAt ? new Date(doc.lastUsedAt).toISOString() : null,
  };
}

export async function listPasskeys(models: Models, personId: string): Promise<PasskeyDoc[]> {
  return models.Passkey.find({ personId }).sort({ createdAt: 1 }).lean<PasskeyDoc[]>();
}

/** Registration, first step: options for navigator.credentials.create(), a discoverable credential (a passkey). */
export async function registrationOptions(models: Models, rp: RelyingParty, person: PersonDoc): Promise<PasskeyCeremony> {
  await deleteOldChallenges(models);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(person._id),
    attestationType: 'none',
    excludeCredentials: (await listPasskeys(models, person._id)).map((key) => ({ id: key._id, transports: key.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const challengeId = await issueChallenge(models, 'passkeyRegistration', { challenge: options.challenge, personId: person._id });
  return { challengeId, options: { ...options } };
}

/** Registration, second step: the authenticator's answer to that challenge (once), verified, becomes a passkey of the person. */
export async function registerPasskey(
  models: Models,
  rp: RelyingParty,
  person: PersonDoc,
  challengeId: string,
  response: RegistrationResponseJSON,
): Promise<PasskeyDoc> {
  const { challenge, personId } = await takeChallenge(models, challengeId, 'passkeyRegistration');
  if (personId !== person._id) throw BadRequest('This passkey registration was started by someone else');
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge as string,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch((error: unknown) => {
    throw BadRequest(`The passkey could not be registered: ${(error as Error).message}`);
  });
  if (!result.verified) throw BadRequest('The passkey could not be registered: its answer did not verify');
  const { credential } = result.registrationInfo;
  if (await models.Passkey.exists({ _id: credential.id })) throw Conflict('This passkey is already registered');
  const count = await models.Passkey.countDocuments({ personId: person._id });
  const doc: PasskeyDoc = {
    _id: credential.id,
    personId: person._id,
    publicKey: b64u(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    label: count === 0 ? 'Passkey' : `Passkey ${count + 1}`,
    createdAt: new Date(),
    lastUsedAt: null,
  };
  await models.Passkey.create(doc);
  return doc;
}

/** Sign-in, first step: options for navigator.credentials.get() with no credential named (the browser offers its passkeys). */
export async function signInOptions(models: Models, rp: RelyingParty): Promise<PasskeyCeremony> {
  await deleteOldChallenges(models);
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  const challengeId = await issueChallenge(models, 'passkeySignIn', { challenge: options.challenge });
  return { challengeId, options: { ...options } };
}

/** What a second factor comes after: the person's password, or their identity provider's sign-in. */
export type FirstFactor = 'password' | 'sso';

/** A second factor after the first (`first`): options naming the person's own passkeys. */
export async function secondFactorOptions(models: Models, rp: RelyingParty, personId: string, first: FirstFactor): Promise<PasskeyCeremony> {
  await deleteOldChallenges(models);
  const allowCredentials = (await listPasskeys(models, personId)).map((key) => ({ id: key._id, transports: key.transports }));
  const options = await generateAuthenticationOptions({ rpID: rp.id, allowCredentials, userVerification: 'preferred' });
  const challengeId = await issueChallenge(models, 'secondFactor', { challenge: options.challenge, personId, first });
  return { challengeId, options: { ...options } };
}

/**
 * Sign-in, second step (`passkeySignIn`: instead of a password; `secondFactor`: after it): the challenge is
 * used once (a replay gets 410); the credential must be a passkey of a person on the team, and for a second
 * factor of the person whose password was right (401 otherwise); its signature over this challenge, origin
 * and relying party must verify. Instead of a password the authenticator must also have verified the user
 * (a PIN or biometric: two factors in one); after a password its presence is enough. Answers the person's id.
 */
export async function verifySignIn(
  models: Models,
  rp: RelyingParty,
  kind: 'passkeySignIn' | 'secondFactor',
  challengeId: string,
  response: AuthenticationResponseJSON,
): Promise<{ personId: string; first: FirstFactor | null }> {
  const { challenge, personId, first } = await takeChallenge(models, challengeId, kind);
  const passkey = await models.Passkey.findById(response.id).lean<PasskeyDoc>();
  if (!passkey) throw Unauthorized('This passkey is not registered here: sign in another way and add it under Account');
  if (personId && passkey.personId !== personId) throw Unauthorized('This passkey is not one of yours');
  const userHandle = response.response.userHandle;
  if (userHandle && Buffer.from(userHandle, 'base64url').toString('utf8') !== passkey.personId)
    throw Unauthorized('This passkey does not belong to its account');
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge as string,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: passkey._id, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: passkey.transports as never },
    requireUserVerification: kind === 'passkeySignIn',
  }).catch((error: unknown) => {
    throw Unauthorized(`The passkey did not sign you in: ${(error as Error).message}`);
  });
  if (!result.verified) throw Unauthorized('The passkey did not sign you in: its signature did not verify');
  await models.Passkey.updateOne({ _id: passkey._id }, { $set: { counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() } });
  return { personId: passkey.personId, first: kind === 'secondFactor' ? ((first as FirstFactor | undefined) ?? 'password') : null };
}
