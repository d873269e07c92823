import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../platform/database/database';
import type { SandboxOrdersTable } from '../../platform/database/schema';
import type { Selectable } from 'kysely';
import { buildPixBrCode } from './pix-br-code';
import { ORDER_CURRENCY, PaymentGatewayError, type GatewayOrder, type GatewayOrderRequest, type PaymentGateway } from './payment-gateway';

/**
 * The built-in sandbox: plays Pagar.me's part (card tokens, orders, PIX codes)
 * with the same test cards, so the product sells end to end with no account.
 * It keeps its state in its own tables and never stores card data.
 */

export const SANDBOX_PUBLIC_KEY = 'pk_sandbox_rumo';

/** Pagar.me's sandbox test cards. */
export const SANDBOX_TEST_CARDS = {
  '4000000000000010': 'approved',
  '4000000000000028': 'refused',
  '4000000000000036': 'pending',
} as const;

export const sandboxTokenRequestSchema = z.object({
  type: z.literal('card'),
  card: z.object({
    number: z.string().min(12).max(19),
    holder_name: z.string().min(2).max(64),
    exp_month: z.coerce.number().int().min(1).max(12),
    exp_year: z.coerce.number().int().min(2000).max(2100),
    cvv: z.string().regex(/^\d{3,4}$/),
  }),
});

/**
 * A card token is good for an hour (the payment form uses it within seconds);
 * older ones are refused and deleted, so the anonymous endpoint cannot fill the database.
 */
export const SANDBOX_TOKEN_TTL_MS = 60 * 60_000;

export class SandboxCardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxCardError';
  }
}

type SandboxOrderRow = Selectable<SandboxOrdersTable>;

export interface SandboxGateway extends PaymentGateway {
  tokenize(request: z.infer<typeof sandboxTokenRequestSchema>): Promise<{
    id: string;
    type: 'card';
    created_at: string;
    card: { last_four_digits: string; holder_name: string; exp_month: number; exp_year: number; brand: string };
  }>;
  /** What the customer's bank does when the PIX is paid. */
  payPix(gatewayOrderId: string): Promise<GatewayOrder>;
}

