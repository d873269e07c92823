import { z } from 'zod';
import { defineContract, emptyDataSchema } from './contract';
import { isValidCpf, onlyDigits } from '../domain/cpf';
import { isValidPhone } from '../domain/phone';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, isValidEmail } from '../domain/email';
import { NAME_MAX_LENGTH, NAME_MESSAGES, nameProblem, normalizeName } from '../domain/person-name';
import { AGE_BANDS, AGE_BAND_MESSAGES } from '../domain/age-band';
import { lifeStageSchema } from '../domain/life-stage';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, TEMPORARY_PASSWORD_LENGTH } from '../domain/password';
import { formatMinutes } from '../domain/duration';
import { LEGAL_DOCUMENTS } from '../constants/legal-versions';

export const ACCOUNT_STATUSES = ['Active', 'Inactive', 'Suspended', 'Pending'] as const;
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/**
 * USER: everyone; STAFF: the team (the quiz's skip-to-result, the staff console); ADMIN: staff who also manage the team;
 * EDUCATOR: a person whose educator request staff approved (decision 0194), with no staff rights.
 */
export const ROLES = ['USER', 'STAFF', 'ADMIN', 'EDUCATOR'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const CPF_MESSAGES = { invalid: 'CPF inválido', required: 'Por favor, preencha o CPF' } as const;
export const PHONE_MESSAGES = {
  invalid: 'Telefone inválido. Use o formato (11) 98765-4321 ou (11) 3333-4444',
  required: 'Por favor, preencha o telefone',
} as const;

/** The User answer of spec §3. Never carries the password or internal fields. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** CPF, digits only. */
  document: z.string().nullable(),
  /** Phone with area code, digits only. */
  phone: z.string().nullable(),
  isActive: z.boolean(),
  accountStatus: accountStatusSchema,
  /** ISO 8601 date-time of registration. */
  memberSince: z.string(),
  daysWithUs: z.number().int().nonnegative(),
  canAccessCurriculum: z.boolean(),
  isAuthenticated: z.boolean(),
  /** True when this session was opened with a temporary password: the user must choose a new one. */
  mustChangePassword: z.boolean(),
  /** True once the current address was confirmed through the link e-mailed to it (false again after an e-mail change). */
  emailVerified: z.boolean(),
  /** A new address asked for on /profile, waiting for its confirmation link; the current `email` works until then. */
  pendingEmail: z.string().nullable(),
  role: roleSchema,
  /** Staff rights (the staff console): role STAFF or ADMIN only. */
  isStaff: z.boolean(),
  /** The age band (domain/age-band.ts); null until asked (before the first payment, or on /profile). */
  ageBand: z.enum(AGE_BANDS).nullable(),
  /** The other stage-of-life answers (domain/life-stage.ts, issue 27), each null until given. */
  schoolStage: lifeStageSchema.shape.schoolStage,
  situation: lifeStageSchema.shape.situation,
  uf: lifeStageSchema.shape.uf,
  /** The quiz's skip-to-result button: staff rights, or an address on STAFF_EMAIL_DOMAIN its owner confirmed signed in to this account. */
  canSkipToResult: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const emailField = z
  .string({ error: EMAIL_MESSAGES.invalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong)
  .refine(isValidEmail, EMAIL_MESSAGES.invalid);

export const nameField = z
  .string({ error: NAME_MESSAGES.required })
  .max(NAME_MAX_LENGTH, NAME_MESSAGES.tooLong)
  .superRefine((value, ctx) => {
    const problem = nameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeName);

const newPasswordField = z
  .string({ error: PASSWORD_MESSAGES.tooShort })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

const cpfField = z.string({ error: CPF_MESSAGES.invalid }).max(20, CPF_MESSAGES.invalid).refine(isValidCpf, CPF_MESSAGES.invalid).transform(onlyDigits);

const phoneField = z
  .string({ error: PHONE_MESSAGES.invalid })
  .max(20, PHONE_MESSAGES.invalid)
  .refine(isValidPhone, PHONE_MESSAGES.invalid)
  .transform(onlyDigits);

export const sessionDataSchema = z.object({ user: userSchema, token: z.string() });

export const CONSENT_MESSAGES = {
  documentsRequired: 'Diga quais documentos você aceita.',
  unknownDocument: 'Documento desconhecido. Aceite os Termos de Uso ou a Política de Privacidade.',
  notCurrent: 'Esta não é a versão atual deste documento. Recarregue a página, leia a versão nova e aceite de novo.',
  accepted: 'Obrigado! Seu aceite foi registrado.',
} as const;

/** A legal document in the version that is current now (LEGAL_DOCUMENT_VERSIONS). */
export const legalConsentSchema = z.object({
  document: z.enum(LEGAL_DOCUMENTS, { error: CONSENT_MESSAGES.unknownDocument }),
  version: z.string({ error: CONSENT_MESSAGES.notCurrent }).max(20, CONSENT_MESSAGES.notCurrent),
});
export type LegalConsent = z.infer<typeof legalConsentSchema>;

/**
 * The legal documents whose current version the person has not accepted yet (none recorded, or an older one):
 * the web asks for them before anything else (decision 0199). Empty when all is accepted.
 */
export const pendingConsentsSchema = z.array(legalConsentSchema);

export const registerContract = defineContract({
  method: 'POST',
  path: '/auth/register',
  auth: 'none',
  // The answer carries the new session token.
  cache: 'no-store',
  body: z.object({ name: nameField, email: emailField, password: newPasswordField }),
  data: sessionDataSchema,
});

export const loginContract = defineContract({
  method: 'POST',
  path: '/auth/login',
  auth: 'none',
  // The answer carries the session token.
  cache: 'no-store',
  body: z.object({
    email: emailField,
    password: z.string({ error: 'Por favor, digite sua senha' }).min(1, 'Por favor, digite sua senha').max(PASSWORD_MAX_LENGTH, 'Email ou senha incorretos'),
  }),
  data: sessionDataSchema.extend({ pendingConsents: pendingConsentsSchema }),
});

export const logoutContract = defineContract({
  method: 'POST',
  path: '/auth/logout',
  auth: 'user',
  temporarySession: true,
  data: emptyDataSchema,
});

export const meContract = defineContract({
  method: 'GET',
  path: '/auth/me',
  auth: 'user',
  temporarySession: true,
  data: z.object({ user: userSchema, pendingConsents: pendingConsentsSchema }),
});

/**
 * Records that the caller accepts these documents in these versions, which must be the current ones (the
 * versions `pendingConsents` named: a page changed meanwhile answers 400). Accepting again changes nothing.
 * Open to a session signed in with a temporary password: the question comes before the new password.
 */
export const acceptConsentsContract = defineContract({
  method: 'POST',
  path: '/auth/consents',
  auth: 'user',
  temporarySession: true,
  body: z.object({
    documents: z
      .array(legalConsentSchema, { error: CONSENT_MESSAGES.documentsRequired })
      .min(1, CONSENT_MESSAGES.documentsRequired)
      .max(LEGAL_DOCUMENTS.length * 2, CONSENT_MESSAGES.unknownDocument),
  }),
  /** What is still pending afterwards (empty once every current version is accepted). */
  data: z.object({ pendingConsents: pendingConsentsSchema }),
});

export const NOTHING_CHANGED_MESSAGE = 'Nenhuma alteração foi feita';

export const EMAIL_CHANGE_MESSAGES = {
  passwordRequired: 'Digite sua senha atual para trocar o e-mail.',
  /** The answer to a change of address, the same whether or not the new address has an account. */
  pending: (email: string) => `Enviamos um link de confirmação para ${email}. Até você confirmar, seu e-mail continua o mesmo. Avisamos também o e-mail atual.`,
  pendingLabel: 'aguardando confirmação',
} as const;

/**
 * Only the non-empty fields are sent (spec §5); a field left out is unchanged.
 * CPF and phone may also be `null`: the explicit "Remover" of /profile (LGPD correction) clears them.
 * A new e-mail also needs `currentPassword`; it stays pending (`user.pendingEmail`) until its link is opened.
 */
export const updateMeContract = defineContract({
  method: 'PUT',
  path: '/auth/me',
  auth: 'user',
  body: z.object({
    name: nameField.optional(),
    email: emailField.optional(),
    document: cpfField.nullable().optional(),
    phone: phoneField.nullable().optional(),
    currentPassword: z.string({ error: EMAIL_CHANGE_MESSAGES.passwordRequired }).max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong).optional(),
  }),
  data: z.object({ user: userSchema }),
});

export const refreshContract = defineContract({
  method: 'POST',
  path: '/auth/refresh',
  auth: 'user',
  data: z.object({ token: z.string() }),
});

/**
 * The forgot-password answer, the same whether or not the address has an account. The lifetime is the server's
 * setting (TEMPORARY_PASSWORD_TTL_MINUTES), in the words the e-mail uses: the default 60 reads "1 hora".
 */
export const forgotPasswordSuccessMessage = (validMinutes: number): string =>
  `Se este email estiver cadastrado, enviaremos uma nova senha temporária de ${TEMPORARY_PASSWORD_LENGTH} caracteres em instantes. Ela vale por ${formatMinutes(validMinutes)} e pode ser usada uma vez.`;

export const forgotPasswordContract = defineContract({
  method: 'POST',
  path: '/auth/forgot-password',
  auth: 'none',
  cache: 'no-store',
  // The one e-mail rule of register and login (issue 28), not just "contains @".
  body: z.object({ email: emailField }),
  data: emptyDataSchema,
});

export const PASSWORD_CHANGED_MESSAGE = 'Senha alterada com sucesso!';

export const changePasswordContract = defineContract({
  method: 'POST',
  path: '/auth/change-password',
  auth: 'user',
  temporarySession: true,
  body: z
    .object({
      currentPassword: z
        .string({ error: PASSWORD_MESSAGES.allRequired })
        .min(1, PASSWORD_MESSAGES.allRequired)
        .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.currentTooShort)
        .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
      newPassword: z
        .string({ error: PASSWORD_MESSAGES.allRequired })
        .min(1, PASSWORD_MESSAGES.allRequired)
        .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.newTooShort)
        .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
    })
    .refine((body) => body.currentPassword !== body.newPassword, {
      message: PASSWORD_MESSAGES.mustDiffer,
      path: ['newPassword'],
    }),
  data: emptyDataSchema,
});

