/**
 * Shared helpers for the quiz API tests (not a test file itself: vitest only
 * collects *.test.ts). Everything goes over real HTTP through the harness; the
 * one exception, peekDatabase, only reads rows to confirm what HTTP cannot show
 * (answers kept or removed after an attempt is completed or deleted).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect } from 'vitest';
import { CURRENT_QUESTION_SET } from '../../../shared/content/question-sets';
import { attentiveAnswerSheet } from '../../../shared/scoring/attentive-sheet.fixture';
import { openDatabase, type Db } from '../../platform/database/database';
import { waitForMailFile } from '../../testing/mail-files';
import type { TestResponse, TestServer } from '../../testing/test-server';
import type { ContractBody } from '../../../shared/contracts/contract';
import { confirmEmailContract, loginContract, registerContract, updateAgeBandContract } from '../../../shared/contracts/auth.contract';
import { assessmentProgressSaveContract } from '../../../shared/contracts/assessment.contract';
import { quizCompleteContract, quizStartContract, resultSharingContract } from '../../../shared/contracts/quiz.contract';
import { createOrderContract, sandboxPayContract } from '../../../shared/contracts/payment.contract';
import { confirmationTokenFrom, isConfirmationMailTo } from '../auth/auth.test-support';

/** How long the staff console's item analysis is kept (another module's tests read it here, never in the service). */
export { ITEM_ANALYSIS_CACHE_MS } from './item-analysis.service';

export const STAFF_DOMAIN = 'equipe.rumo-teste.com.br';

/** Generous auth limits (these files do not test them) and a known staff domain. */
export const QUIZ_TEST_ENV: Record<string, string> = {
  RATE_LIMIT_LOGIN_PER_IP: '10000/10',
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: '1000/15',
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '1000/15',
  RATE_LIMIT_REGISTER_PER_IP: '10000/10',
  RATE_LIMIT_REGISTER_PER_EMAIL: '1000/60',
  RATE_LIMIT_SHARE_PER_IP: '10000/60',
  RATE_LIMIT_SHARE_PER_RECIPIENT: '10000/60',
  RATE_LIMIT_SHARE_PER_ATTEMPT: '10000/60',
  STAFF_EMAIL_DOMAIN: STAFF_DOMAIN,
};

export const QUIZ_TEXT = {
  invalidValue: 'A resposta deve ser um número inteiro de 1 a 5',
  invalidQuestion: 'Esta pergunta não existe',
  attemptNotFound: 'Teste não encontrado',
  attemptFinished: 'Este teste já foi finalizado',
  alreadyCompleted: 'Você já completou o quiz recentemente',
  noResult: 'Você ainda não fez o teste',
  /** A refused staff call answers like a path that does not exist. */
  notFound: 'Recurso não encontrado.',
  loginRequired: 'Você precisa fazer login para continuar.',
  invalidEmail: 'Por favor, insira um email válido',
  emailTooLong: 'O email pode ter no máximo 254 caracteres',
  shared: 'Relatório compartilhado com sucesso',
  resultNotFound: 'Resultado não encontrado',
  tooMany: /^Muitas tentativas em pouco tempo\. Aguarde \d+ minutos? e tente novamente\.$/,
} as const;

export const DAY_MS = 86_400_000;
export const TOTAL = 100;
/** The current set's ids in display order (new attempts use it): QUESTION_IDS[0] is the first question shown. */
export const QUESTION_IDS: readonly number[] = CURRENT_QUESTION_SET.order;
/** The id of the n-th question shown (1-based), as the quiz numbers them. */
export function q(position: number): number {
  const id = QUESTION_IDS[position - 1];
  if (id === undefined) throw new Error(`No question at position ${position}`);
  return id;
}
/** Ids sorted ascending, as the database lists an attempt's answers. */
export const byId = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Well-formed, version 4, and never issued by the server. */
export const UNKNOWN_ATTEMPT_ID = '3f2a9c1e-7b4d-4e8a-9c2b-1d0e5f6a7b8c';

