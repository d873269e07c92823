import { expect, test } from '@playwright/test';
import { LEGAL_DOCUMENT_VERSIONS, legalUpdatedAt } from '../../src/shared/constants/legal-versions';
import { expectAccessible, expectNoHorizontalScroll, loginViaUi, registerViaApi, withServerDatabase } from './support';

/**
 * Issue 30 item 7 (decision 0199): the terms and the privacy policy say what a teacher sees; a person whose
 * recorded acceptance is of an older version is asked again at the next sign-in, and on a session already open.
 */
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

const STEP_TITLE = 'Atualizamos os nossos termos';

/** Makes the account's recorded acceptances those of an older version of both pages. */
function ageConsents(userId: string): void {
  withServerDatabase((db) => db.prepare("update consent_records set version = '2026-11-20' where user_id = ?").run(userId));
}

function acceptedVersions(userId: string): string[] {
  return withServerDatabase((db) =>
    (
      db.prepare('select document, version from consent_records where user_id = ? order by document, version').all(userId) as {
        document: string;
        version: string;
      }[]
    ).map((row) => `${row.document} ${row.version}`),
  );
}

test('a person who accepted older terms signs in, sees "Atualizamos os nossos termos", reads the pages in a new tab, accepts, and reaches the page they were going to', async ({
  page,
  request,
  context,
}) => {
  const person = await registerViaApi(request, 'Luana Ferreira');
  ageConsents(person.user.id);

  await page.goto('/history');
  await expect(page).toHaveURL(/\/login$/);
  await loginViaUi(page, person.email);

  const title = page.getByRole('heading', { level: 1, name: STEP_TITLE });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  await expect(page.getByText('Agora professores podem criar turmas de Projeto de Vida no Rumo.', { exact: false })).toBeVisible();
  // Nothing of the app is reachable meanwhile, and Esc does not dismiss the step.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(title).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // The privacy policy opens in a new tab and is readable there (the step does not cover the legal pages).
  const privacyLink = page.getByRole('link', { name: /Política de Privacidade/ });
  await expect(privacyLink).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Termos de Uso/ })).toHaveAttribute('href', '/terms');
  const [privacyTab] = await Promise.all([context.waitForEvent('page'), privacyLink.click()]);
  await expect(privacyTab.getByRole('heading', { level: 2, name: /\d+\. Turmas: o que o professor vê$/ })).toBeVisible();
  await expect(privacyTab.getByRole('heading', { level: 1, name: STEP_TITLE })).toHaveCount(0);
  await privacyTab.close();

  await page.getByRole('button', { name: 'Li e aceito' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: STEP_TITLE })).toHaveCount(0);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(acceptedVersions(person.user.id)).toEqual([
    'privacy 2026-11-20',
    `privacy ${LEGAL_DOCUMENT_VERSIONS.privacy}`,
    'terms 2026-11-20',
    `terms ${LEGAL_DOCUMENT_VERSIONS.terms}`,
  ]);

  // Asked once: a reload and another page go straight on.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, Luana!/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: STEP_TITLE })).toHaveCount(0);
});

test('a session already open is asked when the app opens again, and "Sair" signs out', async ({ page, request }) => {
  const person = await registerViaApi(request, 'Otávio Ramos');
  await page.goto('/login');
  await loginViaUi(page, person.email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, Otávio!/ })).toBeVisible();

  // The pages change while the session is open: the next load asks.
  ageConsents(person.user.id);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: STEP_TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: STEP_TITLE })).toHaveCount(0);
  // Signed out: a protected page asks to sign in.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  // Nothing was accepted.
  expect(acceptedVersions(person.user.id)).toEqual(['privacy 2026-11-20', 'terms 2026-11-20']);
});

test('the privacy policy and the terms show their new date and say what a teacher sees', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByText(`Última atualização: ${legalUpdatedAt('privacy')}`)).toBeVisible();
  const classes = page.getByRole('region', { name: /\d+\. Turmas: o que o professor vê$/ });
  await expect(classes).toBeVisible();
  await expect(classes.getByRole('heading', { name: 'O que o professor nunca vê' })).toBeVisible();
  await expect(classes.getByText('“menos de 3”', { exact: false })).toBeVisible();
  await expect(classes.getByText('pelo menos 5 estudantes', { exact: false })).toBeVisible();
  await expect(classes.getByText('Mostrar meu resultado para o(a) professor(a)', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.goto('/terms');
  await expect(page.getByText(`Última atualização: ${legalUpdatedAt('terms')}`)).toBeVisible();
  const terms = page.getByRole('region', { name: /\d+\. Turmas de Projeto de Vida e licenças de escola$/ });
  await expect(terms.getByText('Não use os resultados para dar nota, escolher, aprovar ou recusar estudantes.')).toBeVisible();
  await expectAccessible(page);
});
