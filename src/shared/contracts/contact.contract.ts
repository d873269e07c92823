import { z } from 'zod';
import { defineContract } from './contract';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, isValidEmail } from '../domain/email';
import { NAME_MAX_LENGTH, nameProblem, normalizeName } from '../domain/person-name';

export const CONTACT_LIMITS = { name: NAME_MAX_LENGTH, subject: 150, message: 5000, messageMin: 10 } as const;

export const CONTACT_MESSAGES = {
  required: 'Por favor, preencha todos os campos',
  email: EMAIL_MESSAGES.invalid,
  tooLong: (field: string, max: number) => `${field} pode ter no máximo ${max} caracteres`,
  messageTooShort: `A mensagem deve ter pelo menos ${CONTACT_LIMITS.messageMin} caracteres`,
  success: 'Mensagem enviada com sucesso!',
  successDetail: 'Obrigado pelo contato. Responderemos em breve.',
  failure: 'Erro ao enviar mensagem',
  failureDefault: 'Ocorreu um erro ao enviar sua mensagem. Por favor, tente novamente.',
} as const;

const required = (label: string, max: number) =>
  z.string({ error: CONTACT_MESSAGES.required }).trim().min(1, CONTACT_MESSAGES.required).max(max, CONTACT_MESSAGES.tooLong(label, max));

/**
 * Whoever writes to support gives a name by the person-name rule of register and profile (issue 26): first name and
 * surname, letters, spaces, hyphens and apostrophes only, so the name cannot carry a link, markup or a sentence. An
 * empty one is still "preencha todos os campos", like the other fields.
 */
const nameField = required('O nome', CONTACT_LIMITS.name)
  .superRefine((value, ctx) => {
    const problem = value ? nameProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeName);

export const contactBodySchema = z.object({
  name: nameField,
  email: z
    .string({ error: CONTACT_MESSAGES.required })
    .trim()
    .min(1, CONTACT_MESSAGES.required)
    .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong)
    .refine(isValidEmail, CONTACT_MESSAGES.email),
  subject: required('O assunto', CONTACT_LIMITS.subject).refine((v) => !/[\r\n]/.test(v), CONTACT_MESSAGES.required),
  message: required('A mensagem', CONTACT_LIMITS.message).refine((v) => v.length >= CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageTooShort),
});

export const contactContract = defineContract({
  method: 'POST',
  path: '/contact',
  // A signed-in sender's message is linked to their account (its export and deletion find it by that, not by the typed address).
  auth: 'optional-user',
  cache: 'no-store',
  body: contactBodySchema,
  data: z.object({}),
});

/** Support channels shown on /contact and in the footer; all from server config (the reply time is a constant, constants/support.ts). */
export const siteConfigContract = defineContract({
  method: 'GET',
  path: '/site-config',
  auth: 'none',
  cache: { scope: 'public', maxAgeSeconds: 300 },
  data: z.object({
    supportEmail: z.string(),
    supportPhone: z.string(),
    social: z.array(z.object({ name: z.string(), url: z.string() })),
  }),
});
