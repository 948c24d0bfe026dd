import { z } from './zod';
import { LoginRequest } from './admin';
import { Id } from './entities';
import { LIMITS } from './limits';
import { ROLES } from './routes';
import { SiteBranding } from './siteBranding';

export const RoleName = z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` });

/** An email address as stored and compared: trimmed and lower-cased. */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters`)
  .pipe(z.email('Email must be an email address'));

/** A password a person chooses (the shared ADMIN_PASSWORD has its own rule in the API's environment). */
export const NewPassword = z
  .string()
  .min(LIMITS.personPasswordMin, `Password must be at least ${LIMITS.personPasswordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

/** A person of the admin team. `active` once they have set their password from their link. */
export const Person = z.object({
  id: Id,
  email: z.string(),
  name: z.string(),
  role: RoleName,
  status: z.enum(['invited', 'active']),
  createdAt: z.iso.datetime(),
  /** An invited person's newest invitation link: until when it works (null: active, or no link works any more). */
  invitationExpiresAt: z.iso.datetime().nullable(),
});
export type Person = z.infer<typeof Person>;

export const InvitePersonRequest = z.object({ email: Email, name: LoginRequest.shape.adminName, role: RoleName });
export type InvitePersonRequest = z.input<typeof InvitePersonRequest>;

export const UpdatePersonRequest = z.object({ role: RoleName });
export type UpdatePersonRequest = z.input<typeof UpdatePersonRequest>;

/** An invitation or password reset: the single-use link to copy, and whether it was also mailed. */
export const PersonLink = z.object({ person: Person, link: z.string(), expiresAt: z.iso.datetime(), mailed: z.boolean() });
export type PersonLink = z.infer<typeof PersonLink>;

/**
 * "Copy link" (`mail` false) or "Resend" (`mail` true: mailed when the site sends mail) for a pending invitation: a
 * new link, while the links given before keep working until they expire.
 */
export const RenewInvitationRequest = z.object({ mail: z.boolean() });
export type RenewInvitationRequest = z.input<typeof RenewInvitationRequest>;

export const RemovePersonResponse = z.object({ ok: z.literal(true), sessionsEnded: z.number().int().min(0) });
export type RemovePersonResponse = z.infer<typeof RemovePersonResponse>;

/** The secret of an invitation or reset link (32 random bytes as base64url). */
const LinkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'The link is not valid');

export const InvitationRequest = z.object({ token: LinkToken });
export type InvitationRequest = z.input<typeof InvitationRequest>;

export const Invitation = z.object({ email: z.string(), name: z.string(), purpose: z.enum(['invite', 'reset']), expiresAt: z.iso.datetime() });
export type Invitation = z.infer<typeof Invitation>;

export const AcceptInvitationRequest = z.object({ token: LinkToken, password: NewPassword });
export type AcceptInvitationRequest = z.input<typeof AcceptInvitationRequest>;

export const AcceptInvitationResponse = z.object({ ok: z.literal(true), email: z.string() });

/** "Change password": the current one, then the new one; this browser stays signed in with a new session, every other session ends. */
export const ChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Your current password is required').max(LIMITS.passwordMax),
  newPassword: NewPassword,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

/** A person's own name, as the team and the audit log see it. */
export const UpdateAccountRequest = z.object({ name: LoginRequest.shape.adminName });
export type UpdateAccountRequest = z.input<typeof UpdateAccountRequest>;

export const EmailLoginRequest = z.object({ email: Email, password: z.string().min(1, 'Password is required').max(LIMITS.passwordMax) });
export type EmailLoginRequest = z.input<typeof EmailLoginRequest>;

/**
 * Who the session is: a person (personId, email) or the site administrator of the shared password
 * (personId null), with the role that the console hides or disables actions by.
 */
export const CurrentSession = z.object({
  adminName: z.string(),
  personId: Id.nullable(),
  email: z.string().nullable(),
  role: RoleName,
  expiresAt: z.iso.datetime(),
});
export type CurrentSession = z.infer<typeof CurrentSession>;

/**
 * Site settings (one stored document). `sharedPasswordSignIn`: SPEC's name + ADMIN_PASSWORD sign-in.
 * `reviewRequired`: a revision written below the Publisher role goes live only once approved in review.
 * The rest is the site's public settings (SiteBranding).
 */
export const SiteSettings = z.object({ sharedPasswordSignIn: z.boolean(), reviewRequired: z.boolean(), ...SiteBranding.shape });
export type SiteSettings = z.infer<typeof SiteSettings>;

export const UpdateSiteSettingsRequest = SiteSettings.partial().refine((change) => Object.keys(change).length > 0, 'Name a setting to change');
export type UpdateSiteSettingsRequest = z.input<typeof UpdateSiteSettingsRequest>;
