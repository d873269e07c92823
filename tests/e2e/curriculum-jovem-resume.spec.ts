import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CURRICULUM_MESSAGES } from '../../src/shared/curriculum/rules';
import { completeViaApi, expectAccessible, loginViaUi, payViaApi, registerViaApi } from './support';

const run = promisify(execFile);

/**
 * Issue 29, "what a new user hit", in the Currículo Jovem on a phone: the
 * person who leaves mid-way comes back to the question they left ("continue
 * de onde parou"), never to a false "saved" screen; answers typed a moment
 * before closing the page are kept; "Não" to studying asks for the completed
 * schooling, which the preview and the PDF show under Formação.
 */
test.use({ viewport: { width: 360, height: 740 } });

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

async function openQuestionnaire(page: Page, request: APIRequestContext) {
  const account = await registerViaApi(request, 'Bruno Henrique Alves');
  await payViaApi(request, account.token, await completeViaApi(request, account.token));
  await page.goto('/login');
  await loginViaUi(page, account.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/curriculum');
  await page.getByRole('button', { name: 'Currículo Jovem' }).click();
  return account;
}

test('Jovem questionnaire: back where the person left, nothing lost when the page closes, completed schooling in Formação', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await openQuestionnaire(page, request);
  const progress = page.getByText(/Pergunta \d+ de \d+/);
  const next = page.getByRole('button', { name: 'Próxima' });
  const successTitle = page.getByRole('heading', { name: CURRICULUM_MESSAGES.savedTitle });
  const resumeNote = page.getByText(/continue de onde parou/i);

  await expect(progress).toContainText('Pergunta 1 de 19');
  await next.click();
  await page.getByLabel('Quantos anos você tem? (opcional)').fill('22');
  await next.click();
  await page.getByLabel('Onde você mora?').fill('Centro, Recife - PE');
  await next.click();
  await page.getByLabel('Qual é o seu telefone ou WhatsApp?').fill('81987654321');
  await next.click();
  await next.click();

  // Não to studying: the completed schooling is asked instead of the grade.
  await page.getByRole('radio', { name: 'Não' }).check();
  await next.click();
  await expect(page.getByRole('group', { name: 'Até onde você estudou?' }).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Ensino Médio' }).check();
  await next.click();
  await expect(page.getByLabel('Em que ano você terminou?')).toHaveAttribute('inputmode', 'numeric');
  await page.getByLabel('Em que ano você terminou?').fill('2021');
  await next.click();
  await page.getByLabel('Você terminou algum curso técnico?').fill('Técnico em Logística | Etec Recife | 2022');
  await next.click();
  await next.click();
  await page.getByLabel('O que você sabe fazer bem?').fill('Excel\nAtendimento ao público\nOrganização do estoque');
  await next.click();
  await page.getByLabel('Quais são os seus pontos fortes?').fill('Bom humor');
  await next.click();
  await page.getByLabel('Em que área ou vaga você quer trabalhar?').fill('Primeiro emprego na área de vendas');
  await next.click();
  await page.getByRole('radio', { name: 'Pessoas' }).check();
  await next.click();
  await expect(page.getByRole('group', { name: 'Como você se descreve?' }).first()).toBeVisible();
  const leftAt = normalise(await progress.innerText()).replace(/ · .*$/, '');
  await expect(page.getByText('Salvo', { exact: true })).toBeVisible({ timeout: 10_000 });

  // Leaving mid-way and coming back: the same question, "continue de onde parou", no success screen (the resume is past 60 %).
  await page.goto('/');
  await page.goto('/curriculum');
  await expect(resumeNote).toBeVisible();
  await expect(page.getByRole('group', { name: 'Como você se descreve?' }).first()).toBeVisible();
  await expect(progress).toContainText(leftAt);
  await expect(successTitle).toHaveCount(0);
  await expect(page.getByText(/\d+% completo/).first()).toBeVisible();
  await expectAccessible(page);

  // Two answers, then the tab closes at once (well inside the autosave's pause).
  await page.getByRole('checkbox', { name: 'Criativo(a)' }).check();
  await next.click();
  await page.getByRole('radio', { name: 'Aprender' }).check();
  await page.close();

  const again = await context.newPage();
  await again.goto('/curriculum');
  await expect(again.getByText(/continue de onde parou/i)).toBeVisible();
  await expect(again.getByRole('radio', { name: 'Aprender' })).toBeChecked();
  await again.getByRole('button', { name: 'Anterior' }).click();
  await expect(again.getByRole('checkbox', { name: 'Criativo(a)' })).toBeChecked();
  await expect(again.getByRole('heading', { name: CURRICULUM_MESSAGES.savedTitle })).toHaveCount(0);

  // The preview and the PDF show Formação with the completed schooling.
  await again.getByRole('tab', { name: 'Pré-visualizar' }).click();
  const preview = again.getByRole('article', { name: 'Pré-visualização do currículo' });
  await expect(preview).toContainText('Formação');
  await expect(preview).toContainText('Ensino Médio');
  await expect(preview).toContainText('Concluído em 2021');
  await expect(preview).toContainText('Técnico – Técnico em Logística');
  await expect(preview).toContainText('Criatividade');
  await expect(preview).not.toContainText('Criativo(a)');
  await expect(preview).toContainText('em que eu possa aprender e trabalhar com pessoas.');
  await again.getByRole('tab', { name: 'Editar' }).click();
  const downloading = again.waitForEvent('download');
  await again.getByRole('button', { name: 'Baixar PDF' }).first().click();
  const download = await downloading;
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const text = normalise((await run('pdftotext', [file, '-'])).stdout);
  for (const expected of ['Formação', 'Ensino Médio', 'Concluído em 2021', 'Etec Recife', 'Criatividade']) expect(text, expected).toContain(expected);
  expect(text).not.toContain('Valorizo:');
});
