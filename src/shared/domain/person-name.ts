/** Full-name rule of spec §5: at least two words, each at least 2 characters. */

export const NAME_MAX_LENGTH = 120;

export const NAME_MESSAGES = {
  required: 'Por favor, digite seu nome completo (nome e sobrenome)',
  invalid: 'Por favor, digite um nome válido com nome e sobrenome',
  tooLong: `O nome pode ter no máximo ${NAME_MAX_LENGTH} caracteres`,
} as const;

export function normalizeName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** Returns the Portuguese message for an invalid name, or null when it is valid. */
export function nameProblem(value: string): string | null {
  const name = normalizeName(value);
  const words = name.split(' ').filter(Boolean);
  if (words.length < 2) return NAME_MESSAGES.required;
  if (words.some((word) => word.length < 2)) return NAME_MESSAGES.invalid;
  if (name.length > NAME_MAX_LENGTH) return NAME_MESSAGES.tooLong;
  return null;
}

export function firstName(value: string): string {
  return normalizeName(value).split(' ')[0] ?? '';
}
