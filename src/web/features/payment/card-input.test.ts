import { describe, expect, it } from 'vitest';
import { addressProblem, cardProblem, maskCardNumber, maskExpiry, maskHolder, maskState, maskZip, tokenRequestBody } from './card-input';

const today = new Date(2026, 10, 22);
const card = { number: '4000 0000 0000 0010', holder: 'MARIA SILVA', expiry: '12/30', cvv: '123' };
const address = { street: 'Av. Paulista', number: '1000', neighborhood: 'Bela Vista', complement: '', zip: '01310-100', city: 'São Paulo', state: 'SP' };

describe('card input masks and rules (spec §5)', () => {
  it('masks as the spec says', () => {
    expect(maskCardNumber('4000000000000010999')).toBe('4000 0000 0000 0010');
    expect(maskCardNumber('4000000000000010').length).toBe(19);
    expect(maskExpiry('1230')).toBe('12/30');
    expect(maskZip('01310100')).toBe('01310-100');
    expect(maskState('sp1x')).toBe('SP');
    expect(maskHolder('maria silva')).toBe('MARIA SILVA');
  });

  it('requires every card field and rejects an expired card', () => {
    expect(cardProblem(card, today)).toBeNull();
    expect(cardProblem({ ...card, cvv: '' }, today)).toBe('Por favor, preencha todos os campos do cartão');
    expect(cardProblem({ ...card, expiry: '10/26' }, today)).toBe('Cartão expirado');
    expect(cardProblem({ ...card, expiry: '11/26' }, today)).toBeNull();
  });

  it('requires the billing address except the complement, and an 8-digit ZIP', () => {
    expect(addressProblem(address)).toBeNull();
    expect(addressProblem({ ...address, city: ' ' })).toBe('Por favor, preencha todos os campos do endereço de cobrança');
    expect(addressProblem({ ...address, zip: '01310-10' })).toBe('CEP inválido');
  });

  it('builds the provider token body with spaces stripped and a 4-digit year', () => {
    expect(tokenRequestBody(card)).toEqual({
      type: 'card',
      card: { number: '4000000000000010', holder_name: 'MARIA SILVA', exp_month: 12, exp_year: 2030, cvv: '123' },
    });
  });
});
