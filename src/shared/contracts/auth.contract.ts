import { z } from 'zod';
import { defineContract, emptyDataSchema } from './contract';
import { isValidCpf, onlyDigits } from '../domain/cpf';
import { isValidPhone } from '../domain/phone';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, isValidEmail } from '../domain/email';
import { NAME_MAX_LENGTH, NAME_MESSAGES, nameProblem, normalizeName } from '../domain/person-name';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../domain/password';

export const ACCOUNT_STATUSES = ['Active', 'Inactive', 'Suspended', 'Pending'] as const;
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

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
  /** Internal staff (e-mail on STAFF_EMAIL_DOMAIN) get the quiz's skip-to-result button. */
  isStaff: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

const emailField = z
  .string({ error: EMAIL_MESSAGES.invalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong)
  .refine(isValidEmail, EMAIL_MESSAGES.invalid);

const nameField = z
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

const cpfField = z
  .string({ error: CPF_MESSAGES.invalid })
  .max(20, CPF_MESSAGES.invalid)
  .refine(isValidCpf, CPF_MESSAGES.invalid)
  .transform(onlyDigits);

const phoneField = z
  .string({ error: PHONE_MESSAGES.invalid })
  .max(20, PHONE_MESSAGES.invalid)
  .refine(isValidPhone, PHONE_MESSAGES.invalid)
  .transform(onlyDigits);

export const sessionDataSchema = z.object({ user: userSchema, token: z.string() });

export const registerContract = defineContract({
  method: 'POST',
  path: '/auth/register',
  auth: 'none',
  body: z.object({ name: nameField, email: emailField, password: newPasswordField }),
  data: sessionDataSchema,
});

export const loginContract = defineContract({
  method: 'POST',
  path: '/auth/login',
  auth: 'none',
  body: z.object({
    email: emailField,
    password: z
      .string({ error: 'Por favor, digite sua senha' })
      .min(1, 'Por favor, digite sua senha')
      .max(PASSWORD_MAX_LENGTH, 'Email ou senha incorretos'),
  }),
  data: sessionDataSchema,
});

export const logoutContract = defineContract({
  method: 'POST',
  path: '/auth/logout',
  auth: 'required',
  data: emptyDataSchema,
});

export const meContract = defineContract({
  method: 'GET',
  path: '/auth/me',
  auth: 'required',
  data: z.object({ user: userSchema }),
});

export const NOTHING_CHANGED_MESSAGE = 'Nenhuma alteração foi feita';

/** Only the non-empty fields are sent (spec §5); a field left out is unchanged. */
export const updateMeContract = defineContract({
  method: 'PUT',
  path: '/auth/me',
  auth: 'required',
  body: z.object({
    name: nameField.optional(),
    email: emailField.optional(),
    document: cpfField.optional(),
    phone: phoneField.optional(),
  }),
  data: z.object({ user: userSchema }),
});

export const refreshContract = defineContract({
  method: 'POST',
  path: '/auth/refresh',
  auth: 'required',
  data: z.object({ token: z.string() }),
});

export const FORGOT_PASSWORD_SUCCESS_MESSAGE =
  'Se este email estiver cadastrado, enviaremos uma nova senha temporária de 8 caracteres em instantes. Ela vale por 1 hora e pode ser usada uma vez.';

export const forgotPasswordContract = defineContract({
  method: 'POST',
  path: '/auth/forgot-password',
  auth: 'none',
  body: z.object({
    email: z
      .string({ error: EMAIL_MESSAGES.invalid })
      .trim()
      .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong)
      .refine((value) => value.includes('@'), EMAIL_MESSAGES.invalid),
  }),
  data: emptyDataSchema,
});

export const PASSWORD_CHANGED_MESSAGE = 'Senha alterada com sucesso!';

export const changePasswordContract = defineContract({
  method: 'POST',
  path: '/auth/change-password',
  auth: 'required',
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
