import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { curriculumSuggestions } from '../../src/shared/content/curriculum-suggestions';
import { CURRICULUM_MESSAGES, MINOR_NIGHT_NOTE } from '../../src/shared/curriculum/rules';
import { bearer, completeViaApi, expectAccessible, loginViaUi, payViaApi, registerViaApi, expectNoHorizontalScroll } from './support';

const run = promisify(execFile);

/** Issue 11: the resume builder, tried as a new user would on a phone. */
test.use({ viewport: { width: 360, height: 740 } });

/** A user with a completed test, paid (canAccessCurriculum) unless told otherwise, logged in. */
async function logIn(page: Page, request: APIRequestContext, name: string, { paid = true } = {}) {
  const account = await registerViaApi(request, name);
  const attemptId = await completeViaApi(request, account.token);
  if (paid) await payViaApi(request, account.token, attemptId);
  await page.goto('/login');
  await loginViaUi(page, account.email);
  await expect(page).toHaveURL(/\/profile$/);
  return account;
}

async function openBuilder(page: Page, request: APIRequestContext, name: string) {
  const account = await logIn(page, request, name);
  await page.goto('/curriculum');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu currículo' })).toBeVisible();
  return account;
}

async function checkScreen(page: Page) {
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
}

/** The PDF's text, in reading order. */
async function pdfText(download: Download, testInfo: { outputPath: (name: string) => string }): Promise<string> {
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const { stdout } = await run('pdftotext', [file, '-']);
  return stdout;
}

