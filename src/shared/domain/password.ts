export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX_LENGTH = 128;
export const TEMPORARY_PASSWORD_LENGTH = 8;

/** A session opened with a temporary password, on anything but reading the account, changing the password or leaving. */
export const TEMPORARY_SESSION_MESSAGE = 'Antes de continuar, escolha uma nova senha no seu perfil. A senha temporária serve só para isso.';

export const PASSWORD_MESSAGES = {
  tooShort: 'A senha deve ter pelo menos 6 caracteres',
  tooLong: `A senha pode ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`,
  mismatch: 'As senhas não coincidem',
  allRequired: 'Todos os campos são obrigatórios',
  currentTooShort: 'A senha atual deve ter no mínimo 6 caracteres',
  newTooShort: 'A nova senha deve ter no mínimo 6 caracteres',
  newMismatch: 'A nova senha e a confirmação não coincidem',
  mustDiffer: 'A nova senha deve ser diferente da senha atual',
  /** Checked by the server against its list of the most common passwords (issue 26). */
  tooCommon: 'Essa senha é muito comum e fácil de adivinhar. Escolha outra, como uma frase curta que só você conheça.',
} as const;
