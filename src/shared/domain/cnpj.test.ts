import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj';

describe('CNPJ check digits', () => {
  it('accepts known valid numeric CNPJs, with or without the mask', () => {
    for (const cnpj of ['11.222.333/0001-81', '11222333000181', '00.000.000/0001-91', '33.000.167/0001-01', '60.701.190/0001-04']) {
      expect(isValidCnpj(cnpj), cnpj).toBe(true);
    }
  });

  it('accepts the alphanumeric CNPJ of the Receita Federal (letters in the first 12 positions, char code minus 48)', () => {
    // The Receita Federal's own example of the 2026 format.
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
  });

  it('refuses a wrong check digit, letters in the check digits, repeated digits and wrong lengths', () => {
    for (const cnpj of [
      '11.222.333/0001-82',
      '11.222.333/0001-18',
      '12.ABC.345/01DE-36',
      '12.ABC.345/01DE-3A',
      '00000000000000',
      '11111111111111',
      '1122233300018',
      '112223330001811',
      '',
      'AB.CDE.FGH/IJKL-MN',
    ]) {
      expect(isValidCnpj(cnpj), cnpj).toBe(false);
    }
  });

  it('normalizes and formats', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });
});
