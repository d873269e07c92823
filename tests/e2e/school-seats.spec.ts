import { expect, test } from '@playwright/test';
import { PAYMENT_MESSAGES } from '../../src/shared/contracts/payment.contract';
import { SCHOOL_LICENCE_MESSAGES } from '../../src/shared/contracts/school-licences.contract';
import { classSeatsPath } from '../../src/shared/constants/app-routes';
import { approvedEducatorViaApi, bearer, classViaApi, expectAccessible, expectNoHorizontalScroll, PHONE, loginViaUi, registerStaffViaApi } from './support';

/** Issue 30 item 6 (decision 0197): an approved educator buys seats for a class by sandbox PIX or card at 360 px and sees the free seats go up. */
test.use({ viewport: PHONE });

test('an educator buys 2 seats for a class by sandbox PIX at 360 px: R$ 9,90 por aluno, the PIX code, and the free seats go up; staff mark the refund', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // An approved educator and a class, through the API.
  const teacher = await approvedEducatorViaApi(request, 'Marta Vasconcelos', 'Escola Estadual Dom Pedro II');
  const staff = await registerStaffViaApi(request, 'Equipe Vagas Teste');
  const classId = (await classViaApi(request, teacher.token, '3º B – tarde', 'Escola Estadual Dom Pedro II')).id;

  await page.goto('/login');
  await loginViaUi(page, teacher.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto(classSeatsPath(classId));
  await expect(page.getByRole('heading', { name: 'Vagas da turma', level: 1 })).toBeVisible();
  const summary = page.getByRole('definition');
  await expect(summary).toHaveText(['0', '0', '0']);
  await expect(page.getByText(`R$ 9,90 ${SCHOOL_LICENCE_MESSAGES.perStudent}`)).toBeVisible();

  // Sent without the payer: the fields say what is missing, in the server's words.
  const form = page.getByRole('form', { name: 'Comprar vagas' });
  await form.getByRole('button', { name: 'Gerar código PIX' }).click();
  await expect(form.getByText(SCHOOL_LICENCE_MESSAGES.payerNameRequired)).toBeVisible();
  await expect(form.getByText(SCHOOL_LICENCE_MESSAGES.documentRequired)).toBeVisible();
  await form.getByLabel('Quantas vagas?').fill('2');
  await expect(form.getByText('Total: R$ 19,80')).toBeVisible();
  await form.getByLabel('Nome de quem paga (pessoa ou escola)').fill('Escola Estadual Dom Pedro II');
  await form.getByLabel('CPF ou CNPJ de quem paga').fill('11222333000182');
  await form.getByLabel('Telefone').fill('81987654321');
  await form.getByRole('button', { name: 'Gerar código PIX' }).click();
  await expect(form.getByText(SCHOOL_LICENCE_MESSAGES.documentInvalid)).toBeVisible();
  await form.getByLabel('CPF ou CNPJ de quem paga').fill('11222333000181');
  await expect(form.getByLabel('CPF ou CNPJ de quem paga')).toHaveValue('11.222.333/0001-81');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await form.getByRole('button', { name: 'Gerar código PIX' }).click();

  // The PIX: QR code and copia e cola, waiting; the sandbox plays the payer's bank.
  await expect(page.getByRole('img', { name: 'QR Code do PIX para pagamento' })).toBeVisible();
  await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);
  await expect(page.getByText('Pague R$ 19,80 por 2 vagas com o PIX abaixo.')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();

  await expect(page.getByText(SCHOOL_LICENCE_MESSAGES.paid)).toBeVisible();
  await expect(summary).toHaveText(['2', '0', '2']);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // Staff, on their own device: the order is under "Pedidos de escolas"; the refund marked takes the free seats out.
  const staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'pt-BR', viewport: PHONE });
  const consolePage = await staffContext.newPage();
  await consolePage.goto('/login');
  await loginViaUi(consolePage, staff.email);
  await expect(consolePage).toHaveURL(/\/profile$/);
  await consolePage.goto('/equipe?secao=pedidos');
  const schoolOrders = consolePage.getByRole('region', { name: 'Pedidos de escolas' });
  const item = schoolOrders.getByRole('listitem').filter({ hasText: '3º B – tarde' });
  await expect(item).toContainText(teacher.email);
  await expect(item).toContainText('R$ 19,80');
  await item.getByRole('button', { name: 'Marcar reembolso feito' }).click();
  await expect(schoolOrders.getByText(SCHOOL_LICENCE_MESSAGES.refunded)).toBeVisible();
  await expect(item).toContainText('2 vaga(s) livre(s) retirada(s) da turma');
  await expectAccessible(consolePage);
  await expectNoHorizontalScroll(consolePage);
  await staffContext.close();

  await page.reload();
  await expect(page.getByRole('definition')).toHaveText(['0', '0', '0']);
});

