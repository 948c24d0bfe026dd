import { randomBytes, randomUUID } from 'node:crypto';
import { trusted } from 'mongoose';
import type { Actor, InvitePersonRequest, Person, Role } from '@kb/contracts';
import { isDuplicateKey } from '../db/duplicateKey';
import { Leases } from '../db/lease';
import { Conflict, Gone, NotFound } from '../errors';
import type { Models, PersonDoc, PersonTokenDoc } from '../models';
import { revokePasskeys } from '../passkeys/revoke';
import { readSiteSettings } from '../settings/siteSettings';
import { revokeAllSessions, tokenKey } from '../signIn/sessions';
import { actorOf } from './actor';
import { hashPassword } from './passwords';

/** How long an invitation or password-reset link works. */
const LINK_HOURS = 72;

const isActive = (doc: PersonDoc) => Boolean(doc.passwordHash || doc.ssoSubject);

/** A person as the console shows them; `invitationExpiresAt`: until when their newest invitation link works. */
export function presentPerson(doc: PersonDoc, invitationExpiresAt: Date | null = null): Person {
  return {
    id: doc._id,
    email: doc.email,
    name: doc.name,
    role: doc.role,
    status: isActive(doc) ? 'active' : 'invited',
    createdAt: new Date(doc.createdAt).toISOString(),
    invitationExpiresAt: !isActive(doc) && invitationExpiresAt ? invitationExpiresAt.toISOString() : null,
  };
}

export interface IssuedLink {
  person: PersonDoc;
  purpose: PersonTokenDoc['purpose'];
  token: string;
  expiresAt: Date;
}

const newGeneration = () => randomBytes(16).toString('base64url');

async function findPerson(models: Models, id: string): Promise<PersonDoc> {
  const person = await models.Person.findById(id).lean<PersonDoc>();
  if (!person) throw NotFound(`No person with id '${id}'`);
  return person;
}

/** No person's id: read for an address nobody has, so a known and an unknown address cost the same reads. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** The person with this (normalised) address, by two `_id` reads (both also when nobody has it). */
export async function findPersonByEmail(models: Models, email: string): Promise<PersonDoc | null> {
  const claim = await models.PersonEmail.findById(email).lean();
  const person = await models.Person.findById(claim?.personId ?? NOBODY).lean<PersonDoc>();
  return claim ? person : null;
}

export async function listPeople(models: Models): Promise<PersonDoc[]> {
  return models.Person.find().sort({ createdAt: 1, _id: 1 }).lean<PersonDoc[]>();
}

/** The team as the console lists it: each invited person with until when their newest invitation link works. */
export async function presentTeam(models: Models): Promise<Person[]> {
  const people = await listPeople(models);
  const invited = people.filter((person) => !isActive(person)).map((person) => person._id);
  const links = invited.length === 0 ? [] : await models.PersonToken.find({ purpose: 'invite', personId: trusted({ $in: invited }) }).lean<PersonTokenDoc[]>();
  const newest = new Map<string, Date>();
  for (const link of links) {
    const expiresAt = new Date(link.expiresAt);
    if (expiresAt.getTime() > (newest.get(link.personId)?.getTime() ?? Date.now())) newest.set(link.personId, expiresAt);
  }
  return people.map((person) => presentPerson(person, newest.get(person._id) ?? null));
}

/** Adds a person without a password and issues their invitation link, remembering who invited them. */
export async function invitePerson(models: Models, request: InvitePersonRequest, by: Actor | null = null): Promise<IssuedLink> {
  return issueLink(models, await addPerson(models, request as Required<InvitePersonRequest>), 'invite', by);
}

/**
 * Adds a person without a password (invited, or known through single sign-on: `ssoSubject`). The address
 * is claimed first by an insert with the address as `_id`, so two additions of one address give one person.
 */
export async function addPerson(models: Models, fields: { email: string; name: string; role: Role; ssoSubject?: string }): Promise<PersonDoc> {
  const { email, name, role, ssoSubject = null } = fields;
  const personId = randomUUID();
  const now = new Date();
  try {
    await models.PersonEmail.create({ _id: email, personId, createdAt: now });
  } catch (error) {
    if (isDuplicateKey(error)) throw Conflict(`${email} is already on the team`);
    throw error;
  }
  const person = await models.Person.create({ _id: personId, email, name, role, passwordHash: null, ssoSubject, generation: newGeneration(), createdAt: now });
  return person.toObject<PersonDoc>();
}

