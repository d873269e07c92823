import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '../../../shared/contracts/account-data.contract';
import type { AuthContext } from '../../platform/http/auth-context';
import { ACCOUNT_DELETION_MESSAGES } from '../../../shared/contracts/auth.contract';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../platform/http/errors';
import type { Logger } from '../../platform/logger';
import type { AccountDataRepository } from './account-data.repository';
import { eraseFiles } from './account-data.files';

export interface AccountDataServiceDeps {
  repository: AccountDataRepository;
  /** The auth module's password check for irreversible acts (rate-limited like change-password); throws when wrong. */
  confirmPassword: (auth: AuthContext, password: string) => Promise<void>;
  dataDir: string;
  /** After each deletion: the database's checkpoint (SQLite: the write-ahead log emptied into the zeroed pages). */
  checkpoint: () => Promise<boolean>;
  log: Logger;
  now?: () => Date;
  /** The parts of the export other modules keep, in their own answer shapes: the educator request and the classes. */
  exportParts: {
    educator: (userId: string) => Promise<AccountExport['educator']>;
    schools: (userId: string) => Promise<AccountExport['schools']>;
    schoolLicences: (userId: string) => Promise<AccountExport['schoolLicences']>;
  };
}

/**
 * How long an anonymised order is kept: CTN art. 173 I gives the tax authority
 * 5 years, counted from the first day of the year after the sale, to assess
 * it; the record is kept until then (Código Civil art. 1.194).
 */
