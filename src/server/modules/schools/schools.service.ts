import { randomInt, randomUUID } from 'node:crypto';
import {
  CLASSES_PER_EDUCATOR_MAX,
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  CLASS_MEMBERS_MAX,
  MEMBERSHIPS_PER_STUDENT_MAX,
  SCHOOLS_MESSAGES,
  type ClassDetail,
  type ClassSummary,
  type CreateClassBody,
  type Membership,
} from '../../../shared/contracts/schools.contract';
import type { Role } from '../../../shared/contracts/auth.contract';
import { joinClassPath } from '../../../shared/constants/app-routes';
import { versionDay } from '../../../shared/curriculum/versions';
import type { RateLimitRule } from '../../config';
import type { AuthContext } from '../../platform/http/auth-context';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../platform/http/errors';
import type { RateLimiter } from '../../platform/security/rate-limiter';
import type { ClassRow, MembershipRow, SchoolsRepository } from './schools.repository';

export interface SchoolsServiceDeps {
  repository: SchoolsRepository;
  /** The account module's role read: only an approved educator (role EDUCATOR) creates classes. */
  roleOf(userId: string): Promise<Role | null>;
  limiter: RateLimiter;
  limits: { perUser: RateLimitRule; perIp: RateLimitRule };
  publicUrl: string;
  now: () => Date;
  /** Told when a student joins a class (the school licences give a free seat to one who already finished: decision 0197). */
  onJoined?: (classId: string, userId: string) => Promise<void>;
}

/** A new join code: CLASS_CODE_LENGTH characters of the alphabet without look-alikes, from the CSPRNG. */
export function drawClassCode(): string {
  let code = '';
  for (let i = 0; i < CLASS_CODE_LENGTH; i++) code += CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)];
  return code;
}

/** Draws codes until one is free (a clash among 31^8 codes is rare; a few tries make it vanishing). */
async function withFreeCode(write: (code: string) => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt++) {
    if (await write(drawClassCode())) return;
  }
  throw new AppError(503, 'Não conseguimos criar um código agora. Tente de novo.');
}

function toSummary(row: ClassRow): ClassSummary {
  return {
    id: row.id,
    name: row.name,
    school: row.school,
    grade: row.grade,
    year: row.year,
    status: row.status,
    createdAt: row.created_at,
    members: row.members,
  };
}

function toMembership(row: MembershipRow): Membership {
  return {
    classId: row.class_id,
    name: row.name,
    school: row.school,
    grade: row.grade,
    year: row.year,
    educatorName: row.educator_name,
    status: row.status,
    joinedAt: row.joined_at,
    showMyResult: row.show_result === 1,
  };
}

/**
 * Projeto de Vida classes (issue 30 items 2–3, decision 0195): an approved educator's classes and codes, and a
 * student's memberships, which are their own choice. A class is found only by its educator: anyone else gets 404.
 */
