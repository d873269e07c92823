/**
 * Shared helpers for the payment API tests (not a test file itself: vitest
 * only collects *.test.ts). Everything goes over real HTTP through the harness;
 * the only stand-in is a loopback HTTP server that plays Pagar.me's API v5.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createStaticPix, hasError } from 'pix-utils';
import { expect } from 'vitest';
import { attentiveAnswerSheet } from '../../../shared/scoring/attentive-sheet.fixture';
import { backdateAttempt } from '../quiz/quiz.test-support';
import { RELAXED_LIMITS, registerAccount, type Account } from '../auth/auth.test-support';
import type { TestServer } from '../../testing/test-server';
import type { ContractBody } from '../../../shared/contracts/contract';
import { meContract, updateAgeBandContract, updateLifeStageContract } from '../../../shared/contracts/auth.contract';
import { assessmentProgressSaveContract } from '../../../shared/contracts/assessment.contract';
import { quizCompleteContract, quizStartContract } from '../../../shared/contracts/quiz.contract';
import { createOrderContract, orderContract, reportStatusContract, sandboxPayContract } from '../../../shared/contracts/payment.contract';

export { RELAXED_LIMITS, registerAccount, loginToken, uniqueEmail, expectError, expectSuccess, type Account } from '../auth/auth.test-support';

export const VALID_CPF = '529.982.247-25';
export const VALID_CPF_DIGITS = '52998224725';
export const VALID_PHONE = '(11) 98765-4321';

export const CARDS = {
  approved: '4000000000000010',
  refused: '4000000000000028',
  pending: '4000000000000036',
} as const;

export const BILLING_ADDRESS = {
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  complement: 'Apto 42',
  zip_code: '01310-100',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
} as const;

/** Registers an account (aged 18 to 20, so no guardian is asked), answers all 100 statements as an attentive person would, over 15 minutes, and completes the quiz (a conclusive result). */
export async function completedAttempt(
  server: TestServer,
  account?: Account,
  ageBand: ContractBody<typeof updateAgeBandContract>['ageBand'] | null = '18-20',
): Promise<{ account: Account; attemptId: string }> {
  const owner = account ?? (await registerAccount(server));
  if (ageBand) await setAgeBand(server, owner.token, ageBand);
  const attemptId = await startedAttempt(server, owner);
  const answers = [...attentiveAnswerSheet()].map(([questionOrder, value]) => ({ questionOrder, value }));
  const saved = await server.call(assessmentProgressSaveContract, { token: owner.token, body: { progress: { answers } } });
  expect(saved.status, saved.text).toBe(200);
  await backdateAttempt(server, attemptId);
  const done = await server.call(quizCompleteContract, { token: owner.token, body: { attemptId } });
  expect(done.status, done.text).toBe(200);
  expect(done.body.data.result.reportStatus).toBe('FREE');
  return { account: owner, attemptId };
}

/** PUT /api/auth/me/age-band, as the payment modal or /profile does. */
export async function setAgeBand(server: TestServer, token: string, ageBand: ContractBody<typeof updateAgeBandContract>['ageBand']): Promise<void> {
  const res = await server.call(updateAgeBandContract, { token, body: { ageBand } });
  expect(res.status, res.text).toBe(200);
}

/** PUT /api/auth/me/life-stage (issue 27): any of the four answers; null clears one. */
export async function setLifeStage(server: TestServer, token: string, body: ContractBody<typeof updateLifeStageContract>): Promise<void> {
  const res = await server.call(updateLifeStageContract, { token, body });
  expect(res.status, res.text).toBe(200);
}

/** Buys the full report of an attempt with PIX and pays it in the sandbox. */
export async function payReport(server: TestServer, token: string, attemptId: string): Promise<void> {
  const created = await createOrder(server, token, pixOrderBody(attemptId));
  expect(created.status, created.text).toBe(200);
  const pay = await server.call(sandboxPayContract, { token, params: { orderId: created.body.data.orderId } });
  expect(pay.body.data.status, pay.text).toBe('PAID');
}