export const EMAIL_CONFIRMATION_MESSAGES = {
  confirmed: 'E-mail confirmado!',
  missingToken: 'Link de confirmação incompleto. Abra o link do e-mail de novo ou peça um novo no seu perfil.',
  invalid: 'Link de confirmação inválido. Abra o link do e-mail de novo ou peça um novo no seu perfil.',
  used: 'Este link de confirmação já foi usado.',
  expired: 'Este link de confirmação expirou. Peça um novo no seu perfil.',
  otherAddress: 'Este link confirma um e-mail que não é mais o da sua conta. Peça um novo no seu perfil.',
  otherAccount: 'Este link é de outra conta. Saia e entre com a conta do e-mail que recebeu o link para confirmar.',
  signInFirst: 'Entre na sua conta para confirmar o e-mail. O link continua valendo.',
  alreadyConfirmed: 'Seu e-mail já está confirmado.',
  resent: (email: string) => `Enviamos um novo link de confirmação para ${email}.`,
} as const;

/** Confirmation links are 256-bit tokens in base64url (43 characters); anything far longer is not one. */
const CONFIRMATION_TOKEN_MAX_LENGTH = 100;

/**
 * Signed in: the link confirms the address only for the account it was sent for, signed in on this device
 * (an anonymous click by whoever reads the mailbox confirms nothing; the page asks to sign in first).
 */
