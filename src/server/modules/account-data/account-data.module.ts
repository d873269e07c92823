import type { Platform } from '../../platform/platform';
import { createPollingWorker } from '../../platform/polling-worker';
import type { AuthContext } from '../../platform/http/auth-context';
import { createAccountDataRepository } from './account-data.repository';
import { registerAccountDataRoutes } from './account-data.routes';
import { createAccountDataService, type AccountDataService, type AccountDataServiceDeps } from './account-data.service';

const RETAINED_ORDERS_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface AccountDataModuleDeps {
  /** The auth module's password check (rate-limited like change-password). */
  confirmPassword: (auth: AuthContext, password: string) => Promise<void>;
  exportParts: AccountDataServiceDeps['exportParts'];
}

/** LGPD self-service: the export of everything stored about a person, and the deletion of the account. */
export function createAccountDataModule(platform: Platform, deps: AccountDataModuleDeps): AccountDataService {
  const service = createAccountDataService({
    repository: createAccountDataRepository(platform.db),
    confirmPassword: deps.confirmPassword,
    exportParts: deps.exportParts,
    dataDir: platform.config.dataDir,
    checkpoint: () => platform.database.checkpoint(),
    log: platform.log,
    now: platform.now,
  });
  registerAccountDataRoutes(platform.router, service);
  // Anonymised orders leave once their tax retention period ends: a pass at start, then every 6 hours.
  platform.addWorker(
    createPollingWorker({
      name: 'retained-orders-purge',
      pollIntervalMs: RETAINED_ORDERS_PURGE_INTERVAL_MS,
      log: platform.log,
      pass: () => service.purgeExpiredRetainedOrders(),
    }),
  );
  return service;
}