/** The sandbox's test cards (tests/e2e/payment.spec.ts): refused, and pending until the gateway approves it a few seconds later. */
const CARDS = { refused: '4000 0000 0000 0028', pending: '4000 0000 0000 0036' } as const;

test('an educator buys 3 seats by card in the sandbox at 360 px: a refused card says so and adds none; a pending one is polled until paid', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const teacher = await approvedEducatorViaApi(request, 'Rosa Albuquerque');
  const classId = (await classViaApi(request, teacher.token, '2º A – manhã')).id;
  await page.goto('/login');
  await loginViaUi(page, teacher.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto(classSeatsPath(classId));
  const summary = page.getByRole('definition');
  await expect(summary).toHaveText(['0', '0', '0']);

  const form = page.getByRole('form', { name: 'Comprar vagas' });
  await form.getByLabel('Quantas vagas?').fill('3');
  await expect(form.getByText('Total: R$ 29,70')).toBeVisible();
  await form.getByLabel('Nome de quem paga (pessoa ou escola)').fill('Rosa Albuquerque');
  await form.getByLabel('CPF ou CNPJ de quem paga').fill('52998224725');
  await form.getByLabel('Telefone').fill('81991234567');
  await expect(form.getByLabel('Número do cartão')).toHaveCount(0);
  await form.getByRole('radio', { name: /Cartão de crédito/ }).click();
  await expect(form.getByRole('radio', { name: /Cartão de crédito/ })).toHaveAttribute('aria-checked', 'true');

  // Sent with the card left empty: the personal payment's messages, beside each field and summed up near the button.
  await form.getByRole('button', { name: 'Pagar com cartão' }).click();
  await expect(form.getByText(PAYMENT_MESSAGES.cardFieldsRequired)).toBeVisible();
  await expect(form.getByText(PAYMENT_MESSAGES.cardNumberRequired)).toBeVisible();
  await expect(form.getByText(PAYMENT_MESSAGES.zipRequired)).toBeVisible();

  const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
  await form.getByLabel('Número do cartão').fill(CARDS.refused);
  await expect(form.getByLabel('Número do cartão')).toHaveValue(CARDS.refused);
  await form.getByLabel('Nome impresso no cartão').fill('Rosa Albuquerque');
  await expect(form.getByLabel('Nome impresso no cartão')).toHaveValue('ROSA ALBUQUERQUE');
  await form.getByLabel('Validade (MM/AA)').fill(expiry.replace('/', ''));
  await expect(form.getByLabel('Validade (MM/AA)')).toHaveValue(expiry);
  await form.getByLabel('CVV').fill('123');
  await form.getByLabel('CEP').fill('50030230');
  await expect(form.getByLabel('CEP')).toHaveValue('50030-230');
  await form.getByLabel('Rua').fill('Rua do Bom Jesus');
  await form.getByLabel('Número', { exact: true }).fill('125');
  await form.getByLabel('Bairro').fill('Recife Antigo');
  await form.getByLabel('Cidade').fill('Recife');
  await form.getByLabel('UF').fill('pe');
  await expect(form.getByLabel('UF')).toHaveValue('PE');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // The refused card: the denial near the button, and no seats.
  await form.getByRole('button', { name: 'Pagar com cartão' }).click();
  await expect(form.getByText(PAYMENT_MESSAGES.denied)).toBeVisible();
  await expect(summary).toHaveText(['0', '0', '0']);

  // The pending card: processing, polled, then paid; the seats are in the class and the card fields are empty again.
  await form.getByLabel('Número do cartão').fill(CARDS.pending);
  await form.getByRole('button', { name: 'Pagar com cartão' }).click();
  await expect(form.getByText('Processando o pagamento com a operadora do cartão...')).toBeVisible();
  await expect(page.getByText(SCHOOL_LICENCE_MESSAGES.paid)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('(3 vagas)')).toBeVisible();
  await expect(summary).toHaveText(['3', '0', '3']);
  await expect(form.getByLabel('Número do cartão')).toHaveValue('');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  // The class's orders, through the API: one refused and one paid, both by card.
  const seats = await request.get(`/api/schools/classes/${classId}/seats`, { headers: bearer(teacher.token) });
  const orders = ((await seats.json()) as { data: { seats: { orders: Array<{ paymentMethod: string; status: string; seats: number }> } } }).data.seats.orders;
  expect(orders.map(({ paymentMethod, status, seats: count }) => ({ paymentMethod, status, count })).sort((a, b) => a.status.localeCompare(b.status))).toEqual([
    { paymentMethod: 'credit_card', status: 'FAILED', count: 3 },
    { paymentMethod: 'credit_card', status: 'PAID', count: 3 },
  ]);
});
