import { z } from 'zod';
import { educatorRequestSchema } from './educator.contract';
import { classSummarySchema, membershipSchema } from './schools.contract';
import { defineContract } from './contract';
import { accountStatusSchema, roleSchema } from './auth.contract';
import { orderStatusSchema, paymentMethodSchema } from './payment.contract';
import { perSection } from '../curriculum/sections';

/** The file name of the export, on the server's Content-Disposition and the web's download. */
export const ACCOUNT_EXPORT_FILE_NAME = 'meus-dados-rumo.json';

/** Bumped when the export's shape changes, so a reader of an old file knows which one it holds. */
export const ACCOUNT_EXPORT_FORMAT = 1;

const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** CPF, digits only. */
  document: z.string().nullable(),
  phone: z.string().nullable(),
  role: roleSchema,
  accountStatus: accountStatusSchema,
  emailVerifiedAt: z.string().nullable(),
  /** An address change waiting for its confirmation. */
  pendingEmail: z.string().nullable(),
  canAccessCurriculum: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastQuizCompletedAt: z.string().nullable(),
  /** The age band the person gave (domain/age-band.ts), or null. */
  ageBand: z.string().nullable(),
  /** The stage-of-life answers (domain/life-stage.ts), each null when not given. */
  schoolStage: z.string().nullable(),
  situation: z.string().nullable(),
  uf: z.string().nullable(),
});

const consentSchema = z.object({ document: z.enum(['terms', 'privacy']), version: z.string(), acceptedAt: z.string() });

const attemptSchema = z.object({
  id: z.string(),
  status: z.string(),
  questionSetVersion: z.string(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  reportStatus: z.string(),
  dominantProfileId: z.number().nullable(),
  secondaryProfileId: z.number().nullable(),
  /** The stored result of the scoring engine, whole; null while in progress. */
  result: z.unknown(),
  /** The profile the person picked as most like them, of a perfil misto (issue 25), and when; null with no pick. */
  profilePick: z.object({ profileId: z.number(), pickedAt: z.string().nullable() }).nullable(),
  /** When the owner turned sharing on; null while the result is private. */
  sharedAt: z.string().nullable(),
  answers: z.array(z.object({ questionId: z.number(), value: z.number(), answeredAt: z.string() })),
});

/** Amount, method, status and dates: never card data, PIX codes or gateway keys. */
const orderSchema = z.object({
  id: z.string(),
  attemptId: z.string(),
  method: paymentMethodSchema,
  amountCents: z.number(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  /** The guardian named for a purchase by someone under 16 (they got its receipt), or null. */
  guardian: z.object({ name: z.string(), email: z.string() }).nullable(),
});

const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  ip: z.string(),
  createdAt: z.string(),
});

const sharedByEmailSchema = z.object({ to: z.string(), attemptId: z.string(), createdAt: z.string(), sentAt: z.string().nullable() });

/** The e-mails the service sent to the account's address (their bodies are not repeated). */
const emailSentSchema = z.object({
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

const itemList = z.array(z.record(z.string(), z.unknown()));

const curriculumSchema = z.object({
  id: z.string(),
  fields: z.record(z.string(), z.unknown()),
  // One list per section of the resume (shared/curriculum/sections.ts).
  ...perSection(() => itemList),
  versions: z.array(z.object({ number: z.number(), createdAt: z.string(), document: z.unknown() })),
  /** The resume's trash (items deleted or replaced in the last 30 days, decision 0185). */
  trash: z.array(z.object({ kind: z.string(), item: z.unknown(), cause: z.string(), deletedAt: z.string(), expiresAt: z.string() })),
  /** The cover letter (decision 0189): its target, organisation, paragraphs and the suggestions of its last save; null without one. */
  letter: z.record(z.string(), z.unknown()).nullable(),
  letterVersions: z.array(z.object({ number: z.number(), createdAt: z.string(), document: z.unknown() })),
  /** The resume's review links, live or not (never their token, which is not kept). */
  reviewLinks: z.array(
    z.object({
      includes: z.unknown(),
      createdAt: z.string(),
      expiresAt: z.string(),
      revokedAt: z.string().nullable(),
      openCount: z.number(),
      lastOpenedAt: z.string().nullable(),
    }),
  ),
});

const securitySchema = z.object({
  sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string(), revokedAt: z.string().nullable() })),
  temporaryPasswords: z.array(z.object({ createdAt: z.string(), expiresAt: z.string(), usedAt: z.string().nullable() })),
  emailConfirmations: z.array(z.object({ email: z.string(), createdAt: z.string(), expiresAt: z.string(), usedAt: z.string().nullable() })),
  pendingPasswordResets: z.array(z.object({ requestedAt: z.string() })),
  /** The links mailed to a former address that undo an address change. */
  emailChangeReverts: z.array(z.object({ oldEmail: z.string(), createdAt: z.string(), expiresAt: z.string(), usedAt: z.string().nullable() })),
});

/**
 * For staff members, in their own export only: what they did in the staff console and when (the audit log's
 * entries naming them as the actor), without the targets, which are the ids of the people they acted on.
 */
const staffActionSchema = z.object({ action: z.string(), createdAt: z.string() });

export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: z.string(),
  account: accountSchema,
  consents: z.array(consentSchema),
  attempts: z.array(attemptSchema),
  orders: z.array(orderSchema),
  contactMessages: z.array(contactMessageSchema),
  sharedByEmail: z.array(sharedByEmailSchema),
  emailsSent: z.array(emailSentSchema),
  curriculum: curriculumSchema.nullable(),
  security: securitySchema,
  /** The educator request (decision 0194): the school's name, city and UF, the person's role there, and its state; null when none. */
  educator: educatorRequestSchema.nullable(),
  /** Projeto de Vida classes (decision 0195): the classes the person created as an educator, and those they joined as a student. */
  schools: z.object({ classes: z.array(classSummarySchema), memberships: z.array(membershipSchema) }),
  /** School licences (decision 0197): the seat orders the person paid as an educator (payer name and CPF/CNPJ), and the seat that unlocked their report. */
  schoolLicences: z.object({
    orders: z.array(
      z.object({
        orderId: z.string(),
        classId: z.string(),
        seats: z.number().int(),
        status: orderStatusSchema,
        paymentMethod: paymentMethodSchema,
        amountCents: z.number().int(),
        createdAt: z.string(),
        paidAt: z.string().nullable(),
        refundedAt: z.string().nullable(),
        payerName: z.string().nullable(),
        payerDocument: z.string().nullable(),
      }),
    ),
    seatUses: z.array(z.object({ classId: z.string(), attemptId: z.string().nullable(), usedAt: z.string() })),
  }),
  /** Left out of the staff console's export of an account: the audit log is for admins. */
  staffActions: z.array(staffActionSchema).optional(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** LGPD access and portability: everything stored about the caller, as one JSON file (the answer's envelope). */
export const accountExportContract = defineContract({
  method: 'GET',
  path: '/me/export',
  auth: 'user',
  cache: 'no-store',
  data: accountExportSchema,
});
