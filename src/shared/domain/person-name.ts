/**
 * Full-name rule of spec §5: at least two words, each at least 2 characters;
 * and (issue 26, F08) only letters (accented ones too), spaces, hyphens and
 * apostrophes, so a name cannot carry a sentence, a link or markup.
 */

export const NAME_MAX_LENGTH = 120;

export const NAME_MESSAGES = {
  required: 'Por favor, digite seu nome completo (nome e sobrenome)',
  invalid: 'Por favor, digite um nome válido com nome e sobrenome',
  tooLong: `O nome pode ter no máximo ${NAME_MAX_LENGTH} caracteres`,
  characters: "Use no nome apenas letras, espaços, hífen (-) e apóstrofo (')",
} as const;

/** Letters of any script with their accents, spaces, hyphens and apostrophes (straight or curly). */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’-]+$/u;

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
  if (!NAME_CHARACTERS.test(name)) return NAME_MESSAGES.characters;
  return null;
}

export function firstName(value: string): string {
  return normalizeName(value).split(' ')[0] ?? '';
}
