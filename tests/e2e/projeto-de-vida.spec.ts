import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { CLASS_PRIVACY_TEXTS } from '../../src/shared/content/class-privacy';
import { getProfile } from '../../src/shared/content/profiles';
import { classDashboardPath, classPath, joinClassPath } from '../../src/shared/constants/app-routes';
import { SCHOOL_LICENCE_MESSAGES } from '../../src/shared/contracts/school-licences.contract';
import { DASHBOARD_MESSAGES, SCHOOLS_MESSAGES } from '../../src/shared/contracts/schools.contract';
import { attentiveAnswerSheet } from '../../src/shared/scoring/attentive-sheet.fixture';
import {
  DEFAULT_PASSWORD,
  approvedEducatorViaApi,
  bearer,
  completeViaApi,
  expectAccessible,
  expectNoHorizontalScroll,
  PHONE,
  phonePage,
  signInViaUi,
  shownClassCode,
  registerViaApi,
  uniqueEmail,
  withServerDatabase,
} from './support';

/**
 * Issue 30's "done when", tried as a new user would at 360 px (decisions 0195–0197): an approved educator creates
 * a class; six students join (five with the code, one by the link) and finish the test; the dashboard shows the
 * profiles only from the fifth finished student, small groups as "menos de 3"; a student who turns on "Mostrar meu
 * resultado" appears in the list and disappears when they turn it off or leave; the educator buys 6 seats by
 * sandbox PIX and the six students get the full report exactly once; another educator and a plain user get "not
 * found" on the class and its dashboard.
 */
test.use({ viewport: PHONE });

const SCHOOL = 'Escola Estadual Anísio Teixeira';
const CLASS_NAME = '2º B – Projeto de Vida';

/** The student's phone: signs in, types the code on the join screen and joins. */
async function joinWithCode(browser: Browser, testInfo: TestInfo, email: string, code: string): Promise<Page> {
  const page = await phonePage(browser, testInfo);
  await signInViaUi(page, email);
  await page.goto('/entrar-na-turma');
  await page.getByLabel('Código da turma').fill(code);
  await page.getByRole('button', { name: 'Entrar na turma' }).click();
  await expect(page.getByText(SCHOOLS_MESSAGES.joined)).toBeVisible();
  return page;
}

