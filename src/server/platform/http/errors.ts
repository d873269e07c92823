import { errorCodeForStatus, type ErrorCode } from '../../../shared/contracts/contract';

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
  constructor(message = 'Você precisa fazer login para continuar.') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Acesso negado.', data?: Record<string, unknown>) {
    super(403, message, data);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Recurso não encontrado.') {
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
