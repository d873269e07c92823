/** Who is calling, as resolved from a valid bearer token. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  email: string;
  /** Set when the session was opened with a temporary password. */
  temporaryPasswordId: string | null;
}

export type Authenticate = (token: string) => Promise<AuthContext | null>;