/** Starts (but does not finish) an attempt and returns its id. */
export async function startedAttempt(server: TestServer, account: Account): Promise<string> {
  const started = await server.call(quizStartContract, { token: account.token, body: {} });
  expect(started.status, started.text).toBe(200);
  return started.body.data.attemptId;
}

export type CreateOrderBody = ContractBody<typeof createOrderContract>;
export type PixOrderBody = Extract<CreateOrderBody, { paymentMethod: 'pix' }>;
export type CardOrderBody = Extract<CreateOrderBody, { paymentMethod: 'credit_card' }>;

export function pixOrderBody(attemptId: string, extra: Partial<PixOrderBody> = {}): PixOrderBody {
  return { attemptId, paymentMethod: 'pix', document: VALID_CPF, phone: VALID_PHONE, ...extra };
}

export function cardOrderBody(attemptId: string, cardToken: string, extra: Partial<CardOrderBody> = {}): CardOrderBody {
  return {
    attemptId,
    paymentMethod: 'credit_card',
    document: VALID_CPF,
    phone: VALID_PHONE,
    countryCode: '55',
    cardToken,
    cardInstallments: 1,
    billingAddress: { ...BILLING_ADDRESS },
    ...extra,
  };
}

/** POST /api/payment/create-order with a body its contract types. */
export function createOrder(server: TestServer, token: string, body: CreateOrderBody, idempotencyKey?: string) {
  return server.call(createOrderContract, { token, body, ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}) });
}

