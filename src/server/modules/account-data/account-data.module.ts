import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../platform/http/auth-context';
import { createAccountDataRepository } from './account-data.repository';
import { registerAccountDataRoutes } from './account-data.routes';
import { createAccountDataService, type AccountDataService } from './account-data.service';

export interface AccountDataModuleDeps {
  /** The auth module's password check (rate-limited like change-password). */
  confirmPassword: (auth: AuthContext, password: string) => Promise<void>;
}

/** LGPD self-service: the export of everything stored about a person, and the deletion of the account. */
export function createAccountDataModule(platform: Platform, deps: AccountDataModuleDeps): AccountDataService {
  const service = createAccountDataService({
    repository: createAccountDataRepository(platform.db),
    confirmPassword: deps.confirmPassword,
    dataDir: platform.config.dataDir,
    log: platform.log,
    now: platform.now,
  });
  registerAccountDataRoutes(platform.router, service);
  return service;
}
