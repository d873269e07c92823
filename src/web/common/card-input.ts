import { PAYMENT_MESSAGES } from '../../shared/contracts/payment.contract';
import { onlyDigits } from '../../shared/domain/cpf';

/**
 * Input masks and checks of spec §5 for a card payment: the card and the
 * billing address (the personal payment modal and the school seats; the
 * personal payer's CPF and phone are the payment feature's `payer-input.ts`).
 * Each check answers one message per field, to show beside that field; the
 * spec's "todos os campos" lines are the form's summary (`cardFormSummary`).
 */

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
export const maskState = (value: string) =>
  value
    .replace(/[^a-zA-Z]/g, '')
    .slice(0, 2)
    .toUpperCase();
export const maskHolder = (value: string) => value.toUpperCase().slice(0, 64);

export interface CardFields {
  cardNumber: string;
  holder: string;
  expiry: string;
  cvv: string;
}

export interface AddressFields {
  zip: string;
  street: string;
  addressNumber: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

export type Errors<T> = Partial<Record<keyof T, string>>;

const isBlank = (value: string) => !value.trim();

function expiryProblem(expiry: string, today: Date): string | null {
  if (isBlank(expiry)) return PAYMENT_MESSAGES.expiryRequired;
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return PAYMENT_MESSAGES.expiryInvalid;
  // Valid through the last day of its month.
  const endOfMonth = new Date(2000 + Number(match[2]), month, 1);
  return endOfMonth <= today ? PAYMENT_MESSAGES.cardExpired : null;
}

/** `today` is injectable for tests. */
export function cardErrors(card: CardFields, today = new Date()): Errors<CardFields> {
  const errors: Errors<CardFields> = {};
  if (isBlank(card.cardNumber)) errors.cardNumber = PAYMENT_MESSAGES.cardNumberRequired;
  else if (onlyDigits(card.cardNumber).length < 13) errors.cardNumber = PAYMENT_MESSAGES.cardNumberIncomplete;
  if (isBlank(card.holder)) errors.holder = PAYMENT_MESSAGES.holderRequired;
  const expiry = expiryProblem(card.expiry, today);
  if (expiry) errors.expiry = expiry;
  if (isBlank(card.cvv)) errors.cvv = PAYMENT_MESSAGES.cvvRequired;
  else if (card.cvv.length < 3) errors.cvv = PAYMENT_MESSAGES.cvvIncomplete;
  return errors;
}

/** Every address field is required except the complement; the ZIP has 8 digits. */
export function addressErrors(address: AddressFields): Errors<AddressFields> {
  const errors: Errors<AddressFields> = {};
  if (isBlank(address.zip)) errors.zip = PAYMENT_MESSAGES.zipRequired;
  else if (onlyDigits(address.zip).length !== 8) errors.zip = PAYMENT_MESSAGES.zipInvalid;
  if (isBlank(address.street)) errors.street = PAYMENT_MESSAGES.streetRequired;
  if (isBlank(address.addressNumber)) errors.addressNumber = PAYMENT_MESSAGES.addressNumberRequired;
  if (isBlank(address.neighborhood)) errors.neighborhood = PAYMENT_MESSAGES.neighborhoodRequired;
  if (isBlank(address.city)) errors.city = PAYMENT_MESSAGES.cityRequired;
  if (isBlank(address.state)) errors.state = PAYMENT_MESSAGES.stateRequired;
  else if (!/^[A-Z]{2}$/.test(address.state)) errors.state = PAYMENT_MESSAGES.stateInvalid;
  return errors;
}

const CARD_KEYS = ['cardNumber', 'holder', 'expiry', 'cvv'] as const;
const REQUIRED_ADDRESS_KEYS = ['zip', 'street', 'addressNumber', 'neighborhood', 'city', 'state'] as const;

/** The spec's form-level line when card or address fields are left empty (card first), else null. */
export function cardFormSummary(card: CardFields, address: AddressFields): string | null {
  if (CARD_KEYS.some((key) => isBlank(card[key]))) return PAYMENT_MESSAGES.cardFieldsRequired;
  if (REQUIRED_ADDRESS_KEYS.some((key) => isBlank(address[key]))) return PAYMENT_MESSAGES.addressRequired;
  return null;
}

/** The card provider's token request body (spec §7): spaces stripped, 4-digit year. */
export function tokenRequestBody(card: CardFields) {
  const [month, year] = card.expiry.split('/');
  return {
    type: 'card' as const,
    card: {
      number: onlyDigits(card.cardNumber),
      holder_name: card.holder.trim(),
      exp_month: Number(month),
      exp_year: 2000 + Number(year),
      cvv: card.cvv,
    },
  };
}

/** The create-order `billingAddress` (spec §3) from the form's fields. */
export function billingAddressBody(address: AddressFields) {
  return {
    street: address.street,
    number: address.addressNumber,
    neighborhood: address.neighborhood,
    complement: address.complement,
    zip_code: address.zip,
    city: address.city,
    state: address.state,
    country: 'BR',
  };
}