/** The paid-only fields (and the owner-only fields a public view must never carry). */
export const PAID_PROFILE_KEYS = ['scenario', 'weaknesses', 'workStyle', 'relationships', 'personalGrowth', 'famousPeople', 'pathInBrazil'] as const;
export const OWNER_ONLY_KEYS = ['reportStatus', 'scores', 'pdfUrl', 'personal', 'highlights', 'contrasts', 'gloss'] as const;

/** What a shared result shows anyone: the first name and the profiles; no date, time of day or duration (issue 26). */
export const PUBLIC_RESULT_KEYS = ['attemptId', 'careers', 'dominantProfile', 'firstName', 'mixed', 'mixedProfiles', 'secondaryProfile'];
export const OWNER_ONLY_RESULT_KEYS = ['completedAt', 'duration', 'pdfUrl', 'personal', 'quality', 'report', 'reportStatus', 'scores', 'sharedAt'];
export const OWNER_RESULT_KEYS = [...PUBLIC_RESULT_KEYS, ...OWNER_ONLY_RESULT_KEYS].sort();
export const FREE_PROFILE_KEYS = [
  'careerName',
  'careers',
  'color',
  'coreValues',
  'description',
  'icon',
  'id',
  'motivation',
  'name',
  'personalityTraits',
  'slug',
  'strengths',
  'tips',
];

