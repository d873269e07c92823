import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../shared/contracts/payment.contract';
import {
  addressErrors,
  billingAddressBody,
  cardErrors,
  cardFormSummary,
  maskCardNumber,
  maskExpiry,
  maskHolder,
  maskState,
  maskZip,
  tokenRequestBody,
} from './card-input';

const today = new Date(2026, 10, 22);
const card = { cardNumber: '4000 0000 0000 0010', holder: 'MARIA SILVA', expiry: '12/30', cvv: '123' };
const address = { street: 'Av. Paulista', addressNumber: '1000', neighborhood: 'Bela Vista', complement: '', zip: '01310-100', city: 'São Paulo', state: 'SP' };
const emptyCard = { cardNumber: '', holder: '', expiry: '', cvv: '' };
const emptyAddress = { street: '', addressNumber: '', neighborhood: '', complement: '', zip: '', city: '', state: '' };

describe('card payment input masks and rules (spec §5)', () => {
  it('masks as the spec says', () => {
    expect(maskCardNumber('4000000000000010999')).toBe('4000 0000 0000 0010');
    expect(maskCardNumber('4000000000000010').length).toBe(19);
    expect(maskExpiry('1230')).toBe('12/30');
    expect(maskZip('01310100')).toBe('01310-100');
    expect(maskState('sp1x')).toBe('SP');
    expect(maskHolder('maria silva')).toBe('MARIA SILVA');
  });

  it('gives each missing or wrong card field its own message', () => {
    expect(cardErrors(card, today)).toEqual({});
    expect(cardErrors(emptyCard, today)).toEqual({
      cardNumber: PAYMENT_MESSAGES.cardNumberRequired,
      holder: PAYMENT_MESSAGES.holderRequired,
      expiry: PAYMENT_MESSAGES.expiryRequired,
      cvv: PAYMENT_MESSAGES.cvvRequired,
    });
    expect(cardErrors({ ...card, cvv: ' ' }, today)).toEqual({ cvv: PAYMENT_MESSAGES.cvvRequired });
    expect(cardErrors({ ...card, cvv: '12' }, today)).toEqual({ cvv: PAYMENT_MESSAGES.cvvIncomplete });
    expect(cardErrors({ ...card, cardNumber: '4000 0000 00' }, today)).toEqual({ cardNumber: PAYMENT_MESSAGES.cardNumberIncomplete });
    expect(cardErrors({ ...card, expiry: '10/26' }, today)).toEqual({ expiry: 'Cartão expirado' });
    expect(cardErrors({ ...card, expiry: '11/26' }, today)).toEqual({});
    expect(cardErrors({ ...card, expiry: '13/30' }, today)).toEqual({ expiry: PAYMENT_MESSAGES.expiryInvalid });
    expect(cardErrors({ ...card, expiry: '1/30' }, today)).toEqual({ expiry: PAYMENT_MESSAGES.expiryInvalid });
  });

  it('gives each missing or wrong address field its own message; the complement is optional', () => {
    expect(addressErrors(address)).toEqual({});
    expect(addressErrors({ ...address, city: ' ' })).toEqual({ city: PAYMENT_MESSAGES.cityRequired });
    expect(addressErrors({ ...address, zip: '01310-10' })).toEqual({ zip: 'CEP inválido' });
    expect(addressErrors({ ...address, state: 'S' })).toEqual({ state: PAYMENT_MESSAGES.stateInvalid });
    expect(Object.keys(addressErrors(emptyAddress)).sort()).toEqual(['addressNumber', 'city', 'neighborhood', 'state', 'street', 'zip']);
  });

  it("sums up empty card or address fields with the spec's lines, card first", () => {
    expect(cardFormSummary(card, address)).toBeNull();
    expect(cardFormSummary({ ...card, cvv: '' }, emptyAddress)).toBe('Por favor, preencha todos os campos do cartão');
    expect(cardFormSummary(card, { ...address, street: '' })).toBe('Por favor, preencha todos os campos do endereço de cobrança');
    // A wrong value is no empty field: its own message says it.
    expect(cardFormSummary({ ...card, expiry: '10/26' }, { ...address, zip: '0131' })).toBeNull();
  });

  it('builds the provider token body with spaces stripped and a 4-digit year, and the billing address of the order', () => {
    expect(tokenRequestBody(card)).toEqual({
      type: 'card',
      card: { number: '4000000000000010', holder_name: 'MARIA SILVA', exp_month: 12, exp_year: 2030, cvv: '123' },
    });
    expect(billingAddressBody(address)).toEqual({
      street: 'Av. Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      complement: '',
      zip_code: '01310-100',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    });
  });
});
