import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPagarmeGateway } from './pagarme-gateway';
import { PaymentGatewayError, type GatewayOrderRequest } from './payment-gateway';

/**
 * A loopback HTTP server plays Pagar.me v5 by its documented request and
 * answer shapes; the adapter talks to it through the real global fetch.
 */

const SECRET_KEY = 'sk_test_x';
const BASIC_AUTH = `Basic ${Buffer.from('sk_test_x:').toString('base64')}`;
const CARD_TOKEN = 'token_abcDEF123456';
const DOCUMENT = '52998224725';
const ORDER_ID = '6f1c2e0a-3b4d-4c5e-8f90-1a2b3c4d5e6f';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
type Handler = (req: Recorded, res: ServerResponse) => void;

const customer = {
  name: 'Maria da Silva',
  email: 'maria@example.com',
  document: DOCUMENT,
  phone: { countryCode: '55', areaCode: '11', number: '987654321' },
};

const pixRequest: GatewayOrderRequest = {
  orderId: ORDER_ID,
  amountCents: 2990,
  description: 'Relatório completo Rumo',
  customer,
  method: 'pix',
  pixExpiresInSeconds: 1800,
};

const cardRequest: GatewayOrderRequest = {
  orderId: ORDER_ID,
  amountCents: 2990,
  description: 'Relatório completo Rumo',
  customer,
  method: 'credit_card',
  cardToken: CARD_TOKEN,
  installments: 1,
  billingAddress: {
    street: 'Rua das Flores',
    number: '123',
    neighborhood: 'Centro',
    complement: 'Apto 45',
    zip_code: '01001000',
    city: 'São Paulo',
    state: 'SP',
    country: 'BR',
  },
};

const expectedCustomer = {
  name: 'Maria da Silva',
  email: 'maria@example.com',
  type: 'individual',
  document: DOCUMENT,
  document_type: 'CPF',
  phones: { mobile_phone: { country_code: '55', area_code: '11', number: '987654321' } },
};

const expectedItems = [{ amount: 2990, description: 'Relatório completo Rumo', quantity: 1, code: 'relatorio-completo' }];

function pixOrder(status: string, transaction: Record<string, unknown> = {}) {
  return {
    id: 'or_pix123',
    code: ORDER_ID,
    amount: 2990,
    currency: 'BRL',
    status,
    charges: [
      {
        id: 'ch_pix123',
        code: ORDER_ID,
        amount: 2990,
        status: status === 'paid' ? 'paid' : 'pending',
        payment_method: 'pix',
        last_transaction: {
          id: 'tran_pix123',
          transaction_type: 'pix',
          status: 'waiting_payment',
          amount: 2990,
          qr_code: '00020101021226820014br.gov.bcb.pix2560pix.example.com/qr/v2/abc5204000053039865406029.905802BR6304ABCD',
          qr_code_url: 'https://api.pagar.me/core/v5/transactions/tran_pix123/qrcode?payment_method=pix',
          expires_at: '2030-01-15T12:30:00Z',
          ...transaction,
        },
      },
    ],
  };
}

function cardOrder(status: string) {
  return {
    id: 'or_card123',
    code: ORDER_ID,
    amount: 2990,
    currency: 'BRL',
    status,
    charges: [
      {
        id: 'ch_card123',
        code: ORDER_ID,
        amount: 2990,
        status,
        payment_method: 'credit_card',
        last_transaction: {
          id: 'tran_card123',
          transaction_type: 'credit_card',
          status: status === 'paid' ? 'captured' : 'not_authorized',
          amount: 2990,
          installments: 1,
          statement_descriptor: 'RUMO',
          card: { id: 'card_1', last_four_digits: '0010', brand: 'Visa' },
        },
      },
    ],
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

async function caught(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentGatewayError);
    const e = error as PaymentGatewayError;
    for (const text of [e.message, e.stack ?? '', JSON.stringify(e.detail)]) {
      expect(text).not.toContain(SECRET_KEY);
      expect(text).not.toContain(BASIC_AUTH.slice('Basic '.length));
      expect(text).not.toContain(CARD_TOKEN);
      expect(text).not.toContain(DOCUMENT);
    }
    return e;
  }
  throw new Error('expected a PaymentGatewayError, but the call succeeded');
}

