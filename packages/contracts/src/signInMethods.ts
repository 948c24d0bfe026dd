import { z } from './zod';
import { Id } from './entities';
import { LIMITS } from './limits';

/**
 * What the sign-in screen offers (issue 29 item 4): SPEC's name + shared password (unless an owner turned
 * it off), a person's email address and password (always), single sign-on when OIDC is configured, passkeys.
 */
export const SignInOptions = z.object({ sharedPassword: z.boolean(), sso: z.boolean(), passkeys: z.boolean() });
export type SignInOptions = z.infer<typeof SignInOptions>;

/** Where the browser goes to sign in with the identity provider. */
export const SsoStart = z.object({ url: z.string() });
export type SsoStart = z.infer<typeof SsoStart>;

/** The query string the identity provider sent the browser back with (`?code=…&state=…`). */
export const SsoFinishRequest = z.object({
  query: z.string().startsWith('?', 'query must be the callback query string').max(4096, 'query must be at most 4096 characters'),
});
export type SsoFinishRequest = z.input<typeof SsoFinishRequest>;

/** base64url, as WebAuthn's JSON forms carry binary values (a credential id, client data, signatures). */
const B64u = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')
    .max(max);

/** A passkey's id: its WebAuthn credential id (base64url). */
export const PasskeyId = B64u(1400).min(1);

/** A ceremony's options (from @simplewebauthn/server) and the id of its single-use challenge. */
export const PasskeyCeremony = z.object({ challengeId: Id, options: z.looseObject({ challenge: z.string() }) });
export type PasskeyCeremony = z.infer<typeof PasskeyCeremony>;

const CredentialFields = {
  id: PasskeyId,
  rawId: PasskeyId,
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** navigator.credentials.create()'s answer in JSON (RegistrationResponseJSON). */
export const RegisterPasskeyRequest = z.object({
  challengeId: Id,
  response: z.object({
    ...CredentialFields,
    response: z.looseObject({
      clientDataJSON: B64u(4096),
      attestationObject: B64u(16384),
      transports: z.array(z.string().max(32)).max(10).optional(),
    }),
  }),
});
export type RegisterPasskeyRequest = z.input<typeof RegisterPasskeyRequest>;

/** navigator.credentials.get()'s answer in JSON (AuthenticationResponseJSON). */
export const PasskeySignInRequest = z.object({
  challengeId: Id,
  response: z.object({
    ...CredentialFields,
    response: z.looseObject({
      clientDataJSON: B64u(4096),
      authenticatorData: B64u(4096),
      signature: B64u(1024),
      userHandle: B64u(512).optional(),
    }),
  }),
});
export type PasskeySignInRequest = z.input<typeof PasskeySignInRequest>;

/** Adding a passkey needs a sign-in within this many minutes, or the person's password again. */
export const RECENT_SIGN_IN_MINUTES = 5;

/** Registration's first step: the person's password, unless they signed in within RECENT_SIGN_IN_MINUTES. */
export const PasskeyRegistrationRequest = z.object({ password: z.string().min(1, 'Password is required').max(LIMITS.passwordMax).optional() });
export type PasskeyRegistrationRequest = z.input<typeof PasskeyRegistrationRequest>;

/** One of a person's passkeys (their own, or, for owners, anyone's). */
/** A passkey's name, as its person chooses it ("Work laptop"). */
export const RenamePasskeyRequest = z.object({ label: z.string().trim().min(1, 'A passkey needs a name').max(60, 'A passkey name is at most 60 characters') });
export type RenamePasskeyRequest = z.input<typeof RenamePasskeyRequest>;

export const Passkey = z.object({ id: z.string(), label: z.string(), createdAt: z.iso.datetime(), lastUsedAt: z.iso.datetime().nullable() });
export type Passkey = z.infer<typeof Passkey>;

/**
 * A person who asked for a second factor: their password was right (or their identity provider vouched for
 * them), and their passkey must now sign this challenge (POST /api/admin/login/second-factor) before a
 * session opens.
 */
export const SecondFactorRequired = z.object({ secondFactor: PasskeyCeremony });
export type SecondFactorRequired = z.infer<typeof SecondFactorRequired>;

/** Whether the person's password sign-in also asks for one of their passkeys. */
export const SecondFactorSetting = z.object({ passkeyRequired: z.boolean() });
export type SecondFactorSetting = z.infer<typeof SecondFactorSetting>;

/** How a session was opened. */
export const SIGN_IN_METHODS = ['sharedPassword', 'password', 'sso', 'passkey', 'passwordAndPasskey', 'ssoAndPasskey'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  sharedPassword: 'Shared password',
  password: 'Email and password',
  sso: 'Single sign-on',
  passkey: 'Passkey',
  passwordAndPasskey: 'Password and passkey',
  ssoAndPasskey: 'Single sign-on and passkey',
};

/** A session's id on the wire: the SHA-256 (hex) under which it is stored, never its token. */
export const SessionId = z.string().regex(/^[0-9a-f]{64}$/, 'id must be a session id');

/** One open session of the caller's credential (the person's, or the shared password's). */
export const ActiveSession = z.object({
  id: z.string(),
  method: z.enum(SIGN_IN_METHODS).nullable(),
  adminName: z.string(),
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The browser as a person recognises it ("Chrome 131 on Windows"), from the User-Agent. */
  browser: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;
