import { ACCOUNT_EXPORT_FILE_NAME, accountExportContract } from '../../../shared/contracts/account-data.contract';
import { ACCOUNT_DELETION_MESSAGES, deleteMeContract } from '../../../shared/contracts/auth.contract';
import type { Router } from '../../platform/http/router';
import type { AccountDataService } from './account-data.service';

export function registerAccountDataRoutes(router: Router, service: AccountDataService): void {
  router.route(accountExportContract, async ({ auth }) => ({
    data: await service.exportFor(auth.userId),
    headers: { 'content-disposition': `attachment; filename="${ACCOUNT_EXPORT_FILE_NAME}"` },
  }));

  router.route(deleteMeContract, async ({ auth, body }) => {
    await service.deleteOwnAccount(auth, body.password);
    return { message: ACCOUNT_DELETION_MESSAGES.deleted, data: {} };
  });
}
