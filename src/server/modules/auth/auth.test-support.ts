/**
 * Shared helpers for the accounts API tests (not a test file itself: vitest
 * only collects *.test.ts). Everything goes over real HTTP through the harness.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { z } from 'zod';
import type { ParsedMail } from 'mailparser';
import { errorEnvelopeSchema } from '../../../shared/contracts/contract';
import { loginContract, meContract, registerContract, userSchema, type User } from '../../../shared/contracts/auth.contract';
import type { TestResponse, TestServer } from '../../testing/test-server';

/** Generous limits for files that do not test rate limiting, so their tests never trip over each other. */
export const RELAXED_LIMITS: Record<string, string> = {
  RATE_LIMIT_LOGIN_PER_IP: '10000/10',
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: '1000/15',
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '1000/15',
  RATE_LIMIT_REGISTER_PER_IP: '10000/10',
  RATE_LIMIT_REGISTER_PER_EMAIL: '1000/60',
  RATE_LIMIT_FORGOT_PER_IP: '10000/60',
  RATE_LIMIT_FORGOT_PER_EMAIL_AND_IP: '1000/60',
  RATE_LIMIT_FORGOT_PER_EMAIL: '1000/60',
  RATE_LIMIT_SANDBOX_TOKENS_PER_IP: '10000/10',
  RATE_LIMIT_EMAIL_CHANGE_PER_USER: '1000/60',
  RATE_LIMIT_EMAIL_CHANGE_PER_ADDRESS: '1000/60',
  // Failed logins are answered at once (the delay is tested with a recorded sleep).
  LOGIN_FAILURE_DELAY_MS: '0',
  RATE_LIMIT_PDF_RENDERS_PER_USER: '1000/1',
};

export const MESSAGES = {
  nameRequired: 'Por favor, digite seu nome completo (nome e sobrenome)',
  nameInvalid: 'Por favor, digite um nome válido com nome e sobrenome',
  nameTooLong: 'O nome pode ter no máximo 120 caracteres',
  emailInvalid: 'Por favor, digite um email válido',
  emailTooLong: 'O email pode ter no máximo 254 caracteres',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres',
  passwordTooLong: 'A senha pode ter no máximo 128 caracteres',
  passwordMissing: 'Por favor, digite sua senha',
  wrongCredentials: 'Email ou senha incorretos',
  emailTaken: 'Este email já está cadastrado. Faça login ou recupere sua senha.',
  emailInUse: 'Este email já está em uso por outra conta.',
  registered: 'Conta criada com sucesso!',
  loggedOut: 'Você saiu da sua conta.',
  loginRequired: 'Você precisa fazer login para continuar.',
  sessionExpired: 'Sua sessão expirou. Faça login novamente.',
  accountUpdated: 'Perfil atualizado com sucesso!',
  nothingChanged: 'Nenhuma alteração foi feita',
  cpfInvalid: 'CPF inválido',
  phoneInvalid: 'Telefone inválido. Use o formato (11) 98765-4321 ou (11) 3333-4444',
  allRequired: 'Todos os campos são obrigatórios',
  currentTooShort: 'A senha atual deve ter no mínimo 6 caracteres',
  newTooShort: 'A nova senha deve ter no mínimo 6 caracteres',
  mustDiffer: 'A nova senha deve ser diferente da senha atual',
  wrongCurrent: 'A senha atual está incorreta',
  passwordChanged: 'Senha alterada com sucesso!',
  forgotSent:
    'Se este email estiver cadastrado, enviaremos uma nova senha temporária de 8 caracteres em instantes. Ela vale por 1 hora e pode ser usada uma vez.',
} as const;

