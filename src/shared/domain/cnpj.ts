/**
 * Brazilian CNPJ: 12 characters and two check digits (mod-11 rule). Since July 2026 the Receita Federal also issues
 * alphanumeric CNPJs (IN RFB 2.229/2024): the first 12 positions may hold capital letters, each worth its character
 * code minus 48 ('0' = 0 … '9' = 9, 'A' = 17 … 'Z' = 42); the two check digits stay digits. Numeric CNPJs are the
 * same rule with digits only.
 */

const CNPJ_PATTERN = /^[0-9A-Z]{12}[0-9]{2}$/;

/** The CNPJ without its mask ('.', '/', '-', spaces), upper case: "12.abc.345/01de-35" -> "12ABC34501DE35". */
export function normalizeCnpj(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

function checkDigit(chars: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = chars.length - 1; i >= 0; i--) {
    sum += (chars.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!CNPJ_PATTERN.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const first = checkDigit(cnpj.slice(0, 12));
  const second = checkDigit(cnpj.slice(0, 12) + String(first));
  return cnpj[12] === String(first) && cnpj[13] === String(second);
}

/** "12ABC34501DE35" -> "12.ABC.345/01DE-35" (partial input is formatted as far as it goes). */
export function formatCnpj(value: string): string {
  const c = normalizeCnpj(value).slice(0, 14);
  return c
    .replace(/^(\w{2})(\w)/, '$1.$2')
    .replace(/^(\w{2})\.(\w{3})(\w)/, '$1.$2.$3')
    .replace(/^(\w{2})\.(\w{3})\.(\w{3})(\w)/, '$1.$2.$3/$4')
    .replace(/\/(\w{4})(\w{1,2})$/, '/$1-$2');
}
