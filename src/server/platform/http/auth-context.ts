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
  /** Staff rights: contracts with `auth: 'staff'` need it (role STAFF or ADMIN, or a verified address on the staff domain). */
  isStaff: boolean;
}

export type Authenticate = (token: string) => Promise<AuthContext | null>;
