import { canonicalName, Email, LIMITS, ROLES, type Role } from '@kb/contracts';
import { Forbidden } from '../errors';
import type { Models, PersonDoc } from '../models';
import { addPerson, findPersonByEmail } from '../people/people';
import type { SsoClaims } from './oidcClient';

/** The role a claim names (`editor`, `["kb", "Publisher"]`…): the highest of the roles it names, or null. */
function roleFromClaim(value: unknown): Role | null {
  const names = (Array.isArray(value) ? value : [value]).filter((name): name is string => typeof name === 'string').map((name) => name.trim().toLowerCase());
  const named = ROLES.filter((role) => names.includes(role));
  return named.at(-1) ?? null;
}

/**
 * The person an identity provider's sign-in is, matched by *verified* email address:
 * - no address, or one the provider has not verified (`email_verified` is not true): refused;
 * - a person of the team with that address: them, bound to that provider account at the first SSO sign-in
 *   (later sign-ins of the address from another account at the provider are refused);
 * - nobody: refused, unless the role claim (OIDC_ROLE_CLAIM) names a role, which adds them with it.
 * The role claim never changes the role of someone already on the team: owners manage roles in People.
 */
export async function ssoPerson(models: Models, claims: SsoClaims, roleClaim: string | undefined): Promise<PersonDoc> {
  const parsed = Email.safeParse(claims.email);
  if (!parsed.success) throw Forbidden('Your identity provider did not give an email address, so it cannot sign you in here');
  const email = parsed.data;
  if (claims.email_verified !== true) {
    throw Forbidden(`Your identity provider has not verified the email address ${email}, so it cannot sign you in here`);
  }
  const subject = `${claims.iss}|${claims.sub}`;
  const person = await findPersonByEmail(models, email);
  if (person) {
    if (person.ssoSubject && person.ssoSubject !== subject) {
      throw Forbidden(`${email} is linked to another account at your identity provider`);
    }
    if (!person.ssoSubject) await models.Person.updateOne({ _id: person._id }, { $set: { ssoSubject: subject } });
    return { ...person, ssoSubject: subject };
  }
  const role = roleClaim ? roleFromClaim(claims[roleClaim]) : null;
  if (!role) throw Forbidden(`${email} is not on the team: ask an owner to invite you`);
  const name = canonicalName(typeof claims.name === 'string' && claims.name.trim() ? claims.name : email).slice(0, LIMITS.adminNameMax);
  return addPerson(models, { email, name, role, ssoSubject: subject });
}
