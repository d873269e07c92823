import { z } from 'zod';
import { defineContract } from './contract';
import { UFS, UF_NAMES, LIFE_STAGE_MESSAGES } from '../domain/life-stage';

/**
 * Educator accounts (issue 30 item 1, decision 0194). A signed-in adult asks to
 * be an educator from /profile with the school's name, city and UF and their
 * role there; staff approve or refuse it in the console ("Educadores"), each
 * decision audited. Approval gives the EDUCATOR role, never staff rights. One
 * request per account: while it is pending or approved it cannot be asked
 * again; after a refusal the person may ask again (the same row, new details).
 */

export { UFS, UF_NAMES };

export const SCHOOL_NAME_MAX_LENGTH = 120;
export const SCHOOL_CITY_MAX_LENGTH = 80;
export const REFUSAL_REASON_MAX_LENGTH = 500;

/** The person's role at the school. */
export const EDUCATOR_ROLES = ['professor', 'coordenacao', 'orientacao'] as const;
export type EducatorRole = (typeof EDUCATOR_ROLES)[number];
export const EDUCATOR_ROLE_LABELS: Record<EducatorRole, string> = {
  professor: 'Professor(a)',
  coordenacao: 'Coordenação',
  orientacao: 'Orientação',
};

export const EDUCATOR_STATUSES = ['pending', 'approved', 'refused'] as const;
export type EducatorStatus = (typeof EDUCATOR_STATUSES)[number];

export const EDUCATOR_MESSAGES = {
  title: 'Sou educador(a)',
  intro: 'Você dá aula ou cuida da orientação numa escola? Peça o acesso de educador(a). A nossa equipe confere o pedido antes de liberar.',
  adultOnly: 'O acesso de educador(a) é só para maiores de 18 anos. Confira a sua faixa etária no seu perfil.',
  ageBandMissing: 'Informe a sua faixa etária no perfil antes de pedir o acesso de educador(a).',
  schoolRequired: 'Informe o nome da escola.',
  schoolTooLong: `O nome da escola pode ter até ${SCHOOL_NAME_MAX_LENGTH} caracteres.`,
  cityRequired: 'Informe a cidade da escola.',
  cityTooLong: `O nome da cidade pode ter até ${SCHOOL_CITY_MAX_LENGTH} caracteres.`,
  uf: LIFE_STAGE_MESSAGES.invalidUf,
  role: 'Escolha o que você faz na escola.',
  reasonTooLong: `O motivo pode ter até ${REFUSAL_REASON_MAX_LENGTH} caracteres.`,
  sent: 'Pedido enviado. A nossa equipe vai ler e a resposta vai aparecer aqui.',
  alreadyPending: 'Você já tem um pedido em análise. Aguarde a resposta da equipe.',
  alreadyApproved: 'Você já é educador(a) no Rumo.',
  staffAccount: 'Contas da equipe não pedem acesso de educador(a).',
  pending: 'Pedido em análise',
  pendingHelp: 'A nossa equipe vai conferir os dados da escola. A resposta aparece aqui.',
  approved: 'Pedido aprovado',
  approvedHelp: 'Você já é educador(a) no Rumo. Crie as suas turmas de Projeto de Vida em "Minhas turmas".',
  refused: 'Pedido recusado',
  refusedHelp: 'Confira os dados da escola e peça de novo. Se tiver dúvida, fale com a gente pela página de contato.',
  notFound: 'Pedido de educador(a) não encontrado.',
  notPending: 'Este pedido já foi analisado.',
  approvedByStaff: 'Pedido aprovado. A pessoa já tem o acesso de educador(a).',
  refusedByStaff: 'Pedido recusado. A pessoa vai ver o motivo no perfil.',
} as const;

const trimmed = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const educatorRequestBodySchema = z.object({
  school: trimmed(EDUCATOR_MESSAGES.schoolRequired, SCHOOL_NAME_MAX_LENGTH, EDUCATOR_MESSAGES.schoolTooLong),
  city: trimmed(EDUCATOR_MESSAGES.cityRequired, SCHOOL_CITY_MAX_LENGTH, EDUCATOR_MESSAGES.cityTooLong),
  uf: z.enum(UFS, { error: EDUCATOR_MESSAGES.uf }),
  role: z.enum(EDUCATOR_ROLES, { error: EDUCATOR_MESSAGES.role }),
});
export type EducatorRequestBody = z.infer<typeof educatorRequestBodySchema>;

/** The person's request as they see it (and as the LGPD export shows it). */
export const educatorRequestSchema = z.object({
  id: z.string(),
  school: z.string(),
  city: z.string(),
  uf: z.enum(UFS),
  role: z.enum(EDUCATOR_ROLES),
  status: z.enum(EDUCATOR_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Staff's reason for a refusal, shown to the person; null otherwise. */
  refusalReason: z.string().nullable(),
});
export type EducatorRequest = z.infer<typeof educatorRequestSchema>;

/** The caller's request, or null: `isEducator` is true once staff approved it (the role is then EDUCATOR). */
export const myEducatorRequestContract = defineContract({
  method: 'GET',
  path: '/educator/request',
  auth: 'user',
  data: z.object({ request: educatorRequestSchema.nullable(), isEducator: z.boolean() }),
});

/** Asks to be an educator: adults only; 409 while a request is pending or approved; after a refusal, a new request. */
export const createEducatorRequestContract = defineContract({
  method: 'POST',
  path: '/educator/request',
  auth: 'user',
  body: educatorRequestBodySchema,
  data: z.object({ request: educatorRequestSchema }),
});

// ----- Staff console: "Educadores" -----

export const staffEducatorRequestSchema = educatorRequestSchema.extend({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
});
export type StaffEducatorRequest = z.infer<typeof staffEducatorRequestSchema>;

export const staffEducatorFilterSchema = z.enum(['pending', 'approved', 'refused', 'all']);
export type StaffEducatorFilter = z.infer<typeof staffEducatorFilterSchema>;

/** The requests, oldest first for pending ones (the to-do list), newest decided first otherwise. */
export const staffEducatorsContract = defineContract({
  method: 'GET',
  path: '/staff/educators',
  auth: 'staff',
  query: z.object({ status: staffEducatorFilterSchema.default('pending') }),
  data: z.object({ requests: z.array(staffEducatorRequestSchema) }),
});

const requestIdParams = z.object({ requestId: z.string().uuid(EDUCATOR_MESSAGES.notFound) });

export const approveEducatorContract = defineContract({
  method: 'POST',
  path: '/staff/educators/:requestId/approve',
  auth: 'staff',
  params: requestIdParams,
  data: z.object({ request: staffEducatorRequestSchema }),
});

export const refuseEducatorContract = defineContract({
  method: 'POST',
  path: '/staff/educators/:requestId/refuse',
  auth: 'staff',
  params: requestIdParams,
  body: z
    .object({ reason: z.string().trim().max(REFUSAL_REASON_MAX_LENGTH, EDUCATOR_MESSAGES.reasonTooLong).optional() })
    .nullish()
    .transform((body) => ({ reason: body?.reason ? body.reason : null })),
  data: z.object({ request: staffEducatorRequestSchema }),
});
