export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_MESSAGES = {
  invalid: 'Por favor, digite um email válido',
  invalidAlt: 'Por favor, insira um email válido',
  tooLong: `O email pode ter no máximo ${EMAIL_MAX_LENGTH} caracteres`,
} as const;

/** Deliberately simple: one @, something before it, a dotted domain after it, no spaces. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** E-mail identity is case-insensitive. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
