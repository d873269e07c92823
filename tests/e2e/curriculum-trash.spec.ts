import { expect, test, type Page } from '@playwright/test';
import { CURRICULUM_UNDO_MS } from '../../src/web/config/timings';
import { TRASH_MESSAGES } from '../../src/shared/curriculum/trash';
import { bearer, completeViaApi, expectAccessible, loginViaUi, payViaApi, registerViaApi, expectNoHorizontalScroll } from './support';

/** Issue 29 "nothing lost": a deleted resume item can be undone for a few seconds, then restored from the Lixeira. */
test.use({ viewport: { width: 360, height: 740 } });

const SKILLS = ['Excel', 'Canva', 'Atendimento ao público'];

/** The names in the Habilidades step, in order. */
async function skillNames(page: Page): Promise<string[]> {
  return page.locator('input[name^="skills."][name$=".name"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

test('a paying user deletes a skill, taps Desfazer and it is back; deletes it again and, past the undo, restores it from the Lixeira', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const account = await registerViaApi(request, 'Lívia Moraes');
  const attemptId = await completeViaApi(request, account.token);
  await payViaApi(request, account.token, attemptId);
  // A saved Formal resume with three skills.
  const saved = await request.put('/api/curriculum', {
    headers: bearer(account.token),
    data: { type: 'FORMAL', fullName: 'Lívia Moraes', skills: SKILLS.map((name) => ({ name, level: 'BASIC' })) },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/login');
  await loginViaUi(page, account.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/curriculum');
  await page
    .getByRole('navigation', { name: 'Seções do currículo' })
    .getByRole('button', { name: /Habilidades/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Habilidades', exact: true })).toBeVisible();
  const lixeira = page.getByRole('region', { name: 'Lixeira' });
  await expect(lixeira.getByText(TRASH_MESSAGES.empty)).toBeVisible();
  await expect(lixeira.getByText(TRASH_MESSAGES.keptFor)).toBeVisible();
  expect(await skillNames(page)).toEqual(SKILLS);

  // Delete, then Desfazer (focus is on it: a keyboard user presses Enter).
  await page.getByRole('button', { name: 'Remover habilidade 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item excluído.' })).toBeVisible();
  const undo = page.getByRole('button', { name: 'Desfazer' });
  await expect(undo).toBeFocused();
  expect(await skillNames(page)).toEqual([SKILLS[0], SKILLS[2]]);
  await expect(lixeira.getByRole('button', { name: `Restaurar “${SKILLS[1]}”` })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Item restaurado.')).toBeVisible();
  await expect(undo).toHaveCount(0);
  expect(await skillNames(page)).toEqual(SKILLS);
  await expect(lixeira.getByText(TRASH_MESSAGES.empty)).toBeVisible();

  // Delete again and let the undo pass: it is gone from the screen, the item waits in the Lixeira.
  await page.getByRole('button', { name: 'Remover habilidade 2' }).click();
  await expect(undo).toBeVisible();
  await page.clock.runFor(CURRICULUM_UNDO_MS - 1_000);
  await expect(undo).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(undo).toHaveCount(0);
  expect(await skillNames(page)).toEqual([SKILLS[0], SKILLS[2]]);

  const restore = lixeira.getByRole('button', { name: `Restaurar “${SKILLS[1]}”` });
  await expect(lixeira.getByText(/Habilidades · Excluído em/)).toBeVisible();
  await restore.click();
  await expect(lixeira.getByText(`“${SKILLS[1]}” voltou para Habilidades.`)).toBeVisible();
  await expect(lixeira.getByText(TRASH_MESSAGES.empty)).toBeVisible();
  // Back at its place, in the form and on the server.
  expect(await skillNames(page)).toEqual(SKILLS);
  const mine = await request.get('/api/curriculum/me', { headers: bearer(account.token) });
  const body = (await mine.json()) as { data: { curriculum: { skills: Array<{ name: string }> } } };
  expect(body.data.curriculum.skills.map((skill) => skill.name)).toEqual(SKILLS);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

test('restoring an older version says which items it replaced, and they wait in the Lixeira', async ({ page, request }) => {
  const account = await registerViaApi(request, 'Otávio Reis');
  const attemptId = await completeViaApi(request, account.token);
  await payViaApi(request, account.token, attemptId);
  // Version 1: three skills; version 2: a fourth one.
  for (const skills of [SKILLS, [...SKILLS, 'Redes sociais']]) {
    const saved = await request.put('/api/curriculum', {
      headers: bearer(account.token),
      data: { type: 'FORMAL', fullName: 'Otávio Reis', skills: skills.map((name) => ({ name, level: 'BASIC' })) },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await page.goto('/login');
  await loginViaUi(page, account.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/curriculum');

  const versions = page.getByRole('region', { name: 'Versões salvas' });
  await versions.getByRole('button', { name: /^Restaurar a versão de/ }).click();
  await page.getByRole('dialog', { name: 'Restaurar esta versão?' }).getByRole('button', { name: 'Restaurar' }).click();
  await expect(versions.getByRole('status')).toHaveText(
    /^Versão de .+ restaurada\. 1 item do currículo atual foi substituído\. Tudo o que ficou de fora está na Lixeira\.$/,
  );
  const lixeira = page.getByRole('region', { name: 'Lixeira' });
  await expect(lixeira.getByText('Redes sociais')).toBeVisible();
  await expect(lixeira.getByText(/Habilidades · Substituído ao restaurar uma versão em/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});
