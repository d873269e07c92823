import type { Platform } from '../../platform/platform';
import { argon2PasswordHasher, type PasswordHasher } from '../../platform/security/password-hasher';
import { createAuthRepository } from './auth.repository';
import { registerAuthRoutes } from './auth.routes';
import { createPollingWorker } from '../../platform/polling-worker';
import { createAuthService, PASSWORD_RESET_WORKER, type AuthService } from './auth.service';

/**
 * Sessions and passwords: register, login, refresh, logout, the signed-in user (GET /auth/me), change-password,
 * forgot-password (with its worker) and the address's confirmation link; it tells the router who holds a bearer
 * token. The account page's edits are the account module's, which borrows what it needs of these from the service.
 */
export function createAuthModule(platform: Platform, deps: { hasher?: PasswordHasher; sleep?: (ms: number) => Promise<void> } = {}): AuthService {
  const { config } = platform;
  // Forgot-password requests are recorded by the service and resolved by this worker (the service is there by the first pass).
  const passwordResets = createPollingWorker({
    name: 'password-reset',
    pollIntervalMs: PASSWORD_RESET_WORKER.pollIntervalMs,
    log: platform.log,
    pass: (halted) => service.resolvePasswordResets(halted),
  });
  const service = createAuthService({
    repository: createAuthRepository(platform.db),
    hasher: deps.hasher ?? argon2PasswordHasher,
    limiter: platform.limiter,
    outbox: platform.outbox,
    passwordResets,
    log: platform.log,
    settings: {
      sessionTtlMs: config.auth.sessionTtlMs,
      temporaryPasswordTtlMs: config.auth.temporaryPasswordTtlMs,
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
      staffEmailDomain: config.staffEmailDomain,
      rateLimits: config.auth.rateLimits,
      loginFailureDelay: config.auth.loginFailureDelay,
    },
    now: platform.now,
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
  });
  platform.addWorker(passwordResets);
  platform.provideAuthenticator((token) => service.authenticate(token));
  registerAuthRoutes(platform.router, service, { temporaryPasswordTtlMs: config.auth.temporaryPasswordTtlMs });
  return service;
}
