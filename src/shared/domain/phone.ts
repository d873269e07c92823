import { onlyDigits } from './cpf';

/** Brazilian phone with area code: 10 digits (landline) or 11 (mobile). */
export function isValidPhone(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length === 10 || digits.length === 11;
}

/** 11987654321 -> (11) 98765-4321; 1133334444 -> (11) 3333-4444. */
export function formatPhone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const area = d.slice(0, 2);
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

export const PHONE_FORMAT_EXAMPLES = ['(11) 98765-4321', '(11) 3333-4444'] as const;
