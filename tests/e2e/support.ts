import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import SQLite from 'better-sqlite3';
import { attentiveAnswerSheet } from '../../src/shared/scoring/attentive-sheet.fixture';
import { versionDay } from '../../src/shared/curriculum/versions';
import { simpleParser, type ParsedMail } from 'mailparser';

let counter = 0;
export function uniqueEmail(prefix = 'aluno'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@exemplo.com.br`;
}

export const DEFAULT_PASSWORD = 'minhasenha1';

/** Creates an account through the API, for journeys that do not test registration itself. */
export async function registerViaApi(request: APIRequestContext, name = 'Maria Silva', email = uniqueEmail()) {
  const res = await request.post('/api/auth/register', { data: { name, email, password: DEFAULT_PASSWORD } });
  expect(res.status()).toBe(201);
  const body = await res.json();
  return { email, password: DEFAULT_PASSWORD, token: body.data.token as string, user: body.data.user };
}

export async function loginViaUi(page: Page, email: string, password = DEFAULT_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs in through the form and opens the person's own result (/results). */
export async function openOwnResultViaUi(page: Page, email: string) {
  await page.goto('/login');
  await loginViaUi(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/results');
  await expect(page.getByRole('heading', { level: 1, name: 'Seu resultado' })).toBeVisible();
}

/** Fails on any serious or critical WCAG A/AA violation. */
export async function expectAccessible(page: Page) {
  // Colours are judged at rest: a fade or colour transition still running would be measured half-way.
  // (Endless animations, such as a spinner, are not waited for.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Matches STAFF_EMAIL_DOMAIN in playwright.config.ts. */
export const STAFF_DOMAIN = 'equipe.rumo.test';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function staffEmail(): string {
  return uniqueEmail('equipe').replace(/@.*$/, () => `@${STAFF_DOMAIN}`);
}

export async function startViaApi(request: APIRequestContext, token: string) {
  const res = await request.post('/api/quiz/start', { headers: bearer(token), data: {} });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { attemptId: string; answers: Array<{ questionOrder: number; value: number }> };
}

/**
 * Moves the attempt's start back by `seconds` on the journey server, as if the
 * person had been answering that long: answers sent by a script take no time,
 * and the answer-quality gate calls under 2 seconds per item too fast.
 */
export function backdateAttempt(attemptId: string, seconds = 15 * 60): void {
  withServerDatabase((db) => {
    const row = db.prepare('select started_at from quiz_attempts where id = ?').get(attemptId) as { started_at: string };
    const startedAt = new Date(new Date(row.started_at).getTime() - seconds * 1000).toISOString();
    db.prepare('update quiz_attempts set started_at = ? where id = ?').run(startedAt, attemptId);
  });
}

/** A completed attempt for a regular user: start, 100 answers as an attentive person gives them (a conclusive result), 15 minutes, complete. */
export async function completeViaApi(request: APIRequestContext, token: string, sheet: ReadonlyMap<number, number> = attentiveAnswerSheet()) {
  const { attemptId } = await startViaApi(request, token);
  backdateAttempt(attemptId);
  const questions = (await (await request.get('/api/quiz/questions', { headers: bearer(token) })).json()).data.questions as Array<{ id: number }>;
  expect(questions).toHaveLength(100);
  for (const q of questions) {
    const res = await request.post('/api/quiz/answer', { headers: bearer(token), data: { attemptId, questionOrder: q.id, value: sheet.get(q.id) } });
    expect(res.status()).toBe(200);
  }
  const res = await request.post('/api/quiz/complete', { headers: bearer(token), data: { attemptId } });
  expect(res.status(), await res.text()).toBe(200);
  return attemptId;
}

function serverDataDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return dataDir;
}

/**
 * The newest e-mail to `email` with this subject, as the journey server delivered it: without SMTP_URL it writes
 * each message as an .eml file under E2E_DATA_DIR/mail. Waits for the outbox worker to write it.
 */
export async function readDeliveredMail(email: string, subject: string, timeoutMs = 10_000): Promise<ParsedMail> {
  const dir = path.join(serverDataDir(), 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
    const mails = await Promise.all(
      names.map(async (name) => ({ mtime: fs.statSync(path.join(dir, name)).mtimeMs, mail: await simpleParser(fs.readFileSync(path.join(dir, name))) })),
    );
    const matching = mails
      .filter(
        ({ mail }) =>
          mail.subject === subject &&
          (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.value.some((v) => v.address?.toLowerCase() === email.toLowerCase())),
      )
      .sort((a, b) => b.mtime - a.mtime);
    if (matching[0]) return matching[0].mail;
    if (Date.now() > deadline) throw new Error(`No e-mail "${subject}" to ${email} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const CONFIRMATION_SUBJECT = 'Confirme seu e-mail no Rumo';

/** The confirmation link of the newest confirmation e-mail to `email`. */
export async function confirmationLinkFor(email: string): Promise<string> {
  const mail = await readDeliveredMail(email, CONFIRMATION_SUBJECT);
  const link = /https?:\/\/\S+\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`No confirmation link in: ${mail.text}`);
  return link;
}