export function taxRetentionEnd(createdAt: string): string {
  const year = new Date(createdAt).getUTCFullYear();
  return new Date(Date.UTC(year + 6, 0, 1)).toISOString();
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * LGPD rights in self-service: the export (access, portability) and the
 * deletion. Both take a user id, so a staff console can run them on request.
 */
export function createAccountDataService(deps: AccountDataServiceDeps) {
  const { repository, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function requireUser(userId: string) {
    const user = await repository.findUser(userId);
    if (!user) throw new NotFoundError('Conta não encontrada.');
    return user;
  }

  /**
   * Erases the account: rows (orders kept only anonymised, for the tax
   * period), then its files under DATA_DIR. Sessions go with it, so every
   * token stops working at once.
   */
  async function eraseAccount(userId: string): Promise<void> {
    const user = await requireUser(userId);
    // The addresses are read first: the rows that list them go with the deletion.
    const subject = await repository.subjectOf(user);
    const { outboxIds } = await repository.erase(subject, now().toISOString(), taxRetentionEnd);
    const files = await eraseFiles(deps.dataDir, subject, outboxIds);
    if (!(await deps.checkpoint()))
      log.warn({ userId: user.id }, 'database checkpoint after an erasure was partial (a reader held the log); the next one completes it');
    log.info({ userId: user.id, orders: subject.orderIds.length, attempts: subject.attemptIds.length, files }, 'account erased on request (LGPD)');
  }

  return {
    /**
     * Everything stored about the account (see TABLE_COVERAGE for where each part comes from). The person's own
     * export lists their staff-console actions without their targets (ids of the people they acted on); the staff
     * console's export (`for: 'staff-console'`) leaves them out: the audit log is for admins.
     */
    async exportFor(userId: string, options: { for: 'owner' | 'staff-console' } = { for: 'owner' }): Promise<AccountExport> {
      const user = await requireUser(userId);
      const subject = await repository.subjectOf(user);
      const attempts = await repository.attempts(user.id);
      const answers = await repository.answers(subject.attemptIds);
      const curriculum = await repository.curriculum(user.id);
      const security = {
        sessions: (await repository.sessions(user.id)).map((s) => ({ createdAt: s.created_at, expiresAt: s.expires_at, revokedAt: s.revoked_at })),
        temporaryPasswords: (await repository.temporaryPasswords(user.id)).map((t) => ({
          createdAt: t.created_at,
          expiresAt: t.expires_at,
          usedAt: t.used_at,
        })),
        emailConfirmations: (await repository.emailVerifications(user.id)).map((v) => ({
          email: v.email_normalized,
          createdAt: v.created_at,
          expiresAt: v.expires_at,
          usedAt: v.used_at,
        })),
        pendingPasswordResets: (await repository.passwordResetRequests(user.email_normalized)).map((r) => ({ requestedAt: r.requested_at })),
        emailChangeReverts: (await repository.emailChangeReverts(user.id)).map((r) => ({
          oldEmail: r.old_email,
          createdAt: r.created_at,
          expiresAt: r.expires_at,
          usedAt: r.used_at,
        })),
      };
      let curriculumExport: AccountExport['curriculum'] = null;
      if (curriculum) {
        const { id, user_id: _userId, ...fields } = curriculum;
        curriculumExport = {
          id,
          fields: { ...fields, differentials: parseJson(fields.differentials) },
          ...(await repository.curriculumItems(id)),
          versions: (await repository.curriculumVersions(id)).map((v) => ({ number: v.number, createdAt: v.created_at, document: parseJson(v.document) })),
          trash: (await repository.curriculumTrash(id)).map((t) => ({
            kind: t.kind,
            item: parseJson(t.item),
            cause: t.cause,
            deletedAt: t.deleted_at,
            expiresAt: t.expires_at,
          })),
          letter: await (async () => {
            const letter = await repository.curriculumLetter(id);
            if (!letter) return null;
            const { id: _letterId, curriculum_id: _curriculumId, suggested, ...letterFields } = letter;
            return { ...letterFields, suggested: parseJson(suggested) };
          })(),
          letterVersions: (await repository.curriculumLetterVersions(id)).map((v) => ({
            number: v.number,
            createdAt: v.created_at,
            document: parseJson(v.document),
          })),
          reviewLinks: (await repository.curriculumReviewLinks(id)).map((l) => ({
            includes: parseJson(l.includes),
            createdAt: l.created_at,
            expiresAt: l.expires_at,
            revokedAt: l.revoked_at,
            openCount: Number(l.open_count),
            lastOpenedAt: l.last_opened_at,
          })),
        };
      }
      return {
        format: ACCOUNT_EXPORT_FORMAT,
        exportedAt: now().toISOString(),
        account: {
          id: user.id,
          name: user.name,
          email: user.email,
          document: user.document,
          phone: user.phone,
          role: user.role,
          accountStatus: user.account_status,
          emailVerifiedAt: user.email_verified_at,
          pendingEmail: user.pending_email,
          canAccessCurriculum: user.can_access_curriculum === 1,
          createdAt: user.created_at,
          updatedAt: user.updated_at,
          lastQuizCompletedAt: user.last_quiz_completed_at,
          ageBand: user.age_band,
          schoolStage: user.school_stage,
          situation: user.situation,
          uf: user.uf,
        },
        consents: (await repository.consents(user.id)).map((c) => ({ document: c.document, version: c.version, acceptedAt: c.accepted_at })),
        attempts: attempts.map((a) => ({
          id: a.id,
          status: a.status,
          questionSetVersion: a.question_set_version,
          startedAt: a.started_at,
          completedAt: a.completed_at,
          durationSeconds: a.duration_seconds,
          reportStatus: a.report_status,
          dominantProfileId: a.dominant_profile_id,
          secondaryProfileId: a.secondary_profile_id,
          result: parseJson(a.score_result),
          profilePick: a.profile_pick === null ? null : { profileId: a.profile_pick, pickedAt: a.profile_pick_at },
          sharedAt: a.shared_at,
          answers: answers.filter((x) => x.attempt_id === a.id).map((x) => ({ questionId: x.question_id, value: x.value, answeredAt: x.answered_at })),
        })),
        orders: (await repository.orders(user.id)).map((o) => ({
          id: o.id,
          attemptId: o.attempt_id,
          method: o.method,
          amountCents: o.amount_cents,
          status: o.status,
          createdAt: o.created_at,
          updatedAt: o.updated_at,
          paidAt: o.paid_at,
          guardian: o.guardian_name && o.guardian_email ? { name: o.guardian_name, email: o.guardian_email } : null,
        })),
        contactMessages: (await repository.contactMessages(subject)).map((m) => ({
          id: m.id,
          name: m.name,
          email: m.email,
          subject: m.subject,
          message: m.message,
          ip: m.ip,
          createdAt: m.created_at,
        })),
        sharedByEmail: (await repository.sharedByEmail(subject.attemptIds)).map((m) => ({
          to: m.to_address,
          attemptId: m.attempt_id,
          createdAt: m.created_at,
          sentAt: m.sent_at,
        })),
        emailsSent: (await repository.emailsOf(subject)).map((m) => ({
          kind: m.kind,
          to: m.to_address,
          subject: m.subject,
          status: m.status,
          createdAt: m.created_at,
          sentAt: m.sent_at,
        })),
        curriculum: curriculumExport,
        security,
        educator: await deps.exportParts.educator(user.id),
        schools: await deps.exportParts.schools(user.id),
        schoolLicences: await deps.exportParts.schoolLicences(user.id),
        ...(options.for === 'owner'
          ? { staffActions: (await repository.staffActions(user.id)).map((a) => ({ action: a.action, createdAt: a.created_at })) }
          : {}),
      };
    },

    /** Drops anonymised orders past their retention date (the worker's pass); how many went. */
    async purgeExpiredRetainedOrders(): Promise<number> {
      const purged = await repository.purgeRetainedOrders(now().toISOString());
      if (purged > 0) log.info({ purged }, 'retained orders past their tax retention period dropped');
      return purged;
    },

    /** For the owner (after the password) and staff on request (the staff console). */
    eraseAccount,

    /**
     * The owner's deletion: the password first (a wrong one changes nothing). Refused while the account has staff
     * rights (a role, or a confirmed staff-domain address): the rights go first, so nobody erases their own traces.
     */
    async deleteOwnAccount(auth: AuthContext, password: string): Promise<void> {
      if (auth.isStaff) throw new ConflictError(ACCOUNT_DELETION_MESSAGES.staffAccount);
      await deps.confirmPassword(auth, password);
      const user = await repository.findUser(auth.userId);
      if (!user) throw new UnauthorizedError();
      await eraseAccount(user.id);
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