export const confirmEmailContract = defineContract({
  method: 'POST',
  path: '/auth/confirm-email',
  auth: 'user',
  // The answer names the address.
  cache: 'no-store',
  body: z.object({
    token: z
      .string({ error: EMAIL_CONFIRMATION_MESSAGES.missingToken })
      .trim()
      .min(1, EMAIL_CONFIRMATION_MESSAGES.missingToken)
      .max(CONFIRMATION_TOKEN_MAX_LENGTH, EMAIL_CONFIRMATION_MESSAGES.invalid),
  }),
  /** The address that is now confirmed. */
  data: z.object({ email: z.string() }),
});

export const resendConfirmationContract = defineContract({
  method: 'POST',
  path: '/auth/confirm-email/resend',
  auth: 'user',
  body: z.object({}).nullish(),
  data: emptyDataSchema,
});

export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Digite sua senha para confirmar a exclusão.',
  wrongPassword: 'Senha incorreta. Sua conta não foi excluída.',
  deleted: 'Sua conta e seus dados foram excluídos.',
  staffAccount: 'Sua conta tem acesso de equipe e não pode ser excluída enquanto tiver esse acesso. Fale com um administrador.',
} as const;

/** Deletes the caller's account and data (LGPD), confirmed with the password; orders stay only in anonymised form. */
export const deleteMeContract = defineContract({
  method: 'DELETE',
  path: '/auth/me',
  auth: 'user',
  body: z.object({
    password: z
      .string({ error: ACCOUNT_DELETION_MESSAGES.passwordRequired })
      .min(1, ACCOUNT_DELETION_MESSAGES.passwordRequired)
      .max(PASSWORD_MAX_LENGTH, ACCOUNT_DELETION_MESSAGES.wrongPassword),
  }),
  data: emptyDataSchema,
});

