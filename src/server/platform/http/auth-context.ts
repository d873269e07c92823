import type { Role } from '../../../shared/contracts/auth.contract';

/** Who is calling, as resolved from a valid bearer token. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  email: string;
  /** Set when the session was opened with a temporary password. */
  temporaryPasswordId: string | null;
  /** Paid users build resumes (spec §6): contracts with `auth: 'curriculum'` need it. */
  canAccessCurriculum: boolean;
  role: Role;
  /** The current address was confirmed through its link. */
  emailVerified: boolean;
  /** Staff rights: contracts with `auth: 'staff'` need it (role STAFF or ADMIN only). */
  isStaff: boolean;
  /** The quiz's skip-to-result (`auth: 'skip-to-result'`): staff rights, or a staff-domain address confirmed by its owner signed in. */
  canSkipToResult: boolean;
}

export type Authenticate = (token: string) => Promise<AuthContext | null>;
