import { expect, test } from '@playwright/test';
import { CLASS_PRIVACY_TEXTS } from '../../src/shared/content/class-privacy';
import { joinClassPath } from '../../src/shared/constants/app-routes';
import { CLASS_GRADE_LABELS, SCHOOLS_MESSAGES, formatClassCode } from '../../src/shared/contracts/schools.contract';
import {
  DEFAULT_PASSWORD,
  approvedEducatorViaApi,
  classViaApi,
  completeViaApi,
  expectAccessible,
  expectNoHorizontalScroll,
  PHONE,
  phonePage,
  signInViaUi,
  shownClassCode,
  loginViaUi,
  registerViaApi,
  uniqueEmail,
} from './support';

/**
 * Issue 30 items 2–3 (decision 0195) at 360 px: an approved educator creates a class and shares its code, link and
 * QR code; students join by the code or the link (signing up or in first, then back), choose whether the teacher
 * sees their result, and leave; nobody but the class's educator opens the class's page.
 */
test.use({ viewport: PHONE });

const SCHOOL = 'Escola Estadual Joaquim Nabuco';

test('an educator creates a class, shares its code and QR code and replaces the code; a student joins by the code, turns the switch on and off, and leaves from /profile', async ({
  page,
  context,
  request,
  browser,
}, testInfo) => {
  // Two people on two phones, with an axe scan at each step: longer than one journey's default.
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const educator = await approvedEducatorViaApi(request, 'Rosana Teixeira', SCHOOL);
  await signInViaUi(page, educator.email);

  // The menu has "Turmas" for an educator; the profile's educator section leads to "Minhas turmas" too.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Turmas' })).toHaveAttribute('href', '/turmas');
  await page.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('link', { name: 'Minhas turmas (educador)' }).click();
  await expect(page).toHaveURL(/\/turmas$/);
  await expect(page.getByText('Você ainda não tem turmas.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Nova turma' }).click();
  const form = page.getByRole('form', { name: 'Nova turma' });
  // The school comes from the educator's request; an empty name and série are refused in the server's words.
  await expect(form.getByLabel('Escola')).toHaveValue(SCHOOL);
  await form.getByRole('button', { name: 'Criar turma' }).click();
  await expect(form.getByText(SCHOOLS_MESSAGES.nameRequired)).toBeVisible();
  await expect(form.getByText(SCHOOLS_MESSAGES.grade)).toBeVisible();
  await form.getByLabel('Nome da turma').fill('1º B – tarde');
  await form.getByLabel('Série').selectOption('em-1');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await form.getByRole('button', { name: 'Criar turma' }).click();

  // The class's page: the code in large type, the link, the QR code.
  await expect(page).toHaveURL(/\/turmas\/[0-9a-f-]{36}$/);
  const classUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: '1º B – tarde' })).toBeVisible();
  await expect(page.getByText(SCHOOLS_MESSAGES.created)).toBeVisible();
  const oldCode = await shownClassCode(page);
  await page.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByText('Código copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldCode);
  const link = page.getByRole('region', { name: 'Link para entrar' });
  await expect(link).toContainText(joinClassPath(oldCode.replace('-', '')));
  await link.getByRole('button', { name: 'Copiar link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/entrar-na-turma\\?codigo=${oldCode.replace('-', '')}$`));
  const qr = page.getByRole('img', { name: 'QR code do link para entrar na turma 1º B – tarde' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const classId = classUrl.split('/').pop()!;
  await expect(page.getByRole('link', { name: 'Ver o painel da turma' })).toHaveAttribute('href', `/turmas/${classId}/painel`);
  await expect(page.getByRole('link', { name: 'Comprar vagas' })).toHaveAttribute('href', `/turmas/${classId}/vagas`);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // A new code, confirmed first: the old one stops working.
  await page.getByRole('button', { name: 'Criar código novo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar um código novo?' });
  await expect(dialog).toContainText(oldCode);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sim, criar código novo' }).click();
  await expect(page.getByText(SCHOOLS_MESSAGES.newCode)).toBeVisible();
  const newCode = await shownClassCode(page);
  expect(newCode).not.toBe(oldCode);

  // The list shows the class.
  await page.getByRole('link', { name: '← Minhas turmas' }).click();
  const item = page.getByRole('listitem').filter({ hasText: '1º B – tarde' });
  await expect(item).toContainText(CLASS_GRADE_LABELS['em-1']);
  await expect(item).toContainText('0 estudantes · Aberta');

  // A student, on their own phone: the old code is refused; the new one, typed in lower case with a space, joins.
  const student = await registerViaApi(request, 'Caio Menezes');
  const studentPage = await phonePage(browser, testInfo);
  await signInViaUi(studentPage, student.email);
  await studentPage.goto('/entrar-na-turma');
  await expect(studentPage.getByRole('region', { name: CLASS_PRIVACY_TEXTS.title })).toContainText(CLASS_PRIVACY_TEXTS.onlyNumbers);
  await expect(studentPage.getByText(CLASS_PRIVACY_TEXTS.ownResult)).toBeVisible();
  await expect(studentPage.getByText(CLASS_PRIVACY_TEXTS.switchOff)).toBeVisible();
  await expect(studentPage.getByText(CLASS_PRIVACY_TEXTS.leave)).toBeVisible();
  await expectAccessible(studentPage);
  await expectNoHorizontalScroll(studentPage);
  await studentPage.getByLabel('Código da turma').fill(oldCode);
  await studentPage.getByRole('button', { name: 'Entrar na turma' }).click();
  await expect(studentPage.getByText(SCHOOLS_MESSAGES.codeNotFound)).toBeVisible();
  const typed = newCode.replace('-', '').toLowerCase();
  await studentPage.getByLabel('Código da turma').fill(`${typed.slice(0, 4)} ${typed.slice(4)}`);
  await studentPage.getByRole('button', { name: 'Entrar na turma' }).click();
  await expect(studentPage.getByText(SCHOOLS_MESSAGES.joined)).toBeVisible();
  await expect(studentPage.getByRole('heading', { name: '1º B – tarde' })).toBeVisible();
  await expect(studentPage.getByText('Professor(a): Rosana Teixeira')).toBeVisible();
  await expect(studentPage.getByRole('link', { name: 'Fazer o teste' })).toBeVisible();
  // The switch: off by default, then on, then off, each said.
  const toggle = studentPage.getByRole('switch', { name: SCHOOLS_MESSAGES.showMyResult });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expectAccessible(studentPage);
  await toggle.click();
  await expect(studentPage.getByText(SCHOOLS_MESSAGES.showOn)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(studentPage.getByText(SCHOOLS_MESSAGES.showOff)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expectNoHorizontalScroll(studentPage);

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: '1º B – tarde' })).toContainText('1 estudante · Aberta');

  // On /profile: "Minhas turmas" lists the class with its switch; leaving asks first.
  await studentPage.goto('/profile');
  const mine = studentPage.getByRole('region', { name: 'Minhas turmas' });
  const membership = mine.getByRole('listitem').filter({ hasText: '1º B – tarde' });
  await expect(membership).toContainText(SCHOOL);
  await expect(membership).toContainText('Professor(a): Rosana Teixeira');
  await expect(membership.getByRole('switch', { name: SCHOOLS_MESSAGES.showMyResult })).toHaveAttribute('aria-checked', 'false');
  await expectAccessible(studentPage);
  await expectNoHorizontalScroll(studentPage);
  await membership.getByRole('button', { name: 'Sair da turma' }).click();
  const leave = studentPage.getByRole('dialog', { name: 'Sair da turma 1º B – tarde?' });
  await leave.getByRole('button', { name: 'Cancelar' }).click();
  await expect(membership).toBeVisible();
  await membership.getByRole('button', { name: 'Sair da turma' }).click();
  await expectAccessible(studentPage);
  await leave.getByRole('button', { name: 'Sim, sair da turma' }).click();
  await expect(mine.getByText(SCHOOLS_MESSAGES.left)).toBeVisible();
  await expect(mine.getByRole('listitem')).toHaveCount(0);
  await expect(mine.getByRole('link', { name: 'Entrar numa turma' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: '1º B – tarde' })).toContainText('0 estudantes · Aberta');
});

test('the join link, opened signed out, comes back with its code after signing up or signing in; a student who finished the test this year is sent to that result', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const educator = await approvedEducatorViaApi(request, 'Marta Albuquerque', SCHOOL);
  const made = await classViaApi(request, educator.token, '3º C – noite', SCHOOL);
  const joinLink = joinClassPath(made.code);

  // Signed out: what the teacher sees, the code, and the ways in.
  await page.goto(joinLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar numa turma' })).toBeVisible();
  await expect(page.getByText(CLASS_PRIVACY_TEXTS.onlyNumbers)).toBeVisible();
  await expect(page.getByText(formatClassCode(made.code))).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Nome completo').fill('Luana Ribeiro');
  await page.getByLabel('Email').fill(uniqueEmail('luana'));
  await page.getByLabel('Senha', { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByLabel('Confirmar senha', { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  // Back on the join screen, the code already in the field: joining is still the student's own step.
  await expect(page).toHaveURL(new RegExp(`/entrar-na-turma\\?codigo=${made.code}$`));
  await expect(page.getByLabel('Código da turma')).toHaveValue(formatClassCode(made.code));
  await page.getByRole('button', { name: 'Entrar na turma' }).click();
  await expect(page.getByText(SCHOOLS_MESSAGES.joined)).toBeVisible();
  await expect(page.getByRole('switch', { name: SCHOOLS_MESSAGES.showMyResult })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('link', { name: 'Fazer o teste' })).toBeVisible();
  await expectAccessible(page);

  // A student with an account and this year's result: "Entrar", then back; joining starts no new test.
  const finished = await registerViaApi(request, 'Pedro Cavalcanti');
  await completeViaApi(request, finished.token);
  const other = await phonePage(browser, testInfo);
  await other.goto(joinLink);
  await other.getByRole('link', { name: 'Entrar', exact: true }).click();
  await expect(other).toHaveURL(/\/login$/);
  await loginViaUi(other, finished.email);
  await expect(other).toHaveURL(new RegExp(`/entrar-na-turma\\?codigo=${made.code}$`));
  await other.getByRole('button', { name: 'Entrar na turma' }).click();
  await expect(other.getByText(SCHOOLS_MESSAGES.joined)).toBeVisible();
  await expect(other.getByRole('link', { name: 'Ver o meu resultado' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Fazer o teste' })).toHaveCount(0);
  await expectNoHorizontalScroll(other);
});

test('another educator and a plain user get "Turma não encontrada" on the class page; a plain user on /turmas reads how to become an educator', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const owner = await approvedEducatorViaApi(request, 'Helena Prado', SCHOOL);
  const made = await classViaApi(request, owner.token, '2º A – manhã', SCHOOL);
  const otherEducator = await approvedEducatorViaApi(request, 'Sérgio Lima', SCHOOL);
  await signInViaUi(page, otherEducator.email);
  await page.goto(`/turmas/${made.id}`);
  await expect(page.getByRole('heading', { level: 1, name: SCHOOLS_MESSAGES.classNotFound })).toBeVisible();
  await expect(page.getByText(formatClassCode(made.code))).toHaveCount(0);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  const plain = await registerViaApi(request, 'Bruna Sales');
  const plainPage = await phonePage(browser, testInfo);
  await signInViaUi(plainPage, plain.email);
  await plainPage.goto(`/turmas/${made.id}`);
  await expect(plainPage.getByRole('heading', { level: 1, name: SCHOOLS_MESSAGES.classNotFound })).toBeVisible();
  await plainPage.goto('/turmas/nao-e-uma-turma');
  await expect(plainPage.getByRole('heading', { level: 1, name: SCHOOLS_MESSAGES.classNotFound })).toBeVisible();
  await plainPage.goto('/turmas');
  await expect(plainPage.getByRole('heading', { name: 'Turmas são para educadores' })).toBeVisible();
  await expect(plainPage.getByRole('link', { name: 'Ir para o meu perfil' })).toHaveAttribute('href', '/profile');
  await expect(plainPage.getByRole('button', { name: 'Nova turma' })).toHaveCount(0);
  await expectAccessible(plainPage);
  await expectNoHorizontalScroll(plainPage);
});
