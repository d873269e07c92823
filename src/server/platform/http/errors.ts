import { errorCodeForStatus, type ErrorCode } from '../../../shared/contracts/contract';

/** The answer's message for a status when nothing more specific applies; the errors below default to them too. */
export const GENERIC_MESSAGES: Record<number, string> & Record<400 | 401 | 403 | 404, string> = {
  400: 'Requisição inválida. Verifique os dados enviados.',
  401: 'Você precisa fazer login para continuar.',
  403: 'Acesso negado.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  408: 'A requisição demorou demais. Tente novamente.',
  413: 'O conteúdo enviado é grande demais.',
  415: 'Formato não suportado. Envie os dados em JSON.',
  429: 'Muitas tentativas em pouco tempo. Aguarde um pouco e tente novamente.',
};

/**
 * The one error model: services throw these; the error handler maps them to
 * `{ success: false, code, message, requestId, data? }` with the error's status.
 * Messages are Portuguese and fit to show a user as they are; the code follows the status (ERROR_CODE_BY_STATUS).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly status: number,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
    this.code = errorCodeForStatus(status);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, data?: Record<string, unknown>) {
    super(400, message, data);
  }
}

/** A bearer token that names no usable session (unknown, expired, revoked). */
export const INVALID_SESSION_MESSAGE = 'Sua sessão expirou. Faça login novamente.';

export class UnauthorizedError extends AppError {
  constructor(message = GENERIC_MESSAGES[401]) {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = GENERIC_MESSAGES[403], data?: Record<string, unknown>) {
    super(403, message, data);
  }
}

export class NotFoundError extends AppError {
  constructor(message = GENERIC_MESSAGES[404]) {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequestsError extends AppError {
  /** `message` replaces the generic one where a rule of its own applies (the quiz's retakes a day). */
  constructor(
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(429, message ?? `Muitas tentativas em pouco tempo. Aguarde ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e tente novamente.`);
  }
}
