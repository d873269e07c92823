import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DASHBOARD_MESSAGES, SCHOOLS_MESSAGES } from '../../src/shared/contracts/schools.contract';
import { classDashboardPath } from '../../src/shared/constants/app-routes';
import { getProfile } from '../../src/shared/content/profiles';
import { attentiveAnswerSheet } from '../../src/shared/scoring/attentive-sheet.fixture';
import { approvedEducatorViaApi, bearer, completeViaApi, expectAccessible, expectNoHorizontalScroll, loginViaUi, registerViaApi } from './support';

/**
 * Issue 30 item 4 (decisions 0195 and 0196): an approved teacher opens the dashboard of a class at 360 px. With 4
 * finished students it explains the numbers are hidden; with 5 it shows the profiles with "menos de 3" cells and
 * downloads the CSV (keyboard), accessible and without sideways scroll; another id shows "Turma não encontrada".
 */
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

async function finishedMember(request: APIRequestContext, name: string, code: string, sheet?: ReadonlyMap<number, number>) {
  const student = await registerViaApi(request, name);
  await completeViaApi(request, student.token, sheet);
  const joined = await request.post('/api/schools/join', { headers: bearer(student.token), data: { code } });
  expect(joined.status(), await joined.text()).toBe(201);
  return student;
}

test('the teacher sees the numbers hidden with 4 finished, shown with 5 ("menos de 3" cells), and downloads the CSV', async ({ page, request }) => {
  test.setTimeout(120_000);
  const teacher = await approvedEducatorViaApi(request);
  const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date()));
  const created = await request.post('/api/schools/classes', {
    headers: bearer(teacher.token),
    data: { name: '2º A – manhã', school: 'Escola Estadual Joaquim Nabuco', grade: 'em-2', year },
  });
  expect(created.status(), await created.text()).toBe(201);
  const klass = (await created.json()).data.class as { id: string; code: string };
  const students = [];
  for (const name of ['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Davi Rocha']) students.push(await finishedMember(request, name, klass.code));

  await page.goto('/login');
  await loginViaUi(page, teacher.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto(classDashboardPath(klass.id));
  await expect(page.getByRole('heading', { level: 1, name: 'Painel da turma 2º A – manhã' })).toBeVisible();
  await expect(page.getByText(DASHBOARD_MESSAGES.tooFewFinished(4))).toBeVisible();
  await expect(page.getByText('Os números aparecem quando pelo menos 5 estudantes terminarem o teste. Até agora: 4.')).toBeVisible();
  await expect(page.getByText(SCHOOLS_MESSAGES.fewerThan, { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // A fifth student, with a perfil misto led by another profile: the numbers show, small groups as "menos de 3".
  await finishedMember(request, 'Elisa Melo', klass.code, attentiveAnswerSheet(1, undefined, 1));
  await page.reload();
  const profiles = page.getByRole('region', { name: 'Perfis da turma' });
  await expect(profiles.getByRole('listitem').filter({ hasText: getProfile(3).name })).toContainText('4');
  await expect(profiles.getByRole('listitem').filter({ hasText: getProfile(1).name })).toContainText(SCHOOLS_MESSAGES.fewerThan);
  await expect(profiles.getByText(SCHOOLS_MESSAGES.fewerThan, { exact: true })).toHaveCount(9);
  await expect(page.getByText(DASHBOARD_MESSAGES.tooFewFinished(5))).toHaveCount(0);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  // On a desktop too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.setViewportSize(PHONE);

  // The CSV, from the keyboard.
  const button = page.getByRole('button', { name: 'Baixar CSV' });
  await button.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe(DASHBOARD_MESSAGES.csvName);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain('Turma;2º A – manhã\r\n');
  expect(text).toContain('Terminaram o teste;5\r\n');
  expect(text).toContain(`${getProfile(3).name};4\r\n`);
  expect(text).toContain(`${getProfile(1).name};${SCHOOLS_MESSAGES.fewerThan}\r\n`);
  expect(text).not.toContain('Ana Souza');

  // A student turns on "Mostrar meu resultado": listed with the result; nobody else is named.
  const shown = await request.put(`/api/schools/memberships/${klass.id}`, { headers: bearer(students[0]!.token), data: { showMyResult: true } });
  expect(shown.status(), await shown.text()).toBe(200);
  await page.reload();
  const listed = page.getByRole('region', { name: 'Resultados que estudantes mostraram' });
  await expect(listed.getByRole('listitem')).toHaveCount(1);
  await expect(listed.getByRole('listitem')).toContainText('Ana Souza');
  await expect(listed.getByRole('listitem')).toContainText(getProfile(3).name);
  await expect(page.getByText('Bruno Lima')).toHaveCount(0);
  await expectAccessible(page);

  // A class that is not the teacher's.
  await page.goto(classDashboardPath('3f2a9c1e-7b4d-4e8a-9c2b-1d0e5f6a7b8c'));
  await expect(page.getByRole('heading', { level: 1, name: 'Turma não encontrada' })).toBeVisible();
  await expectAccessible(page);
});
