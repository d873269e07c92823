import { CONTACT_MESSAGES, contactContract, siteConfigContract } from '../../../shared/contracts/contact.contract';
import type { Router } from '../../platform/http/router';
import type { ContactService } from './contact.service';
import type { ContractData } from '../../../shared/contracts/contract';

/** The site's support channels, as GET /api/site-config answers them. */
export type SiteConfig = ContractData<typeof siteConfigContract>;

export function registerContactRoutes(router: Router, contact: ContactService, site: SiteConfig): void {
  router.route(contactContract, async ({ body, ip, auth }) => {
    await contact.submit(body, ip, auth?.userId ?? null);
    return { status: 201, message: CONTACT_MESSAGES.success, data: {} };
  });
  router.route(siteConfigContract, () => ({ data: site }));
}
