import { PAYMENT_MESSAGES } from '../../shared/contracts/payment.contract';
import { ApiError, userMessage } from '../lib/api-client';
import { tokenRequestBody, type CardFields } from './card-input';

/**
 * A card payment's steps that the personal payment and the school seats share (decision 0182): the token made
 * straight with the provider, the polling of an order the card left pending (spec §4 and §9), and what a failure says.
 */

export const CARD_POLL_INTERVAL_MS = 2_000;
export const CARD_POLL_LIMIT_MS = 60_000;

/** What the gateway in use tells the browser to make a card token (`paymentConfigContract`). */
export interface CardGateway {
  tokenUrl: string;
  publicKey: string;
}

export class CardTokenError extends Error {}

/**
 * Tokenizes the card straight with the provider (Pagar.me, or the sandbox that
 * plays it): the card number never reaches our API.
 */
export async function tokenizeCard(tokenUrl: string, publicKey: string, card: CardFields): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${tokenUrl}?appId=${encodeURIComponent(publicKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(tokenRequestBody(card)),
    });
  } catch {
    throw new CardTokenError(PAYMENT_MESSAGES.tokenizeError);
  }
  const json = (await response.json().catch(() => null)) as { id?: unknown; message?: unknown } | null;
  if (!response.ok || typeof json?.id !== 'string') {
    throw new CardTokenError(typeof json?.message === 'string' ? json.message : PAYMENT_MESSAGES.tokenizeError);
  }
  return json.id;
}

/** The form's line when tokenizing or sending a card order failed: the provider's words, the API's, or the generic one. */
export function cardPaymentFailure(err: unknown): string {
  if (err instanceof CardTokenError) return err.message || PAYMENT_MESSAGES.tokenizeError;
  return err instanceof ApiError ? userMessage(err, PAYMENT_MESSAGES.cardError) : PAYMENT_MESSAGES.paymentError;
}
