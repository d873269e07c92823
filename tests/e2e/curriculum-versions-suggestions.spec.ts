import { expect, test } from '@playwright/test';
import { CURRICULUM_AUTOSAVES_KEPT } from '../../src/shared/constants/resume-keeping';
import { curriculumSuggestions } from '../../src/shared/content/curriculum-suggestions';
import type { ProfileId } from '../../src/shared/content/content.schema';
import { bearer, completeViaApi, expectAccessible, loginViaUi, payViaApi, registerViaApi, expectNoHorizontalScroll } from './support';

/**
 * Issue 29 (decision 0193): "Usar meu resultado do teste" offers suggestions to pick, and only the picked ones
 * enter the resume; a save the person asks for is kept as "Salvo por você", and autosaves do not fill the versions.
 */
test.use({ viewport: { width: 360, height: 740 } });

test('a paying user picks two suggestions from the test result, saves, and sees "Salvo por você" among few autosaves', async ({ page, request }) => {
  const account = await registerViaApi(request, 'Talita Rocha');
  const attemptId = await completeViaApi(request, account.token);
  await payViaApi(request, account.token, attemptId);
  const result = await request.get('/api/quiz/my-result', { headers: bearer(account.token) });
  const suggestion = curriculumSuggestions((await result.json()).data.result.dominantProfile.profile.id as ProfileId);

  // A Formal resume typed over a while: six autosaves (a save with no reason).
  const base = { type: 'FORMAL', fullName: 'Talita Rocha', address: 'Centro, Campinas - SP', phone: '(19) 98765-4321', email: account.email };
  for (let n = 1; n <= 6; n++) {
    const saved = await request.put('/api/curriculum', { headers: bearer(account.token), data: { ...base, objective: `Jovem Aprendiz, rascunho ${n}` } });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  await page.goto('/login');
  await loginViaUi(page, account.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/curriculum');
  const sections = page.getByRole('navigation', { name: 'Seções do currículo' });
  await sections.getByRole('button', { name: /Objetivo/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Objetivo', exact: true })).toBeVisible();

  // The suggestions: nothing goes in until a tap.
  await page.getByRole('button', { name: 'Usar meu resultado do teste' }).click();
  const differentials = page.getByLabel('Diferenciais (opcional)');
  const [picked, notPicked] = suggestion.strengths;
  await expect(page.getByRole('button', { name: notPicked!, exact: true })).toBeVisible();
  await expect(differentials).toHaveValue('');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: picked!, exact: true }).click();
  await expect(differentials).toHaveValue(picked!);
  await expect(page.getByRole('button', { name: picked!, exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The skills are offered in their own section; a picked one is a row whose level the person sees.
  await sections.getByRole('button', { name: /Habilidades/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Habilidades', exact: true })).toBeVisible();
  const [skill, otherSkill] = suggestion.skills;
  await page.getByRole('button', { name: skill!, exact: true }).click();
  const row = page.getByRole('group', { name: 'Habilidade 1' });
  await expect(row.getByLabel('Nome')).toHaveValue(skill!);
  const level = row.getByRole('combobox');
  await expect(level).toBeVisible();
  await expect(level).toHaveValue('BASIC');
  await expect(page.getByRole('group', { name: 'Habilidade 2' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);

  // Saved by the person: kept as "Salvo por você"; the autosaves before it are only the last few.
  await page.getByRole('button', { name: 'Salvar Informações' }).click();
  await expect(page.getByText('Informações salvas.')).toBeVisible();
  const versions = page.getByRole('region', { name: 'Versões salvas' });
  const items = versions.getByRole('listitem');
  await expect(items.first()).toContainText('Salvo por você');
  await expect(items.first()).toContainText('atual');
  await expect(items.filter({ hasText: 'Salvamento automático' })).toHaveCount(CURRICULUM_AUTOSAVES_KEPT);
  await expect(items.filter({ hasText: 'Primeiro salvamento do dia' })).toHaveCount(1);
  await expect(items).toHaveCount(CURRICULUM_AUTOSAVES_KEPT + 2);
  await versions.scrollIntoViewIfNeeded();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // On the server: the two picks, once each, and none of the others.
  const me = await request.get('/api/curriculum/me', { headers: bearer(account.token) });
  const saved = (await me.json()).data.curriculum as { differentials: string[]; skills: Array<{ name: string }> };
  expect(saved.differentials).toEqual([picked]);
  expect(saved.skills.map((each) => each.name)).toEqual([skill]);
  expect(saved.skills.map((each) => each.name)).not.toContain(otherSkill);
});