/** A new single-use link for the person; their older links stop working, unless `keepOlder` (another link to the same invitation). */
async function issueLink(
  models: Models,
  person: PersonDoc,
  purpose: PersonTokenDoc['purpose'],
  issuedBy: Actor | null = null,
  keepOlder = false,
): Promise<IssuedLink> {
  if (!keepOlder) await models.PersonToken.deleteMany({ personId: person._id });
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + LINK_HOURS * 3_600_000);
  await models.PersonToken.create({ _id: tokenKey(token), personId: person._id, purpose, expiresAt, createdAt, issuedBy: issuedBy && actorOf(issuedBy) });
  return { person, purpose, token, expiresAt };
}

/** A pending invitation's person; 409 once they have accepted it. */
async function findInvited(models: Models, id: string): Promise<PersonDoc> {
  const person = await findPerson(models, id);
  if (isActive(person)) throw Conflict(`${person.name} has already accepted their invitation`);
  return person;
}

/**
 * Another link to a pending invitation ("Copy link", "Resend"): the links given before keep working until they
 * expire, so copying a link again never breaks one already sent. The first link used accepts the invitation and
 * ends the others.
 */
export async function renewInvitation(models: Models, id: string, by: Actor): Promise<IssuedLink> {
  return issueLink(models, await findInvited(models, id), 'invite', by, true);
}

/** Revoke: the invited person leaves the team, and every link of their invitation stops working. */
export async function revokeInvitation(models: Models, id: string): Promise<PersonDoc> {
  const person = await findInvited(models, id);
  await models.Person.deleteOne({ _id: id });
  await models.PersonToken.deleteMany({ personId: id });
  await models.PersonEmail.deleteOne({ _id: person.email });
  return person;
}

/**
 * Password reset: the person's passkeys, password and sessions end at once (a new credential generation),
 * and a new link lets them choose another password (and add their passkeys again).
 */
export async function resetPassword(models: Models, id: string): Promise<IssuedLink> {
  const person = await findPerson(models, id);
  await revokePasskeys(models, id);
  const reset = { ...person, passwordHash: null, passkeyRequired: false, generation: newGeneration() };
  await models.Person.updateOne({ _id: id }, { $set: { passwordHash: null, generation: reset.generation } });
  await revokeAllSessions(models, id, 'passwordReset');
  return issueLink(models, reset, 'reset');
}

/**
 * A person changes their own password (they gave the current one): a new credential generation ends every
 * session of theirs; the caller opens a new one for the browser that asked. Passkeys stay: they are the person's.
 */
export async function changeOwnPassword(models: Models, id: string, password: string): Promise<PersonDoc> {
  const person = await findPerson(models, id);
  const changed = { ...person, passwordHash: await hashPassword(password), generation: newGeneration() };
  await models.Person.updateOne({ _id: id }, { $set: { passwordHash: changed.passwordHash, generation: changed.generation } });
  await revokeAllSessions(models, id, 'passwordChanged');
  return changed;
}

/**
 * Sign out everywhere for a person: their passkeys go first (a passkey added with a stolen session must not
 * sign its thief in again), then a new credential generation ends every session, also one a sign-in opens
 * meanwhile with what it read before; the sessions are marked ended for their list. Answers how many.
 */
export async function signOutPersonEverywhere(models: Models, id: string): Promise<{ sessionsEnded: number; passkeysRemoved: number }> {
  const passkeysRemoved = await revokePasskeys(models, id);
  await models.Person.updateOne({ _id: id }, { $set: { generation: newGeneration() } });
  return { sessionsEnded: await revokeAllSessions(models, id, 'signedOutEverywhere'), passkeysRemoved };
}

/**
 * Runs a change that could leave the site without an owner who can sign in (a demotion, a removal, the
 * shared-password sign-in switched off) holding the lease 'owners': the last-owner rule reads and then
 * writes, and FerretDB has no atomic update, so two such changes at once (two owners demoting each other,
 * on one instance or two) run one after the other and the second sees the first.
 */
