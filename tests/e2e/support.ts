import { expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

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

/** Fails on any serious or critical WCAG A/AA violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Matches STAFF_EMAIL_DOMAIN in playwright.config.ts. */
export const STAFF_DOMAIN = 'equipe.rumo.test';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function staffEmail(): string {
  return uniqueEmail('equipe').replace(/@.*$/, `@${STAFF_DOMAIN}`);
}

export async function startViaApi(request: APIRequestContext, token: string) {
  const res = await request.post('/api/quiz/start', { headers: bearer(token), data: {} });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as { attemptId: string; answers: Array<{ questionOrder: number; value: number }> };
}

/** A completed attempt for a regular user: start, 100 answers, complete. */
export async function completeViaApi(request: APIRequestContext, token: string) {
  const { attemptId } = await startViaApi(request, token);
  const questions = (await (await request.get('/api/quiz/questions', { headers: bearer(token) })).json()).data.questions as Array<{ id: number }>;
  expect(questions).toHaveLength(100);
  for (const [i, q] of questions.entries()) {
    const res = await request.post('/api/quiz/answer', { headers: bearer(token), data: { attemptId, questionOrder: q.id, value: (i % 5) + 1 } });
    expect(res.status()).toBe(200);
  }
  const res = await request.post('/api/quiz/complete', { headers: bearer(token), data: { attemptId } });
  expect(res.status(), await res.text()).toBe(200);
  return attemptId;
}

/** A completed attempt for a staff user, through the skip endpoint. */
export async function completeAsStaffViaApi(request: APIRequestContext, token: string) {
  const { attemptId } = await startViaApi(request, token);
  const res = await request.post('/api/quiz/fill', { headers: bearer(token), data: { attemptId } });
  expect(res.status(), await res.text()).toBe(200);
  return attemptId;
}
