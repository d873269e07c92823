import type { PageMeta } from '../../platform/http/web-app';
import type { Platform } from '../../platform/platform';
import { publicPageMeta, registerSiteRoutes } from './site.routes';

/** robots.txt and sitemap.xml; the public pages' preview tags, for the web app's pages. */
export function createSiteModule(platform: Platform): { pageMeta: (route: string) => PageMeta | null } {
  const { publicUrl } = platform.config;
  registerSiteRoutes(platform.app, publicUrl);
  return { pageMeta: (route) => publicPageMeta(publicUrl, route) };
}
