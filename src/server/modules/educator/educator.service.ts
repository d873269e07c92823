import { randomUUID } from 'node:crypto';
import {
  EDUCATOR_MESSAGES,
  type EducatorRequest,
  type EducatorRequestBody,
  type StaffEducatorFilter,
  type StaffEducatorRequest,
} from '../../../shared/contracts/educator.contract';
import type { Role } from '../../../shared/contracts/auth.contract';
import type { AgeBand } from '../../../shared/domain/age-band';
import { isAdultBand } from '../../../shared/domain/work-rules';
import type { AuthContext } from '../../platform/http/auth-context';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/http/errors';
import type { EducatorRepository, EducatorRequestRow, StaffEducatorRequestRow } from './educator.repository';

export interface EducatorServiceDeps {
  repository: EducatorRepository;
  /** The account module's: the person's age band, role, and the EDUCATOR role's grant (decision 0181: roles are written there). */
  account: {
    lifeStageOf(userId: string): Promise<{ ageBand: AgeBand | null }>;
    roleOf(userId: string): Promise<Role | null>;
    grantEducatorRole(userId: string): Promise<boolean>;
  };
  /** The auth module's rule for staff rights. */
  hasStaffRights: (user: { role: Role }) => boolean;
  now: () => Date;
}

function toRequest(row: EducatorRequestRow): EducatorRequest {
  return {
    id: row.id,
    school: row.school,
    city: row.city,
    uf: row.uf,
    role: row.role,
    status: row.status,
    requestedAt: row.created_at,
    decidedAt: row.decided_at,
    refusalReason: row.refusal_reason,
  };
}

function toStaffRequest(row: StaffEducatorRequestRow): StaffEducatorRequest {
  return { ...toRequest(row), userId: row.user_id, name: row.name, email: row.email };
}

/**
 * Educator accounts (issue 30 item 1, decision 0194): an adult asks, staff decide. The staff console's calls
 * (list, approve, refuse) are lent to the staff module, which audits each decision.
 */
export function createEducatorService(deps: EducatorServiceDeps) {
  const { repository, account, now } = deps;

  async function decide(
    id: string,
    decision: { status: 'approved' | 'refused'; reason: string | null },
  ): Promise<{ request: StaffEducatorRequest; changed: boolean }> {
    const before = await repository.byId(id);
    if (!before) throw new NotFoundError(EDUCATOR_MESSAGES.notFound);
    // A second click on the same decision keeps the first one (and is not audited again); the other decision is a conflict.
    if (before.status === decision.status) return { request: toStaffRequest(before), changed: false };
    if (!(await repository.decide(id, decision, now().toISOString()))) throw new ConflictError(EDUCATOR_MESSAGES.notPending);
    if (decision.status === 'approved') await account.grantEducatorRole(before.user_id);
    const after = await repository.byId(id);
    return { request: toStaffRequest(after ?? before), changed: true };
  }

  return {
    async mine(auth: AuthContext): Promise<{ request: EducatorRequest | null; isEducator: boolean }> {
      const row = await repository.ofUser(auth.userId);
      const role = await account.roleOf(auth.userId);
      return { request: row ? toRequest(row) : null, isEducator: role === 'EDUCATOR' && row?.status === 'approved' };
    },

    /** The request as the LGPD export shows it (the same shape as GET /educator/request's). */
    async exportOf(userId: string): Promise<EducatorRequest | null> {
      const row = await repository.ofUser(userId);
      return row ? toRequest(row) : null;
    },

    /** Adults only (the age band, decision 0177's rules); one request pending or approved at a time; after a refusal, a new one. */
    async ask(auth: AuthContext, body: EducatorRequestBody): Promise<EducatorRequest> {
      const role = await account.roleOf(auth.userId);
      if (role && deps.hasStaffRights({ role })) throw new ConflictError(EDUCATOR_MESSAGES.staffAccount);
      const { ageBand } = await account.lifeStageOf(auth.userId);
      if (ageBand === null) throw new ForbiddenError(EDUCATOR_MESSAGES.ageBandMissing);
      if (!isAdultBand(ageBand)) throw new ForbiddenError(EDUCATOR_MESSAGES.adultOnly);
      if (!(await repository.ask(auth.userId, randomUUID(), body, now().toISOString()))) {
        const existing = await repository.ofUser(auth.userId);
        throw new ConflictError(existing?.status === 'approved' ? EDUCATOR_MESSAGES.alreadyApproved : EDUCATOR_MESSAGES.alreadyPending);
      }
      const row = await repository.ofUser(auth.userId);
      return toRequest(row!);
    },

    staff: {
      async list(filter: StaffEducatorFilter): Promise<StaffEducatorRequest[]> {
        return (await repository.list(filter)).map(toStaffRequest);
      },
      approve: (id: string) => decide(id, { status: 'approved', reason: null }),
      refuse: (id: string, reason: string | null) => decide(id, { status: 'refused', reason }),
    },
  };
}

export type EducatorService = ReturnType<typeof createEducatorService>;
/** What the staff console's "Educadores" uses. */
export type EducatorStaffCalls = EducatorService['staff'];