test('an educator runs a class: six students join and finish, the numbers appear from the fifth, the opt-in list, six seats by sandbox PIX unlock six reports once, and nobody else opens the class', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);

  // The educator creates the class on the phone.
  const educator = await approvedEducatorViaApi(request, 'Cecília Andrade', SCHOOL);
  await signInViaUi(page, educator.email);
  await page.goto('/turmas');
  await page.getByRole('button', { name: 'Nova turma' }).click();
  const form = page.getByRole('form', { name: 'Nova turma' });
  await form.getByLabel('Nome da turma').fill(CLASS_NAME);
  await form.getByLabel('Série').selectOption('em-2');
  await form.getByRole('button', { name: 'Criar turma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CLASS_NAME })).toBeVisible();
  const classId = page.url().split('/').pop()!;
  const code = (await shownClassCode(page)).replace('-', '');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Five students join with the code on their phones; profiles 3, 3, 3, 5 and 7 (answer sheets of attentive respondents).
  const profiles = [3, 3, 3, 5, 7] as const;
  const students: Array<{ name: string; email: string; token: string; page: Page }> = [];
  const names = ['Ana Beatriz Lopes', 'Bruno Tavares', 'Camila Freitas', 'Davi Nogueira', 'Eduarda Pinto'];
  for (const [i, name] of names.entries()) {
    const account = await registerViaApi(request, name);
    const studentPage = await joinWithCode(browser, testInfo, account.email, i === 0 ? code.toLowerCase() : code);
    students.push({ name, ...account, page: studentPage });
  }
  // The sixth opens the join link signed out, creates an account and comes back to join.
  const linkPage = await phonePage(browser, testInfo);
  await linkPage.goto(joinClassPath(code));
  await expect(linkPage.getByText(CLASS_PRIVACY_TEXTS.onlyNumbers)).toBeVisible();
  await linkPage.getByRole('link', { name: 'Criar conta' }).click();
  const sixthEmail = uniqueEmail('felipe');
  await linkPage.getByLabel('Nome completo').fill('Felipe Rangel');
  await linkPage.getByLabel('Email').fill(sixthEmail);
  await linkPage.getByLabel('Senha', { exact: true }).fill(DEFAULT_PASSWORD);
  await linkPage.getByLabel('Confirmar senha', { exact: true }).fill(DEFAULT_PASSWORD);
  await linkPage.getByRole('button', { name: 'Criar conta' }).click();
  await expect(linkPage).toHaveURL(new RegExp(`/entrar-na-turma\\?codigo=${code}$`));
  await linkPage.getByRole('button', { name: 'Entrar na turma' }).click();
  await expect(linkPage.getByText(SCHOOLS_MESSAGES.joined)).toBeVisible();
  const login = await request.post('/api/auth/login', { data: { email: sixthEmail, password: DEFAULT_PASSWORD } });
  students.push({ name: 'Felipe Rangel', email: sixthEmail, token: (await login.json()).data.token as string, page: linkPage });

  // The dashboard: six joined, nothing finished yet, the numbers hidden.
  await page.goto(classDashboardPath(classId));
  await expect(page.getByText(DASHBOARD_MESSAGES.tooFewFinished(0))).toBeVisible();

  // They finish the test one by one: hidden up to the fourth, shown from the fifth.
  const sheets = [...profiles, 3 as const].map((profile) => attentiveAnswerSheet(profile));
  for (let i = 0; i < 4; i++) await completeViaApi(request, students[i]!.token, sheets[i]);
  await page.reload();
  await expect(page.getByText(DASHBOARD_MESSAGES.tooFewFinished(4))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Perfis da turma' }).getByRole('listitem')).toHaveCount(0);
  await completeViaApi(request, students[4]!.token, sheets[4]);
  await page.reload();
  const distribution = page.getByRole('region', { name: 'Perfis da turma' });
  await expect(distribution.getByRole('listitem').filter({ hasText: getProfile(3).name })).toContainText('3');
  for (const small of [5, 7, 1] as const) {
    await expect(distribution.getByRole('listitem').filter({ hasText: getProfile(small).name })).toContainText(SCHOOLS_MESSAGES.fewerThan);
  }
  await expect(page.getByText(DASHBOARD_MESSAGES.tooFewFinished(5))).toHaveCount(0);
  await completeViaApi(request, students[5]!.token, sheets[5]);
  await page.reload();
  await expect(distribution.getByRole('listitem').filter({ hasText: getProfile(3).name })).toContainText('4');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // One student shows their result: listed; turned off, gone; on again, then leaving, gone.
  const listed = page.getByRole('region', { name: 'Resultados que estudantes mostraram' });
  const davi = students[3]!;
  const toggle = davi.page.getByRole('switch', { name: SCHOOLS_MESSAGES.showMyResult });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(davi.page.getByText(SCHOOLS_MESSAGES.showOn)).toBeVisible();
  await page.reload();
  await expect(listed.getByRole('listitem')).toHaveCount(1);
  await expect(listed.getByRole('listitem')).toContainText(davi.name);
  await expect(listed.getByRole('listitem')).toContainText(getProfile(5).name);
  for (const other of students.filter((s) => s !== davi)) await expect(page.getByText(other.name)).toHaveCount(0);
  await toggle.click();
  await expect(davi.page.getByText(SCHOOLS_MESSAGES.showOff)).toBeVisible();
  await page.reload();
  await expect(page.getByText(davi.name)).toHaveCount(0);
  await toggle.click();
  await expect(davi.page.getByText(SCHOOLS_MESSAGES.showOn)).toBeVisible();
  await page.reload();
  await expect(listed.getByText(davi.name)).toBeVisible();
  await davi.page.goto('/profile');
  const membership = davi.page.getByRole('region', { name: 'Minhas turmas' }).getByRole('listitem').filter({ hasText: CLASS_NAME });
  await membership.getByRole('button', { name: 'Sair da turma' }).click();
  await davi.page.getByRole('dialog').getByRole('button', { name: 'Sim, sair da turma' }).click();
  await expect(davi.page.getByText(SCHOOLS_MESSAGES.left)).toBeVisible();
  await page.reload();
  await expect(page.getByText(davi.name)).toHaveCount(0);
  // He comes back with the code: counted again, his result hidden (the switch starts off again).
  await davi.page.goto('/entrar-na-turma');
  await davi.page.getByLabel('Código da turma').fill(code);
  await davi.page.getByRole('button', { name: 'Entrar na turma' }).click();
  await expect(davi.page.getByText(SCHOOLS_MESSAGES.joined)).toBeVisible();
  await expect(davi.page.getByRole('switch', { name: SCHOOLS_MESSAGES.showMyResult })).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByText(davi.name)).toHaveCount(0);

  // The educator buys 6 seats by sandbox PIX.
  await page.goto(classPath(classId));
  await page.getByRole('link', { name: 'Comprar vagas' }).click();
  const buy = page.getByRole('form', { name: 'Comprar vagas' });
  await buy.getByLabel('Quantas vagas?').fill('6');
  await expect(buy.getByText('Total: R$ 59,40')).toBeVisible();
  await buy.getByLabel('Nome de quem paga (pessoa ou escola)').fill(SCHOOL);
  await buy.getByLabel('CPF ou CNPJ de quem paga').fill('11222333000181');
  await buy.getByLabel('Telefone').fill('81987654321');
  await buy.getByRole('button', { name: 'Gerar código PIX' }).click();
  await expect(page.getByRole('img', { name: 'QR Code do PIX para pagamento' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(page.getByText(SCHOOL_LICENCE_MESSAGES.paid)).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText(['6', '6', '0']);

  // The six get the full report, once each: six seats taken, one per student, six attempts paid.
  for (const student of students) {
    const latest = await request.get('/api/result/latest', { headers: bearer(student.token) });
    expect((await latest.json()).data.result.reportStatus, student.name).toBe('PAID');
  }
  const seatUses = withServerDatabase((db) => db.prepare('select user_id from school_seat_uses where class_id = ?').all(classId) as Array<{ user_id: string }>);
  expect(seatUses).toHaveLength(6);
  expect(new Set(seatUses.map((row) => row.user_id)).size).toBe(6);
  // A student sees the full analysis on their own result.
  const first = students[0]!.page;
  await first.goto('/results');
  await expect(first.getByRole('heading', { name: 'Análise completa' })).toBeVisible();
  await expectNoHorizontalScroll(first);
  // The dashboard shows the seats used.
  await page.goto(classDashboardPath(classId));
  await expect(page.getByText('Vagas usadas')).toBeVisible();

  // Another educator and a plain user: "Turma não encontrada" on the class and its dashboard.
  const otherEducator = await approvedEducatorViaApi(request, 'Sérgio Prates', SCHOOL);
  const plain = await registerViaApi(request, 'Paulo Henrique');
  for (const person of [otherEducator, plain]) {
    const other = await phonePage(browser, testInfo);
    await signInViaUi(other, person.email);
    for (const path of [classPath(classId), classDashboardPath(classId)]) {
      await other.goto(path);
      await expect(other.getByRole('heading', { level: 1, name: 'Turma não encontrada' })).toBeVisible();
    }
    for (const path of [`/api/schools/classes/${classId}`, `/api/schools/classes/${classId}/dashboard`]) {
      expect((await request.get(path, { headers: bearer(person.token) })).status(), path).toBe(404);
    }
  }
});