let counter = 0;
/** A fresh address per call, unique across files, runs and databases. */
export function uniqueEmail(tag = 'aluno'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}${counter}${randomBytes(3).toString('hex')}@exemplo.com.br`;
}

export const DEFAULT_PASSWORD = 'senha-forte-123';

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
  user: User;
}

/** Registers a new account and asserts it worked. */
export async function registerAccount(server: TestServer, input: Partial<{ name: string; email: string; password: string }> = {}): Promise<Account> {
  const name = input.name ?? 'Ana Beatriz Souza';
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? DEFAULT_PASSWORD;
  const res = await server.call(registerContract, { body: { name, email, password } });
  expect(res.status, res.text).toBe(201);
  return { name, email, password, token: res.body.data.token, user: res.body.data.user };
}

export function login(server: TestServer, email: string, password: string): Promise<TestResponse> {
  return server.call(loginContract, { body: { email, password } });
}

export function me(server: TestServer, token: string): Promise<TestResponse> {
  return server.call(meContract, { token });
}

/** Logs in and returns the token, asserting success. */
export async function loginToken(server: TestServer, email: string, password: string): Promise<string> {
  const res = await login(server, email, password);
  expect(res.status, res.text).toBe(200);
  return res.body.data.token as string;
}

const strictUserSchema = z.strictObject(userSchema.shape);

/** The User of spec §3, exactly: every field, nothing more. */
export function expectUser(user: unknown, expected: Partial<User> = {}): User {
  const parsed = strictUserSchema.safeParse(user);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true);
  const value = parsed.data!;
  expect(new Date(value.memberSince).toISOString()).toBe(value.memberSince);
  expect(value.isActive).toBe(true);
  expect(value.accountStatus).toBe('Active');
  expect(value.isAuthenticated).toBe(true);
  expect(value.canAccessCurriculum).toBe(false);
  expect(value).toMatchObject(expected);
  return value;
}

/** A success answer: `{ success: true, message?, data }` and nothing else. */
export function expectSuccess(res: TestResponse, status = 200, message?: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(res.body).sort()).toEqual(message === undefined ? ['data', 'success'] : ['data', 'message', 'success']);
  expect(res.body.success).toBe(true);
  if (message !== undefined) expect(res.body.message).toBe(message);
  expectNoSecrets(res);
}

/** An error answer with the exact Portuguese message. */
export function expectError(res: TestResponse, status: number, message: string | RegExp): void {
  expect(res.status, res.text).toBe(status);
  const parsed = errorEnvelopeSchema.strict().safeParse(res.body);
  expect(parsed.success, res.text).toBe(true);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else expect(res.body.message).toMatch(message);
  expectNoSecrets(res);
}

const SECRET_KEY = /^(password|passwordHash|password_hash|hash|tokenHash|token_hash|temporaryPassword|temporary_password.*|currentPassword|newPassword)$/i;

/** No password, hash or other secret field anywhere in the answer. */
export function expectNoSecrets(res: TestResponse, ...secrets: string[]): void {
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${path}[${i}]`));
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        expect(SECRET_KEY.test(key), `secret-looking field ${path}.${key}`).toBe(false);
        visit(inner, `${path}.${key}`);
      }
    }
  };
  visit(res.body, '$');
  expect(res.text).not.toMatch(/\$argon2/);
  for (const secret of secrets) expect(res.text).not.toContain(secret);
}

export function mailRecipients(mail: ParsedMail): string[] {
  const to = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.flatMap((group) => group.value.map((address) => (address.address ?? '').toLowerCase()));
}

export function isMailTo(email: string) {
  return (mail: ParsedMail) => mailRecipients(mail).includes(email.toLowerCase());
}

export const TEMPORARY_PASSWORD_SUBJECT = 'Sua senha temporária do Rumo';
export const CONFIRMATION_SUBJECT = 'Confirme seu e-mail no Rumo';

/** The temporary-password e-mail to `email` (every account also gets a confirmation e-mail at register). */
export function isTemporaryPasswordMailTo(email: string) {
  return (mail: ParsedMail) => mail.subject === TEMPORARY_PASSWORD_SUBJECT && isMailTo(email)(mail);
}

export function isConfirmationMailTo(email: string) {
  return (mail: ParsedMail) => mail.subject === CONFIRMATION_SUBJECT && isMailTo(email)(mail);
}

/** The token of the confirmation link in the e-mail text (`…/confirm-email?token=…`). */
export function confirmationTokenFrom(mail: ParsedMail): string {
  const match = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

/** Reads the 8-character temporary password out of the e-mail text. */
export function temporaryPasswordFrom(mail: ParsedMail): string {
  const match = /Sua senha temporária é: (\S+)/.exec(mail.text ?? '');
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}