export const ageBandSchema = z.enum(AGE_BANDS, { error: (issue) => (issue.input === undefined ? AGE_BAND_MESSAGES.required : AGE_BAND_MESSAGES.invalid) });

/** Sets or changes the person's age band (asked in the payment modal when missing, changeable on /profile). */
export const updateAgeBandContract = defineContract({
  method: 'PUT',
  path: '/auth/me/age-band',
  auth: 'user',
  body: z.object({ ageBand: ageBandSchema }),
  data: z.object({ user: userSchema }),
});

/**
 * The optional stage-of-life answers (issue 27): age band, school stage, situation and UF. A field left out is
 * unchanged; null clears it (the person skipped it or took it back). Answers the updated user.
 */
export const updateLifeStageContract = defineContract({
  method: 'PUT',
  path: '/auth/me/life-stage',
  auth: 'user',
  body: lifeStageSchema.partial(),
  data: z.object({ user: userSchema }),
});

export const EMAIL_CHANGE_REVERT_MESSAGES = {
  reverted: (email: string) =>
    `Pronto: o e-mail da sua conta voltou a ser ${email}, sua nova senha já vale e todas as sessões foram encerradas. Entre de novo.`,
  invalid: 'Link inválido. Abra o link do e-mail de novo ou fale com o suporte.',
  used: 'Este link já foi usado.',
  expired: 'Este link expirou. Fale com o suporte para recuperar sua conta.',
  addressTaken: 'Este e-mail agora é de outra conta. Fale com o suporte para recuperar a sua.',
} as const;

/** How long the link mailed to the old address undoes an address change. */
export const EMAIL_CHANGE_REVERT_DAYS = 7;

/**
 * Public (the old mailbox is the proof): undoes an address change, sets a new password (whoever changed the
 * address may know the old one) and ends every session of the account.
 */
export const revertEmailChangeContract = defineContract({
  method: 'POST',
  path: '/auth/email-change/revert',
  auth: 'none',
  cache: 'no-store',
  body: z.object({
    token: z
      .string({ error: EMAIL_CHANGE_REVERT_MESSAGES.invalid })
      .trim()
      .min(1, EMAIL_CHANGE_REVERT_MESSAGES.invalid)
      .max(CONFIRMATION_TOKEN_MAX_LENGTH, EMAIL_CHANGE_REVERT_MESSAGES.invalid),
    newPassword: newPasswordField,
  }),
  /** The address the account has again. */
  data: z.object({ email: z.string() }),
});
