import type { User } from '../../shared/contracts/auth.contract';

/** Local-storage keys of spec §3. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  currentUser: 'currentUser',
} as const;

export function readToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.authToken);
}

/** The stored user, checked with the contract's schema (loaded here, so zod stays off the landing's first load). */
export async function readStoredUser(): Promise<User | null> {
  const raw = localStorage.getItem(STORAGE_KEYS.currentUser);
  if (!raw) return null;
  const { userSchema } = await import('../../shared/contracts/auth.contract');
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: User): void {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
}

export function storeUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
}

export function storeToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
}

export function clearStoredSession(): void {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.currentUser);
}