describe('Pagar.me v5 adapter', () => {
  let server: Server;
  let apiUrl: string;
  let requests: Recorded[] = [];
  let handler: Handler = (_req, res) => sendJson(res, 500, {});

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const recorded: Recorded = {
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        requests.push(recorded);
        // One connection per request, so closing hung sockets between tests never hits a pooled one.
        res.setHeader('Connection', 'close');
        handler(recorded, res);
      });
    });
    const port = await listen(server);
    apiUrl = `http://127.0.0.1:${port}/core/v5`;
  });

  afterEach(() => {
    requests = [];
    server.closeAllConnections();
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const gateway = (timeoutMs?: number) => createPagarmeGateway({ apiUrl, secretKey: SECRET_KEY, ...(timeoutMs ? { timeoutMs } : {}) });

  it('is the pagarme kind', () => {
    expect(gateway().kind).toBe('pagarme');
  });

  it('creates a PIX order with the exact documented request and reads the QR code', async () => {
    handler = (_req, res) => sendJson(res, 200, pixOrder('pending'));

    const order = await gateway().createOrder(pixRequest);

    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('/core/v5/orders');
    expect(req!.headers.authorization).toBe('Basic c2tfdGVzdF94Og==');
    expect(Buffer.from(req!.headers.authorization!.slice(6), 'base64').toString()).toBe('sk_test_x:');
    expect(req!.headers['idempotency-key']).toBe(ORDER_ID);
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.headers.accept).toBe('application/json');
    expect(JSON.parse(req!.body)).toStrictEqual({
      code: ORDER_ID,
      items: expectedItems,
      customer: expectedCustomer,
      payments: [{ payment_method: 'pix', pix: { expires_in: 1800 } }],
    });

    expect(order).toStrictEqual({
      gatewayOrderId: 'or_pix123',
      code: ORDER_ID,
      status: 'PENDING',
      pix: {
        qrCode: '00020101021226820014br.gov.bcb.pix2560pix.example.com/qr/v2/abc5204000053039865406029.905802BR6304ABCD',
        qrCodeUrl: 'https://api.pagar.me/core/v5/transactions/tran_pix123/qrcode?payment_method=pix',
        expiresAt: '2030-01-15T12:30:00.000Z',
      },
      paid: null,
    });
  });

  it('creates a card order with the exact documented request (token, installments, billing address)', async () => {
    handler = (_req, res) => sendJson(res, 200, cardOrder('paid'));

    const order = await gateway().createOrder(cardRequest);

    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('/core/v5/orders');
    expect(req!.headers.authorization).toBe(BASIC_AUTH);
    expect(req!.headers['idempotency-key']).toBe(ORDER_ID);
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.headers.accept).toBe('application/json');
    expect(JSON.parse(req!.body)).toStrictEqual({
      code: ORDER_ID,
      items: expectedItems,
      customer: expectedCustomer,
      payments: [
        {
          payment_method: 'credit_card',
          credit_card: {
            installments: 1,
            statement_descriptor: 'RUMO',
            card_token: CARD_TOKEN,
            card: {
              billing_address: {
                line_1: '123, Rua das Flores, Centro',
                line_2: 'Apto 45',
                zip_code: '01001000',
                city: 'São Paulo',
                state: 'SP',
                country: 'BR',
              },
            },
          },
        },
      ],
    });

    expect(order).toStrictEqual({ gatewayOrderId: 'or_card123', code: ORDER_ID, status: 'PAID', pix: null, paid: { amountCents: 2990, currency: 'BRL' } });
  });

  it('leaves line_2 out when there is no complement, and sends the document as digits', async () => {
    handler = (_req, res) => sendJson(res, 200, cardOrder('pending'));
    const request: GatewayOrderRequest = {
      ...cardRequest,
      customer: { ...customer, document: '529.982.247-25' },
      billingAddress: { ...(cardRequest as Extract<GatewayOrderRequest, { method: 'credit_card' }>).billingAddress, complement: '' },
    };

    await gateway().createOrder(request);

    const body = JSON.parse(requests[0]!.body) as {
      customer: { document: string };
      payments: [{ credit_card: { card: { billing_address: Record<string, string> } } }];
    };
    expect(body.customer.document).toBe(DOCUMENT);
    expect(body.payments[0].credit_card.card.billing_address).toStrictEqual({
      line_1: '123, Rua das Flores, Centro',
      zip_code: '01001000',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    });
  });

  it.each([
    ['paid', 'PAID'],
    ['pending', 'PENDING'],
    ['failed', 'FAILED'],
    ['canceled', 'FAILED'],
  ] as const)('maps order status %s to %s', async (remote, ours) => {
    handler = (_req, res) => sendJson(res, 200, cardOrder(remote));
    const paid = ours === 'PAID' ? { amountCents: 2990, currency: 'BRL' } : null;
    await expect(gateway().createOrder(cardRequest)).resolves.toStrictEqual({ gatewayOrderId: 'or_card123', code: ORDER_ID, status: ours, pix: null, paid });
    await expect(gateway().getOrder('or_card123')).resolves.toStrictEqual({ gatewayOrderId: 'or_card123', code: ORDER_ID, status: ours, pix: null, paid });
  });

  it("reads what a paid order's charges say was paid: paid_amount over amount, the charge's currency over the order's", async () => {
    const paidWith = async (charges: Array<Record<string, unknown>>, orderCurrency: string | null = 'BRL') => {
      const body = { ...cardOrder('paid'), currency: orderCurrency, charges: charges.map((charge, i) => ({ id: `ch_${i}`, ...charge })) };
      handler = (_req, res) => sendJson(res, 200, body);
      return (await gateway().getOrder('or_card123')).paid;
    };
    expect(await paidWith([{ status: 'paid', amount: 2990, paid_amount: 1 }])).toEqual({ amountCents: 1, currency: 'BRL' });
    expect(await paidWith([{ status: 'paid', amount: 2990 }])).toEqual({ amountCents: 2990, currency: 'BRL' });
    expect(await paidWith([{ status: 'underpaid', amount: 2990, paid_amount: 2000 }])).toEqual({ amountCents: 2000, currency: 'BRL' });
    expect(await paidWith([{ status: 'paid', amount: 2990, paid_amount: 2990, currency: 'usd' }])).toEqual({ amountCents: 2990, currency: 'USD' });
    expect(
      await paidWith([
        { status: 'paid', paid_amount: 1000 },
        { status: 'paid', paid_amount: 1990 },
        { status: 'failed', amount: 2990 },
      ]),
    ).toEqual({ amountCents: 2990, currency: 'BRL' });
    // What it cannot tell is null, never a guess.
    expect(await paidWith([{ status: 'paid' }])).toEqual({ amountCents: null, currency: 'BRL' });
    expect(await paidWith([{ status: 'paid', paid_amount: 'muito' }])).toEqual({ amountCents: null, currency: 'BRL' });
    expect(await paidWith([])).toEqual({ amountCents: null, currency: null });
    expect(await paidWith([{ status: 'paid', paid_amount: 2990 }], null)).toEqual({ amountCents: 2990, currency: null });
    expect(
      await paidWith([
        { status: 'paid', paid_amount: 1000, currency: 'BRL' },
        { status: 'paid', paid_amount: 1990, currency: 'USD' },
      ]),
    ).toEqual({ amountCents: 2990, currency: null });
  });

  it('rejects an unknown order status', async () => {
    handler = (_req, res) => sendJson(res, 200, cardOrder('processing'));
    const error = await caught(gateway().createOrder(cardRequest));
    expect(error.message).toContain('unknown order status "processing"');
    await caught(gateway().getOrder('or_card123'));
  });

  it('reads an order with GET /orders/{id}: no body, no Idempotency-Key', async () => {
    handler = (_req, res) => sendJson(res, 200, pixOrder('paid'));

    const order = await gateway().getOrder('or_pix123');

    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req!.method).toBe('GET');
    expect(req!.url).toBe('/core/v5/orders/or_pix123');
    expect(req!.headers.authorization).toBe(BASIC_AUTH);
    expect(req!.headers.accept).toBe('application/json');
    expect(req!.headers['idempotency-key']).toBeUndefined();
    expect(req!.body).toBe('');
    expect(order).toStrictEqual({
      gatewayOrderId: 'or_pix123',
      code: ORDER_ID,
      status: 'PAID',
      pix: {
        qrCode: expect.stringContaining('br.gov.bcb.pix'),
        qrCodeUrl: 'https://api.pagar.me/core/v5/transactions/tran_pix123/qrcode?payment_method=pix',
        expiresAt: '2030-01-15T12:30:00.000Z',
      },
      paid: { amountCents: 2990, currency: 'BRL' },
    });
  });

  it('tolerates an apiUrl with a trailing slash and escapes the order id', async () => {
    handler = (_req, res) => sendJson(res, 200, cardOrder('pending'));
    await createPagarmeGateway({ apiUrl: `${apiUrl}/`, secretKey: SECRET_KEY }).getOrder('or_a/b');
    expect(requests[0]!.url).toBe('/core/v5/orders/or_a%2Fb');
  });

  it('rejects a pending PIX order without its QR code', async () => {
    handler = (_req, res) => sendJson(res, 200, pixOrder('pending', { qr_code: undefined, qr_code_url: undefined }));
    const error = await caught(gateway().createOrder(pixRequest));
    expect(error.message).toContain('without its QR code');
    await caught(gateway().getOrder('or_pix123'));
  });

  it('gives pix null for a finished PIX order without a QR code', async () => {
    handler = (_req, res) => sendJson(res, 200, pixOrder('failed', { qr_code: null, qr_code_url: null, expires_at: null }));
    await expect(gateway().createOrder(pixRequest)).resolves.toStrictEqual({
      gatewayOrderId: 'or_pix123',
      code: ORDER_ID,
      status: 'FAILED',
      pix: null,
      paid: null,
    });
  });

  it('rejects a PIX expires_at that is not a date', async () => {
    handler = (_req, res) => sendJson(res, 200, pixOrder('pending', { expires_at: 'soon' }));
    await caught(gateway().createOrder(pixRequest));
  });

  describe('errors', () => {
    it('401 unauthorized', async () => {
      handler = (_req, res) => sendJson(res, 401, { message: 'Authorization has been denied for this request.' });
      const error = await caught(gateway().createOrder(pixRequest));
      expect(error.detail.status).toBe(401);
      expect(error.message).toContain('HTTP 401');
    });

    it('422 with an error body: status, message and field names, but never the values', async () => {
      handler = (_req, res) =>
        sendJson(res, 422, {
          message: `The request is invalid. Token ${CARD_TOKEN} / key ${SECRET_KEY}`,
          errors: {
            'order.customer.document': [`The document ${DOCUMENT} is invalid.`],
            'order.payments[0].credit_card.card_token': ['Invalid token.'],
          },
        });
      const error = await caught(gateway().createOrder(cardRequest));
      expect(error.detail.status).toBe(422);
      expect(error.message).toContain('HTTP 422');
      expect(error.message).toContain('The request is invalid.');
      expect(error.message).toContain('order.customer.document');
      expect(error.message).toContain('[redacted]');
    });

    it('500 server error', async () => {
      handler = (_req, res) => {
        res.writeHead(500, { 'Content-Type': 'text/html' });
        res.end('<html>Internal Server Error</html>');
      };
      const error = await caught(gateway().getOrder('or_card123'));
      expect(error.detail.status).toBe(500);
      expect(error.message).toContain('HTTP 500');
    });

    it('2xx with a body that is not JSON', async () => {
      handler = (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"id": "or_1", "status": ');
      };
      const error = await caught(gateway().createOrder(pixRequest));
      expect(error.message).toContain('not JSON');
    });

    it('2xx with an unexpected shape', async () => {
      handler = (_req, res) => sendJson(res, 200, { id: 123, status: 'paid', charges: 'none' });
      const error = await caught(gateway().createOrder(cardRequest));
      expect(error.message).toContain('unexpected order shape');
      await caught(gateway().getOrder('or_card123'));
      handler = (_req, res) => sendJson(res, 200, [cardOrder('paid')]);
      await caught(gateway().getOrder('or_card123'));
    });

    it('connection refused', async () => {
      const closed = createServer();
      const port = await listen(closed);
      await new Promise<void>((resolve) => closed.close(() => resolve()));

      const error = await caught(createPagarmeGateway({ apiUrl: `http://127.0.0.1:${port}/core/v5`, secretKey: SECRET_KEY }).createOrder(cardRequest));
      expect(error.message).toContain('failed');
      expect(error.detail.status).toBeUndefined();
    });

    it('times out when the server never answers', async () => {
      handler = () => {
        /* never answers */
      };
      const started = Date.now();
      const error = await caught(gateway(200).createOrder(pixRequest));
      expect(error.message).toContain('timed out after 200 ms');
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(requests).toHaveLength(1);
    });

    it('times out when the answer body stalls', async () => {
      handler = (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('{"id":');
      };
      const error = await caught(gateway(200).getOrder('or_card123'));
      expect(error.message).toContain('timed out');
    });

    it('wraps a failing fetchImpl', async () => {
      const fetchImpl = (() => Promise.reject(new TypeError('boom'))) as unknown as typeof fetch;
      const error = await caught(createPagarmeGateway({ apiUrl, secretKey: SECRET_KEY, fetchImpl }).getOrder('or_1'));
      expect(error.message).toContain('boom');
      expect(error.detail.cause).toBeInstanceOf(TypeError);
    });
  });
});
