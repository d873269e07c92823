import type { Platform } from '../../platform/platform';
import { createContactRepository } from './contact.repository';
import { registerContactRoutes } from './contact.routes';
import { createContactService, type ContactService } from './contact.service';

/** Contact messages (stored with their e-mail to support) and the site's support channels. */
export function createContactModule(platform: Platform): ContactService {
  const { config } = platform;
  const service = createContactService({
    repository: createContactRepository(platform.db),
    outbox: platform.outbox,
    limiter: platform.limiter,
    settings: { supportEmail: config.supportEmail, ...config.contactLimits },
    now: platform.now,
  });
  registerContactRoutes(platform.router, service, { supportEmail: config.supportEmail, ...config.site });
  return service;
}
