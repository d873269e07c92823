import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_PASSWORD, expectAccessible, loginViaUi, registerViaApi, uniqueEmail } from './support';

/** A new account, signed in through the login form, on /profile where login leads. */
async function signedInOnProfile(page: Page, request: APIRequestContext): Promise<void> {
  const { email } = await registerViaApi(request);
  await page.goto('/login');
  await loginViaUi(page, email);
  await expect(page).toHaveURL(/\/profile$/);
}

test.describe('accounts', () => {
  test('register validates, then starts the quiz and lands on /quiz logged in', async ({ page }) => {
    await page.goto('/register');
    await expectAccessible(page);
    await page.getByLabel('Nome completo').fill('Joana');
    await page.getByLabel('Email').fill('joana');
    await page.getByLabel('Senha', { exact: true }).fill('123');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('1234');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Por favor, digite seu nome completo (nome e sobrenome)')).toBeVisible();
    await expect(page.getByText('Por favor, digite um email válido')).toBeVisible();
    await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
    await expect(page.getByText('As senhas não coincidem')).toBeVisible();

    await page.getByLabel('Nome completo').fill('Joana Pereira');
    await page.getByLabel('Email').fill(uniqueEmail('joana'));
    await page.getByLabel('Senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByText('Pergunta 1 de 100', { exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Perfil' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Currículo' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
  });

  test('register shows the server message for an e-mail already in use', async ({ page, request }) => {
    const { email } = await registerViaApi(request);
    await page.goto('/register');
    await page.getByLabel('Nome completo').fill('Outra Pessoa');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('alert')).toContainText('Este email já está cadastrado');
  });

  test('logout clears the session and shows the logged-out navigation', async ({ page, request }) => {
    await signedInOnProfile(page, request);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Inscreva-se' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('currentUser')])).toEqual([null, null]);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Sair on a standalone public page ends the session with the server and forgets the quiz on the device before the page load to /', async ({
    page,
    request,
  }) => {
    await signedInOnProfile(page, request);
    await page.goto('/faq');
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    // What the quiz keeps on the device (as a test in progress would leave it).
    await page.evaluate(() => ['assessment-answers', 'assessment-current-index', 'quiz-attempt-id'].forEach((key) => localStorage.setItem(key, '1')));
    const logout = page.waitForResponse('**/api/auth/logout');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('button', { name: 'Sair' }).click();
    expect((await logout).ok()).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /^(assessment|quiz|auth|current)/i.test(key)))).toEqual([]);
    // The token is no longer accepted.
    expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  });

  test('leaving right after Sair, while the logout call is still out, does not come back signed in; the call still carries the token it ends', async ({
    page,
    request,
  }) => {
    await signedInOnProfile(page, request);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    // Hold the logout call until the page has been left.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: Array<string | null> = [];
    await page.route('**/api/auth/logout', async (route) => {
      sent.push(route.request().headers().authorization ?? null);
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Sair' }).click();
    await expect.poll(() => sent.length).toBe(1);
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(sent).toEqual([`Bearer ${token}`]);
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a protected route while logged out goes to /login, and login returns there', async ({ page, request }) => {
    const { email } = await registerViaApi(request);
    await page.goto('/history');
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
    await loginViaUi(page, email, 'senha-errada');
    await expect(page.getByRole('alert')).toHaveText('Email ou senha incorretos');
    await loginViaUi(page, email);
    await expect(page).toHaveURL(/\/history$/);
  });

  test('/curriculum needs login, then canAccessCurriculum: otherwise /history', async ({ page, request }) => {
    const { email } = await registerViaApi(request);
    await page.goto('/curriculum');
    await expect(page).toHaveURL(/\/login$/);
    await loginViaUi(page, email);
    // Logged in, but not paid: sent on to /history.
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Currículo' })).toHaveCount(0);
    await page.goto('/curriculum');
    await expect(page).toHaveURL(/\/history$/);
  });

  test('the password can be shown and hidden again', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('segredo1');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('segredo1');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test("a protected route shows 'Verificando autenticação...' while a stored token is checked", async ({ page, request }) => {
    const { token } = await registerViaApi(request);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('authToken', value), token);
    await page.goto('/profile');
    await expect(page.getByText('Verificando autenticação...')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Verificando autenticação...')).toHaveCount(0);
  });

  test('login without a page of origin goes to /profile', async ({ page, request }) => {
    await signedInOnProfile(page, request);
    await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
  });

  test('a revoked session is noticed on the next route change', async ({ page, request }) => {
    await signedInOnProfile(page, request);
    // Let the check that arriving on /profile made finish, so the revocation is noticed by the click below.
    await page.waitForLoadState('networkidle');
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Seu Resultado' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('forgot-password shows its success and redirects to /login after 5 s', async ({ page }) => {
    await page.goto('/forgot-password');
    await expectAccessible(page);
    await page.getByLabel('Email').fill('sem-arroba');
    await page.getByRole('button', { name: 'Enviar senha temporária' }).click();
    await expect(page.getByText('Por favor, digite um email válido')).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('ninguem'));
    await page.getByRole('button', { name: 'Enviar senha temporária' }).click();
    const started = Date.now();
    await expect(page.getByRole('status').filter({ hasText: 'senha temporária de 8 caracteres' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
  });
});
