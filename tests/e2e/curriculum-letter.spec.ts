import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfText } from '../../src/server/testing/pdf-tools';
import { LETTER_MESSAGES } from '../../src/shared/curriculum/letter';
import { bearer, completeViaApi, expectAccessible, loginViaUi, payViaApi, registerViaApi, expectNoHorizontalScroll } from './support';

/** Issue 29 item 2: a paying user writes, saves and downloads a cover letter on a phone. */
test.use({ viewport: { width: 360, height: 740 } });

const RESUME = {
  type: 'FORMAL',
  design: 'classic',
  fullName: 'Renata Lopes Farias',
  age: '17',
  address: 'Vila Mariana, São Paulo - SP',
  phone: '(11) 98765-4321',
  email: 'renata.farias@email.com',
  objective: 'Conseguir minha primeira vaga de jovem aprendiz em administração.',
  availability: 'Manhã, Tarde',
  differentials: ['Organização e pontualidade'],
  education: [{ institution: 'E.E. Prof. Ana Rosa', level: 'Ensino Médio', course: '', year: '2026', status: 'ONGOING' }],
  courses: [],
  skills: [{ name: 'Atendimento ao público', level: 'INTERMEDIATE' }],
  experiences: [{ type: 'VOLUNTEER', title: 'Monitora de leitura', organization: 'Biblioteca do bairro', period: '03/2024 a atual' }],
  recognitions: [],
};

test('a paying user writes a cover letter from the suggestions, saves it and downloads its PDF', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const account = await registerViaApi(request, 'Renata Lopes Farias');
  const attemptId = await completeViaApi(request, account.token);
  await payViaApi(request, account.token, attemptId);
  expect((await request.put('/api/curriculum', { headers: bearer(account.token), data: RESUME })).status()).toBe(200);

  await page.goto('/login');
  await loginViaUi(page, account.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/curriculum');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu currículo' })).toBeVisible();

  const panel = page.getByRole('region', { name: 'Carta de apresentação' });
  const open = panel.getByRole('button', { name: 'Escrever minha carta' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Fechar a carta' })).toHaveAttribute('aria-expanded', 'true');

  // Pre-filled with suggestions from the resume, which the form says must be rewritten before a download.
  const intro = panel.getByRole('textbox', { name: 'Quem sou e a vaga que procuro' });
  await expect(intro).toHaveValue(/Meu nome é Renata Lopes Farias\./);
  await expect(panel.getByRole('status').filter({ hasText: LETTER_MESSAGES.editFirst })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Baixar PDF da carta (Clássico)' })).toBeDisabled();

  // The programme's name follows into the suggestion.
  await panel.getByRole('combobox', { name: 'Vaga' }).selectOption({ label: 'Jovem Aprendiz' });
  await panel.getByRole('textbox', { name: 'Programa ou empresa', exact: true }).fill('CIEE');
  await expect(intro).toHaveValue(/Jovem Aprendiz em CIEE\./);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  await intro.fill('Sou a Renata, tenho 17 anos e curso o Ensino Médio. Quero ser Jovem Aprendiz no CIEE.');
  await panel.getByRole('textbox', { name: 'Por que este programa ou empresa' }).fill('O CIEE ajuda jovens do meu bairro a começar a trabalhar.');
  await panel.getByRole('textbox', { name: 'O que eu ofereço' }).fill('Fui monitora de leitura na biblioteca e gosto de atender pessoas.');
  await expect(panel.getByText('65/600 caracteres')).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: LETTER_MESSAGES.editFirst })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Salvar carta' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Carta salva.' })).toBeVisible();
  await expect(panel.getByText('Tudo salvo.')).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Jovem Aprendiz · CIEE · atual' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Baixar PDF da carta (Moderno)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('carta-renata-lopes-farias.pdf');
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const text = (await pdfText(await readFile(file))).replace(/\s+/g, ' ');
  for (const line of [
    'Renata Lopes Farias',
    'Vila Mariana, São Paulo - SP',
    '(11) 98765-4321 · renata.farias@email.com',
    'Prezada equipe de seleção,',
    'O CIEE ajuda jovens do meu bairro a começar a trabalhar.',
    'Atenciosamente,',
  ]) {
    expect(text).toContain(line);
  }
  expect(text).toMatch(/São Paulo, \d{1,2} de [a-zç]+ de \d{4}/);
});