export function createSandboxGateway(options: {
  db: Db;
  now?: () => Date;
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  /** How long the "pending" test card stays pending before it is approved. */
  pendingApprovalMs?: number;
}): SandboxGateway {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const pendingApprovalMs = options.pendingApprovalMs ?? 4_000;

  function toGatewayOrder(row: SandboxOrderRow): GatewayOrder {
    return {
      gatewayOrderId: row.id,
      code: row.code,
      status: row.status === 'paid' ? 'PAID' : row.status === 'pending' ? 'PENDING' : 'FAILED',
      pix:
        row.method === 'pix' && row.pix_qr_code && row.pix_qr_code_url && row.pix_expires_at
          ? { qrCode: row.pix_qr_code, qrCodeUrl: row.pix_qr_code_url, expiresAt: row.pix_expires_at }
          : null,
      paid: row.status === 'paid' ? { amountCents: row.amount_cents, currency: ORDER_CURRENCY } : null,
    };
  }

  /** Applies the passage of time: pending cards approve, unpaid PIX codes expire. */
  async function advance(row: SandboxOrderRow): Promise<SandboxOrderRow> {
    const t = now().toISOString();
    let status = row.status;
    if (row.status === 'pending' && row.method === 'credit_card' && row.approve_at && row.approve_at <= t) status = 'paid';
    if (row.status === 'pending' && row.method === 'pix' && row.pix_expires_at && row.pix_expires_at <= t) status = 'canceled';
    if (status === row.status) return row;
    await db.updateTable('sandbox_orders').set({ status }).where('id', '=', row.id).where('status', '=', 'pending').execute();
    return { ...row, status };
  }

  async function find(gatewayOrderId: string): Promise<SandboxOrderRow> {
    const row = await db.selectFrom('sandbox_orders').selectAll().where('id', '=', gatewayOrderId).executeTakeFirst();
    if (!row) throw new PaymentGatewayError('sandbox order not found', { status: 404 });
    return advance(row);
  }

  return {
    kind: 'sandbox',

    async tokenize(request) {
      const number = request.card.number.replace(/\s/g, '');
      const outcome = SANDBOX_TEST_CARDS[number as keyof typeof SANDBOX_TEST_CARDS];
      if (!outcome) {
        throw new SandboxCardError(
          'No sandbox, use um cartão de teste: 4000000000000010 (aprovado), 4000000000000028 (recusado) ou 4000000000000036 (pendente).',
        );
      }
      const t = now();
      const expiry = new Date(Date.UTC(request.card.exp_year, request.card.exp_month, 1));
      if (expiry <= t) throw new SandboxCardError('Cartão expirado');
      const id = `token_${randomUUID().replace(/-/g, '')}`;
      await db
        .deleteFrom('sandbox_card_tokens')
        .where('created_at', '<=', new Date(t.getTime() - SANDBOX_TOKEN_TTL_MS).toISOString())
        .execute();
      await db.insertInto('sandbox_card_tokens').values({ id, outcome, created_at: t.toISOString(), used_at: null }).execute();
      return {
        id,
        type: 'card' as const,
        created_at: t.toISOString(),
        card: {
          last_four_digits: number.slice(-4),
          holder_name: request.card.holder_name,
          exp_month: request.card.exp_month,
          exp_year: request.card.exp_year,
          brand: 'Visa',
        },
      };
    },

    async createOrder(request: GatewayOrderRequest) {
      const existing = await db.selectFrom('sandbox_orders').selectAll().where('code', '=', request.orderId).executeTakeFirst();
      if (existing) return toGatewayOrder(await advance(existing)); // same Idempotency-Key: same order
      const t = now();
      const row: SandboxOrderRow = {
        id: `or_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
        code: request.orderId,
        method: request.method,
        amount_cents: request.amountCents,
        status: 'pending',
        approve_at: null,
        pix_qr_code: null,
        pix_qr_code_url: null,
        pix_expires_at: null,
        created_at: t.toISOString(),
      };
      if (request.method === 'pix') {
        row.pix_qr_code = buildPixBrCode({
          key: options.pixKey,
          merchantName: options.merchantName,
          merchantCity: options.merchantCity,
          amountCents: request.amountCents,
          txid: request.orderId,
        });
        // Loaded on the first PIX charge, not at start (memory at rest).
        const { default: QRCode } = await import('qrcode');
        row.pix_qr_code_url = await QRCode.toDataURL(row.pix_qr_code, { errorCorrectionLevel: 'M', margin: 2, width: 280 });
        row.pix_expires_at = new Date(t.getTime() + request.pixExpiresInSeconds * 1000).toISOString();
      } else {
        const token = await db
          .updateTable('sandbox_card_tokens')
          .set({ used_at: t.toISOString() })
          .where('id', '=', request.cardToken)
          .where('used_at', 'is', null)
          .where('created_at', '>', new Date(t.getTime() - SANDBOX_TOKEN_TTL_MS).toISOString())
          .returning(['outcome'])
          .executeTakeFirst();
        if (!token) row.status = 'failed';
        else if (token.outcome === 'approved') row.status = 'paid';
        else if (token.outcome === 'refused') row.status = 'failed';
        else row.approve_at = new Date(t.getTime() + pendingApprovalMs).toISOString();
      }
      await db.insertInto('sandbox_orders').values(row).execute();
      return toGatewayOrder(row);
    },

    async getOrder(gatewayOrderId) {
      return toGatewayOrder(await find(gatewayOrderId));
    },

    async payPix(gatewayOrderId) {
      const row = await find(gatewayOrderId);
      if (row.method !== 'pix') throw new PaymentGatewayError('not a PIX order', { status: 409 });
      if (row.status === 'pending') {
        await db.updateTable('sandbox_orders').set({ status: 'paid' }).where('id', '=', row.id).where('status', '=', 'pending').execute();
      }
      return toGatewayOrder(await find(gatewayOrderId));
    },
  };
}