export function createSchoolsService(deps: SchoolsServiceDeps) {
  const { repository, now } = deps;

  async function detail(row: ClassRow): Promise<ClassDetail> {
    const open = row.status === 'open' && row.join_code !== null;
    const joinUrl = open ? `${deps.publicUrl}${joinClassPath(row.join_code!)}` : null;
    let joinQrSvg: string | null = null;
    if (joinUrl) {
      const { default: QRCode } = await import('qrcode');
      joinQrSvg = await QRCode.toString(joinUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    }
    return { ...toSummary(row), code: open ? row.join_code : null, joinUrl, joinQrSvg, codeCreatedAt: open ? row.code_created_at : null };
  }

  async function requireEducator(auth: AuthContext): Promise<void> {
    if ((await deps.roleOf(auth.userId)) !== 'EDUCATOR') throw new ForbiddenError(SCHOOLS_MESSAGES.notEducator);
  }

  /** The caller's own class, or 404 (another educator's class, a plain user, a class that does not exist). */
  async function ownClass(auth: AuthContext, classId: string): Promise<ClassRow> {
    const row = await repository.classOf(auth.userId, classId);
    if (!row) throw new NotFoundError(SCHOOLS_MESSAGES.classNotFound);
    return row;
  }

  return {
    ownClass,

    async create(auth: AuthContext, body: CreateClassBody): Promise<ClassDetail> {
      await requireEducator(auth);
      const thisYear = Number(versionDay(now()).slice(0, 4));
      if (body.year !== thisYear && body.year !== thisYear + 1) throw new BadRequestError(SCHOOLS_MESSAGES.year);
      if ((await repository.openClassesOf(auth.userId)) >= CLASSES_PER_EDUCATOR_MAX) throw new ConflictError(SCHOOLS_MESSAGES.tooManyClasses);
      const id = randomUUID();
      const at = now().toISOString();
      await withFreeCode((code) =>
        repository.insertClass({
          id,
          educator_id: auth.userId,
          name: body.name,
          school: body.school,
          grade: body.grade,
          year: body.year,
          status: 'open',
          join_code: code,
          code_created_at: at,
          created_at: at,
          closed_at: null,
        }),
      );
      return detail(await ownClass(auth, id));
    },

    async list(auth: AuthContext): Promise<ClassSummary[]> {
      await requireEducator(auth);
      return (await repository.classesOf(auth.userId)).map(toSummary);
    },

    async get(auth: AuthContext, classId: string): Promise<ClassDetail> {
      return detail(await ownClass(auth, classId));
    },

    async newCode(auth: AuthContext, classId: string): Promise<ClassDetail> {
      const row = await ownClass(auth, classId);
      if (row.status !== 'open') throw new ConflictError(SCHOOLS_MESSAGES.classClosed);
      await withFreeCode((code) => repository.replaceCode(classId, code, now().toISOString()));
      return detail(await ownClass(auth, classId));
    },

    /**
     * Joins by code. Every try counts towards the limits per account and per address, and a right code is taken
     * back, so a spent budget stops guessing while a class joining at once is never refused.
     */
    async join(auth: AuthContext, client: string, code: string): Promise<{ membership: Membership; created: boolean }> {
      const userKey = `class-join:user:${auth.userId}`;
      const ipKey = `class-join:ip:${client}`;
      await deps.limiter.consume(userKey, deps.limits.perUser);
      await deps.limiter.consume(ipKey, deps.limits.perIp);
      const row = await repository.openClassByCode(code);
      if (!row) throw new NotFoundError(SCHOOLS_MESSAGES.codeNotFound);
      await deps.limiter.refund(userKey);
      await deps.limiter.refund(ipKey);

      if (row.educator_id === auth.userId) throw new ConflictError(SCHOOLS_MESSAGES.ownClass);
      const existing = await repository.membership(auth.userId, row.id);
      if (existing) return { membership: toMembership(existing), created: false };
      if (row.members >= CLASS_MEMBERS_MAX) throw new ConflictError(SCHOOLS_MESSAGES.classFull);
      if ((await repository.membershipCount(auth.userId)) >= MEMBERSHIPS_PER_STUDENT_MAX) throw new ConflictError(SCHOOLS_MESSAGES.tooManyMemberships);
      const created = await repository.join(row.id, auth.userId, now().toISOString());
      if (created) await deps.onJoined?.(row.id, auth.userId);
      const membership = await repository.membership(auth.userId, row.id);
      return { membership: toMembership(membership!), created };
    },

    /** The LGPD export's part: the classes the person created, and those they joined. */
    async exportOf(userId: string): Promise<{ classes: ClassSummary[]; memberships: Membership[] }> {
      return {
        classes: (await repository.classesOf(userId)).map(toSummary),
        memberships: (await repository.membershipsOf(userId)).map(toMembership),
      };
    },

    async memberships(auth: AuthContext): Promise<Membership[]> {
      return (await repository.membershipsOf(auth.userId)).map(toMembership);
    },

    async leave(auth: AuthContext, classId: string): Promise<void> {
      if (!(await repository.leave(auth.userId, classId))) throw new NotFoundError(SCHOOLS_MESSAGES.membershipNotFound);
    },

    async setShowResult(auth: AuthContext, classId: string, show: boolean): Promise<Membership> {
      if (!(await repository.setShowResult(auth.userId, classId, show, now().toISOString()))) throw new NotFoundError(SCHOOLS_MESSAGES.membershipNotFound);
      return toMembership((await repository.membership(auth.userId, classId))!);
    },
  };
}

export type SchoolsService = ReturnType<typeof createSchoolsService>;
