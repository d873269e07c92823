export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX_LENGTH = 128;
export const TEMPORARY_PASSWORD_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  tooShort: 'A senha deve ter pelo menos 6 caracteres',
  tooLong: `A senha pode ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`,
  mismatch: 'As senhas não coincidem',
  allRequired: 'Todos os campos são obrigatórios',
  currentTooShort: 'A senha atual deve ter no mínimo 6 caracteres',
  newTooShort: 'A nova senha deve ter no mínimo 6 caracteres',
  newMismatch: 'A nova senha e a confirmação não coincidem',
  mustDiffer: 'A nova senha deve ser diferente da senha atual',
} as const;
