import type { Platform } from '../../platform/platform';
import { createAccountRepository } from './account.repository';
import { registerAccountRoutes } from './account.routes';
import { createAccountService, type AccountAuth, type AccountService } from './account.service';

/**
 * The account page's data: the person's fields, the address change and its revert, the age band and the stage of
 * life (and the role, which `npm run role` sets through this module's repository). What it needs of sessions and
 * passwords, the auth module lends (`auth`, passed in by app.ts).
 */
export function createAccountModule(platform: Platform, deps: { auth: AccountAuth }): AccountService {
  const { config } = platform;
  const service = createAccountService({
    repository: createAccountRepository(platform.db),
    auth: deps.auth,
    limiter: platform.limiter,
    outbox: platform.outbox,
    log: platform.log,
    settings: { publicUrl: config.publicUrl, rateLimits: config.auth.rateLimits },
    now: platform.now,
  });
  registerAccountRoutes(platform.router, service);
  return service;
}