async function downloadPdf(page: Page, button = page.getByRole('button', { name: 'Baixar PDF' })) {
  const downloading = page.waitForEvent('download');
  await button.click();
  return downloading;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The live preview (on a phone, behind the 'Pré-visualizar' tab) comes to show `text`, whitespace-normalised like the PDF's. */
async function expectPreviewText(page: Page, text: string) {
  await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
  const preview = page.getByRole('article', { name: 'Pré-visualização do currículo' });
  await expect(preview).toBeVisible();
  // The preview follows the draft after a short pause (CURRICULUM_PREVIEW_DEBOUNCE_MS): poll until it does.
  await expect.poll(async () => normalise(await preview.innerText())).toBe(text);
}

const sectionHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** Fills the Formal basic section's required fields (name and e-mail come from the account) and moves on. */
async function passBasicSection(page: Page) {
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Endereço').fill('Bela Vista, São Paulo - SP');
  await page.getByRole('button', { name: 'Salvar & Continuar' }).click();
  await expect(sectionHeading(page, 'Objetivo')).toBeVisible();
}

test.describe('resume builder', () => {
  test('a paying user completes the Jovem questionnaire (studying = Não skips the grade), sees the success screen and downloads a PDF with the answers', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openBuilder(page, request, 'Ana Júlia Souza');
    await checkScreen(page);
    await page.getByRole('button', { name: 'Currículo Jovem' }).click();

    const progress = page.getByText(/Pergunta \d+ de \d+/);
    const next = page.getByRole('button', { name: 'Próxima' });
    await expect(page.getByRole('heading', { name: 'Quem é você?' })).toBeVisible();
    await expect(progress).toContainText('Pergunta 1 de 19');
    // The account's name comes filled in; the person writes it as on their document.
    await expect(page.getByLabel('Qual é o seu nome completo?')).toHaveValue('Ana Júlia Souza');
    await page.getByLabel('Qual é o seu nome completo?').fill('Ana Júlia Souza Lima');
    await checkScreen(page);
    await next.click();

    await expect(progress).toContainText('Pergunta 2 de 19');
    await page.getByLabel('Quantos anos você tem? (opcional)').fill('16');
    await next.click();
    // Required and empty: Próxima waits.
    await page.getByLabel('Onde você mora?').fill('');
    await expect(next).toBeDisabled();
    await page.getByLabel('Onde você mora?').fill('Vila Nova, Campinas - SP');
    await next.click();
    await page.getByLabel('Qual é o seu telefone ou WhatsApp?').fill('19987654321');
    await expect(page.getByLabel('Qual é o seu telefone ou WhatsApp?')).toHaveValue('(19) 98765-4321');
    await next.click();
    await expect(page.getByLabel('Qual é o seu email?')).toHaveAttribute('type', 'email');
    await next.click();

    // Studying: Sim shows the grade and school questions (21 in all); Não swaps them for the completed schooling (issue 29).
    await expect(page.getByRole('heading', { name: 'Escola e aprendizados' })).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByRole('radio', { name: 'Sim' }).check();
    await expect(progress).toContainText('Pergunta 6 de 21');
    await next.click();
    await expect(page.getByLabel('Em que ano ou série você está?')).toBeVisible();
    await page.getByLabel('Em que ano ou série você está?').fill('2º ano do Ensino Médio');
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.getByRole('radio', { name: 'Não' }).check();
    await expect(progress).toContainText('Pergunta 6 de 21');
    await next.click();
    await page.getByRole('radio', { name: 'Ensino Fundamental' }).check();
    await expect(progress).toContainText('Pergunta 7 de 22');
    await next.click();
    await page.getByLabel('Em que ano você terminou?').fill('2024');
    await next.click();
    await expect(page.getByLabel('Você terminou algum curso técnico?')).toBeVisible();
    await next.click();
    await expect(page.getByLabel('Você já fez algum curso?')).toBeVisible();
    await expect(progress).toContainText('Pergunta 10 de 22');
    await page.getByLabel('Você já fez algum curso?').fill('Informática básica | Senac | 2024');
    await next.click();
    await page.getByLabel('O que você sabe fazer bem?').fill('Excel\nAtendimento ao público');
    await next.click();

    // Strengths: chips from the test result add a line, never replace what was typed.
    const strengths = page.getByLabel('Quais são os seus pontos fortes?');
    await strengths.fill('Paciência');
    const chips = page.getByRole('button', { pressed: false }).filter({ hasText: /^\+/ });
    expect(await chips.count()).toBeGreaterThanOrEqual(5);
    const chipText = (await chips.first().innerText()).replace(/^\+\s*/, '');
    await chips.first().click();
    await expect(strengths).toHaveValue(`Paciência\n${chipText}`);
    await checkScreen(page);
    await next.click();
    await page.getByLabel('Em que área ou vaga você quer trabalhar?').fill('Jovem Aprendiz na área administrativa');
    await next.click();
    await page.getByRole('radio', { name: 'Pessoas' }).check();
    await next.click();
    await page.getByRole('checkbox', { name: 'Organizado(a)' }).check();
    await next.click();
    await page.getByRole('radio', { name: 'Aprender' }).check();
    await next.click();
    await expect(page.getByRole('heading', { name: 'Suas experiências' })).toBeVisible();
    await page.getByLabel('Você participou de algum projeto na escola?').fill('Organizei a feira de ciências da escola');
    await next.click();
    await expect(page.getByLabel('Que título você dá a esse projeto?')).toBeVisible();
    await next.click();
    await page.getByLabel('Já ajudou em algum trabalho, mesmo sem carteira assinada?').fill('Ajudo no mercadinho da família');
    await next.click();
    // Paid or not is asked: it decides Trabalho or Trabalho voluntário.
    await expect(next).toBeDisabled();
    await page.getByRole('radio', { name: 'Sim' }).check();
    await next.click();
    await page.getByLabel('Que título você dá a esse trabalho?').fill('Atendimento e caixa - Mercadinho da família - 2025');
    await next.click();
    await next.click();
    const mainQuality = page.getByLabel('Qual é a sua principal qualidade?');
    await expect(page.getByRole('button', { pressed: false }).filter({ hasText: /^\+/ })).not.toHaveCount(0);
    expect(await page.getByRole('button', { pressed: false }).filter({ hasText: /^\+/ }).count()).toBeGreaterThanOrEqual(5);
    await mainQuality.fill('Sou responsável');
    await next.click();
    await page.getByLabel('Já recebeu algum prêmio ou reconhecimento?').fill('Medalha de bronze - OBMEP - 2024');
    await next.click();

    // Availability: Noite at 16 shows the note for minors.
    await expect(progress).toContainText('Pergunta 25 de 25');
    await page.getByRole('checkbox', { name: 'Noite' }).check();
    await expect(page.getByText(MINOR_NIGHT_NOTE)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Noite' }).uncheck();
    await expect(page.getByText(MINOR_NIGHT_NOTE)).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Tarde' }).check();
    await checkScreen(page);
    await expect(page.getByText('Salvo', { exact: true })).toBeVisible({ timeout: 10_000 });

    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByRole('heading', { name: CURRICULUM_MESSAGES.savedTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar Respostas' })).toBeVisible();
    await checkScreen(page);

    const download = await downloadPdf(page);
    expect(download.suggestedFilename()).toBe('curriculo-ana-julia-souza-lima.pdf');
    const text = normalise(await pdfText(download, testInfo));
    for (const answer of [
      'Ana Júlia Souza Lima',
      '16 anos',
      'Vila Nova, Campinas - SP',
      '(19) 98765-4321',
      'Informática básica',
      'Senac',
      'Excel',
      'Atendimento ao público',
      'Paciência',
      chipText,
      'Jovem Aprendiz na área administrativa',
      'Organizei a feira de ciências da escola',
      'Ajudo no mercadinho da família',
      'Atendimento e caixa',
      'Trabalho · Mercadinho da família · 2025',
      'Ensino Fundamental',
      'Sou responsável',
      'Medalha de bronze',
      'OBMEP',
      'Tarde',
    ]) {
      expect(text, answer).toContain(answer);
    }
    // Não to studying: no grade, but the completed level.
    expect(text).not.toContain('2º ano do Ensino Médio');
    expect(text).toContain('Concluído em 2024');
    // The preview shows what the PDF holds, in the same order.
    await expectPreviewText(page, text);
    await page.getByRole('tab', { name: 'Editar' }).click();

    // Opening the builder again shows the success screen (saved and at least 60% complete).
    await page.reload();
    await expect(page.getByRole('heading', { name: CURRICULUM_MESSAGES.savedTitle })).toBeVisible();
    await page.getByRole('button', { name: 'Editar Respostas' }).click();
    await expect(page.getByLabel('Qual é o seu nome completo?')).toHaveValue('Ana Júlia Souza Lima');
  });
});

test.describe('Currículo Formal', () => {
  test('a paying user fills every section with Salvar & Continuar, deletes a saved item and a temp item, switches design and downloads both designs', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await openBuilder(page, request, 'Carlos Eduardo Ramos');
    await page.getByRole('button', { name: 'Currículo Formal' }).click();
    const next = page.getByRole('button', { name: 'Salvar & Continuar' });
    const deletes: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'DELETE') deletes.push(sent.url());
    });

    // 1. Informações Básicas: required marks, e-mail input, checked before the save.
    await expect(sectionHeading(page, 'Informações Básicas')).toBeVisible();
    for (const label of ['Nome completo', 'Endereço', 'Telefone', 'Email']) await expect(page.getByLabel(label)).toHaveAttribute('required', '');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Email')).toHaveValue(/@exemplo\.com\.br$/);
    await page.getByLabel('Email').fill('carlos.ramos@email.com');
    await next.click();
    await expect(page.getByText('Por favor, preencha o telefone')).toBeVisible();
    await expect(page.getByText('Por favor, preencha seu endereço')).toBeVisible();
    await expect(page.getByLabel('Telefone')).toBeFocused();
    await expect(sectionHeading(page, 'Informações Básicas')).toBeVisible();
    await checkScreen(page);
    await page.getByLabel('Idade (opcional)').fill('17');
    await page.getByLabel('Telefone').fill('11987654321');
    await page.getByLabel('Endereço').fill('Bela Vista, São Paulo - SP');
    for (const option of ['Manhã', 'Tarde', 'Integral', 'Flexível', 'Noite']) await expect(page.getByRole('checkbox', { name: option })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Noite' }).check();
    await expect(page.getByText(MINOR_NIGHT_NOTE)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Noite' }).uncheck();
    await page.getByRole('checkbox', { name: 'Manhã' }).check();
    await page.getByRole('checkbox', { name: 'Tarde' }).check();
    await next.click();

    // 2. Objetivo.
    await expect(sectionHeading(page, 'Objetivo')).toBeVisible();
    await expect(sectionHeading(page, 'Objetivo')).toBeFocused();
    await page
      .getByRole('textbox', { name: 'Objetivo', exact: true })
      .fill('Primeiro emprego como assistente administrativo, para aprender a rotina de um escritório.');
    await page.getByLabel('Diferenciais (opcional)').fill('Pontualidade\nComunicação clara');
    await checkScreen(page);
    await next.click();

    // 3. Formação: education and extracurricular courses; an incomplete row is flagged before the save.
    await expect(sectionHeading(page, 'Formação')).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar formação' }).click();
    const education = page.getByRole('group', { name: 'Formação 1' });
    await expect(education.getByText('Incompleto: falta Instituição, Nível e Ano. Sem isso, este item não será salvo.')).toBeVisible();
    await education.getByLabel('Instituição').fill('E.E. Prof. João Cruz');
    await education.getByLabel('Nível').fill('Ensino Médio');
    await expect(education.getByText('Incompleto: falta Ano. Sem isso, este item não será salvo.')).toBeVisible();
    await education.getByLabel('Ano').fill('2025');
    await education.getByLabel('Situação').selectOption({ label: 'Concluído' });
    await expect(education.getByText(/^Incompleto/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Adicionar curso' }).click();
    const course = page.getByRole('group', { name: 'Curso 1' });
    await course.getByLabel('Nome').fill('Excel básico');
    await course.getByLabel('Instituição').fill('Fundação Bradesco');
    await course.getByLabel('Ano').fill('2024');
    await checkScreen(page);
    await next.click();

    // 4. Habilidades.
    await expect(sectionHeading(page, 'Habilidades')).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar habilidade' }).click();
    await page.getByRole('group', { name: 'Habilidade 1' }).getByLabel('Nome').fill('Excel');
    await page.getByRole('group', { name: 'Habilidade 1' }).getByLabel('Nível').selectOption({ label: 'Intermediário' });
    await page.getByRole('button', { name: 'Adicionar habilidade' }).click();
    await page.getByRole('group', { name: 'Habilidade 2' }).getByLabel('Nome').fill('Arquivo morto');
    await next.click();

    // 5. Experiências.
    await expect(sectionHeading(page, 'Experiências')).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar experiência' }).click();
    const experience = page.getByRole('group', { name: 'Experiência 1' });
    await experience.getByLabel('Tipo').selectOption({ label: 'Trabalho voluntário' });
    await experience.getByLabel('Título').fill('Monitor de informática');
    await experience.getByLabel('Organização').fill('ONG Crescer');
    await experience.getByLabel('Período', { exact: true }).fill('03/2024 a atual');
    await experience.getByLabel('Descrição (opcional)').fill('Ensinei o pacote Office a 30 adultos.');
    await checkScreen(page);
    await next.click();

    // 6. Reconhecimentos: the last section says 'Salvar'.
    await expect(sectionHeading(page, 'Reconhecimentos')).toBeVisible();
    await expect(next).toHaveCount(0);
    await page.getByRole('button', { name: 'Adicionar reconhecimento' }).click();
    const recognition = page.getByRole('group', { name: 'Reconhecimento 1' });
    await recognition.getByLabel('Título').fill('Aluno destaque');
    await recognition.getByLabel('Organização').fill('E.E. Prof. João Cruz');
    await recognition.getByLabel('Ano').fill('2024');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Informações salvas.')).toBeVisible();

    // A saved item: deleted on the server, then gone from the list.
    await page
      .getByRole('navigation', { name: 'Seções do currículo' })
      .getByRole('button', { name: /Habilidades/ })
      .click();
    await expect(sectionHeading(page, 'Habilidades')).toBeVisible();
    const deleted = page.waitForResponse((answer) => answer.request().method() === 'DELETE' && /\/api\/curriculum\/skills\/[0-9a-f-]{36}$/.test(answer.url()));
    await page.getByRole('button', { name: 'Remover habilidade 2' }).click();
    expect((await deleted).status()).toBe(200);
    await expect(page.getByRole('group', { name: 'Habilidade 2' })).toHaveCount(0);
    expect(deletes).toHaveLength(1);
    // A temp item: removed here only, no call.
    await page.getByRole('button', { name: 'Adicionar habilidade' }).click();
    await expect(page.getByRole('group', { name: 'Habilidade 2' }).getByText(/^Incompleto: falta Nome/)).toBeVisible();
    await page.getByRole('button', { name: 'Remover habilidade 2' }).click();
    await expect(page.getByRole('group', { name: 'Habilidade 2' })).toHaveCount(0);
    expect(deletes).toHaveLength(1);

    // Both designs: the switch is saved with the curriculum; the PDF follows it.
    await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
    await checkScreen(page);
    const designSaved = page.waitForResponse((answer) => answer.url().endsWith('/api/curriculum/basic-info') && answer.status() === 200);
    await page.getByRole('radio', { name: 'Moderno' }).check();
    await designSaved;
    await expect(page.getByRole('article', { name: 'Pré-visualização do currículo' })).toHaveAttribute('data-design', 'modern');
    await page.getByRole('tab', { name: 'Editar' }).click();
    const modernRequest = page.waitForRequest(/\/api\/curriculum\/pdf\?type=formal&design=modern$/);
    const modern = await downloadPdf(page);
    await modernRequest;
    expect(modern.suggestedFilename()).toBe('curriculo-carlos-eduardo-ramos.pdf');
    const modernText = await pdfText(modern, { outputPath: (name) => testInfo.outputPath(`moderno-${name}`) });

    await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
    await page.getByRole('radio', { name: 'Clássico' }).check();
    await expect(page.getByRole('article', { name: 'Pré-visualização do currículo' })).toHaveAttribute('data-design', 'classic');
    await page.getByRole('tab', { name: 'Editar' }).click();
    const classicRequest = page.waitForRequest(/\/api\/curriculum\/pdf\?type=formal&design=classic$/);
    const classic = await downloadPdf(page);
    await classicRequest;
    const classicText = await pdfText(classic, { outputPath: (name) => testInfo.outputPath(`classico-${name}`) });

    for (const text of [modernText, classicText]) {
      expect(text).toContain('Carlos Eduardo Ramos');
      for (const value of ['carlos.ramos@email.com', 'E.E. Prof. João Cruz', 'Excel básico', 'Monitor de informática', 'Aluno destaque', 'Manhã, Tarde']) {
        expect(text).toContain(value);
      }
      expect(text).not.toContain('Arquivo morto');
    }

    // The preview's text is the PDF's text, line for line in the same order.
    await expectPreviewText(page, normalise(classicText));

    // Reopened: type, design and section (the last one opened, Habilidades) remembered, everything loaded.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Currículo Formal' })).toHaveAttribute('aria-pressed', 'true');
    await expect(sectionHeading(page, 'Habilidades')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Seções do currículo' })
      .getByRole('button', { name: /Informações Básicas/ })
      .click();
    await expect(page.getByLabel('Endereço')).toHaveValue('Bela Vista, São Paulo - SP');
    await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
    await expect(page.getByRole('radio', { name: 'Clássico' })).toBeChecked();
  });

  test('a field the server refuses shows the §8 alert word for word, marks the field, and the section does not advance', async ({ page, request }) => {
    await openBuilder(page, request, 'Diana Prado');
    await page.getByRole('button', { name: 'Currículo Formal' }).click();
    await passBasicSection(page);
    await page.getByRole('textbox', { name: 'Objetivo', exact: true }).fill('Vaga de Jovem Aprendiz em escritório.');
    const next = page.getByRole('button', { name: 'Salvar & Continuar' });
    await next.click();
    await expect(sectionHeading(page, 'Formação')).toBeVisible();
    await next.click();
    await expect(sectionHeading(page, 'Habilidades')).toBeVisible();
    await next.click();
    await expect(sectionHeading(page, 'Experiências')).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar experiência' }).click();
    const experience = page.getByRole('group', { name: 'Experiência 1' });
    await experience.getByLabel('Título').fill('Vendedora');
    await experience.getByLabel('Organização').fill('Loja da família');
    await experience.getByLabel('Período', { exact: true }).fill('2024 a 2025');
    await next.click();

    const alert = page.getByRole('alert').filter({ hasText: CURRICULUM_MESSAGES.saveFailed });
    await expect(alert).toHaveText(
      `${CURRICULUM_MESSAGES.saveFailed} O campo "Período" (Experiências) deve estar no formato MM/AAAA a MM/AAAA ou MM/AAAA a atual, como 03/2024 a atual. ${CURRICULUM_MESSAGES.fixBeforeContinuing}`,
    );
    await expect(sectionHeading(page, 'Experiências')).toBeVisible();
    await expect(experience.getByLabel('Período', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(experience.getByLabel('Período', { exact: true })).toBeFocused();
    await checkScreen(page);

    // 'Salvar Informações' says the same with its own ending.
    await page.getByRole('button', { name: 'Salvar Informações' }).click();
    await expect(page.getByRole('alert').filter({ hasText: CURRICULUM_MESSAGES.saveFailed })).toContainText(CURRICULUM_MESSAGES.fixAndRetry);

    await experience.getByLabel('Período', { exact: true }).fill('03/2024 a 12/2024');
    await expect(experience.getByLabel('Período', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await next.click();
    await expect(sectionHeading(page, 'Reconhecimentos')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: CURRICULUM_MESSAGES.saveFailed })).toHaveCount(0);
  });

  test("'Usar meu resultado do teste' asks before replacing a written objective, and adds only the differentials and skills picked", async ({
    page,
    request,
  }) => {
    const account = await openBuilder(page, request, 'Eva Nogueira');
    const result = await request.get('/api/quiz/my-result', { headers: bearer(account.token) });
    const suggestion = curriculumSuggestions((await result.json()).data.result.dominantProfile.profile.id);
    await page.getByRole('button', { name: 'Currículo Formal' }).click();
    await passBasicSection(page);

    const objective = page.getByRole('textbox', { name: 'Objetivo', exact: true });
    await objective.fill('Quero trabalhar com atendimento.');
    await page.getByRole('button', { name: 'Usar meu resultado do teste' }).click();
    const useObjective = page.getByRole('button', { name: 'Usar este objetivo' });
    await useObjective.click();
    const dialog = page.getByRole('dialog', { name: 'Substituir seu objetivo pela sugestão?' });
    await expect(dialog).toBeVisible();
    await checkScreen(page);
    await dialog.getByRole('button', { name: 'Manter o meu' }).click();
    await expect(objective).toHaveValue('Quero trabalhar com atendimento.');
    // Nothing filled in bulk: the differentials wait for a pick.
    await expect(page.getByLabel('Diferenciais (opcional)')).toHaveValue('');
    await page.getByRole('button', { name: suggestion.strengths[0]!, exact: true }).click();
    await expect(page.getByLabel('Diferenciais (opcional)')).toHaveValue(suggestion.strengths[0]!);

    await useObjective.click();
    await dialog.getByRole('button', { name: 'Substituir' }).click();
    await expect(objective).toHaveValue(suggestion.objective);
    await page.getByRole('button', { name: 'Salvar & Continuar' }).click();
    await expect(sectionHeading(page, 'Formação')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar & Continuar' }).click();
    await expect(sectionHeading(page, 'Habilidades')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Habilidade 1' })).toHaveCount(0);
    await page.getByRole('button', { name: suggestion.skills[1]!, exact: true }).click();
    await expect(page.getByRole('group', { name: 'Habilidade 1' }).getByLabel('Nome')).toHaveValue(suggestion.skills[1]!);
    await expect(page.getByRole('group', { name: 'Habilidade 2' })).toHaveCount(0);
  });

  test('on a desktop the preview sits beside the form and follows the typing within a second', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openBuilder(page, request, 'Lia Desktop');
    await page.getByRole('button', { name: 'Currículo Formal' }).click();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    const preview = page.getByRole('article', { name: 'Pré-visualização do currículo' });
    await expect(preview).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Seções do currículo' }).getByRole('button', { name: /Informações Básicas/ })).toBeVisible();
    await page.getByLabel('Endereço').fill('Boa Viagem, Recife - PE');
    await expect(preview).toContainText('Boa Viagem, Recife - PE', { timeout: 1_000 });
    await page.getByLabel('Nome completo').fill('Lia Desktop Moura');
    await expect(preview.getByRole('heading', { name: 'Lia Desktop Moura' })).toBeVisible({ timeout: 1_000 });
    await expectAccessible(page);
  });

  test('without a finished test, the suggestion says so and links to the test; a PDF failure says §8 words', async ({ page, request }) => {
    await openBuilder(page, request, 'Fábio Teles');
    await page.getByRole('button', { name: 'Currículo Formal' }).click();
    await passBasicSection(page);
    // The server's answers for a user without a test and for a broken renderer, played by the browser.
    await page.route('**/api/curriculum/generate-from-profile', (route) =>
      route.fulfill({ status: 404, json: { success: false, message: CURRICULUM_MESSAGES.quizRequired } }),
    );
    await page.getByRole('button', { name: 'Usar meu resultado do teste' }).click();
    await expect(page.getByRole('alert').filter({ hasText: CURRICULUM_MESSAGES.quizRequired })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fazer o teste' })).toHaveAttribute('href', '/assessment');

    await page.route('**/api/curriculum/pdf?**', (route) => route.fulfill({ status: 500, json: { success: false, message: 'Ocorreu um erro no servidor.' } }));
    await page.getByRole('button', { name: 'Baixar PDF' }).click();
    await expect(page.getByRole('alert').filter({ hasText: CURRICULUM_MESSAGES.pdfError })).toHaveText(CURRICULUM_MESSAGES.pdfError);
    await checkScreen(page);
  });

  test('a saved version is restored after confirming', async ({ page, request }) => {
    await openBuilder(page, request, 'Gabriela Dias');
    await page.getByRole('button', { name: 'Currículo Formal' }).click();
    await passBasicSection(page);
    const objective = page.getByRole('textbox', { name: 'Objetivo', exact: true });
    await objective.fill('Primeira versão do meu objetivo profissional.');
    await page.getByRole('button', { name: 'Salvar Informações' }).click();
    await expect(page.getByText('Informações salvas.')).toBeVisible();
    await objective.fill('Segunda versão do meu objetivo profissional.');
    await page.getByRole('button', { name: 'Salvar Informações' }).click();
    await expect(page.getByText('Informações salvas.')).toBeVisible();

    const versions = page.getByRole('region', { name: 'Versões salvas' });
    await expect(versions.getByRole('listitem')).toHaveCount(3);
    await expect(versions.getByRole('listitem').first()).toContainText('atual');
    await checkScreen(page);
    // The second newest is the first save of the objective.
    await versions
      .getByRole('button', { name: /^Restaurar a versão de/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Restaurar esta versão?' });
    await dialog.getByRole('button', { name: 'Restaurar' }).click();
    await expect(page.getByText(/^Versão de .+ restaurada\.$/)).toBeVisible();
    // The form reloads the restored version at the section the person was on.
    await expect(sectionHeading(page, 'Objetivo')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Objetivo', exact: true })).toHaveValue('Primeira versão do meu objetivo profissional.');
    await expect(versions.getByRole('listitem')).toHaveCount(4);

    // The user's data as a JSON Resume file.
    const exporting = page.waitForEvent('download');
    await versions.getByRole('button', { name: 'Baixar meus dados (JSON)' }).click();
    const exported = await exporting;
    expect(exported.suggestedFilename()).toBe('curriculo-rumo.json');
    const resume = JSON.parse(await readFile(await exported.path(), 'utf8')) as { basics: { name: string; summary?: string } };
    expect(resume.basics.name).toBe('Gabriela Dias');
  });
});

test.describe('access and loading', () => {
  test('an unpaid user is sent to /history', async ({ page, request }) => {
    await logIn(page, request, 'Heitor Sem Pagar', { paid: false });
    await page.goto('/curriculum');
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Seu resultado' })).toBeVisible();
  });

  test('a failed load says so and offers to try again', async ({ page, request }) => {
    await logIn(page, request, 'Kátia Rede');
    await page.route('**/api/curriculum/me', (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'Serviço indisponível. Tente novamente.' } }),
    );
    await page.goto('/curriculum');
    await expect(page.getByRole('alert')).toHaveText('Serviço indisponível. Tente novamente.', { timeout: 15_000 });
    await checkScreen(page);
    await page.unroute('**/api/curriculum/me');
    await page.getByRole('button', { name: 'Tentar de novo' }).click();
    await expect(page.getByRole('button', { name: 'Currículo Jovem' })).toBeVisible();
  });

  test("the builder's code is not loaded with the landing page, only when /curriculum opens", async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    await logIn(page, request, 'Iara Lazy');
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => url.includes('curriculum'))).toEqual([]);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Currículo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meu currículo' })).toBeVisible();
    expect(scripts.filter((url) => /curriculum-page-[\w-]+\.js$/.test(url))).toHaveLength(1);
  });
});

test.describe('Currículo Jovem', () => {
  test("'Usar meu resultado do teste' asks before replacing the desired work, and adds only the skills and strengths picked", async ({ page, request }) => {
    const account = await openBuilder(page, request, 'Marcos Seed');
    const result = await request.get('/api/quiz/my-result', { headers: bearer(account.token) });
    const suggestion = curriculumSuggestions((await result.json()).data.result.dominantProfile.profile.id);
    await page.getByRole('button', { name: 'Currículo Jovem' }).click();
    const next = page.getByRole('button', { name: 'Próxima' });
    await next.click();
    await next.click();
    await page.getByLabel('Onde você mora?').fill('Centro, Natal - RN');
    await next.click();
    await page.getByLabel('Qual é o seu telefone ou WhatsApp?').fill('84987654321');
    await next.click();
    await next.click();
    await page.getByRole('radio', { name: 'Não' }).check();
    // Not studying: the completed schooling's two questions, then the courses, skills and strengths.
    for (let step = 0; step < 6; step++) await next.click();
    const desiredWork = page.getByLabel('Em que área ou vaga você quer trabalhar?');
    await desiredWork.fill('Atendimento em loja');

    await page.getByRole('button', { name: 'Usar meu resultado do teste' }).click();
    await page.getByRole('button', { name: 'Usar este objetivo' }).click();
    await page.getByRole('dialog', { name: 'Substituir seu objetivo pela sugestão?' }).getByRole('button', { name: 'Substituir' }).click();
    await expect(desiredWork).toHaveValue(suggestion.objective.replace(/\.$/, ''));
    const suggestions = page.getByText('Sugestões do seu perfil').locator('..');
    await suggestions.getByRole('button', { name: suggestion.strengths[1]!, exact: true }).click();
    await suggestions.getByRole('button', { name: suggestion.skills[0]!, exact: true }).click();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByLabel('Quais são os seus pontos fortes?')).toHaveValue(suggestion.strengths[1]!);
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByLabel('O que você sabe fazer bem?')).toHaveValue(suggestion.skills[0]!);
    await expect(page.getByText('Salvo', { exact: true })).toBeVisible({ timeout: 10_000 });
    await checkScreen(page);
  });

  test('a failed save shows a quiet banner and "Não salvo", and is retried until it works', async ({ page, request }) => {
    test.setTimeout(90_000);
    await openBuilder(page, request, 'Júlia Autosave');
    await page.getByRole('button', { name: 'Currículo Jovem' }).click();
    const status = page.getByText(/^(Salvo|Salvando\.\.\.|Não salvo)$/);
    await expect(status).toHaveText('Salvo', { timeout: 10_000 });

    // The connection drops: the change is not saved, and the screen says so.
    await page.route('**/api/curriculum', (route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback()));
    await page.getByLabel('Qual é o seu nome completo?').fill('Júlia Autosave Reis');
    await expect(status).toHaveText('Não salvo');
    const banner = page.getByRole('status').filter({ hasText: 'Suas últimas respostas ainda não foram salvas' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(banner).toContainText('sem conexão com o servidor');
    await checkScreen(page);

    // Back online: the retry saves it, and only then "Salvo".
    await page.unroute('**/api/curriculum');
    const saved = page.waitForResponse((answer) => answer.url().endsWith('/api/curriculum') && answer.request().method() === 'PUT', { timeout: 30_000 });
    expect((await saved).status()).toBe(200);
    await expect(status).toHaveText('Salvo');
    await expect(banner).toHaveCount(0);
    await page.reload();
    await page.getByRole('button', { name: 'Currículo Jovem' }).click();
    await expect(page.getByLabel('Qual é o seu nome completo?')).toHaveValue('Júlia Autosave Reis');
  });
});
