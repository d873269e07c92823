import { expect, test } from '@playwright/test';
import { EDUCATOR_MESSAGES } from '../../src/shared/contracts/educator.contract';
import { expectAccessible, expectNoHorizontalScroll, giveAgeBandViaApi, loginViaUi, registerStaffViaApi, registerViaApi } from './support';

/** Issue 30 item 1 (decision 0194): an adult asks to be an educator from /profile, staff approve it in the console, the adult sees it approved. */
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

test('an adult asks "Sou educador(a)" on /profile at 360 px, staff approve it in "Educadores", and the adult sees "Pedido aprovado"', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const teacher = await registerViaApi(request, 'Rosana Teixeira');
  await giveAgeBandViaApi(request, teacher.token, '25+');
  const staff = await registerStaffViaApi(request, 'Equipe Educadores Teste');

  await page.goto('/login');
  await loginViaUi(page, teacher.email);
  await expect(page).toHaveURL(/\/profile$/);
  const section = page.getByRole('region', { name: EDUCATOR_MESSAGES.title });
  await section.getByRole('button', { name: EDUCATOR_MESSAGES.title }).click();
  // Sent empty: each field says what is missing, in the server's words.
  await section.getByRole('button', { name: 'Pedir acesso de educador(a)' }).click();
  await expect(section.getByText(EDUCATOR_MESSAGES.schoolRequired)).toBeVisible();
  await expect(section.getByText(EDUCATOR_MESSAGES.uf)).toBeVisible();
  await section.getByLabel('Nome da escola').fill('Escola Estadual Joaquim Nabuco');
  await section.getByLabel('Cidade').fill('Olinda');
  await section.getByLabel('Estado (UF)').selectOption('PE');
  await section.getByLabel('Sua função na escola').selectOption('professor');
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Pedir acesso de educador(a)' }).click();
  await expect(section.getByText(EDUCATOR_MESSAGES.sent)).toBeVisible();
  await expect(section.getByText(EDUCATOR_MESSAGES.pending, { exact: true })).toBeVisible();
  await expect(section.getByText('Escola Estadual Joaquim Nabuco, Olinda (PE) · Professor(a)')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Staff, on their own device: the request waits in "Educadores"; they approve it.
  const staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'pt-BR', viewport: PHONE });
  const consolePage = await staffContext.newPage();
  await consolePage.goto('/login');
  await loginViaUi(consolePage, staff.email);
  await expect(consolePage).toHaveURL(/\/profile$/);
  await consolePage.goto('/equipe?secao=educadores');
  const panel = consolePage.getByRole('tabpanel', { name: 'Educadores' });
  const item = panel.getByRole('listitem').filter({ hasText: teacher.email });
  await expect(item).toContainText('Olinda (PE) · Professor(a)');
  await expectAccessible(consolePage);
  await expectNoHorizontalScroll(consolePage);
  await item.getByRole('button', { name: 'Aprovar' }).click();
  await expect(panel.getByText(EDUCATOR_MESSAGES.approvedByStaff)).toBeVisible();
  await expect(item).toContainText('Aprovado em');
  await staffContext.close();

  // The adult sees the request approved.
  await page.reload();
  await expect(section.getByText(EDUCATOR_MESSAGES.approved, { exact: true })).toBeVisible();
  await expect(section.getByText(EDUCATOR_MESSAGES.approvedHelp)).toBeVisible();
  await expect(section.getByRole('button', { name: EDUCATOR_MESSAGES.title })).toHaveCount(0);
  await expectAccessible(page);
});

test('a teenager whose age band is under 18 is not offered educator access on /profile', async ({ page, request }) => {
  const student = await registerViaApi(request, 'Caio Menezes');
  await giveAgeBandViaApi(request, student.token, '16-17');
  await page.goto('/login');
  await loginViaUi(page, student.email);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Caio!' })).toBeVisible();
  await expect(page.getByRole('region', { name: EDUCATOR_MESSAGES.title })).toHaveCount(0);
  await expect(page.getByRole('button', { name: EDUCATOR_MESSAGES.title })).toHaveCount(0);
});
