import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { UnauthorizedError } from '@kb/api-client';
import { adminRequest } from '@kb/api-client/admin';
import type { AdminSession, SessionEndReason } from '@kb/contracts';
import { endedReason } from '../login/returnPath';
import { clearSession, readSession, saveExpiry, saveSession, SESSION_KEYS, type StoredSession } from './sessionStore';

/** SPEC §4: the session is read again every 60 seconds. */
const SESSION_CHECK_MS = 60_000;

type Status = 'loading' | 'authenticated' | 'unauthenticated';

interface SessionContextValue {
  status: Status;
  session: StoredSession | null;
  /** Clears the stored session and goes to /admin/login; the server is told in the background. */
  logout: () => void;
  /**
   * The session ended (ran out by default, or `ended` as the server said): leaves like `logout`, the sign-in page
   * says why, and signing in again comes back to this page (its unsaved text is offered there).
   */
  expire: (ended?: SessionEndReason | null) => void;
  /** "Stay signed in": the server moves the session's end (same token); rejects when it could not. */
  renew: () => Promise<void>;
  /**
   * Ends every admin session on the server (other browsers' too), then leaves like `logout`. Rejects,
   * staying signed in, when the server does not confirm it.
   */
  signOutEverywhere: () => Promise<void>;
  /** True when the error was a 401 and the admin has been logged out because of it. */
  logoutOnUnauthorized: (error: unknown) => boolean;
  /** The server gave this browser a new session (a changed password) or a new name: stores and uses it. */
  replace: (session: AdminSession) => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const here = useRef('');
  here.current = useLocation().pathname;
  const [status, setStatus] = useState<Status>('loading');
  const [session, setSession] = useState<StoredSession | null>(null);
  const sessionRef = useRef<StoredSession | null>(null);

  const refresh = useCallback(() => {
    const current = readSession();
    sessionRef.current = current;
    // The same session object while nothing changed (its users' effects do not run again); a new name is a change.
    setSession((previous) =>
      previous?.token === current?.token && previous?.expiresAt === current?.expiresAt && previous?.adminName === current?.adminName ? previous : current,
    );
    setStatus(current ? 'authenticated' : 'unauthenticated');
  }, []);

  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, SESSION_CHECK_MS);
    const handleStorage = (event: StorageEvent) => {
      if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) refresh();
    };
    window.addEventListener('storage', handleStorage);
    return () => {
      clearInterval(timer);
      window.removeEventListener('storage', handleStorage);
    };
  }, [refresh]);

  const leave = useCallback(
    (from?: string, ended?: SessionEndReason | null) => {
      clearSession();
      sessionRef.current = null;
      // One transition with the router's (ROUTER_FUTURE): the screen never renders signed out
      // at the old address, where the dashboard's own redirect to the sign-in page would drop `from`.
      startTransition(() => {
        setSession(null);
        setStatus('unauthenticated');
      });
      navigate('/admin/login', from || ended ? { state: { from, ended } } : undefined);
    },
    [navigate],
  );

  const end = useCallback(
    (from?: string, ended?: SessionEndReason | null) => {
      const token = sessionRef.current?.token;
      if (token) adminRequest('logout', { token }).catch((error: unknown) => console.error('Logout failed', error));
      leave(from, ended);
    },
    [leave],
  );
  const logout = useCallback(() => end(), [end]);
  const expire = useCallback((ended: SessionEndReason | null = 'expired') => end(here.current, ended), [end]);

  const renew = useCallback(async () => {
    const token = sessionRef.current?.token;
    if (!token) return;
    saveExpiry((await adminRequest('renewSession', { token })).expiresAt);
    refresh();
  }, [refresh]);

  const signOutEverywhere = useCallback(async () => {
    const token = sessionRef.current?.token;
    if (token) await adminRequest('signOutEverywhere', { token });
    leave(undefined, 'signedOutEverywhere');
  }, [leave]);

  const logoutOnUnauthorized = useCallback(
    (error: unknown) => {
      if (!(error instanceof UnauthorizedError)) return false;
      const ended = endedReason(error.body?.details);
      const token = sessionRef.current?.token;
      // A call still on its way with a session this browser has since replaced (Change password) answers 401 too:
      // only when the session in use has ended is the person signed out.
      if (token)
        adminRequest('currentSession', { token }).then(
          () => undefined,
          () => expire(ended),
        );
      else expire(ended);
      return true;
    },
    [expire],
  );

  const replace = useCallback(
    (next: AdminSession) => {
      saveSession(next);
      refresh();
    },
    [refresh],
  );

  const value = useMemo(
    () => ({ status, session, logout, expire, renew, signOutEverywhere, logoutOnUnauthorized, replace }),
    [status, session, logout, expire, renew, signOutEverywhere, logoutOnUnauthorized, replace],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
