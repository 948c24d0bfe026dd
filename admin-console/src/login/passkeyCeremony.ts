import { adminRequest } from '@kb/api-client/admin';
import type { AdminSession, PasskeyCeremony, PasskeySignInRequest } from '@kb/contracts';

/**
 * Has the browser's passkey sign a sign-in challenge, and answers the session: instead of a password
 * (`passkeySignIn`) or after it (`loginSecondFactor`). @simplewebauthn/browser loads only now.
 */
export async function signWithPasskey(ceremony: PasskeyCeremony, call: 'passkeySignIn' | 'loginSecondFactor'): Promise<AdminSession> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: ceremony.options as never });
  // The library's AuthenticationResponseJSON is the contract's shape (its types lack the index signatures).
  return adminRequest(call, { body: { challengeId: ceremony.challengeId, response: response as PasskeySignInRequest['response'] } });
}