let counter = 0;
/** A fresh address per call, unique across files, runs and databases. */
export function uniqueEmail(tag = 'quiz', domain = 'exemplo.com.br'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}${counter}${randomBytes(3).toString('hex')}@${domain}`;
}

export const PASSWORD = 'senha-forte-123';

export interface Person {
  name: string;
  email: string;
  token: string;
}

export async function register(server: TestServer, input: Partial<{ name: string; email: string }> = {}): Promise<Person> {
  const name = input.name ?? 'Luiza Zwetschke';
  const email = input.email ?? uniqueEmail();
  const res = await server.call(registerContract, { body: { name, email, password: PASSWORD } });
  expect(res.status, res.text).toBe(201);
  return { name: res.body.data.user.name, email, token: res.body.data.token };
}

/**
 * Confirms an address with the link of the e-mail the server wrote (the file mailer: no SMTP_URL), opened
 * signed in as the person (`email`: the person's address, or the pending one they asked for).
 */
export async function confirmEmail(server: TestServer, person: { email: string; token: string }, email = person.email): Promise<void> {
  if (server.config.mail.transport !== 'file') throw new Error('confirmEmail reads the .eml files: start the server without SMTP_URL');
  const { mail } = await waitForMailFile(path.join(server.config.dataDir, 'mail'), isConfirmationMailTo(email));
  const res = await server.call(confirmEmailContract, { token: person.token, body: { token: confirmationTokenFrom(mail) } });
  expect(res.status, res.text).toBe(200);
}

/** Sets a role as `npm run role` would (tested in account/account.role-command.test.ts), without starting npm. */
export async function grantRole(server: TestServer, email: string, role: 'USER' | 'STAFF' | 'ADMIN' | 'EDUCATOR'): Promise<void> {
  const handle = await openDatabase(server.config.database);
  try {
    await handle.db.updateTable('users').set({ role }).where('email_normalized', '=', email.toLowerCase()).execute();
  } finally {
    await handle.close();
  }
}

/** The skip-to-result without a role: an address on STAFF_DOMAIN its owner confirmed signed in. No staff console. */
export async function registerDomainStaff(server: TestServer, input: Partial<{ name: string; email: string }> = {}): Promise<Person> {
  const person = await register(server, { ...input, email: input.email ?? uniqueEmail('equipe', STAFF_DOMAIN) });
  await confirmEmail(server, person);
  return person;
}

/** Staff: the STAFF role (staff rights come from a role only), on a confirmed staff-domain address. */
export async function registerStaff(server: TestServer, input: Partial<{ name: string; email: string }> = {}): Promise<Person> {
  const person = await registerDomainStaff(server, input);
  await grantRole(server, person.email, 'STAFF');
  return person;
}

/** A new session for the same person (the old one may have expired when a test clock jumped). */
export async function relogin(server: TestServer, person: Person): Promise<Person> {
  const res = await server.call(loginContract, { body: { email: person.email, password: PASSWORD } });
  expect(res.status, res.text).toBe(200);
  return { ...person, token: res.body.data.token };
}

/**
 * Raw POST and GET, any path and body: for hostile input (wrong types, unknown or missing fields, malformed ids),
 * tables of paths and routes outside the contracts. A request its contract types goes through `server.call`.
 */
export function postRaw(server: TestServer, path: string, token: string | undefined, body?: unknown): Promise<TestResponse> {
  return server.request('POST', path, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
}

export function getRaw(server: TestServer, path: string, token?: string): Promise<TestResponse> {
  return server.request('GET', path, token ? { token } : {});
}

export async function start(server: TestServer, token: string) {
  const res = await server.call(quizStartContract, { token, body: {} });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

const ATTENTIVE = attentiveAnswerSheet();

/** An attentive respondent's answer (attentive-sheet.fixture.ts): a sheet of these passes the answer-quality gate. */
export function sheetValue(questionId: number): number {
  const value = ATTENTIVE.get(questionId);
  if (value === undefined) throw new Error(`No answer for question ${questionId} in the attentive sheet`);
  return value;
}

export function answerSheet(ids: readonly number[] = QUESTION_IDS, value: (id: number) => number = sheetValue) {
  return ids.map((questionOrder) => ({ questionOrder, value: value(questionOrder) }));
}

/** Saves answers in one call (POST /api/assessment/progress/save), starting the attempt if needed; only unanswered questions take them. */
export async function saveAnswers(server: TestServer, token: string, ids: readonly number[] = QUESTION_IDS, value?: (id: number) => number) {
  const res = await server.call(assessmentProgressSaveContract, { token, body: { progress: { answers: answerSheet(ids, value) } } });
  expect(res.status, res.text).toBe(200);
  return res.body.data.progress;
}

/**
 * Moves an attempt's start back by `seconds`, as if the person had been
 * answering that long (answers sent in one call otherwise take no time, and
 * the answer-quality gate calls under 2 seconds per item too fast). A write,
 * like peekDatabase's reads: time passing is not something HTTP can do.
 */
export async function backdateAttempt(server: TestServer, attemptId: string, seconds = 15 * 60): Promise<void> {
  const handle = await openDatabase(server.config.database);
  try {
    const row = await handle.db.selectFrom('quiz_attempts').select('started_at').where('id', '=', attemptId).executeTakeFirstOrThrow();
    const startedAt = new Date(new Date(row.started_at).getTime() - seconds * 1000).toISOString();
    await handle.db.updateTable('quiz_attempts').set({ started_at: startedAt }).where('id', '=', attemptId).execute();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a name straight into the account, as a row stored before today's name
 * rule would hold it (the API refuses such names now): how older rows, and the
 * page code reading them, are tested.
 */
export async function setNameInDatabase(server: TestServer, email: string, name: string): Promise<void> {
  const handle = await openDatabase(server.config.database);
  try {
    await handle.db.updateTable('users').set({ name }).where('email', '=', email.toLowerCase()).execute();
  } finally {
    await handle.close();
  }
}

/**
 * Starts, answers all 100 (an attentive sheet unless `value` says otherwise)
 * 15 minutes later and completes; returns the owner result. With the server's
 * test clock the 15 minutes pass on it; otherwise the attempt's start is moved
 * back (backdateAttempt).
 */
export async function completeQuiz(server: TestServer, token: string, value?: (id: number) => number, options: { clock?: { advance(ms: number): void } } = {}) {
  const { attemptId } = await start(server, token);
  if (options.clock) options.clock.advance(15 * 60_000);
  else await backdateAttempt(server, attemptId);
  const state = await saveAnswers(server, token, QUESTION_IDS, value);
  const res = await server.call(quizCompleteContract, { token, body: { attemptId: state.attemptId } });
  expect(res.status, res.text).toBe(200);
  return { attemptId: state.attemptId, result: res.body.data.result };
}

/** Gives the account an age band, which payment asks first (18 to 20 unless said: no guardian is asked). */
export async function giveAgeBand(server: TestServer, token: string, ageBand: ContractBody<typeof updateAgeBandContract>['ageBand'] = '18-20'): Promise<void> {
  const res = await server.call(updateAgeBandContract, { token, body: { ageBand } });
  expect(res.status, res.text).toBe(200);
}

/** The owner turns sharing of their result on (or off): until then the shared view and /report/{id} answer 404 (issue 26). */
export async function setSharing(server: TestServer, token: string, attemptId: string, shared = true): Promise<TestResponse> {
  return server.call(resultSharingContract, { token, params: { attemptId }, body: { shared } });
}

/** Turns sharing on and checks it answered 200. */
export async function shareResult(server: TestServer, token: string, attemptId: string): Promise<void> {
  const res = await setSharing(server, token, attemptId, true);
  expect(res.status, res.text).toBe(200);
}

/** Pays the attempt's report by PIX in the payment sandbox (the default gateway of the tests). */
export async function payInSandbox(server: TestServer, person: Person, attemptId: string): Promise<void> {
  await giveAgeBand(server, person.token);
  const order = await server.call(createOrderContract, {
    token: person.token,
    body: { attemptId, paymentMethod: 'pix', document: '529.982.247-25', phone: '(11) 98765-4321' },
  });
  expect(order.status, order.text).toBe(200);
  const paid = await server.call(sandboxPayContract, { token: person.token, params: { orderId: order.body.data.orderId } });
  expect(paid.body.data.status, paid.text).toBe('PAID');
}

/** Every object key anywhere in a JSON value. */
export function allKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => allKeys(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      allKeys(inner, into);
    }
  }
  return into;
}

/** No paid profile field anywhere in the answer; with `publicView`, no owner-only field either. */
export function expectNoPaidFields(res: TestResponse, options: { publicView: boolean }): void {
  const keys = allKeys(res.body);
  const banned = options.publicView ? [...PAID_PROFILE_KEYS, ...OWNER_ONLY_KEYS, 'report'] : [...PAID_PROFILE_KEYS];
  for (const key of banned) expect(keys.has(key), `field "${key}" in ${res.text.slice(0, 200)}`).toBe(false);
  for (const key of PAID_PROFILE_KEYS) expect(res.text).not.toContain(`"${key}"`);
}

/** Checks the free profile view: exact keys, at most 4 of the profile's own careers, each only {id, name, dayToDay}. */
export function expectFreeProfile(profile: Record<string, unknown>): void {
  expect(Object.keys(profile).sort()).toEqual(FREE_PROFILE_KEYS);
  const careers = profile.careers as Array<Record<string, unknown>>;
  expect(careers.length).toBeGreaterThan(0);
  expect(careers.length).toBeLessThanOrEqual(4);
  for (const career of careers) expect(Object.keys(career).sort()).toEqual(['dayToDay', 'id', 'name']);
}

export function expectOneDecimal(value: number): void {
  expect(typeof value).toBe('number');
  expect(value).toBeGreaterThanOrEqual(0);
  expect(value).toBeLessThanOrEqual(100);
  expect(Math.abs(Math.round(value * 10) - value * 10)).toBeLessThan(1e-9);
}

/** An error answer with the exact message: `{ success: false, message, errors?, data? }`. */
export function expectError(res: TestResponse, status: number, message: string | RegExp): void {
  expect(res.status, res.text).toBe(status);
  expect(res.body?.success, res.text).toBe(false);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else expect(res.body.message).toMatch(message);
}

/** A second, read-only look at the test's database. */
export async function peekDatabase<T>(server: TestServer, read: (db: Db) => Promise<T>): Promise<T> {
  const handle = await openDatabase(server.config.database);
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

export function answersInDatabase(server: TestServer, attemptId: string) {
  return peekDatabase(server, (db) =>
    db.selectFrom('quiz_answers').select(['question_id', 'value']).where('attempt_id', '=', attemptId).orderBy('question_id').execute(),
  );
}
