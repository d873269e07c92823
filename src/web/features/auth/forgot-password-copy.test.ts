import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_COPY } from './forgot-password-copy';

describe('the forgot-password copy', () => {
  it('states the redirect delay and the temporary password length from their constants', () => {
    expect(FORGOT_PASSWORD_COPY.redirectNotice).toBe('Você será levado para a tela de login em 5 segundos.');
    expect(FORGOT_PASSWORD_COPY.subtitle).toBe('Informe seu email e enviaremos uma senha temporária de 8 caracteres.');
    expect(FORGOT_PASSWORD_COPY.sentFallback).toBe('Se o email existir, enviaremos uma nova senha temporária de 8 caracteres.');
  });
});
