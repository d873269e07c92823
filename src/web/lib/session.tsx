import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LegalConsent, User } from '../../shared/contracts/auth.contract';
import { ApiError, callApi } from './api-client';
import { clearStoredSession, readStoredUser, readToken, storeSession, storeToken, storeUser } from './auth-storage';

/** Rotate the bearer token at most once a day, when the app opens. */
const TOKEN_ROTATION_MS = 24 * 3_600_000;
const ROTATED_AT_KEY = 'authTokenRotatedAt';

export type SessionStatus = 'checking' | 'authenticated' | 'anonymous';

interface SessionState {
  status: SessionStatus;
  user: User | null;
  /**
   * The legal documents whose current version this person has not accepted (decision 0199): the app asks for
   * them before anything else. Read at login and from GET /auth/me (the stored session does not keep them).
   */
  pendingConsents: LegalConsent[];
}

interface SessionValue extends SessionState {
  signIn: (session: { user: User; token: string; pendingConsents?: LegalConsent[] }) => void;
  /** Ends the session on this device; `serverEnded` skips the logout call when the server already ended it (the account was deleted). */
  signOut: (options?: { serverEnded?: boolean }) => Promise<void>;
  /** Re-reads the user from the server; a rejected token ends the session. */
  refreshUser: () => Promise<void>;
  setUser: (user: User) => void;
  /** What is still pending after the person accepted (POST /auth/consents answers it). */
  setPendingConsents: (pending: LegalConsent[]) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** The auth contracts, loaded with the first call that needs them (zod stays off the landing's first load). */
const authContracts = () => import('../../shared/contracts/auth.contract');

const NONE: LegalConsent[] = [];

async function storedState(): Promise<SessionState> {
  const token = readToken();
  if (!token) return { status: 'anonymous', user: null, pendingConsents: NONE };
  const user = await readStoredUser();
  return user ? { status: 'authenticated', user, pendingConsents: NONE } : { status: 'checking', user: null, pendingConsents: NONE };
}

/**
 * `onSignOut` runs when an explicit logout ends the session, right before the
 * state turns anonymous, for the features' own local data (lib cannot know
 * them); it may load code first. A session that merely expired does not run
 * it: the quiz keeps its unsent answers for the next login.
 */
export function SessionProvider({ children, onSignOut }: { children: ReactNode; onSignOut?: () => void | Promise<void> }) {
  // Every first render starts at 'checking', in the browser as in the build's prerender (no storage there),
  // so hydration matches; the stored session is read right after mount.
  const [state, setState] = useState<SessionState>({ status: 'checking', user: null, pendingConsents: NONE });

  const clear = useCallback(() => {
    clearStoredSession();
    localStorage.removeItem(ROTATED_AT_KEY);
    setState({ status: 'anonymous', user: null, pendingConsents: NONE });
  }, []);

  const refreshUser = useCallback(async () => {
    if (!readToken()) return;
    try {
      const { data } = await callApi((await authContracts()).meContract);
      storeUser(data.user);
      setState({ status: 'authenticated', user: data.user, pendingConsents: data.pendingConsents });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) clear();
      else setState((s) => (s.status === 'checking' ? { status: 'anonymous', user: null, pendingConsents: NONE } : s));
    }
  }, [clear]);

  useEffect(() => {
    let live = true;
    void storedState().then((stored) => {
      if (!live) return;
      // A sign-in that happened meanwhile wins over what storage said at mount. A transition: the whole page
      // renders again for it, right after hydration, and it yields to the browser meanwhile (no long task).
      startTransition(() => setState((s) => (s.status === 'checking' ? stored : s)));
      // The stored user paints at once, then the server's is read: a role granted or revoked since the last
      // visit shows on this page load, not only after the next route change (or sign-in).
      if (stored.status !== 'anonymous') void refreshUser();
    });
    return () => {
      live = false;
    };
    // Only on mount: later checks happen on route changes and when the tab comes back into view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A tab left open (the staff console, the account page) catches up with the account when the person comes back to it.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshUser();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refreshUser]);

  useEffect(() => {
    if (state.status !== 'authenticated') return;
    const rotatedAt = Number(localStorage.getItem(ROTATED_AT_KEY) ?? 0);
    if (Date.now() - rotatedAt < TOKEN_ROTATION_MS) return;
    authContracts()
      .then(({ refreshContract }) => callApi(refreshContract))
      .then(({ data }) => {
        storeToken(data.token);
        localStorage.setItem(ROTATED_AT_KEY, String(Date.now()));
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) clear();
      });
  }, [state.status, clear]);

  const value = useMemo<SessionValue>(
    () => ({
      ...state,
      signIn({ user, token, pendingConsents = NONE }) {
        storeSession(token, user);
        localStorage.setItem(ROTATED_AT_KEY, String(Date.now()));
        setState({ status: 'authenticated', user, pendingConsents });
      },
      async signOut({ serverEnded = false } = {}) {
        // The stored session goes first, at once: a page left or reloaded while the logout call is out must not
        // come back signed in. The call then carries the token it ends.
        const token = readToken();
        clearStoredSession();
        localStorage.removeItem(ROTATED_AT_KEY);
        try {
          if (!serverEnded && token) await callApi((await authContracts()).logoutContract, { headers: { authorization: `Bearer ${token}` } });
        } catch {
          // Local data is cleared whatever the server says (spec §7).
        }
        try {
          await onSignOut?.();
        } finally {
          clear();
        }
      },
      refreshUser,
      setUser(user) {
        storeUser(user);
        setState((s) => ({ status: 'authenticated', user, pendingConsents: s.pendingConsents }));
      },
      setPendingConsents(pendingConsents) {
        setState((s) => (s.status === 'authenticated' ? { ...s, pendingConsents } : s));
      },
    }),
    [state, clear, refreshUser, onSignOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs <SessionProvider>');
  return value;
}
