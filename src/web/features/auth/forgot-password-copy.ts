import { formatDuration } from '../../../shared/domain/duration';
import { TEMPORARY_PASSWORD_LENGTH } from '../../../shared/domain/password';
import { FORGOT_PASSWORD_REDIRECT_MS } from '../../config/timings';

/**
 * The forgot-password screen's copy, read from the rules it states: the temporary password's length and the delay
 * before the screen goes to /login. Its lifetime is the server's setting, so only the server's answer states it.
 */
export const FORGOT_PASSWORD_COPY = {
  subtitle: `Informe seu email e enviaremos uma senha temporária de ${TEMPORARY_PASSWORD_LENGTH} caracteres.`,
  /** Shown if the server's answer carries no message of its own. */
  sentFallback: `Se o email existir, enviaremos uma nova senha temporária de ${TEMPORARY_PASSWORD_LENGTH} caracteres.`,
  /** "Você será levado para a tela de login em 5 segundos." */
  redirectNotice: `Você será levado para a tela de login em ${formatDuration(Math.round(FORGOT_PASSWORD_REDIRECT_MS / 1000))}.`,
} as const;