export function holdingOwners<T>(models: Models, task: () => Promise<T>): Promise<T> {
  return new Leases(models.Person.db).hold('owners', task);
}

export async function changeRole(models: Models, id: string, role: Role): Promise<PersonDoc> {
  return holdingOwners(models, async () => {
    const person = await findPerson(models, id);
    if (person.role === 'owner' && role !== 'owner') await refuseLastOwner(models, id, 'change the role of');
    await models.Person.updateOne({ _id: id }, { $set: { role } });
    return { ...person, role };
  });
}

/**
 * Removes a person: their document goes first, which ends their sessions at once on every instance
 * (each request reads the session's person), then their sessions, links, passkeys and address claim.
 */
export async function removePerson(models: Models, id: string): Promise<{ person: PersonDoc; sessionsEnded: number }> {
  const person = await holdingOwners(models, async () => {
    const found = await findPerson(models, id);
    if (found.role === 'owner') await refuseLastOwner(models, id, 'remove');
    await models.Person.deleteOne({ _id: id });
    return found;
  });
  const sessionsEnded = await revokeAllSessions(models, id, 'removed');
  await models.PersonToken.deleteMany({ personId: id });
  await models.Passkey.deleteMany({ personId: id });
  await models.PersonEmail.deleteOne({ _id: person.email });
  return { person, sessionsEnded };
}

/** Whether someone other than `exceptId` is an owner who has set their password. */
export async function otherActiveOwnerExists(models: Models, exceptId: string | null): Promise<boolean> {
  const owners = await models.Person.find({ role: 'owner' }).lean<PersonDoc[]>();
  return owners.some((owner) => owner._id !== exceptId && owner.passwordHash !== null);
}

/** With the shared-password sign-in off, the last owner who can sign in stays, or nobody could manage the site. */
async function refuseLastOwner(models: Models, id: string, what: string): Promise<void> {
  const { sharedPasswordSignIn } = await readSiteSettings(models);
  if (!sharedPasswordSignIn && !(await otherActiveOwnerExists(models, id))) {
    throw Conflict(`Cannot ${what} the last owner while the shared-password sign-in is turned off`);
  }
}

/** The person and link of a link's secret: 410 when it is unknown, used or expired. */
export async function openLink(models: Models, token: string): Promise<{ person: PersonDoc; link: PersonTokenDoc }> {
  const link = await models.PersonToken.findById(tokenKey(token)).lean<PersonTokenDoc>();
  if (!link) throw Gone('This link is not valid: it was used, replaced by a newer one, or the person was removed');
  if (new Date(link.expiresAt).getTime() <= Date.now()) throw Gone(`This link has expired (links work for ${LINK_HOURS} hours): ask an owner for a new one`);
  return { person: await findPersonOr410(models, link.personId), link };
}

async function findPersonOr410(models: Models, id: string): Promise<PersonDoc> {
  const person = await models.Person.findById(id).lean<PersonDoc>();
  if (!person) throw Gone('This link is not valid: the person was removed');
  return person;
}

/**
 * Sets the person's password from their link, once: the use is an insert with the link's `_id`, so of
 * two uses at once only one sets a password. A new credential generation ends any older sessions.
 */
export async function acceptLink(models: Models, token: string, password: string): Promise<{ person: PersonDoc; link: PersonTokenDoc }> {
  const { person, link } = await openLink(models, token);
  try {
    await models.PersonTokenUse.create({ _id: link._id, at: new Date() });
  } catch (error) {
    if (isDuplicateKey(error)) throw Gone('This link was already used');
    throw error;
  }
  const passwordHash = await hashPassword(password);
  await models.Person.updateOne({ _id: person._id }, { $set: { passwordHash, generation: newGeneration() } });
  // Every link of the person ends: an invitation may have several (Copy link, Resend).
  await models.PersonToken.deleteMany({ personId: person._id });
  await revokeAllSessions(models, person._id, 'passwordChanged');
  return { person: { ...person, passwordHash }, link };
}