/** The same call with any body: for hostile input (unknown fields, wrong types, missing fields). */
export function createOrderRaw(server: TestServer, token: string, body: unknown, idempotencyKey?: string) {
  return server.request('POST', '/api/payment/create-order', {
    token,
    body,
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
}

export interface CardInput {
  number: string;
  holder_name?: string;
  exp_month?: number;
  exp_year?: number;
  cvv?: string;
}

/** The browser's call to the sandbox token endpoint, with Pagar.me's body (raw: Pagar.me's API, not one of ours). */
export function tokenizeRequest(server: TestServer, card: CardInput, appId = 'pk_sandbox_rumo') {
  return server.request('POST', `/api/payment/sandbox/tokens?appId=${encodeURIComponent(appId)}`, {
    body: {
      type: 'card',
      card: { holder_name: 'MARIA T SILVA', exp_month: 12, exp_year: new Date().getUTCFullYear() + 5, cvv: '123', ...card },
    },
  });
}

export async function cardToken(server: TestServer, card: CardInput): Promise<string> {
  const res = await tokenizeRequest(server, card);
  expect(res.status, res.text).toBe(200);
  expect(res.body.id).toMatch(/^token_/);
  return res.body.id as string;
}

export async function orderStatus(server: TestServer, token: string, orderId: string): Promise<string> {
  const res = await server.call(orderContract, { token, params: { orderId } });
  expect(res.status, res.text).toBe(200);
  return res.body.data.order.status;
}

export async function reportStatus(server: TestServer, token: string, attemptId: string): Promise<{ isPaid: boolean; reportStatus: string }> {
  const res = await server.call(reportStatusContract, { token, params: { attemptId } });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

export async function canAccessCurriculum(server: TestServer, token: string): Promise<boolean> {
  const res = await server.call(meContract, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data.user.canAccessCurriculum;
}

/**
 * Every text value of every table of the server's database (the SQLite file, or
 * the test's PostgreSQL schema), as "table.column: value" lines.
 */
export async function allStoredText(server: TestServer): Promise<string[]> {
  const database = server.config.database;
  const out: string[] = [];
  if (database.kind === 'sqlite') {
    const sqlite = new SQLite(database.file, { readonly: true, fileMustExist: true });
    try {
      const tables = sqlite.prepare(`select name from sqlite_master where type = 'table'`).all() as Array<{ name: string }>;
      for (const { name } of tables) {
        for (const row of sqlite.prepare(`select * from "${name.replace(/"/g, '""')}"`).all() as Array<Record<string, unknown>>) {
          for (const [column, value] of Object.entries(row)) {
            if (typeof value === 'string') out.push(`${name}.${column}: ${value}`);
            else if (Buffer.isBuffer(value)) out.push(`${name}.${column}: ${value.toString('latin1')}`);
            else if (typeof value === 'number' || typeof value === 'bigint') out.push(`${name}.${column}: ${String(value)}`);
          }
        }
      }
    } finally {
      sqlite.close();
    }
    return out;
  }
  const schema = database.schema;
  expect(schema, 'the PostgreSQL test schema').toBeTruthy();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE'`,
      [schema],
    );
    expect(tables.rows.length).toBeGreaterThan(0);
    for (const { table_name } of tables.rows) {
      // Every column cast to text, so no type can hide a value.
      const rows = await client.query<Record<string, string | null>>(`select to_jsonb(t)::text as row from "${schema}"."${table_name.replace(/"/g, '""')}" t`);
      for (const row of rows.rows) if (row.row) out.push(`${table_name}: ${row.row}`);
    }
  } finally {
    await client.end();
  }
  return out;
}

// ---------------------------------------------------------------------------
// A loopback stand-in for Pagar.me's API v5 (orders only).

export type FakeOrderStatus = 'pending' | 'paid' | 'failed' | 'canceled';
export interface FakePaid {
  amount?: number;
  currency?: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

interface FakeOrder {
  id: string;
  code: string | undefined;
  amount: number;
  status: FakeOrderStatus;
  /** What a paid charge says was paid (paid_amount), when not the order's amount; and the currency of the order and its charge. */
  paidAmount: number | null;
  currency: string;
  method: 'pix' | 'credit_card';
  chargeId: string;
  transactionId: string;
  createdAt: string;
  qrCode: string | null;
  qrCodeUrl: string | null;
  expiresAt: string | null;
  request: Record<string, unknown>;
}

export interface FakePagarme {
  /** What PAGARME_API_URL should be: http://127.0.0.1:<port>/core/v5 */
  apiUrl: string;
  origin: string;
  secretKey: string;
  requests: FakeRequest[];
  orders: Map<string, FakeOrder>;
  /** `paid` makes a paid charge report another paid_amount or currency than the order's (a 1-cent payment). */
  setStatus(orderId: string, status: FakeOrderStatus, paid?: FakePaid): void;
  /** GET /core/v5/orders/:id calls received for this order. */
  readsOf(orderId: string): number;
  /** While set, the API answers every call with this HTTP status (an outage). */
  failWith: number | null;
  /**
   * While set, POST /orders creates (and, for a card, charges) the order, then
   * answers as if something went wrong: this HTTP status, a dropped connection
   * (no answer at all, as a timeout leaves it), or a 200 the adapter cannot use.
   */
  failAfterCreate: number | 'drop-connection' | 'unexpected-answer' | null;
  /** The status a new card order gets (default: options.cardStatus, else paid). */
  cardStatus: FakeOrderStatus | null;
  /** While set, a new card order that is paid at once reports this paid_amount or currency. */
  cardPaid: FakePaid | null;
  close(): Promise<void>;
}

const CHARGE_STATUS: Record<FakeOrderStatus, string> = { pending: 'pending', paid: 'paid', failed: 'failed', canceled: 'canceled' };
const PIX_TRANSACTION_STATUS: Record<FakeOrderStatus, string> = { pending: 'waiting_payment', paid: 'paid', failed: 'failed', canceled: 'canceled' };

function orderJson(order: FakeOrder) {
  const request = order.request as { items?: unknown; customer?: Record<string, unknown> };
  const lastTransaction =
    order.method === 'pix'
      ? {
          id: order.transactionId,
          transaction_type: 'pix',
          gateway_id: randomUUID(),
          amount: order.amount,
          status: PIX_TRANSACTION_STATUS[order.status],
          success: order.status !== 'failed',
          qr_code: order.qrCode,
          qr_code_url: order.qrCodeUrl,
          expires_at: order.expiresAt,
          created_at: order.createdAt,
          updated_at: new Date().toISOString(),
          gateway_response: {},
          antifraud_response: {},
          metadata: {},
        }
      : {
          id: order.transactionId,
          transaction_type: 'credit_card',
          amount: order.amount,
          status: order.status === 'paid' ? 'captured' : order.status === 'failed' ? 'not_authorized' : 'pending',
          success: order.status !== 'failed',
          installments: 1,
          card: { id: 'card_fake', first_six_digits: '400000', last_four_digits: '0010', brand: 'Visa', status: 'active', type: 'credit' },
          created_at: order.createdAt,
          updated_at: new Date().toISOString(),
          gateway_response: {},
          antifraud_response: {},
          metadata: {},
        };
  return {
    id: order.id,
    code: order.code,
    amount: order.amount,
    currency: order.currency,
    closed: true,
    items: request.items ?? [],
    customer: { id: 'cus_fake', ...(request.customer ?? {}) },
    status: order.status,
    created_at: order.createdAt,
    updated_at: new Date().toISOString(),
    charges: [
      {
        id: order.chargeId,
        code: order.code,
        gateway_id: randomUUID(),
        amount: order.amount,
        ...(order.status === 'paid' ? { paid_amount: order.paidAmount ?? order.amount } : {}),
        status: CHARGE_STATUS[order.status],
        currency: order.currency,
        payment_method: order.method,
        created_at: order.createdAt,
        updated_at: new Date().toISOString(),
        last_transaction: lastTransaction,
      },
    ],
    checkouts: [],
  };
}

/** The webhook secret of the tests' Pagar.me instances. */
export const WEBHOOK_SECRET = '0123456789abcdef0123';

/** A server taking payments through the fake Pagar.me (startFakePagarme) instead of the sandbox. */
export function pagarmeEnv(fake: FakePagarme): Record<string, string> {
  return {
    ...RELAXED_LIMITS,
    PAYMENT_GATEWAY: 'pagarme',
    PAGARME_SECRET_KEY: 'sk_test_x',
    PAGARME_PUBLIC_KEY: 'pk_test_x',
    PAGARME_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PAGARME_API_URL: fake.apiUrl,
  };
}

export async function startFakePagarme(options: { secretKey?: string; cardStatus?: FakeOrderStatus } = {}): Promise<FakePagarme> {
  const secretKey = options.secretKey ?? 'sk_test_x';
  const expectedAuth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const requests: FakeRequest[] = [];
  const orders = new Map<string, FakeOrder>();
  const byIdempotencyKey = new Map<string, string>();
  let counter = 0;
  // Filled in once the server listens; the request handler reads failWith from it.
  const fake = { failWith: null, failAfterCreate: null, cardStatus: null, cardPaid: null } as FakePagarme;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(payload));
      };
      if (fake.failWith !== null) return send(fake.failWith, { message: 'An error has occurred.' });
      if (req.headers.authorization !== expectedAuth) return send(401, { message: 'Authorization has been denied for this request.' });

      if (req.method === 'POST' && url.pathname === '/core/v5/orders') {
        const key = req.headers['idempotency-key'];
        const idempotencyKey = Array.isArray(key) ? key[0] : key;
        if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) return send(200, orderJson(orders.get(byIdempotencyKey.get(idempotencyKey)!)!));
        const request = (body ?? {}) as {
          code?: string;
          items?: Array<{ amount?: number; quantity?: number }>;
          payments?: Array<{ payment_method?: string; pix?: { expires_in?: number } }>;
        };
        const payment = request.payments?.[0];
        if (!payment || (payment.payment_method !== 'pix' && payment.payment_method !== 'credit_card')) {
          return send(422, { message: 'The request is invalid.', errors: { payments: ['The payments field is required.'] } });
        }
        counter += 1;
        const amount = (request.items ?? []).reduce((sum, item) => sum + (item.amount ?? 0) * (item.quantity ?? 1), 0);
        const id = `or_fake${String(counter).padStart(4, '0')}${randomUUID().slice(0, 6)}`;
        const createdAt = new Date().toISOString();
        const isPix = payment.payment_method === 'pix';
        let qrCode: string | null = null;
        if (isPix) {
          const pix = createStaticPix({
            merchantName: 'PAGARME FAKE',
            merchantCity: 'SAO PAULO',
            pixKey: 'fake-pagarme@example.com',
            transactionAmount: amount / 100,
            txid: id.replace(/[^A-Za-z0-9]/g, ''),
          });
          if (hasError(pix)) throw new Error('fake Pagar.me could not build a BR Code');
          qrCode = pix.toBRCode();
        }
        const order: FakeOrder = {
          id,
          code: request.code,
          amount,
          status: isPix ? 'pending' : (fake.cardStatus ?? options.cardStatus ?? 'paid'),
          paidAmount: isPix ? null : (fake.cardPaid?.amount ?? null),
          currency: isPix ? 'BRL' : (fake.cardPaid?.currency ?? 'BRL'),
          method: isPix ? 'pix' : 'credit_card',
          chargeId: `ch_fake${counter}`,
          transactionId: `tran_fake${counter}`,
          createdAt,
          qrCode,
          qrCodeUrl: isPix ? `https://api.pagar.me/core/v5/transactions/tran_fake${counter}/qrcode?payment_method=pix` : null,
          expiresAt: isPix ? new Date(Date.now() + (payment.pix?.expires_in ?? 600) * 1000).toISOString() : null,
          request: request as Record<string, unknown>,
        };
        orders.set(id, order);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        const failure = fake.failAfterCreate;
        if (failure === 'drop-connection') return void req.socket.destroy();
        if (failure === 'unexpected-answer') return send(200, { ...orderJson(order), status: 'under_review' });
        if (failure !== null) return send(failure, { message: 'An error has occurred.' });
        return send(200, orderJson(order));
      }

      const match = /^\/core\/v5\/orders\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const order = orders.get(decodeURIComponent(match[1]!));
        if (!order) return send(404, { message: 'Order not found' });
        return send(200, orderJson(order));
      }
      return send(404, { message: 'No HTTP resource was found that matches the request URI.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  Object.assign(fake, {
    apiUrl: `${origin}/core/v5`,
    origin,
    secretKey,
    requests,
    orders,
    setStatus(orderId: string, status: FakeOrderStatus, paid?: FakePaid) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake Pagar.me has no order ${orderId}`);
      order.status = status;
      if (paid?.amount !== undefined) order.paidAmount = paid.amount;
      if (paid?.currency !== undefined) order.currency = paid.currency;
    },
    readsOf(orderId: string) {
      return requests.filter((r) => r.method === 'GET' && r.path === `/core/v5/orders/${orderId}`).length;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  } satisfies Omit<FakePagarme, 'failWith' | 'failAfterCreate' | 'cardStatus' | 'cardPaid'>);
  return fake;
}

export interface StoredOrder {
  id: string;
  status: string;
  amount_cents: number;
  idempotency_key: string;
  method: string;
  gateway_order_id: string | null;
}

/** Rows read straight from the test server's database (`?` placeholders, unqualified table names). */
export async function storedRows<T>(server: TestServer, query: string, params: unknown[]): Promise<T[]> {
  const database = server.config.database;
  if (database.kind === 'sqlite') {
    const sqlite = new SQLite(database.file, { readonly: true, fileMustExist: true });
    try {
      return sqlite.prepare(query).all(...params) as T[];
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(`set search_path to "${database.schema}"`);
    let n = 0;
    return (
      await client.query(
        query.replace(/\?/g, () => `$${++n}`),
        params,
      )
    ).rows as T[];
  } finally {
    await client.end();
  }
}

/** The payment receipts queued in the outbox for one address. */
export function receiptsTo(server: TestServer, email: string): Promise<Array<{ id: string; subject: string }>> {
  return storedRows(server, "select id, subject from outbox_emails where kind = 'payment-receipt' and to_address = ?", [email]);
}

/** The orders table's rows for one attempt. */
export async function storedOrdersOf(server: TestServer, attemptId: string): Promise<StoredOrder[]> {
  const rows = await storedRows<StoredOrder>(
    server,
    'select id, status, amount_cents, idempotency_key, method, gateway_order_id from orders where attempt_id = ? order by created_at',
    [attemptId],
  );
  return rows.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }));
}
