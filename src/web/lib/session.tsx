import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { logoutContract, meContract, refreshContract, type User } from '../../shared/contracts/auth.contract';
import { ApiError, callApi } from './api-client';
import {
  clearStoredSession,
  readStoredUser,
  readToken,
  storeSession,
  storeToken,
  storeUser,
} from './auth-storage';

/** Rotate the bearer token at most once a day, when the app opens. */
const TOKEN_ROTATION_MS = 24 * 3_600_000;
const ROTATED_AT_KEY = 'authTokenRotatedAt';

export type SessionStatus = 'checking' | 'authenticated' | 'anonymous';

interface SessionValue {
  status: SessionStatus;
  user: User | null;
  signIn(session: { user: User; token: string }): void;
  signOut(): Promise<void>;
  /** Re-reads the user from the server; a rejected token ends the session. */
  refreshUser(): Promise<void>;
  setUser(user: User): void;
}

const SessionContext = createContext<SessionValue | null>(null);

function initialState(): { status: SessionStatus; user: User | null } {
  const token = readToken();
  const user = readStoredUser();
  if (token && user) return { status: 'authenticated', user };
  if (token) return { status: 'checking', user: null };
  return { status: 'anonymous', user: null };
}

/**
 * `onSignOut` runs after an explicit logout has cleared the session, for the
 * features' own local data (lib cannot know them). A session that merely
 * expired does not run it: the quiz keeps its unsent answers for the next login.
 */
export function SessionProvider({ children, onSignOut }: { children: ReactNode; onSignOut?: () => void }) {
  const [state, setState] = useState(initialState);

  const clear = useCallback(() => {
    clearStoredSession();
    localStorage.removeItem(ROTATED_AT_KEY);
    setState({ status: 'anonymous', user: null });
  }, []);

  const refreshUser = useCallback(async () => {
    if (!readToken()) return;
    try {
      const { data } = await callApi(meContract);
      storeUser(data.user);
      setState({ status: 'authenticated', user: data.user });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) clear();
      else setState((s) => (s.status === 'checking' ? { status: 'anonymous', user: null } : s));
    }
  }, [clear]);

  useEffect(() => {
    if (state.status === 'checking') void refreshUser();
    // Only on mount: later checks happen on route changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (state.status !== 'authenticated') return;
    const rotatedAt = Number(localStorage.getItem(ROTATED_AT_KEY) ?? 0);
    if (Date.now() - rotatedAt < TOKEN_ROTATION_MS) return;
    callApi(refreshContract)
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
      signIn({ user, token }) {
        storeSession(token, user);
        localStorage.setItem(ROTATED_AT_KEY, String(Date.now()));
        setState({ status: 'authenticated', user });
      },
      async signOut() {
        try {
          await callApi(logoutContract);
        } catch {
          // Local data is cleared whatever the server says (spec §7).
        }
        clear();
        onSignOut?.();
      },
      refreshUser,
      setUser(user) {
        storeUser(user);
        setState({ status: 'authenticated', user });
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