/** The skip-to-result without a role: an address on STAFF_DOMAIN confirmed with its link, signed in to the account. */
export async function registerDomainStaffViaApi(request: APIRequestContext, name = 'Equipe Rumo Teste', email = staffEmail()) {
  const account = await registerViaApi(request, name, email);
  const token = new URL(await confirmationLinkFor(email)).searchParams.get('token');
  const res = await request.post('/api/auth/confirm-email', { headers: bearer(account.token), data: { token } });
  expect(res.status(), await res.text()).toBe(200);
  return account;
}

/** Staff: the STAFF role (as `npm run role` sets it; staff rights come from a role only), on a confirmed staff-domain address. */
export async function registerStaffViaApi(request: APIRequestContext, name = 'Equipe Rumo Teste', email = staffEmail()) {
  const account = await registerDomainStaffViaApi(request, name, email);
  withServerDatabase((db) => db.prepare("update users set role = 'STAFF' where email_normalized = ?").run(email.toLowerCase()));
  return account;
}

/** A completed attempt for a staff user, through the skip endpoint. */
export async function completeAsStaffViaApi(request: APIRequestContext, token: string) {
  const { attemptId } = await startViaApi(request, token);
  const res = await request.post('/api/quiz/fill', { headers: bearer(token), data: { attemptId } });
  expect(res.status(), await res.text()).toBe(200);
  return attemptId;
}

/**
 * The journey server's SQLite database (playwright.config.ts puts its data
 * folder in E2E_DATA_DIR), for what no screen shows: how many orders exist,
 * or time passing on the server while the browser's clock is faked.
 */
export function withServerDatabase<T>(use: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(serverDataDir(), 'rumo.sqlite'), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** Gives the account an age band, which payment asks first (18 to 20 unless said: no guardian is asked). */
export async function giveAgeBandViaApi(request: APIRequestContext, token: string, ageBand = '18-20'): Promise<void> {
  const band = await request.put('/api/auth/me/age-band', { headers: bearer(token), data: { ageBand } });
  expect(band.status(), await band.text()).toBe(200);
}

/** Pays an attempt's report through the sandbox PIX, as the "Simular pagamento" button would. */
export async function payViaApi(request: APIRequestContext, token: string, attemptId: string): Promise<void> {
  await giveAgeBandViaApi(request, token);
  const order = await request.post('/api/payment/create-order', {
    headers: bearer(token),
    data: { attemptId, paymentMethod: 'pix', document: '529.982.247-25', phone: '(11) 98765-4321' },
  });
  expect(order.status(), await order.text()).toBe(200);
  const paid = await request.post(`/api/payment/sandbox/orders/${(await order.json()).data.orderId}/pay`, { headers: bearer(token) });
  expect((await paid.json()).data.status).toBe('PAID');
}

/**
 * Turns sharing of the owner's result on through the API (issue 26: a result is private until then), for journeys
 * about something else than the share panel; the panel's own journeys use its "Compartilhar meu resultado" switch.
 */
export async function shareResultViaApi(request: APIRequestContext, token: string, attemptId: string): Promise<void> {
  const res = await request.put(`/api/result/${attemptId}/sharing`, { headers: bearer(token), data: { shared: true } });
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()).data.sharedAt).toEqual(expect.any(String));
}

/** Nothing wider than the phone: the page never scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal scroll').toBeLessThanOrEqual(0);
}

/** An adult whose educator request staff approved through the API (the console's journey is educator-request.spec.ts). */
export async function approvedEducatorViaApi(request: APIRequestContext, name = 'Helena Prado', school = 'Escola Estadual Joaquim Nabuco') {
  const staff = await registerStaffViaApi(request, 'Equipe Turmas Teste');
  const educator = await registerViaApi(request, name);
  await giveAgeBandViaApi(request, educator.token, '25+');
  const asked = await request.post('/api/educator/request', {
    headers: bearer(educator.token),
    data: { school, city: 'Olinda', uf: 'PE', role: 'professor' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const requestId = (await asked.json()).data.request.id as string;
  const approved = await request.post(`/api/staff/educators/${requestId}/approve`, { headers: bearer(staff.token) });
  expect(approved.status(), await approved.text()).toBe(200);
  return educator;
}

/** A class of `educator`'s, created through the API: its id and code. */
export async function classViaApi(request: APIRequestContext, token: string, name: string, school = 'Escola Estadual Joaquim Nabuco') {
  const res = await request.post('/api/schools/classes', {
    headers: bearer(token),
    data: { name, school, grade: 'em-2', year: Number(versionDay(new Date()).slice(0, 4)) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()).data.class as { id: string; code: string };
  return { id: created.id, code: created.code };
}

/** A phone's viewport: the width the journeys are tried at. */
export const PHONE = { width: 360, height: 740 };

/** Another person's phone: a new browser context (its own storage and session) at 360 px. */
export async function phonePage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'pt-BR', viewport: PHONE });
  return context.newPage();
}

/** Signs in through the form, which leads to /profile. */
export async function signInViaUi(page: Page, email: string) {
  await page.goto('/login');
  await loginViaUi(page, email);
  await expect(page).toHaveURL(/\/profile$/);
}

/** The code a class's page shows, as shown ("ABCD-EFGH"). */
export async function shownClassCode(page: Page): Promise<string> {
  const code = page.getByRole('region', { name: 'Código da turma' }).getByText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(code).toBeVisible();
  return (await code.textContent())!.trim();
}
