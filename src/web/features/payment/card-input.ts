import { PAYMENT_MESSAGES } from '../../../shared/contracts/payment.contract';
import { onlyDigits } from '../../../shared/domain/cpf';

/** Input masks and checks of spec §5 for the card and billing address fields. */

export const maskCardNumber = (value: string) =>
  onlyDigits(value)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export const maskExpiry = (value: string) => {
  const d = onlyDigits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

export const maskCvv = (value: string) => onlyDigits(value).slice(0, 4);
export const maskZip = (value: string) => {
  const d = onlyDigits(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};
export const maskState = (value: string) => value.replace(/[^a-zA-Z]/g, '').slice(0, 2).toUpperCase();
export const maskHolder = (value: string) => value.toUpperCase().slice(0, 64);

export interface CardFields {
  number: string;
  holder: string;
  expiry: string;
  cvv: string;
}

export interface AddressFields {
  street: string;
  number: string;
  neighborhood: string;
  complement: string;
  zip: string;
  city: string;
  state: string;
}

/** The first problem with the card, or null. `today` is injectable for tests. */
export function cardProblem(card: CardFields, today = new Date()): string | null {
  if (!card.number.trim() || !card.holder.trim() || !card.expiry.trim() || !card.cvv.trim()) return PAYMENT_MESSAGES.cardFieldsRequired;
  const match = /^(\d{2})\/(\d{2})$/.exec(card.expiry);
  if (!match) return PAYMENT_MESSAGES.cardFieldsRequired;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return PAYMENT_MESSAGES.cardFieldsRequired;
  const endOfMonth = new Date(year, month, 1);
  if (endOfMonth <= today) return PAYMENT_MESSAGES.cardExpired;
  if (onlyDigits(card.number).length < 13 || card.cvv.length < 3) return PAYMENT_MESSAGES.cardFieldsRequired;
  return null;
}

export function addressProblem(address: AddressFields): string | null {
  const required = [address.street, address.number, address.neighborhood, address.zip, address.city, address.state];
  if (required.some((v) => !v.trim())) return PAYMENT_MESSAGES.addressRequired;
  if (onlyDigits(address.zip).length !== 8) return PAYMENT_MESSAGES.zipInvalid;
  if (!/^[A-Z]{2}$/.test(address.state)) return PAYMENT_MESSAGES.addressRequired;
  return null;
}

/** The card provider's token request body (spec §7): spaces stripped, 4-digit year. */
export function tokenRequestBody(card: CardFields) {
  const [month, year] = card.expiry.split('/');
  return {
    type: 'card' as const,
    card: {
      number: onlyDigits(card.number),
      holder_name: card.holder.trim(),
      exp_month: Number(month),
      exp_year: 2000 + Number(year),
      cvv: card.cvv,
    },
  };
}
